// The pure pricing rules (docs/offers.md): discount allocation as properties, the coupon's
// refusals one by one, shipping and cash on delivery.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateDiscount,
  codDecision,
  couponDiscount,
  evaluateCoupon,
  priceOrder,
  type CouponRule,
  type PricedLine,
} from './pricing.ts';

const amounts = fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 50 });

describe('allocateDiscount', () => {
  it('spreads exactly the discount in whole paise, never more than a line, never negative', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 2_000_000_000 }), (lines, discount) => {
        const shares = allocateDiscount(lines, discount);
        const base = lines.reduce((s, a) => s + a, 0);
        expect(shares).toHaveLength(lines.length);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(Math.min(discount, base));
        shares.forEach((x, i) => {
          expect(Number.isInteger(x)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(lines[i]!);
        });
      }),
    );
  });

  it('gives each line its proportional share to within one paisa', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 10_000_000 }), (lines, discount) => {
        const base = lines.reduce((s, a) => s + a, 0);
        fc.pre(base > 0 && discount <= base);
        allocateDiscount(lines, discount).forEach((x, i) => {
          expect(Math.abs(x - (lines[i]! * discount) / base)).toBeLessThan(1);
        });
      }),
    );
  });
});

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

describe('couponDiscount', () => {
  it('never exceeds the cap, the base, or the percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
        (base, bp, cap) => {
          const off = couponDiscount({ kind: 'percent', amount: bp, maxDiscountPaise: cap }, base);
          expect(off).toBeLessThanOrEqual(base);
          expect(off).toBeLessThanOrEqual((base * bp) / 10_000);
          if (cap !== null) expect(off).toBeLessThanOrEqual(cap);
          expect(off).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('a flat amount is never more than the goods', () => {
    expect(couponDiscount({ kind: 'flat', amount: 50_000, maxDiscountPaise: null }, 30_000)).toBe(
      30_000,
    );
  });
});

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

describe('priceOrder', () => {
  const shipping = { freeAbovePaise: 99_900, flatFeePaise: 7_900 };

  it('discounts only the qualifying lines, then ships free at the threshold', () => {
    const out = priceOrder({
      lines: [line(80_000, 1, ['Women', 'Sarees']), line(40_000, 1, ['Men'])],
      coupon: { rule: rule({ amount: 2500, categories: ['sarees'] }), history: fresh },
      shipping,
      now,
      codFeePaise: 0,
    });
    expect(out).toMatchObject({
      subtotalPaise: 120_000,
      discountPaise: 20_000,
      lineDiscountPaise: [20_000, 0],
      lineNetPaise: [60_000, 40_000],
      shippingPaise: 0,
      totalPaise: 100_000,
    });
  });

  it('charges the flat fee below the threshold, and adds the COD fee last', () => {
    const out = priceOrder({
      lines: [line(50_000)],
      coupon: null,
      shipping,
      now,
      codFeePaise: 4_900,
    });
    expect(out).toMatchObject({ shippingPaise: 7_900, beforeCodPaise: 57_900, totalPaise: 62_800 });
  });

  it('total = subtotal - discount + shipping + COD fee, for any cart and code', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unit: fc.integer({ min: 1, max: 5_000_000 }),
            q: fc.integer({ min: 1, max: 10 }),
          }),
          {
            minLength: 1,
            maxLength: 10,
          },
        ),
        fc.integer({ min: 1, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
        (ls, bp, cap) => {
          const out = priceOrder({
            lines: ls.map((l) => line(l.unit, l.q)),
            coupon: { rule: rule({ amount: bp, maxDiscountPaise: cap }), history: fresh },
            shipping,
            now,
            codFeePaise: 4_900,
          });
          expect(out.totalPaise).toBe(
            out.subtotalPaise - out.discountPaise + out.shippingPaise + out.codFeePaise,
          );
          expect(out.lineNetPaise.reduce((s, x) => s + x, 0)).toBe(
            out.subtotalPaise - out.discountPaise,
          );
          if (cap !== null) expect(out.discountPaise).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });

  it('an unknown code is refused as unknown', () => {
    const out = priceOrder({
      lines: [line(1000)],
      coupon: null,
      unknownCode: 'NOPE',
      shipping,
      now,
      codFeePaise: 0,
    });
    expect(out.coupon).toMatchObject({ status: 'rejected', reason: 'unknown' });
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
  const base = {
    settings,
    storeTakesCod: true,
    beforeCodPaise: 100_000,
    pinAllowsCod: true,
    returnsOfPhone: 0,
  };

  it('offers COD with its fee, and asks to confirm above the threshold', () => {
    expect(codDecision(base)).toMatchObject({
      offered: true,
      feePaise: 4_900,
      confirmationNeeded: false,
    });
    expect(codDecision({ ...base, beforeCodPaise: 500_000 }).confirmationNeeded).toBe(true);
  });

  it.each([
    ['unavailable', { storeTakesCod: false }],
    ['pin', { pinAllowsCod: false }],
    ['returns', { returnsOfPhone: 1 }],
    ['over-limit', { beforeCodPaise: 3_000_001 }],
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
