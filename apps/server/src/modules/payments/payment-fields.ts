// The payment form: what GET /payments/fields tells the payment screen to draw, and the same
// rules applied again here to what comes back, because the browser's checks are a courtesy.
import {
  emailField,
  GSTIN_MESSAGE,
  GSTIN_PATTERN,
  isValidGstin,
  type PaymentField,
  type PaymentMethod,
} from '@store/contract';
import { invalid as malformed } from '../../lib/domain-error.ts';
import { parseIndianMobile } from '../../lib/india.ts';
import type { Payer } from './providers/payment-provider.ts';
import { VPA_PATTERN } from './providers/payu-upi.ts';

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: 'UPI',
  card: 'Card / Net banking',
  cod: 'Cash on delivery',
};

/** The order options appear in; the first offered one is the form's default. */
export const METHOD_ORDER: readonly PaymentMethod[] = ['upi', 'card', 'cod'];

const PHONE = /^\+91[6-9]\d{9}$/;
// Names in any script; the few punctuation marks names carry. No '|': PayU's hash joins on it.
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const BUSINESS = /^[^|\p{Cc}]*$/u;

const LABELS = {
  method: 'Payment method',
  payerName: 'Full name',
  payerEmail: 'Email',
  payerPhone: 'Mobile number',
  businessName: 'Business name',
  gstin: 'GSTIN',
  upiId: 'UPI ID (optional)',
} as const;

type FieldName = keyof typeof LABELS;
/** Accepted besides the form's own fields: overrides the User-Agent's say on phone or desktop. */
const DEVICE_FIELD = 'device';

const slashPattern = (re: RegExp) => `/${re.source}/`;

/** A stored mobile number as the field's mask writes it ('+91 98765 43210'); '+91' when none. */
function maskedMobile(stored: string | null | undefined): string {
  const digits = stored ? /^\+91(\d{10})$/.exec(stored)?.[1] : undefined;
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : '+91';
}

/** The UPI ID field: a collect request to the shopper's UPI app, offered with UPI through PayU. */
function upiIdField(): PaymentField {
  return {
    name: 'upiId',
    label: LABELS.upiId,
    placeholder: 'yourname@okaxis',
    description:
      'Type your UPI ID to get a payment request in your UPI app, or leave it empty to scan a QR code or open the app.',
    type: 'text',
    rules: { required: false, maxLength: 100, pattern: slashPattern(VPA_PATTERN) },
    showWhenValue: { field: 'method', value: 'upi' },
  };
}

export function paymentFormFields(options: {
  methods: readonly PaymentMethod[];
  testMode: boolean;
  /** UPI goes through the gateway: the shopper may type a UPI ID for a collect request. */
  upiCollect?: boolean;
  /** The signed-in shopper's: name, email and the account's mobile number (+91 form). */
  defaults?: { name?: string; email?: string; phone?: string | null };
}): PaymentField[] {
  const methods = METHOD_ORDER.filter((m) => options.methods.includes(m));
  return [
    {
      name: 'method',
      label: LABELS.method,
      type: 'select',
      options: methods.map((m) => ({ label: METHOD_LABELS[m], value: m })),
      ...(methods[0] ? { defaultValue: methods[0] } : {}),
      rules: { required: true },
      ...(options.testMode
        ? { description: 'Test mode: payments here are simulated and no money moves.' }
        : {}),
    },
    ...(options.upiCollect && methods.includes('upi') ? [upiIdField()] : []),
    {
      name: 'payerName',
      label: LABELS.payerName,
      placeholder: 'Asha Verma',
      type: 'text',
      rules: { required: true, minLength: 2, maxLength: 60 },
      ...(options.defaults?.name ? { defaultValue: options.defaults.name } : {}),
    },
    {
      name: 'payerEmail',
      label: LABELS.payerEmail,
      placeholder: 'you@example.com',
      description: 'We send the payment receipt here.',
      type: 'email',
      rules: { required: true, maxLength: 254 },
      ...(options.defaults?.email ? { defaultValue: options.defaults.email } : {}),
    },
    {
      name: 'payerPhone',
      label: LABELS.payerPhone,
      placeholder: '+91 98765 43210',
      type: 'tel',
      mask: '+91 99999 99999',
      // Lengths count the digits after +91, as the payment screen checks them.
      rules: { required: true, minLength: 10, maxLength: 10, pattern: slashPattern(PHONE) },
      defaultValue: maskedMobile(options.defaults?.phone),
    },
    {
      name: 'businessName',
      label: 'Business name (optional)',
      placeholder: 'Sharma Textiles',
      description: 'Fill this in for a GST invoice.',
      type: 'text',
      rules: { required: false, maxLength: 100 },
    },
    {
      name: 'gstin',
      label: LABELS.gstin,
      placeholder: '27AAPFU0939F1ZV',
      description: "Your business's 15-character GST number.",
      type: 'text',
      rules: {
        required: false,
        minLength: 15,
        maxLength: 15,
        pattern: slashPattern(GSTIN_PATTERN),
      },
      showWhenFilled: ['businessName'],
    },
  ];
}

