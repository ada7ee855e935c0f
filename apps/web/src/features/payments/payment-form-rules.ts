import { INVALID_EMAIL_MESSAGE, type PaymentField } from '@store/contract';
import { z } from 'zod';

/**
 * The dynamic payment form's rules (docs/product/storefront.md section 5, "Payment form"), free of React: initial
 * values, the +91 phone handling, each field's message, showWhenFilled and what is sent.
 */

export type PaymentValues = Record<string, string>;
export type PaymentErrors = Record<string, string>;

export const PHONE_PREFIX = '+91';
export const DEFAULT_PHONE_DIGITS = 10;

export const PAYMENT_MESSAGES = {
  required: 'This field is required',
  phonePrefix: 'Phone number must start with +91',
  phoneMin: (n: number) => `Phone number must have at least ${n} digits after +91`,
  phoneMax: (n: number) => `Phone number must have no more than ${n} digits after +91`,
  phoneExact: `Phone number must have ${DEFAULT_PHONE_DIGITS} digits after +91`,
  phoneFormat: 'Invalid phone number format',
  email: INVALID_EMAIL_MESSAGE,
} as const;

/** A phone field is one of type tel, or one whose name contains 'phone'. */
export function isPhoneField(field: Pick<PaymentField, 'type' | 'name'>): boolean {
  return field.type === 'tel' || /phone/i.test(field.name);
}

/** How many digits may follow +91: the field's maxLength, else 10. */
export function phoneDigitLimit(field: Pick<PaymentField, 'rules'>): number {
  const max = field.rules?.maxLength;
  return typeof max === 'number' && max > 0 ? max : DEFAULT_PHONE_DIGITS;
}

/**
 * What a phone field holds after any edit: always +91 first, then digits only, at most
 * `maxDigits` of them. A number typed or pasted with 0, 91 or 0091 in front loses that prefix.
 */
export function normalisePhoneValue(raw: string, maxDigits = DEFAULT_PHONE_DIGITS): string {
  let digits: string;
  if (raw.startsWith(PHONE_PREFIX)) {
    digits = raw.slice(PHONE_PREFIX.length).replace(/\D/g, '');
  } else if (PHONE_PREFIX.startsWith(raw)) {
    // '', '+' or '+9': what is left after deleting into the prefix.
    digits = '';
  } else {
    digits = raw.replace(/\D/g, '');
    if (digits.length > maxDigits) {
      if (digits.startsWith('0091')) digits = digits.slice(4);
      else if (digits.startsWith('91')) digits = digits.slice(2);
      else if (digits.startsWith('0')) digits = digits.slice(1);
    }
  }
  return `${PHONE_PREFIX}${digits.slice(0, maxDigits)}`;
}

/**
 * A rule's pattern: a slash-delimited regular expression such as '/^\\+91[6-9]\\d{9}$/i', or a
 * bare source. Null when it does not compile, so a bad pattern never blocks a payment.
 */
export function parsePattern(pattern: string | undefined): RegExp | null {
  if (!pattern) return null;
  const slashed = /^\/([\s\S]*)\/([a-z]*)$/.exec(pattern);
  try {
    return slashed ? new RegExp(slashed[1]!, slashed[2]) : new RegExp(pattern);
  } catch {
    return null;
  }
}

/** A checkbox sends the strings 'true' and 'false'. */
export function checkboxValue(checked: boolean): 'true' | 'false' {
  return checked ? 'true' : 'false';
}

function asCheckbox(value: string | undefined): 'true' | 'false' {
  return checkboxValue(value === 'true');
}

/** The value a field starts with: its default, else a select's first option, '+91', 'false'. */
export function initialValue(field: PaymentField): string {
  if (field.type === 'checkbox') return asCheckbox(field.defaultValue);
  if (isPhoneField(field)) {
    return normalisePhoneValue(field.defaultValue ?? '', phoneDigitLimit(field));
  }
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.type === 'select') return field.options?.[0]?.value ?? '';
  return '';
}

export function initialValues(fields: readonly PaymentField[]): PaymentValues {
  return Object.fromEntries(fields.map((field) => [field.name, initialValue(field)]));
}

