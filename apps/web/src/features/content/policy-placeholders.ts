/** Company details that policy texts (ours and the store's own HTML) may refer to. */
export interface PolicyValues {
  companyName: string;
  companyAddress: string;
  companyEmail: string;
  companyPhone: string;
  website: string;
  logoUrl: string;
  /** A sentence on what delivery costs, from the store's settings (selling-points.ts). */
  shippingCharges: string;
  /** The payment methods the store takes, e.g. 'UPI, cards, net banking and cash on delivery'. */
  paymentMethods: string;
}

const KEYS: Record<string, keyof PolicyValues> = {
  companyname: 'companyName',
  storename: 'companyName',
  company: 'companyName',
  companyaddress: 'companyAddress',
  address: 'companyAddress',
  companyemail: 'companyEmail',
  email: 'companyEmail',
  companyphone: 'companyPhone',
  phone: 'companyPhone',
  website: 'website',
  websiteurl: 'website',
  companylogourl: 'logoUrl',
  logourl: 'logoUrl',
  shippingcharges: 'shippingCharges',
  paymentmethods: 'paymentMethods',
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Replaces `{{companyName}}`, `{companyName}` or `[Company Name]` style placeholders (any case,
 * spaces, underscores or hyphens) with HTML-escaped values. Unknown placeholders are left alone.
 */
export function replacePolicyPlaceholders(html: string, values: PolicyValues): string {
  return html.replace(
    /\{\{\s*([A-Za-z][\w -]*?)\s*\}\}|\{([A-Za-z][\w-]*)\}|\[([A-Za-z][\w -]*?)\]/g,
    (match, a?: string, b?: string, c?: string) => {
      const raw = a ?? b ?? c ?? '';
      const key = KEYS[raw.replace(/[\s_-]/g, '').toLowerCase()];
      return key ? escapeHtml(values[key]) : match;
    },
  );
}

const EMAIL_LINK = '<a href="mailto:{{companyEmail}}">{{companyEmail}}</a>';
const CONTACT_PAGE_LINK = '<a href="/contact">our contact page</a>';

/**
 * The standard policy texts' contact sentences for a store that left its email, phone or
 * address empty (docs/decisions/034): the detail is left out, or the shopper is sent to the
 * contact page's form, rather than a sentence with a hole ("write to  or call ") being shown.
 * Run before replacePolicyPlaceholders; the owner's own HTML is hers and only loses the same
 * phrases if she used them.
 */
export function withoutUnsetContacts(
  html: string,
  values: Pick<PolicyValues, 'companyAddress' | 'companyEmail' | 'companyPhone'>,
): string {
  let out = html;
  if (!values.companyPhone.trim()) {
    out = out
      .replaceAll('<br>Phone: {{companyPhone}}', '')
      .replace(/Call \{\{companyPhone\}\} \([^)]*\) or write to /g, 'Write to ')
      .replaceAll(' or call {{companyPhone}}', '')
      .replaceAll(' on {{companyPhone}}', '');
  }
  if (!values.companyEmail.trim()) {
    out = out
      .replaceAll(`<br>Email: ${EMAIL_LINK}`, '')
      .replaceAll(` at ${EMAIL_LINK}`, ` through ${CONTACT_PAGE_LINK}`)
      .replaceAll(EMAIL_LINK, `us through ${CONTACT_PAGE_LINK}`);
  }
  if (!values.companyAddress.trim()) out = out.replaceAll('<br>{{companyAddress}}', '');
  return out;
}
