import type { PaymentField } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { codOfferNote, methodAmounts, methodsNote, withCodOffer } from './cod-offer';
import { paymentOutcome } from './payment-outcome';

const METHOD: PaymentField = {
  name: 'method',
  label: 'Payment method',
  type: 'select',
  defaultValue: 'cod',
  options: [
    { label: 'UPI', value: 'upi' },
    { label: 'Cash on Delivery', value: 'cod' },
  ],
};
const offered = {
  offered: true,
  reason: null,
  message: null,
  fee: 49,
  confirmationNeeded: true,
  totalWithCod: 6049,
};
const withheld = {
  offered: false,
  reason: 'pin' as const,
  message: 'Cash on delivery is not available for this PIN code.',
  fee: 49,
  confirmationNeeded: false,
  totalWithCod: 1049,
};

describe('cash on delivery on the payment form (docs/offers.md)', () => {
  it('keeps the COD label whole, puts its fee and total on its tile and says what the courier collects', () => {
    const [field] = withCodOffer([METHOD], offered);
    expect(field?.options?.[1]?.label).toBe('Cash on Delivery');
    expect(methodAmounts([METHOD], 6000, offered)).toEqual({
      upi: { amount: '₹6,000.00' },
      cod: { amount: '₹6,049.00', note: 'Includes a ₹49.00 fee' },
    });
    expect(methodAmounts([METHOD], undefined, withheld)).toEqual({});
    expect(codOfferNote(offered, true)).toBe(
      'Cash on delivery adds a fee of ₹49.00: you pay ₹6,049.00 to the courier. We will e-mail you a link to confirm a cash on delivery order of this value.',
    );
  });

  it('leaves COD out when it is not offered, and says why', () => {
    const [field] = withCodOffer([METHOD], withheld);
    expect(field?.options?.map((o) => o.value)).toEqual(['upi']);
    expect(field?.defaultValue).toBe('upi');
    expect(codOfferNote(withheld, true)).toBe(
      'Cash on delivery is not offered for this order. Cash on delivery is not available for this PIN code.',
    );
    expect(codOfferNote(withheld, false)).toBeNull();
  });

  it('a COD order waiting for its mailed confirmation is its own outcome', () => {
    expect(paymentOutcome({ success: true, confirmationRequired: 'Check your mail.' })).toEqual({
      kind: 'confirm-by-mail',
      message: 'Check your mail.',
    });
  });
});

describe('methodsNote', () => {
  const method = (values: string[]): PaymentField[] => [
    {
      name: 'method',
      label: 'Payment method',
      type: 'select',
      options: values.map((v) => ({ label: v, value: v })),
    },
  ];
  it('names the ways the store takes payment', () => {
    expect(methodsNote(method(['UPI', 'Card / Net banking', 'Cash on delivery']))).toBe(
      'This store takes UPI, Card / Net banking and Cash on delivery.',
    );
    expect(methodsNote(method(['UPI', 'Cash on delivery']))).toBe(
      'This store takes UPI and Cash on delivery.',
    );
    expect(methodsNote(method(['Card / Net banking']))).toBe(
      'This store takes Card / Net banking only.',
    );
    expect(methodsNote([])).toBeNull();
  });
});