/** The value a field holds after the shopper changes it. */
export function editedValue(field: PaymentField, raw: string | boolean): string {
  if (typeof raw === 'boolean') return checkboxValue(raw);
  if (isPhoneField(field)) return normalisePhoneValue(raw, phoneDigitLimit(field));
  return raw;
}

/** Blank: nothing but spaces; for a phone, nothing after +91; for a checkbox, unticked. */
export function isBlank(field: PaymentField | undefined, value: string | undefined): boolean {
  const v = value ?? '';
  if (field?.type === 'checkbox') return v !== 'true';
  if (field && isPhoneField(field)) {
    return (v.startsWith(PHONE_PREFIX) ? v.slice(PHONE_PREFIX.length) : v).trim() === '';
  }
  return v.trim() === '';
}

function requiredMessage(field: PaymentField): string {
  const label = field.label?.trim();
  return label ? `${label} is required` : PAYMENT_MESSAGES.required;
}

/** The auth layer's plain e-mail shape: something@something.something, no whitespace. */
const PLAIN_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A phone field's rules, in the order their messages take: +91 first, digits only, then the
 * digit count (rules.minLength and maxLength, else exactly 10), then rules.pattern.
 */
function phoneSchema(field: PaymentField): z.ZodString {
  const { minLength, maxLength } = field.rules ?? {};
  const prefix = PHONE_PREFIX.length;
  let phone = z
    .string()
    .startsWith(PHONE_PREFIX, PAYMENT_MESSAGES.phonePrefix)
    .regex(/^\+91\d*$/, PAYMENT_MESSAGES.phoneFormat);
  if (minLength === undefined && maxLength === undefined) {
    phone = phone.length(prefix + DEFAULT_PHONE_DIGITS, PAYMENT_MESSAGES.phoneExact);
  } else {
    if (minLength !== undefined) {
      phone = phone.min(prefix + minLength, PAYMENT_MESSAGES.phoneMin(minLength));
    }
    if (maxLength !== undefined) {
      phone = phone.max(prefix + maxLength, PAYMENT_MESSAGES.phoneMax(maxLength));
    }
  }
  const pattern = parsePattern(field.rules?.pattern);
  return pattern ? phone.regex(pattern, PAYMENT_MESSAGES.phoneFormat) : phone;
}

/** Any other filled-in field: rules.minLength and maxLength, its type, then rules.pattern. */
function textSchema(field: PaymentField): z.ZodType<string, string> {
  const label = field.label?.trim() || 'This field';
  const { minLength, maxLength } = field.rules ?? {};
  let text = z.string().trim();
  if (minLength !== undefined) {
    text = text.min(minLength, `${label} must be at least ${minLength} characters`);
  }
  if (maxLength !== undefined) {
    text = text.max(maxLength, `${label} must be at most ${maxLength} characters`);
  }
  if (field.type === 'email') text = text.regex(PLAIN_EMAIL, PAYMENT_MESSAGES.email);
  const pattern = parsePattern(field.rules?.pattern);
  const patterned = pattern ? text.regex(pattern, `Invalid ${label} format`) : text;
  const options = field.options;
  if (field.type !== 'select' || !options) return patterned;
  // A select's value is one of its options, compared as sent (not trimmed).
  return z
    .string()
    .refine((v) => options.some((o) => o.value === v), requiredMessage(field))
    .pipe(patterned);
}

/**
 * The zod schema of one field, built from its definition as GET /payments/fields sends it. A
 * blank value is an error only when the field is required; otherwise nothing else is checked.
 */
export function paymentFieldSchema(field: PaymentField): z.ZodType<string, string> {
  const filled =
    field.type === 'checkbox'
      ? z.string()
      : isPhoneField(field)
        ? z.string().trim().pipe(phoneSchema(field))
        : textSchema(field);
  return z.string().superRefine((value, ctx) => {
    if (isBlank(field, value)) {
      if (field.rules?.required) ctx.addIssue({ code: 'custom', message: requiredMessage(field) });
      return;
    }
    // Only the first broken rule is shown, as the shopper fixes one thing at a time.
    const issue = filled.safeParse(value).error?.issues[0];
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
  });
}

