import { paymentField, paymentFieldsResponse, type PaymentField } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../test/fixture';
import {
  checkboxValue,
  editedValue,
  initialValues,
  isFieldVisible,
  isPhoneField,
  normalisePhoneValue,
  parsePattern,
  paymentSubmission,
  startingValues,
  validatePaymentField,
  validatePaymentForm,
  visibleFields,
} from './payment-form-rules';

const phone = (rules: PaymentField['rules'] = {}): PaymentField =>
  fixture(paymentField, {
    name: 'payerPhone',
    label: 'Mobile number',
    type: 'tel',
    rules,
  });

/** The form the store's API sends (apps/server/src/modules/payments/payment-fields.ts). */
const FORM: PaymentField[] = fixture(paymentFieldsResponse, {
  testMode: true,
  fields: [
    {
      name: 'method',
      label: 'Payment method',
      type: 'select',
      options: [
        { label: 'UPI', value: 'upi' },
        { label: 'Card / Net banking', value: 'card' },
        { label: 'Cash on delivery', value: 'cod' },
      ],
      rules: { required: true },
      defaultValue: 'upi',
    },
    {
      name: 'payerName',
      label: 'Full name',
      type: 'text',
      rules: { required: true, minLength: 2 },
    },
    { name: 'payerEmail', label: 'Email', type: 'email', rules: { required: true } },
    {
      ...phone({ required: true, minLength: 10, maxLength: 10, pattern: '/^\\+91[6-9]\\d{9}$/' }),
      defaultValue: '+91',
    },
    { name: 'businessName', label: 'Business name (optional)', type: 'text' },
    {
      name: 'gstin',
      label: 'GSTIN',
      type: 'text',
      rules: {
        minLength: 15,
        maxLength: 15,
        pattern: '/^\\d{2}[A-Z]{5}\\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/',
      },
      showWhenFilled: ['businessName'],
    },
  ],
}).fields;

describe('phone fields (docs/product/storefront.md section 5)', () => {
  it('are type tel, or named with phone', () => {
    expect(isPhoneField({ type: 'tel', name: 'mobile' })).toBe(true);
    expect(isPhoneField({ type: 'text', name: 'contactPhone' })).toBe(true);
    expect(isPhoneField({ type: 'text', name: 'PHONE' })).toBe(true);
    expect(isPhoneField({ type: 'text', name: 'payerName' })).toBe(false);
  });

  it.each([
    ['', '+91'],
    ['+', '+91'],
    ['+9', '+91'],
    ['+91', '+91'],
    ['+919', '+919'],
    ['+91 98765-43210', '+919876543210'],
    ['+91abc98765', '+9198765'],
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['+9198765432109999', '+919876543210'],
  ])('%j is kept as %j', (raw, value) => {
    expect(normalisePhoneValue(raw)).toBe(value);
  });

  it('keep at most rules.maxLength digits', () => {
    expect(normalisePhoneValue('+91123456789', 8)).toBe('+9112345678');
    expect(editedValue(phone({ maxLength: 12 }), '+91 1234 5678 9012 34')).toBe('+91123456789012');
    expect(editedValue(phone(), '98765 43210 99')).toBe('+919876543210');
  });

  it("say 'This field is required' when they have no label, else '{label} is required'", () => {
    expect(validatePaymentField(phone({ required: true }), '+91')).toBe(
      'Mobile number is required',
    );
    expect(validatePaymentField({ ...phone({ required: true }), label: '' }, '+91')).toBe(
      'This field is required',
    );
    expect(validatePaymentField(phone({ required: false }), '+91')).toBeNull();
  });

  it('must start with +91', () => {
    expect(validatePaymentField(phone(), '9876543210')).toBe('Phone number must start with +91');
  });

  it('count the digits after +91 against minLength and maxLength', () => {
    const rules = { minLength: 8, maxLength: 10 };
    expect(validatePaymentField(phone(rules), '+911234567')).toBe(
      'Phone number must have at least 8 digits after +91',
    );
    expect(validatePaymentField(phone(rules), '+9112345678901')).toBe(
      'Phone number must have no more than 10 digits after +91',
    );
    expect(validatePaymentField(phone(rules), '+91123456789')).toBeNull();
    expect(validatePaymentField(phone({ minLength: 10 }), '+9112345678901')).toBeNull();
  });

  it('need exactly 10 digits when no length is given', () => {
    expect(validatePaymentField(phone(), '+91987654321')).toBe(
      'Phone number must have 10 digits after +91',
    );
    expect(validatePaymentField(phone(), '+9198765432101')).toBe(
      'Phone number must have 10 digits after +91',
    );
    expect(validatePaymentField(phone(), '+919876543210')).toBeNull();
  });

  it("check the pattern last: 'Invalid phone number format'", () => {
    const field = FORM[3]!;
    expect(validatePaymentField(field, '+915876543210')).toBe('Invalid phone number format');
    expect(validatePaymentField(field, '+919876543210')).toBeNull();
  });
});

