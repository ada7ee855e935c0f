import { describe, expect, it } from 'vitest';
import { AttemptKey, randomKey } from './idempotency-key';
import {
  blankFields,
  EMPTY_SHIPPING,
  fieldError,
  orderRequest,
  PHONE_MESSAGE,
  PIN_MESSAGE,
  serverFieldError,
  shippingForm,
  type ShippingValues,
} from './shipping-rules';
import { ASHA_ADDRESS } from '../../test/samples';

/** The form's verdict: the values it sends, or its message for each field in error. */
function check(values: ShippingValues) {
  const result = shippingForm.safeParse(values);
  if (result.success) return { kind: 'ok', address: result.data };
  return {
    kind: 'invalid',
    errors: Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message])),
  };
}

/** One field's stored form, or null when the form refuses it. */
const normalisePin = (pin: string) => shippingForm.shape.postalCode.safeParse(pin).data ?? null;
const normaliseMobile = (phone: string) => shippingForm.shape.phone.safeParse(phone).data ?? null;

const good = {
  fullName: ' Asha Verma ',
  address: '14 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560 025',
  phone: '098765 43210',
};

describe('shipping form (docs/product/storefront.md section 5, docs/product/rules.md section 7)', () => {
  it('names every blank field', () => {
    expect(blankFields({ ...good, city: '   ', phone: '' })).toEqual(['city', 'phone']);
    expect(check({ ...good, city: '   ', phone: '' })).toEqual({
      kind: 'invalid',
      errors: { city: 'City is required', phone: 'Phone is required' },
    });
    expect(blankFields(EMPTY_SHIPPING)).toHaveLength(6);
    expect(blankFields(good)).toEqual([]);
  });

  it('checks the PIN code and the mobile number', () => {
    expect(check({ ...good, postalCode: '056002', phone: '12345' })).toEqual({
      kind: 'invalid',
      errors: { postalCode: PIN_MESSAGE, phone: PHONE_MESSAGE },
    });
  });

  it('sends trimmed values with the PIN compact and the phone as +91 and ten digits', () => {
    expect(check(good)).toEqual({
      kind: 'ok',
      address: ASHA_ADDRESS,
    });
  });

  it.each([
    ['560025', '560025'],
    [' 110 001 ', '110001'],
    ['056002', null],
    ['56002', null],
    ['5600255', null],
    ['56OO25', null],
  ])('PIN %j -> %j', (pin, out) => {
    expect(normalisePin(pin)).toBe(out);
  });

  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['(98765) 43210', '+919876543210'],
    ['5876543210', null],
    ['98765', null],
    ['98765432101', null],
    ['98765abc10', null],
  ])('mobile %j -> %j', (phone, out) => {
    expect(normaliseMobile(phone)).toBe(out);
  });

  it("holds each field to the contract's limits", () => {
    expect(check({ ...good, city: 'x'.repeat(101) })).toEqual({
      kind: 'invalid',
      errors: { city: 'City must be at most 100 characters' },
    });
  });

  it('re-checks one field as it is corrected', () => {
    expect(fieldError('postalCode', '56')).toBe(PIN_MESSAGE);
    expect(fieldError('postalCode', '560025')).toBeUndefined();
    expect(fieldError('phone', '')).toBeUndefined();
    expect(fieldError('city', 'x')).toBeUndefined();
  });

  it('orders items with size and colour, leaving out blanks', () => {
    expect(
      orderRequest(
        [
          { id: 3, quantity: 2, selectedSize: 'M', selectedColor: 'Maroon' },
          { id: 7, quantity: 1, selectedSize: '', selectedColor: undefined },
        ],
        { ...EMPTY_SHIPPING, fullName: 'A' },
      ),
    ).toEqual({
      items: [
        { productId: 3, quantity: 2, size: 'M', color: 'Maroon' },
        { productId: 7, quantity: 1 },
      ],
      shippingAddress: { ...EMPTY_SHIPPING, fullName: 'A' },
    });
  });
});

describe('Idempotency-Key per checkout attempt', () => {
  it('stays the same for a retry of the same body', () => {
    let n = 0;
    const keys = new AttemptKey(() => `k${++n}`);
    const body = { items: [{ productId: 1, quantity: 1 }] };
    expect(keys.keyFor(body)).toBe('k1');
    expect(keys.keyFor({ items: [{ productId: 1, quantity: 1 }] })).toBe('k1');
  });

  it('changes with the body, and after a reset', () => {
    let n = 0;
    const keys = new AttemptKey(() => `k${++n}`);
    expect(keys.keyFor({ a: 1 })).toBe('k1');
    expect(keys.keyFor({ a: 2 })).toBe('k2');
    keys.reset();
    expect(keys.keyFor({ a: 2 })).toBe('k3');
  });

  it('makes version 4 UUIDs, with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomKey()).toMatch(uuid);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const key = randomKey();
      expect(key).toMatch(uuid);
      expect(randomKey()).not.toBe(key);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('serverFieldError', () => {
  it('reads the field a server refusal names in its fields, never its sentence', () => {
    expect(
      serverFieldError({
        'shippingAddress.postalCode': 'sorry, we do not deliver to PIN code 790001 yet',
      }),
    ).toEqual({
      field: 'postalCode',
      message: 'Sorry, we do not deliver to PIN code 790001 yet',
    });
    expect(serverFieldError({ 'shippingAddress.country': 'no' })).toBeNull();
    expect(serverFieldError({})).toBeNull();
  });

  it("takes the first of the form's fields when several are refused", () => {
    expect(
      serverFieldError({
        'shippingAddress.phone': 'enter a mobile',
        'shippingAddress.city': 'too long',
      }),
    ).toEqual({ field: 'city', message: 'Too long' });
  });
});