/** The message for one field's value, or null when it is acceptable. */
export function validatePaymentField(
  field: PaymentField,
  value: string | undefined,
): string | null {
  return paymentFieldSchema(field).safeParse(value ?? '').error?.issues[0]?.message ?? null;
}

/**
 * A field with showWhenFilled appears once at least one of the named fields holds a non-blank
 * value, or once 'Show Additional Fields' has been pressed; one with showWhenValue only while
 * the named field holds that value.
 */
export function isFieldVisible(
  field: PaymentField,
  values: PaymentValues,
  fields: readonly PaymentField[],
  showAll: boolean,
): boolean {
  // A field that belongs to one choice (the UPI ID to UPI) is there only with that choice.
  const when = field.showWhenValue;
  if (when) {
    const chosen = values[when.field] ?? fields.find((f) => f.name === when.field)?.defaultValue;
    if (chosen !== when.value) return false;
  }
  const triggers = field.showWhenFilled ?? [];
  if (showAll || triggers.length === 0) return true;
  return triggers.some(
    (name) =>
      !isBlank(
        fields.find((f) => f.name === name),
        values[name],
      ),
  );
}

export function visibleFields(
  fields: readonly PaymentField[],
  values: PaymentValues,
  showAll: boolean,
): PaymentField[] {
  return fields.filter((field) => isFieldVisible(field, values, fields, showAll));
}

/** The schema of the whole form as it stands: every visible field (hidden ones are not checked). */
export function paymentFormSchema(
  fields: readonly PaymentField[],
  values: PaymentValues,
  showAll: boolean,
) {
  return z.object(
    Object.fromEntries(
      visibleFields(fields, values, showAll).map((field) => [
        field.name,
        z.preprocess((v) => v ?? '', paymentFieldSchema(field)),
      ]),
    ),
  );
}

/** Messages for every visible field that breaks a rule. */
export function validatePaymentForm(
  fields: readonly PaymentField[],
  values: PaymentValues,
  showAll: boolean,
): PaymentErrors {
  const result = paymentFormSchema(fields, values, showAll).safeParse(values);
  const errors: PaymentErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path[0]);
    errors[name] ??= issue.message;
  }
  return errors;
}

/**
 * The `fields` of POST /payments: every field by name as a string. A hidden field sends its
 * starting value, so something typed before its trigger was cleared is not sent; a phone with
 * nothing after +91 sends ''.
 */
export function paymentSubmission(
  fields: readonly PaymentField[],
  values: PaymentValues,
  showAll: boolean,
): PaymentValues {
  const out: PaymentValues = {};
  for (const field of fields) {
    const visible = isFieldVisible(field, values, fields, showAll);
    const value = visible ? (values[field.name] ?? initialValue(field)) : initialValue(field);
    if (field.type === 'checkbox') out[field.name] = asCheckbox(value);
    else if (isPhoneField(field)) out[field.name] = isBlank(field, value) ? '' : value.trim();
    else out[field.name] = field.type === 'password' ? value : value.trim();
  }
  return out;
}

/**
 * The form's starting values: each field's own, then what the shopper last sent for this order
 * (back from a failed card payment, say), then the order's delivery phone for a phone field that
 * is still blank. Only names the form has are taken, each cleaned as if typed.
 */
export function startingValues(
  fields: readonly PaymentField[],
  options: { saved?: Readonly<Record<string, unknown>> | null; phone?: string | null } = {},
): PaymentValues {
  const values = initialValues(fields);
  for (const field of fields) {
    const saved = options.saved?.[field.name];
    if (typeof saved === 'string' && !(field.type !== 'checkbox' && saved.trim() === '')) {
      if (field.type === 'select' && !field.options?.some((o) => o.value === saved)) continue;
      values[field.name] = editedValue(field, field.type === 'checkbox' ? saved === 'true' : saved);
    }
    if (isPhoneField(field) && isBlank(field, values[field.name]) && options.phone) {
      values[field.name] = normalisePhoneValue(options.phone, phoneDigitLimit(field));
    }
  }
  return values;
}
