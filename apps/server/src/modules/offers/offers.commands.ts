// The owner's offer codes (docs/offers.md): create, list and disable them. Amounts are typed in
// rupees and kept in paise; dates are read in India.
import { createCouponAudited, disableCouponAsStaff } from './offers-admin.service.ts';
import { istText } from './pricing.ts';
import { listCouponsForOwner, type CouponRow } from './offers.service.ts';
import { terminalSafe as safe } from '../../lib/terminal-text.ts';
import { CliError, type CliCommand } from '../../kernel/store-module.ts';
import {
  asOwner,
  formatPaise,
  parseCommandArgs,
  stringOption,
  table,
} from '../../kernel/command-kit.ts';

/** "499", "1,499.50" or "₹499" as whole paise. */
function rupeesOption(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(raw.replace(/[₹,\s]/g, ''));
  if (!match) throw new CliError(`--${name} must be an amount in rupees, like 499 or 1,499.50`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function wholeOption(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d{1,8}$/.test(raw)) throw new CliError(`--${name} must be a whole number`);
  return Number(raw);
}

/** "10 % off (at most ₹500)" or "₹200 off". */
export function describeOffer(c: CouponRow): string {
  const off = c.kind === 'percent' ? `${c.amount / 100} % off` : `${formatPaise(c.amount)} off`;
  return c.maxDiscountPaise !== null ? `${off} (at most ${formatPaise(c.maxDiscountPaise)})` : off;
}

function limitsOf(c: CouponRow): string {
  const parts: string[] = [];
  if (c.minOrderPaise > 0) parts.push(`min ${formatPaise(c.minOrderPaise)}`);
  if (c.perShopperLimit !== null) parts.push(`${c.perShopperLimit}/shopper`);
  if (c.firstOrderOnly) parts.push('first order');
  if (c.categories.length) parts.push(`only ${c.categories.map((x) => safe(x)).join(', ')}`);
  return parts.join('; ') || '-';
}

export const couponsCreate: CliCommand = {
  summary: 'Create an offer code (percentage or flat, with its limits)',
  help: [
    'Usage: npm run admin -- coupons:create <CODE> (--percent N | --flat RUPEES) [options]',
    '',
    'Creates an offer code shoppers type in the cart. Codes are read in upper case.',
    '  --percent N        N % off the qualifying lines (up to 2 decimals)',
    '  --flat RUPEES      a fixed amount off',
    '  --min RUPEES       the qualifying lines must come to at least this',
    '  --max-discount RUPEES   the most a percentage takes off',
    '  --starts DATE      from this date or time in India (2026-11-01 or 2026-11-01T18:00)',
    '  --ends DATE        until this date (the whole day) or time in India',
    '  --uses N           uses in all (default: no limit)',
    '  --per-shopper N    uses per shopper (default: no limit)',
    '  --first-order      only for a shopper with no earlier order',
    '  --category NAME    only lines of this category (repeat for several)',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'coupons:create',
      args,
      {
        percent: { type: 'string' },
        flat: { type: 'string' },
        min: { type: 'string' },
        'max-discount': { type: 'string' },
        starts: { type: 'string' },
        ends: { type: 'string' },
        uses: { type: 'string' },
        'per-shopper': { type: 'string' },
        'first-order': { type: 'boolean' },
        category: { type: 'string', multiple: true },
      },
      { names: ['CODE'], required: 1 },
    );
    const rawPercent = stringOption(parsed, 'percent');
    if (rawPercent !== undefined && !/^\d{1,3}(?:\.\d{1,2})?$/.test(rawPercent)) {
      throw new CliError('--percent must be a number like 10 or 12.5');
    }
    const categories = parsed.values.category;
    const coupon = await asOwner(() =>
      createCouponAudited(ctx.db, null, {
        code: parsed.positionals[0]!,
        percent: rawPercent === undefined ? undefined : Number(rawPercent),
        flatPaise: rupeesOption('flat', stringOption(parsed, 'flat')),
        minOrderPaise: rupeesOption('min', stringOption(parsed, 'min')),
        maxDiscountPaise: rupeesOption('max-discount', stringOption(parsed, 'max-discount')),
        starts: stringOption(parsed, 'starts'),
        ends: stringOption(parsed, 'ends'),
        maxUses: wholeOption('uses', stringOption(parsed, 'uses')),
        perShopper: wholeOption('per-shopper', stringOption(parsed, 'per-shopper')),
        firstOrderOnly: parsed.values['first-order'] === true,
        categories: Array.isArray(categories) ? categories.map(String) : undefined,
      }),
    );
    ctx.out(`Created ${coupon.code}: ${describeOffer(coupon)}; ${limitsOf(coupon)}`);
    if (coupon.startsAt) ctx.out(`  from ${istText(coupon.startsAt)}`);
    if (coupon.endsAt) ctx.out(`  until ${istText(coupon.endsAt)}`);
  },
};

export const couponsList: CliCommand = {
  summary: 'List the offer codes with their uses',
  help: [
    'Usage: npm run admin -- coupons:list',
    '',
    'Every code: what it takes off, its limits, uses (taken / in all), dates (IST) and state.',
  ].join('\n'),
  async run(args, ctx) {
    parseCommandArgs('coupons:list', args, {}, { names: [], required: 0 });
    const coupons = await listCouponsForOwner(ctx.db);
    if (coupons.length === 0) {
      ctx.out('No offer codes yet. Create one with coupons:create.');
      return;
    }
    const now = new Date();
    const state = (c: CouponRow) =>
      c.disabledAt
        ? 'disabled'
        : c.endsAt && c.endsAt <= now
          ? 'expired'
          : c.startsAt && c.startsAt > now
            ? 'not yet'
            : c.maxUses !== null && c.used >= c.maxUses
              ? 'used up'
              : 'active';
    const rows = coupons.map((c) => [
      c.code,
      describeOffer(c),
      limitsOf(c),
      `${c.used}/${c.maxUses ?? '∞'}`,
      c.startsAt ? istText(c.startsAt) : '-',
      c.endsAt ? istText(c.endsAt) : '-',
      state(c),
    ]);
    for (const line of table(['CODE', 'OFFER', 'LIMITS', 'USES', 'FROM', 'UNTIL', 'STATE'], rows)) {
      ctx.out(line);
    }
  },
};

export const couponsDisable: CliCommand = {
  summary: 'Stop an offer code from being used',
  help: [
    'Usage: npm run admin -- coupons:disable <CODE>',
    '',
    'The code is refused from now on; orders that already used it keep their discount.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs('coupons:disable', args, {}, { names: ['CODE'], required: 1 });
    const coupon = await asOwner(() => disableCouponAsStaff(ctx.db, null, parsed.positionals[0]!));
    ctx.out(
      `${coupon.code} is disabled (${coupon.used} use${coupon.used === 1 ? '' : 's'} taken).`,
    );
  },
};
