import type { AdminCoupon } from '@store/contract';
import { describe, expect, it } from 'vitest';
import {
  couponForm,
  couponState,
  describeCoupon,
  emptyCouponForm,
  formFieldOfServerPath,
  sortCoupons,
  usesWords,
  type CouponFormValues,
} from './coupon-rules';

const base: AdminCoupon = {
  code: 'DIWALI10',
  kind: 'percent',
  amount: 10,
  minOrder: 0,
  maxDiscount: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  used: 0,
  perShopperLimit: null,
  firstOrderOnly: false,
  categories: [],
  disabled: false,
  createdAt: '2026-10-01T00:00:00.000Z',
};
const now = new Date('2026-11-24T10:00:00.000Z');

describe('couponState', () => {
  it('reads active, scheduled, expired, used up and disabled', () => {
    expect(couponState(base, now)).toBe('active');
    expect(couponState({ ...base, startsAt: '2026-12-01T00:00:00.000Z' }, now)).toBe('scheduled');
    expect(couponState({ ...base, endsAt: '2026-11-24T10:00:00.000Z' }, now)).toBe('expired');
    expect(couponState({ ...base, maxUses: 5, used: 5 }, now)).toBe('used-up');
    expect(couponState({ ...base, maxUses: 5, used: 4 }, now)).toBe('active');
  });

  it("puts the owner's stop first, then the calendar, then the uses", () => {
    const all = {
      ...base,
      disabled: true,
      endsAt: '2026-01-01T00:00:00.000Z',
      maxUses: 1,
      used: 1,
    };
    expect(couponState(all, now)).toBe('disabled');
    expect(couponState({ ...all, disabled: false }, now)).toBe('expired');
    expect(couponState({ ...all, disabled: false, endsAt: null }, now)).toBe('used-up');
  });
});

describe('sortCoupons', () => {
  it('puts usable codes first, then scheduled, used up, expired and disabled, stable within', () => {
    const list: AdminCoupon[] = [
      { ...base, code: 'OFF', disabled: true },
      { ...base, code: 'OLD', endsAt: '2026-01-01T00:00:00.000Z' },
      { ...base, code: 'A1' },
      { ...base, code: 'SOON', startsAt: '2026-12-01T00:00:00.000Z' },
      { ...base, code: 'GONE', maxUses: 1, used: 1 },
      { ...base, code: 'A2' },
    ];
    expect(sortCoupons(list, now).map((c) => c.code)).toEqual([
      'A1',
      'A2',
      'SOON',
      'GONE',
      'OLD',
      'OFF',
    ]);
  });
});

describe('describeCoupon', () => {
  it('says every rule in plain words, dates in India', () => {
    const lines = describeCoupon({
      ...base,
      maxDiscount: 500,
      minOrder: 1999,
      categories: ['Women', 'Kurtas'],
      firstOrderOnly: true,
      perShopperLimit: 1,
      // 2026-10-20 00:00 IST to the whole of 2026-11-05 (a bare end date).
      startsAt: '2026-10-19T18:30:00.000Z',
      endsAt: '2026-11-05T18:30:00.000Z',
    });
    expect(lines).toEqual([
      '10% off, at most ₹500.00',
      'Only on Women, Kurtas',
      'When those items come to ₹1,999.00 or more',
      "On a shopper's first order only",
      'Once per shopper',
      'From 20 Oct 2026 to the end of 5 Nov 2026 (IST)',
    ]);
  });

  it('a flat code with a time of day and a limit of several uses', () => {
    const lines = describeCoupon({
      ...base,
      kind: 'flat',
      amount: 200,
      perShopperLimit: 3,
      endsAt: '2026-11-30T12:30:00.000Z',
    });
    expect(lines[0]).toBe('₹200.00 off');
    expect(lines[1]).toBe('3 times per shopper');
    expect(lines[2]).toMatch(/^Until 30 Nov 2026, 6:00 pm \(IST\)$/i);
  });

  it('counts uses against the total', () => {
    expect(usesWords({ ...base, used: 3, maxUses: 500 })).toBe('3 of 500 used');
    expect(usesWords({ ...base, used: 3 })).toBe('3 used, no limit');
  });
});

describe('couponForm', () => {
  const filled: CouponFormValues = {
    ...emptyCouponForm,
    code: ' diwali10 ',
    amount: '10',
    maxDiscount: '₹500',
    minOrder: '1,999',
    starts: '2026-10-20T00:00',
    ends: '2026-11-05T23:59',
    maxUses: '500',
    perShopper: '1',
    firstOrderOnly: true,
    categories: 'Women, Kurtas, Women,',
  };

  it("turns the fields into the contract's body", () => {
    const parsed = couponForm.safeParse(filled);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({
      code: 'DIWALI10',
      percent: 10,
      minOrder: 1999,
      maxDiscount: 500,
      starts: '2026-10-20T00:00',
      ends: '2026-11-05T23:59',
      maxUses: 500,
      perShopper: 1,
      firstOrderOnly: true,
      categories: ['Women', 'Kurtas'],
    });
  });

  it('a flat code sends flat and drops the largest discount', () => {
    const parsed = couponForm.safeParse({ ...filled, kind: 'flat', amount: '200' });
    expect(parsed.data).toMatchObject({ flat: 200 });
    expect(parsed.data).not.toHaveProperty('percent');
    expect(parsed.data?.maxDiscount).toBeUndefined();
  });

  const errorsOf = (values: CouponFormValues) => {
    const parsed = couponForm.safeParse(values);
    if (parsed.success) return {};
    return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it("refuses with the contract's words, under the form's fields", () => {
    expect(errorsOf({ ...filled, code: 'no spaces!' })).toMatchObject({
      code: 'An offer code is 2 to 32 letters, digits, dashes or underscores',
    });
    expect(errorsOf({ ...filled, amount: '120' })).toEqual({
      amount: 'A percentage off is at most 100',
    });
    expect(errorsOf({ ...filled, amount: '' })).toMatchObject({
      amount: 'Enter the percentage off',
    });
    expect(errorsOf({ ...filled, maxUses: '0' })).toEqual({
      maxUses: 'Enter at least 1, or leave it empty for no limit',
    });
    expect(errorsOf({ ...filled, perShopper: '1.5' })).toEqual({
      perShopper: 'Enter a whole number',
    });
    expect(errorsOf({ ...filled, minOrder: 'lots' })).toEqual({ minOrder: 'Enter a number' });
    expect(errorsOf({ ...filled, ends: '2026-10-19T10:00' })).toEqual({
      ends: 'The code must end after it starts',
    });
  });

  it("puts the server's percent or flat refusal under the amount field", () => {
    expect(formFieldOfServerPath('flat')).toBe('amount');
    expect(formFieldOfServerPath('percent')).toBe('amount');
    expect(formFieldOfServerPath('maxUses')).toBe('maxUses');
  });
});
