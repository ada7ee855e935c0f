import { adminCouponCreate, couponCodeField, type AdminCoupon } from '@store/contract';
import { IST_OFFSET_MS } from '@store/contract/ist';
import { z } from 'zod';
import { formatRupees } from '../../../lib/money';

/**
 * Offer codes as the owner reads and writes them (docs/offers.md): where a code stands today,
 * its rules in plain words, and the create form's fields turned into the contract's body and
 * checked by the contract's own schema, so the form refuses what the server would, in its words.
 */

export type CouponState = 'active' | 'scheduled' | 'expired' | 'used-up' | 'disabled';

export const COUPON_STATE_LABEL: Record<CouponState, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  'used-up': 'Used up',
  disabled: 'Disabled',
};

/**
 * The one word that says whether a shopper could use the code now. The owner's own stop comes
 * first, then the calendar (an expired code stays expired whatever its uses), then the uses.
 */
export function couponState(c: AdminCoupon, now: Date = new Date()): CouponState {
  if (c.disabled) return 'disabled';
  if (c.endsAt && now.getTime() >= Date.parse(c.endsAt)) return 'expired';
  if (c.maxUses !== null && c.used >= c.maxUses) return 'used-up';
  if (c.startsAt && now.getTime() < Date.parse(c.startsAt)) return 'scheduled';
  return 'active';
}

const STATE_ORDER: CouponState[] = ['active', 'scheduled', 'used-up', 'expired', 'disabled'];

/** Codes a shopper can use first, then those to come, then the finished ones; stable within. */
export function sortCoupons(coupons: AdminCoupon[], now: Date = new Date()): AdminCoupon[] {
  const rank = (c: AdminCoupon) => STATE_ORDER.indexOf(couponState(c, now));
  return coupons
    .map((c, i) => ({ c, i, r: rank(c) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map(({ c }) => c);
}

function istDate(at: Date): string {
  return at.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

function istTime(at: Date): string {
  return `${istDate(at)}, ${at.toLocaleTimeString('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  })}`;
}

const isIstMidnight = (at: Date) => (at.getTime() + IST_OFFSET_MS) % 86_400_000 === 0;

/** A start as the owner set it: a bare date starts at midnight in India. */
function startWords(iso: string): string {
  const at = new Date(iso);
  return isIstMidnight(at) ? istDate(at) : istTime(at);
}

/** An end: a bare end date means the whole of that day, so midnight reads as the day before. */
function endWords(iso: string): string {
  const at = new Date(iso);
  return isIstMidnight(at) ? `the end of ${istDate(new Date(at.getTime() - 1))}` : istTime(at);
}

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** The code's rules, one short sentence each, in the order a shopper meets them. */
export function describeCoupon(c: AdminCoupon): string[] {
  const lines: string[] = [];
  if (c.kind === 'percent') {
    lines.push(
      c.maxDiscount === null
        ? `${c.amount}% off`
        : `${c.amount}% off, at most ${formatRupees(c.maxDiscount)}`,
    );
  } else {
    lines.push(`${formatRupees(c.amount)} off`);
  }
  if (c.categories.length > 0) lines.push(`Only on ${c.categories.join(', ')}`);
  if (c.minOrder > 0) lines.push(`When those items come to ${formatRupees(c.minOrder)} or more`);
  if (c.firstOrderOnly) lines.push("On a shopper's first order only");
  if (c.perShopperLimit !== null) lines.push(`${capitalise(times(c.perShopperLimit))} per shopper`);
  if (c.startsAt && c.endsAt) {
    lines.push(`From ${startWords(c.startsAt)} to ${endWords(c.endsAt)} (IST)`);
  } else if (c.startsAt) {
    lines.push(`From ${startWords(c.startsAt)} (IST)`);
  } else if (c.endsAt) {
    lines.push(`Until ${endWords(c.endsAt)} (IST)`);
  }
  return lines;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Uses so far against the total: "3 of 500 used", or "3 used, no limit". */
export function usesWords(c: AdminCoupon): string {
  return c.maxUses === null ? `${c.used} used, no limit` : `${c.used} of ${c.maxUses} used`;
}

// ---- the create form ----

/** An optional number as typed; empty is "not set", anything else must be a number. */
const typedNumber = z
  .string()
  .trim()
  .transform((raw, ctx) => {
    if (raw === '') return undefined;
    const value = Number(raw.replace(/[₹,\s%]/g, ''));
    if (!Number.isFinite(value)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a number' });
      return z.NEVER;
    }
    return value;
  });

const optionalText = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s));

/** What the form's inputs hold; dates come from datetime-local inputs, read in India. */
export const couponForm = z
  .object({
    code: z.string(),
    kind: z.enum(['percent', 'flat']),
    amount: typedNumber,
    minOrder: typedNumber,
    maxDiscount: typedNumber,
    starts: optionalText,
    ends: optionalText,
    maxUses: typedNumber,
    perShopper: typedNumber,
    firstOrderOnly: z.boolean(),
    categories: z.string(),
  })
  .transform((v, ctx) => {
    const code = couponCodeField.safeParse(v.code);
    if (!code.success) {
      for (const issue of code.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['code'] });
      }
    }
    if (v.amount === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: v.kind === 'percent' ? 'Enter the percentage off' : 'Enter the rupees off',
        path: ['amount'],
      });
    }
    // Same-format local times compare as text; the server checks again.
    if (v.starts && v.ends && v.ends <= v.starts) {
      ctx.addIssue({
        code: 'custom',
        message: 'The code must end after it starts',
        path: ['ends'],
      });
    }
    const categories = [
      ...new Set(
        v.categories
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    ];
    const body = {
      code: code.success ? code.data : v.code.trim(),
      ...(v.kind === 'percent' ? { percent: v.amount } : { flat: v.amount }),
      minOrder: v.minOrder,
      maxDiscount: v.kind === 'percent' ? v.maxDiscount : undefined,
      starts: v.starts,
      ends: v.ends,
      maxUses: v.maxUses,
      perShopper: v.perShopper,
      firstOrderOnly: v.firstOrderOnly || undefined,
      categories: categories.length > 0 ? categories : undefined,
    };
    const checked = adminCouponCreate.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const [first] = issue.path;
        // percent and flat are one field on the form.
        const path = first === 'percent' || first === 'flat' ? ['amount'] : issue.path.slice(0, 1);
        ctx.addIssue({ code: 'custom', message: issue.message, path });
      }
      return z.NEVER;
    }
    return checked.data;
  });

export type CouponFormValues = z.input<typeof couponForm>;
export type CouponFormOutput = z.output<typeof couponForm>;

export const emptyCouponForm: CouponFormValues = {
  code: '',
  kind: 'percent',
  amount: '',
  minOrder: '',
  maxDiscount: '',
  starts: '',
  ends: '',
  maxUses: '',
  perShopper: '',
  firstOrderOnly: false,
  categories: '',
};

/** The form's fields, for putting a server refusal ("maxUses: ...") under the right one. */
export const COUPON_FORM_FIELDS = [
  'code',
  'amount',
  'minOrder',
  'maxDiscount',
  'starts',
  'ends',
  'maxUses',
  'perShopper',
  'firstOrderOnly',
  'categories',
] as const;

/** The server names percent and flat; the form has one amount field for both. */
export function formFieldOfServerPath(path: string): string {
  return path === 'percent' || path === 'flat' ? 'amount' : path;
}
