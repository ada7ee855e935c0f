import { paymentFieldsResponse } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error.ts';
import { isValidGstin, paymentFormFields, readPaymentFields } from './payment-fields.ts';

const good = {
  method: 'upi',
  payerName: 'Asha Verma',
  payerEmail: 'Asha@Example.in ',
  payerPhone: '+919829012345',
  businessName: '',
  gstin: '',
};

/** The payment screen's own reading of a slash-delimited pattern (docs/product/storefront.md section 5). */
function compile(pattern: string): RegExp {
  const m = /^\/(.*)\/([a-z]*)$/.exec(pattern);
  if (!m) throw new Error(`not slash-delimited: ${pattern}`);
  return new RegExp(m[1]!, m[2]);
}

describe('payment form definition', () => {
  const fields = paymentFormFields({ methods: ['cod', 'upi', 'card'], testMode: false });
  const byName = (n: string) => fields.find((f) => f.name === n)!;

  it('has the wire shape of docs/product/storefront.md section 3', () => {
    expect(() => paymentFieldsResponse.parse({ fields, testMode: false })).not.toThrow();
    expect(fields.map((f) => f.name)).toEqual([
      'method',
      'payerName',
      'payerEmail',
      'payerPhone',
      'businessName',
      'gstin',
    ]);
  });

  it('offers the methods in a fixed order, the first one the default', () => {
    const method = byName('method');
    expect(method.type).toBe('select');
    expect(method.options).toEqual([
      { label: 'UPI', value: 'upi' },
      { label: 'Card / Net banking', value: 'card' },
      { label: 'Cash on delivery', value: 'cod' },
    ]);
    expect(method.defaultValue).toBe('upi');
    const codOnly = paymentFormFields({ methods: ['cod'], testMode: false })[0]!;
    expect(codOnly.options).toEqual([{ label: 'Cash on delivery', value: 'cod' }]);
    expect(codOnly.defaultValue).toBe('cod');
  });

  it('asks for an Indian mobile number with lengths and a slash-delimited pattern', () => {
    const phone = byName('payerPhone');
    expect(phone.type).toBe('tel');
    expect(phone.rules).toMatchObject({ required: true, minLength: 10, maxLength: 10 });
    const re = compile(phone.rules!.pattern!);
    expect(re.test('+919829012345')).toBe(true);
    expect(re.test('+915829012345')).toBe(false);
    expect(re.test('9829012345')).toBe(false);
  });

  it('shows the GSTIN only once a business name is filled in', () => {
    expect(byName('gstin').showWhenFilled).toEqual(['businessName']);
    expect(compile(byName('gstin').rules!.pattern!).test('27AAPFU0939F1ZV')).toBe(true);
  });

  it('says so in test mode', () => {
    const [method] = paymentFormFields({ methods: ['card'], testMode: true });
    expect(method!.description).toMatch(/^Test mode/);
    expect(byName('method').description).toBeUndefined();
  });

  it('prefills the payer from the account when known', () => {
    const f = paymentFormFields({
      methods: ['upi'],
      testMode: false,
      defaults: { name: 'Asha Verma', email: 'asha@example.in' },
    });
    expect(f.find((x) => x.name === 'payerName')!.defaultValue).toBe('Asha Verma');
    expect(f.find((x) => x.name === 'payerEmail')!.defaultValue).toBe('asha@example.in');
    expect(f.find((x) => x.name === 'payerPhone')!.defaultValue).toBe('+91');
  });

  it("writes the account's mobile number as the phone field's mask does", () => {
    const phoneOf = (phone: string | null) =>
      paymentFormFields({ methods: ['upi'], testMode: false, defaults: { phone } }).find(
        (x) => x.name === 'payerPhone',
      )!.defaultValue;
    expect(phoneOf('+919876543210')).toBe('+91 98765 43210');
    expect(phoneOf(null)).toBe('+91');
  });
});

describe('GSTIN check character', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])('accepts %s', (g) => {
    expect(isValidGstin(g)).toBe(true);
  });
  it.each(['27AAPFU0939F1ZW', '27AAPFU0939F1Z', '27aapfu0939f1zv', 'XXAAPFU0939F1ZV'])(
    'refuses %s',
    (g) => {
      expect(isValidGstin(g)).toBe(false);
    },
  );
});

describe('reading the submitted form', () => {
  it('normalises what it accepts', () => {
    const r = readPaymentFields({ ...good, payerPhone: '98290 12345', device: 'mobile' });
    expect(r).toEqual({
      ok: true,
      method: 'upi',
      payer: {
        name: 'Asha Verma',
        email: 'asha@example.in',
        phone: '+919829012345',
        businessName: '',
        gstin: '',
      },
      device: 'mobile',
      upiId: null,
    });
  });

  it('reads a UPI ID with UPI only, and checks its form', () => {
    expect(readPaymentFields({ ...good, method: 'upi', upiId: ' asha.v@okaxis ' })).toMatchObject({
      ok: true,
      upiId: 'asha.v@okaxis',
    });
    expect(readPaymentFields({ ...good, method: 'card', upiId: 'asha.v@okaxis' })).toMatchObject({
      ok: true,
      upiId: null,
    });
    for (const bad of ['asha', 'asha@', '@okaxis', 'asha@ok.axis', 'a|b@okaxis']) {
      expect(readPaymentFields({ ...good, method: 'upi', upiId: bad })).toEqual({
        ok: false,
        error: 'Enter a UPI ID like yourname@okaxis',
      });
    }
  });

  it.each([
    [{ payerName: '  ' }, 'Full name is required'],
    [{ payerName: 'A' }, 'Full name must be 2 to 60 characters'],
    [{ payerName: 'Asha | Verma' }, "Full name may contain only letters, spaces and . ' -"],
    [{ payerEmail: '' }, 'Email is required'],
    [{ payerEmail: 'asha@' }, 'Invalid email address'],
    [{ payerPhone: '+91' }, 'Mobile number is required'],
    [{ payerPhone: '+911234567890' }, 'Invalid phone number format'],
    [{ method: '' }, 'Payment method is required'],
    [{ businessName: 'Sharma Textiles', gstin: '27AAPFU0939F1ZW' }, /GSTIN is not valid/],
    [{ gstin: '27AAPFU0939F1ZV' }, 'Business name is required with a GSTIN'],
  ])('refuses %j with a sentence for the shopper', (change, message) => {
    const r = readPaymentFields({ ...good, ...change });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it('accepts a valid GSTIN in any case with a business name', () => {
    const r = readPaymentFields({
      ...good,
      businessName: 'Sharma Textiles',
      gstin: '27aapfu0939f1zv',
    });
    expect(r.ok && r.payer.gstin).toBe('27AAPFU0939F1ZV');
  });

  it('treats unknown field names and a bad device as a malformed request', () => {
    expect(() => readPaymentFields({ ...good, amount: '1' })).toThrow(DomainError);
    expect(() => readPaymentFields({ ...good, toString: 'x' })).toThrow(/unknown payment field/);
    expect(() => readPaymentFields({ ...good, device: 'tv' })).toThrow(/device/);
  });
});