describe('patterns', () => {
  it('read slash-delimited strings with their flags', () => {
    const re = parsePattern('/^abc$/i');
    expect(re?.source).toBe('^abc$');
    expect(re?.flags).toBe('i');
    expect(re?.test('ABC')).toBe(true);
    expect(parsePattern('/^\\+91[6-9]\\d{9}$/')?.test('+919876543210')).toBe(true);
  });

  it('keep slashes inside the expression', () => {
    expect(parsePattern('/^\\d+\\/\\d+$/')?.test('12/34')).toBe(true);
    expect(parsePattern('/a/b/g')?.source).toBe('a\\/b');
  });

  it('read a bare source too', () => {
    expect(parsePattern('^\\d{6}$')?.test('560025')).toBe(true);
  });

  it('ignore what does not compile, and nothing at all', () => {
    expect(parsePattern('/(/')).toBeNull();
    expect(parsePattern('/a/xyz')).toBeNull();
    expect(parsePattern(undefined)).toBeNull();
    expect(parsePattern('')).toBeNull();
  });
});

describe('other fields', () => {
  it("say '{label} is required' for a blank required field", () => {
    expect(validatePaymentField(FORM[1]!, '   ')).toBe('Full name is required');
    expect(validatePaymentField(FORM[2]!, '')).toBe('Email is required');
  });

  it('check lengths, e-mail and pattern only when filled', () => {
    expect(validatePaymentField(FORM[1]!, 'A')).toBe('Full name must be at least 2 characters');
    expect(validatePaymentField(FORM[2]!, 'asha@')).toBe('Invalid email address');
    expect(validatePaymentField(FORM[5]!, '27AAPFU0939F1ZZZ')).toBe(
      'GSTIN must be at most 15 characters',
    );
    expect(validatePaymentField(FORM[5]!, '27aapfu0939f1zv')).toBe('Invalid GSTIN format');
    expect(validatePaymentField(FORM[5]!, '27AAPFU0939F1ZV')).toBeNull();
    expect(validatePaymentField(FORM[5]!, '')).toBeNull();
  });

  it('require a ticked box when a checkbox is required', () => {
    const terms: PaymentField = {
      name: 'terms',
      label: 'I agree',
      type: 'checkbox',
      rules: { required: true },
    };
    expect(validatePaymentField(terms, 'false')).toBe('I agree is required');
    expect(validatePaymentField(terms, 'true')).toBeNull();
  });

  it('refuse a select value that is not an option', () => {
    expect(validatePaymentField(FORM[0]!, 'bitcoin')).toBe('Payment method is required');
  });
});

