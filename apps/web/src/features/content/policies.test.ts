import { describe, expect, it } from 'vitest';
import { replacePolicyPlaceholders, withoutUnsetContacts } from './policy-placeholders';
import { isPolicyType, isReservedWord, POLICY_TEXTS, POLICY_TYPES } from './policies';

const values = {
  companyName: 'Rang Mahal Pvt Ltd',
  companyAddress: '12 MG Road, Bengaluru',
  companyEmail: 'care@rangmahal.in',
  companyPhone: '+91 98450 12345',
  website: 'https://rangmahal.in',
  logoUrl: '/logo.svg',
  shippingCharges: 'Shipping is free on orders of ₹999.00 or more; below that it costs ₹79.00.',
  paymentMethods: 'UPI and cash on delivery',
};

describe('replacePolicyPlaceholders', () => {
  it('fills the company details in several placeholder styles', () => {
    const html = replacePolicyPlaceholders(
      '<p>{{companyName}} at {{ companyAddress }}, {companyEmail}, [Company Phone], {{website}} <img src="{{logoUrl}}"></p>',
      values,
    );
    expect(html).toBe(
      '<p>Rang Mahal Pvt Ltd at 12 MG Road, Bengaluru, care@rangmahal.in, +91 98450 12345, https://rangmahal.in <img src="/logo.svg"></p>',
    );
  });

  it('escapes the values it inserts and leaves unknown placeholders alone', () => {
    const html = replacePolicyPlaceholders('{{companyName}} {{unknown}}', {
      ...values,
      companyName: '<b onmouseover="x">R&M</b>',
    });
    expect(html).toBe('&lt;b onmouseover=&quot;x&quot;&gt;R&amp;M&lt;/b&gt; {{unknown}}');
  });

  it('leaves no placeholder in any static text', () => {
    for (const type of POLICY_TYPES) {
      const html = replacePolicyPlaceholders(POLICY_TEXTS[type], values);
      expect(html).not.toMatch(/\{\{|\}\}/);
      expect(html).toContain('Rang Mahal Pvt Ltd');
    }
  });
});

describe('policy texts', () => {
  it("state the store's own shipping charges and payment methods, never a fixed promise", () => {
    const shipping = replacePolicyPlaceholders(POLICY_TEXTS.shipping, values);
    expect(shipping).toContain('free on orders of ₹999.00 or more; below that it costs ₹79.00');
    const about = replacePolicyPlaceholders(POLICY_TEXTS.about, values);
    expect(about).toContain('Secure payments: UPI and cash on delivery.');
    for (const type of POLICY_TYPES) {
      expect(POLICY_TEXTS[type]).not.toMatch(/free on every order|free shipping across/i);
    }
  });

  it('carry the business constants of docs/product/storefront.md section 9', () => {
    expect(POLICY_TEXTS.refund).toContain('0-7 working days');
    expect(POLICY_TEXTS.return).toContain('0-7 days');
    expect(POLICY_TEXTS.shipping).toContain('0-7 working days');
    expect(POLICY_TEXTS.shipping).toContain('10-15 business days');
    expect(POLICY_TEXTS.terms).toContain('Monday to Friday, 10:00-17:00');
  });
});

describe('policy routes', () => {
  it('knows the six policy types', () => {
    expect(POLICY_TYPES.every(isPolicyType)).toBe(true);
    expect(isPolicyType('refunds')).toBe(false);
    expect(isPolicyType(undefined)).toBe(false);
  });
  it('reserves the words of docs/product/storefront.md section 2', () => {
    for (const word of ['login', 'cart', 'products', 'track-order', '404', 'Orders']) {
      expect(isReservedWord(word)).toBe(true);
    }
    expect(isReservedWord('terms')).toBe(false);
  });
});

describe('withoutUnsetContacts (docs/decisions/034)', () => {
  const unset = { ...values, companyEmail: '', companyPhone: '', companyAddress: '' };
  const shown = (type: (typeof POLICY_TYPES)[number], v: typeof values) =>
    replacePolicyPlaceholders(withoutUnsetContacts(POLICY_TEXTS[type], v), v);

  it('changes nothing when the store gave its email, phone and address', () => {
    for (const type of POLICY_TYPES) {
      expect(withoutUnsetContacts(POLICY_TEXTS[type], values)).toBe(POLICY_TEXTS[type]);
    }
  });

  it('leaves no hole where the store gave none: the contact page stands in for the email', () => {
    for (const type of POLICY_TYPES) {
      const html = shown(type, unset);
      expect(html, type).not.toMatch(
        /mailto:"|call\s*[(.<]|call\s*$|to\s+or\b|Phone:|Email:|<br><br>|\bon \./i,
      );
      expect(html, type).not.toMatch(/\{\{|\}\}/);
      // The email in a sentence (not only in the contact lines at the end): the form stands in.
      const text = POLICY_TEXTS[type];
      if (text.split('{{companyEmail}}</a>').length > text.split('Email: <a').length) {
        expect(html, type).toContain('<a href="/contact">our contact page</a>');
      }
    }
    expect(shown('refund', unset)).toContain(
      'Write to us through <a href="/contact">our contact page</a> with your order number.',
    );
    expect(shown('shipping', unset)).toContain(
      '<p>Write to us through <a href="/contact">our contact page</a>.</p>',
    );
    expect(shown('terms', unset)).toContain(
      'Write to our grievance officer through <a href="/contact">our contact page</a> (',
    );
  });

  it('keeps what was given: a phone without an email', () => {
    const html = shown('refund', { ...unset, companyPhone: '+91 98450 12345' });
    expect(html).toContain(
      'Write to us through <a href="/contact">our contact page</a> or call +91 98450 12345 with your order number.',
    );
    expect(html).toContain('Phone: +91 98450 12345');
  });
});
