// The pure offer rules (docs/offers.md): the coupon's refusals one by one, the offer handed to
// the order calculator, and cash on delivery. The money itself is tested with the calculator
// (packages/contract/src/order-calculator.test.ts).
import { describe, expect, it } from 'vitest';
import {
  codDecision,
  evaluateCoupon,
  offerFor,
  type CouponRule,
  type PricedLine,
} from './pricing.ts';

const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: 'FEST10',
  kind: 'percent',
  amount: 1000,
  minOrderPaise: 0,
  maxDiscountPaise: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  used: 0,
  perShopperLimit: null,
  firstOrderOnly: false,
  categories: [],
  disabled: false,
  ...over,
});

const line = (unitPaise: number, quantity = 1, categories = ['Men']): PricedLine => ({
  productId: 1,
  quantity,
  unitPaise,
  categories,
});
const fresh = { usesOfCode: 0, hasEarlierOrder: false };
const now = new Date('2026-11-20T06:30:00Z');

describe('evaluateCoupon says why a code does not apply', () => {
  const lines = [line(100_000)];
  it.each([
    ['disabled', rule({ disabled: true }), fresh],
    ['not-yet-valid', rule({ startsAt: new Date('2026-12-01T00:00:00+05:30') }), fresh],
    ['expired', rule({ endsAt: new Date('2026-11-20T00:00:00+05:30') }), fresh],
    ['used-up', rule({ maxUses: 5, used: 5 }), fresh],
    ['not-for-these-items', rule({ categories: ['Sarees'] }), fresh],
    ['minimum-not-met', rule({ minOrderPaise: 150_000 }), fresh],
    ['first-order-only', rule({ firstOrderOnly: true }), { ...fresh, hasEarlierOrder: true }],
    ['per-shopper-limit', rule({ perShopperLimit: 1 }), { ...fresh, usesOfCode: 1 }],
  ] as const)('%s', (reason, r, history) => {
    const out = evaluateCoupon(r, history, lines, now);
    expect(out).toMatchObject({ status: 'rejected', reason });
    if (out.status === 'rejected') expect(out.message).toContain('FEST10');
  });

  it('the expiry reads in IST', () => {
    const out = evaluateCoupon(
      rule({ endsAt: new Date('2026-11-19T18:30:00Z') }),
      fresh,
      lines,
      now,
    );
    expect(out.status === 'rejected' && out.message).toBe(
      'The code FEST10 expired on 20 Nov 2026, 12:00 am IST.',
    );
  });

  it('the minimum names what is missing', () => {
    const out = evaluateCoupon(rule({ minOrderPaise: 150_000 }), fresh, lines, now);
    expect(out.status === 'rejected' && out.message).toBe(
      'The code FEST10 needs ₹1,500 in your cart; add ₹500 more.',
    );
  });
});

describe('offerFor', () => {
  it('hands the calculator the offer of a code that applies', () => {
    const out = offerFor({
      lines: [line(80_000, 1, ['Women', 'Sarees'])],
      coupon: { rule: rule({ amount: 2500, categories: ['sarees'] }), history: fresh },
      now,
    });
    expect(out.outcome).toMatchObject({ status: 'applied', discountPaise: 20_000 });
    expect(out.offer).toEqual({
      kind: 'percent',
      amount: 2500,
      maxDiscountPaise: null,
      categories: ['sarees'],
    });
  });

  it('an unknown code is refused as unknown', () => {
    const out = offerFor({ lines: [line(1000)], coupon: null, unknownCode: 'NOPE', now });
    expect(out.outcome).toMatchObject({ status: 'rejected', reason: 'unknown' });
    expect(out.offer).toBeNull();
  });
});

describe('codDecision', () => {
  const settings = {
    maxOrderPaise: 3_000_000,
    feePaise: 4_900,
    confirmAbovePaise: 500_000,
    confirmWithinHours: 24,
    rtoLimit: 1,
  };
  // The order's amounts before the COD fee and with it, as the calculator gives them.
  const amounts = (beforeCodPaise: number) => ({
    beforeCodPaise,
    withCodFeePaise: beforeCodPaise + settings.feePaise,
  });
  const base = {
    settings,
    storeTakesCod: true,
    ...amounts(100_000),
    pinAllowsCod: true,
    returnsOfPhone: 0,
  };

  it('offers COD with its fee, and asks to confirm above the threshold', () => {
    expect(codDecision(base)).toMatchObject({
      offered: true,
      feePaise: 4_900,
      confirmationNeeded: false,
    });
    expect(codDecision({ ...base, ...amounts(495_100) }).confirmationNeeded).toBe(false);
    expect(codDecision({ ...base, ...amounts(495_101) }).confirmationNeeded).toBe(true);
    expect(codDecision({ ...base, ...amounts(500_000) }).confirmationNeeded).toBe(true);
  });

  it.each([
    ['unavailable', { storeTakesCod: false }],
    ['pin', { pinAllowsCod: false }],
    ['returns', { returnsOfPhone: 1 }],
    ['over-limit', amounts(3_000_001)],
  ] as const)('withholds COD: %s', (reason, over) => {
    const out = codDecision({ ...base, ...over });
    expect(out).toMatchObject({ offered: false, reason });
    expect(out.message).toBeTruthy();
  });

  it('an rtoLimit of 0 never withholds COD for returns', () => {
    expect(
      codDecision({ ...base, settings: { ...settings, rtoLimit: 0 }, returnsOfPhone: 9 }).offered,
    ).toBe(true);
  });
});
