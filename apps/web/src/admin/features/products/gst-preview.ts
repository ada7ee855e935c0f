import { defaultHsn, HSN_PATTERN, ruleForHsn, slabRate, type TaxRule } from '@store/contract';

/** The rates in force as GET /admin/tax/rates answers them (rupees and percent). */
export interface WireTaxRate {
  hsnPrefix: string;
  slabs: { upTo: number | null; rate: number }[];
}

const rupees = (value: number) => `₹${value.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

const percent = (rate: number) => `${rate.toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;

/**
 * What the product form says about GST before saving: the HSN code the tax will use (the one
 * typed, else the type's default), the rate or slabs the tax module holds for it, and the rate a
 * piece at the selling price typed would be charged. The server decides the tax; this only
 * repeats its rules (gst.ts) on the rates it answered.
 */
export function gstPreview(
  rates: readonly WireTaxRate[],
  product: {
    hsn: string;
    subCategory: string;
    gender: string;
    masterCategory: string;
    sellingPrice: string;
  },
): string {
  const typed = product.hsn.trim();
  if (typed !== '' && !HSN_PATTERN.test(typed)) return 'An HSN code is 4, 6 or 8 digits.';
  const hsn = typed !== '' ? typed : defaultHsn(product);
  const source = typed !== '' ? `HSN ${hsn}` : `HSN ${hsn} (the default for this type)`;
  const rules: TaxRule[] = rates.map((r) => ({
    hsnPrefix: r.hsnPrefix,
    slabs: r.slabs.map((s) => ({
      upToPaise: s.upTo === null ? null : Math.round(s.upTo * 100),
      rateBasisPoints: Math.round(s.rate * 100),
    })),
  }));
  const rule = ruleForHsn(rules, hsn);
  if (!rule) {
    return `${source}: no GST rate is set for it under Tax rates, so it cannot be ordered until one is.`;
  }
  const slabs = rule.slabs;
  const said =
    slabs.length === 1
      ? `GST ${percent(slabs[0]!.rateBasisPoints / 100)}`
      : 'GST ' +
        slabs
          .map((s, i) =>
            s.upToPaise === null
              ? `${percent(s.rateBasisPoints / 100)} above`
              : `${percent(s.rateBasisPoints / 100)} up to ${rupees(s.upToPaise / 100)}${i === 0 ? ' a piece (before tax)' : ''}`,
          )
          .join(', ');
  const price = Number(product.sellingPrice.replace(/[₹,\s]/g, ''));
  if (product.sellingPrice.trim() === '' || !Number.isFinite(price) || price <= 0) {
    return `${source}: ${said}.`;
  }
  const rate = slabRate(slabs, Math.round(price * 100), 1) / 100;
  return `${source}: ${said}. At ${rupees(price)} a piece is charged ${percent(rate)}.`;
}
