import {
  cityAgreesWithPin,
  cityMismatchMessage,
  INDIAN_MOBILE_MESSAGE,
  indianMobileField,
  PIN_CODE_MESSAGE,
  pinCodeField,
  shippingAddressInput,
  type CreateOrderRequest,
  type OrderLineInput,
  type ShippingAddressInput,
} from '@store/contract';
import { z } from 'zod';
import { msgid, t, tf } from '../../lib/i18n';

/** The checkout's rules (docs/product/storefront.md section 5 with docs/product/rules.md section 7), free of React. */

export type ShippingValues = ShippingAddressInput;
export type ShippingField = keyof ShippingValues;

/** In the order the form shows them; focus goes to the first one that needs attention. */
export const SHIPPING_FIELDS: readonly ShippingField[] = [
  'fullName',
  'address',
  'city',
  'state',
  'postalCode',
  'phone',
];

/** In English; the form shows them through t() (docs/decisions/031). */
export const SHIPPING_LABELS: Readonly<Record<ShippingField, string>> = {
  fullName: msgid('Full name'),
  address: msgid('Address'),
  city: msgid('City'),
  state: msgid('State / Union territory'),
  postalCode: msgid('PIN code'),
  phone: msgid('Phone'),
};

export const EMPTY_SHIPPING: ShippingValues = {
  fullName: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
};

export const PIN_MESSAGE = PIN_CODE_MESSAGE;
export const PHONE_MESSAGE = INDIAN_MOBILE_MESSAGE;

export function requiredMessage(field: ShippingField): string {
  return tf('{field} is required', { field: t(SHIPPING_LABELS[field]) });
}

/** Non-blank first, named by the label the shopper reads; then the contract's own rule. */
const filled = (field: ShippingField) => z.string().trim().min(1, requiredMessage(field));

/**
 * The contract's rule for a text field, its messages naming the field as the form labels it:
 * "City must be at most 100 characters" where the API says "city must be ...".
 */
function contractRule(field: 'fullName' | 'address' | 'city' | 'state') {
  return filled(field).transform((value, ctx) => {
    const checked = shippingAddressInput.shape[field].safeParse(value);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      const message = issue.message.startsWith(`${field} `)
        ? `${SHIPPING_LABELS[field]}${issue.message.slice(field.length)}`
        : issue.message;
      ctx.addIssue({ code: 'custom', message });
    }
    return z.NEVER;
  });
}

/**
 * The shipping form: every field non-blank, each within the contract's limits, and a real PIN
 * code and mobile number, which come out in the form the server stores ("560025",
 * "+919876543210").
 */
export const shippingForm = z.object({
  fullName: contractRule('fullName'),
  address: contractRule('address'),
  city: contractRule('city'),
  state: contractRule('state'),
  postalCode: filled('postalCode').pipe(pinCodeField),
  phone: filled('phone').pipe(indianMobileField),
});

/** The fields left blank: Place Order names them before anything else. */
export function blankFields(values: Readonly<Record<ShippingField, string>>): ShippingField[] {
  return SHIPPING_FIELDS.filter((field) => values[field].trim() === '');
}

/**
 * The inline message for one field, checked as the shopper leaves it or corrects it. A blank
 * field says nothing yet: only Place Order asks for every field.
 */
export function fieldError(field: ShippingField, value: string): string | undefined {
  if (value.trim() === '') return undefined;
  return shippingForm.shape[field].safeParse(value).error?.issues[0]?.message;
}

/** The PIN code's own name for its city, as the directory answers it. */
export function pinCity(answer: { city: string; district: string }): string {
  return answer.city || answer.district;
}

/**
 * The message under the city when it is not where the PIN code is (the server's words), or
 * undefined when it is, when it is blank, or while the PIN's place is not known.
 */
export function cityMismatch(
  city: string,
  answer: { pin: string; city: string; district: string } | null,
): string | undefined {
  if (!answer || city.trim() === '' || cityAgreesWithPin(city, answer)) return undefined;
  return cityMismatchMessage(answer.pin, pinCity(answer), city);
}

export interface CheckoutLine {
  id: number;
  quantity: number;
  selectedSize?: string;
  selectedColor?: string;
}

/** The order's `items` (docs/product/rules.md section 2): size and colour travel with each line. */
export function orderItems(lines: readonly CheckoutLine[]): OrderLineInput[] {
  return lines.map((line) => ({
    productId: line.id,
    quantity: line.quantity,
    ...(line.selectedSize?.trim() ? { size: line.selectedSize.trim() } : {}),
    ...(line.selectedColor?.trim() ? { color: line.selectedColor.trim() } : {}),
  }));
}

export function orderRequest(
  lines: readonly CheckoutLine[],
  address: ShippingValues,
): CreateOrderRequest {
  return { items: orderItems(lines), shippingAddress: address };
}

/**
 * The first of the form's fields a server refusal names in its `fields`
 * ("shippingAddress.postalCode"), with its message for under that field; null when it names
 * none of them. The sentence itself is never read (docs/decisions/015-error-codes-and-api-client.md).
 */
export function serverFieldError(
  fields: Readonly<Record<string, string>>,
): { field: ShippingField; message: string } | null {
  for (const field of SHIPPING_FIELDS) {
    const text = fields[`shippingAddress.${field}`];
    if (text) return { field, message: text.charAt(0).toUpperCase() + text.slice(1) };
  }
  return null;
}
