import type { CreateOrderRequest, OrderLineInput, ShippingAddressInput } from '@store/contract';

/** The checkout's rules (SPEC.md section 5 with DECISIONS.md section 7), free of React. */

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

export const EMPTY_SHIPPING: ShippingValues = {
  fullName: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
};

export const PIN_MESSAGE = 'Enter a valid 6-digit PIN code (it cannot start with 0)';
export const PHONE_MESSAGE = 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9';

/** Six digits, not starting with 0; spaces are forgiven. Null when it is not a PIN code. */
export function normalisePin(pin: string): string | null {
  const compact = pin.replace(/\s+/g, '');
  return /^[1-9]\d{5}$/.test(compact) ? compact : null;
}

/**
 * An Indian mobile as '+91XXXXXXXXXX': ten digits from 6-9, written with or without +91, 91,
 * 0091 or a trunk 0, spaces, dashes, dots or brackets. Null when it is not one.
 */
export function normaliseMobile(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 14 && digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : null;
}

export type ShippingCheck =
  | { kind: 'missing'; fields: ShippingField[] }
  | { kind: 'empty-cart' }
  | { kind: 'invalid'; errors: Partial<Record<ShippingField, string>> }
  | { kind: 'ok'; address: ShippingValues };

/**
 * What Place Order does with the form: every field non-blank ('Please fill all fields'), a
 * cart with something in it ('Cart is empty'), then a real PIN code and mobile number.
 */
export function checkShipping(values: ShippingValues, cartIsEmpty: boolean): ShippingCheck {
  const trimmed = Object.fromEntries(
    SHIPPING_FIELDS.map((field) => [field, values[field].trim()]),
  ) as ShippingValues;
  const missing = SHIPPING_FIELDS.filter((field) => trimmed[field] === '');
  if (missing.length > 0) return { kind: 'missing', fields: missing };
  if (cartIsEmpty) return { kind: 'empty-cart' };

  const postalCode = normalisePin(trimmed.postalCode);
  const phone = normaliseMobile(trimmed.phone);
  const errors: Partial<Record<ShippingField, string>> = {};
  if (postalCode === null) errors.postalCode = PIN_MESSAGE;
  if (phone === null) errors.phone = PHONE_MESSAGE;
  if (postalCode === null || phone === null) return { kind: 'invalid', errors };
  return { kind: 'ok', address: { ...trimmed, postalCode, phone } };
}

/** The inline message for one field as the shopper types, once it has been checked before. */
export function fieldError(field: ShippingField, value: string): string | undefined {
  if (value.trim() === '') return undefined;
  if (field === 'postalCode') return normalisePin(value) === null ? PIN_MESSAGE : undefined;
  if (field === 'phone') return normaliseMobile(value) === null ? PHONE_MESSAGE : undefined;
  return undefined;
}

export interface CheckoutLine {
  id: number;
  quantity: number;
  selectedSize?: string;
  selectedColor?: string;
}

/** The order's `items` (DECISIONS.md section 2): size and colour travel with each line. */
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
