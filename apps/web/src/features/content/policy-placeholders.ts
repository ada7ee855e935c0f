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