describe('starting values', () => {
  it('use defaults, a select’s first option, +91 and false', () => {
    const fields: PaymentField[] = [
      {
        name: 'bank',
        label: 'Bank',
        type: 'select',
        options: [
          { label: 'SBI', value: 'sbi' },
          { label: 'HDFC', value: 'hdfc' },
        ],
      },
      { name: 'save', label: 'Save', type: 'checkbox' },
      { name: 'agree', label: 'Agree', type: 'checkbox', defaultValue: 'true' },
      { name: 'altPhone', label: 'Phone', type: 'text' },
      { name: 'note', label: 'Note', type: 'textarea', defaultValue: 'Gift wrap' },
      { name: 'empty', label: 'Empty', type: 'select' },
    ];
    expect(initialValues(fields)).toEqual({
      bank: 'sbi',
      save: 'false',
      agree: 'true',
      altPhone: '+91',
      note: 'Gift wrap',
      empty: '',
    });
    expect(initialValues(FORM)).toMatchObject({ method: 'upi', payerPhone: '+91', gstin: '' });
  });

  it("send checkboxes as 'true' or 'false'", () => {
    expect(checkboxValue(true)).toBe('true');
    expect(checkboxValue(false)).toBe('false');
    expect(editedValue({ name: 'x', label: 'X', type: 'checkbox' }, true)).toBe('true');
  });

  it('take the last submission for the order, then the delivery phone', () => {
    const values = startingValues(FORM, {
      saved: { method: 'card', payerName: 'Asha', payerPhone: '', unknown: 'x', gstin: 5 },
      phone: '+919876543210',
    });
    expect(values).toMatchObject({
      method: 'card',
      payerName: 'Asha',
      payerPhone: '+919876543210',
    });
    expect(values).not.toHaveProperty('unknown');
    expect(startingValues(FORM, { saved: { method: 'bitcoin' } }).method).toBe('upi');
    expect(
      startingValues(FORM, { saved: { payerPhone: '+918888888888' }, phone: '+919876543210' })
        .payerPhone,
    ).toBe('+918888888888');
  });
});

describe('showWhenFilled', () => {
  const gstin = FORM[5]!;
  it('hides a field until a named field is filled', () => {
    const values = initialValues(FORM);
    expect(isFieldVisible(gstin, values, FORM, false)).toBe(false);
    expect(isFieldVisible(gstin, { ...values, businessName: '   ' }, FORM, false)).toBe(false);
    expect(isFieldVisible(gstin, { ...values, businessName: 'Sharma Textiles' }, FORM, false)).toBe(
      true,
    );
    expect(visibleFields(FORM, values, false).map((f) => f.name)).not.toContain('gstin');
  });

  it("shows every field once 'Show Additional Fields' is pressed", () => {
    expect(visibleFields(FORM, initialValues(FORM), true)).toHaveLength(FORM.length);
  });

  it('counts +91 alone as blank', () => {
    const fax: PaymentField = {
      name: 'fax',
      label: 'Fax',
      type: 'text',
      showWhenFilled: ['payerPhone'],
    };
    const fields = [...FORM, fax];
    expect(isFieldVisible(fax, { payerPhone: '+91' }, fields, false)).toBe(false);
    expect(isFieldVisible(fax, { payerPhone: '+919' }, fields, false)).toBe(true);
  });

  it('does not check hidden fields, and sends their starting value', () => {
    const values = {
      ...initialValues(FORM),
      payerName: 'Asha Verma',
      payerEmail: 'asha@example.in',
      payerPhone: '+919876543210',
      gstin: 'not a gstin',
    };
    expect(validatePaymentForm(FORM, values, false)).toEqual({});
    expect(validatePaymentForm(FORM, values, true)).toEqual({
      gstin: 'GSTIN must be at least 15 characters',
    });
    expect(paymentSubmission(FORM, values, false)).toEqual({
      method: 'upi',
      payerName: 'Asha Verma',
      payerEmail: 'asha@example.in',
      payerPhone: '+919876543210',
      businessName: '',
      gstin: '',
    });
  });
});

describe('the submission', () => {
  it('trims text, sends a blank phone as empty and checkboxes as strings', () => {
    const fields: PaymentField[] = [
      { name: 'note', label: 'Note', type: 'text' },
      { name: 'altPhone', label: 'Alt phone', type: 'tel' },
      { name: 'save', label: 'Save', type: 'checkbox' },
      { name: 'pin', label: 'Secret', type: 'password' },
    ];
    expect(
      paymentSubmission(
        fields,
        { note: '  hi ', altPhone: '+91', save: 'true', pin: ' 12 ' },
        false,
      ),
    ).toEqual({ note: 'hi', altPhone: '', save: 'true', pin: ' 12 ' });
  });

  it('lists every visible field in error', () => {
    expect(validatePaymentForm(FORM, initialValues(FORM), false)).toEqual({
      payerName: 'Full name is required',
      payerEmail: 'Email is required',
      payerPhone: 'Mobile number is required',
    });
  });
});