// The GSTIN's format, state code and check character are the contract's rules (gst.ts), so the
// invoice and the payment form agree on what a GSTIN is.
export { isValidGstin };

export type PaymentFieldValues =
  | {
      ok: true;
      method: string;
      payer: Payer;
      device: 'mobile' | 'desktop' | null;
      /** A UPI ID for a collect request, only with method upi; null when none was typed. */
      upiId: string | null;
    }
  | { ok: false; error: string };

/**
 * Reads the submitted form. Field names the form does not have are a malformed request (400);
 * values that break the form's rules come back as a sentence for the shopper.
 */
export function readPaymentFields(values: Readonly<Record<string, string>>): PaymentFieldValues {
  for (const name of Object.keys(values)) {
    if (!Object.hasOwn(LABELS, name) && name !== DEVICE_FIELD) {
      throw malformed(`fields: unknown payment field '${name.slice(0, 40)}'`);
    }
  }
  const device = values[DEVICE_FIELD]?.trim() ?? '';
  if (device !== '' && device !== 'mobile' && device !== 'desktop') {
    throw malformed("fields.device must be 'mobile' or 'desktop'");
  }
  const get = (name: FieldName) => (values[name] ?? '').trim();
  const invalid = (error: string): PaymentFieldValues => ({ ok: false, error });
  const required = (name: FieldName) => `${LABELS[name]} is required`;

  const method = get('method');
  if (!method) return invalid(required('method'));

  const name = get('payerName').replace(/\s+/g, ' ');
  if (!name) return invalid(required('payerName'));
  if (name.length < 2 || name.length > 60) {
    return invalid('Full name must be 2 to 60 characters');
  }
  if (!NAME.test(name)) {
    return invalid("Full name may contain only letters, spaces and . ' -");
  }

  if (!get('payerEmail')) return invalid(required('payerEmail'));
  const email = emailField.safeParse(get('payerEmail'));
  if (!email.success || email.data.includes('|')) return invalid('Invalid email address');

  const rawPhone = get('payerPhone');
  if (!rawPhone || rawPhone === '+91') return invalid(required('payerPhone'));
  const phone = parseIndianMobile(rawPhone);
  if (!phone || !PHONE.test(phone)) return invalid('Invalid phone number format');

  const businessName = get('businessName').replace(/\s+/g, ' ');
  if (businessName.length > 100) return invalid('Business name must be at most 100 characters');
  if (!BUSINESS.test(businessName)) return invalid('Business name may not contain |');

  const gstin = get('gstin').toUpperCase();
  if (gstin) {
    if (!isValidGstin(gstin)) return invalid(GSTIN_MESSAGE);
    if (!businessName) return invalid('Business name is required with a GSTIN');
  }

  const upiId = method === 'upi' ? get('upiId') : '';
  if (upiId && (upiId.length > 100 || !VPA_PATTERN.test(upiId))) {
    return invalid('Enter a UPI ID like yourname@okaxis');
  }

  return {
    ok: true,
    method,
    payer: { name, email: email.data, phone, businessName, gstin },
    device: device === '' ? null : device,
    upiId: upiId || null,
  };
}
