import { taxRateParams, taxRateRequest } from '@store/contract';
import { z } from 'zod';
import { formatRupees } from '../../../lib/money';
import type { TaxRateEntry } from './api/tax-api';

/**
 * GST rates per HSN prefix as the owner reads and writes them (docs/tax.md): slabs in plain
 * words, and the edit form's rows turned into the contract's body and checked by its schema.
 */

/** "5% up to ₹2,500.00 a piece, 18% above", or "3%". */
export function slabWords(slabs: TaxRateEntry['slabs']): string {
  if (slabs.length === 1 && slabs[0]) return `${slabs[0].rate}%`;
  return slabs
    .map((s, i) =>
      s.upTo === null
        ? `${s.rate}% above`
        : `${s.rate}% ${i === 0 ? 'up to' : 'then up to'} ${formatRupees(s.upTo)} a piece`,
    )
    .join(', ');
}

const typedNumber = (empty: string) =>
  z
    .string()
    .trim()
    .transform((raw, ctx) => {
      const value = Number(raw.replace(/[₹,%\s]/g, ''));
      if (raw === '' || !Number.isFinite(value)) {
        ctx.addIssue({ code: 'custom', message: empty });
        return z.NEVER;
      }
      return value;
    });

/**
 * The form: the prefix, and one row per slab. Every row but the last has an upper limit (the
 * taxable value of one piece, rupees); the last applies above the one before it.
 */
export const taxRateForm = z
  .object({
    hsnPrefix: z.string().trim().pipe(taxRateParams.shape.hsnPrefix),
    slabs: z
      .array(z.object({ rate: typedNumber('Enter the rate in percent'), upTo: z.string() }))
      .min(1),
  })
  .transform(({ hsnPrefix, slabs }, ctx) => {
    const wire = slabs.map((slab, i) => {
      if (i === slabs.length - 1) return { rate: slab.rate, upTo: null };
      const upTo = Number(slab.upTo.replace(/[₹,\s]/g, ''));
      if (slab.upTo.trim() === '' || !Number.isFinite(upTo)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Enter the largest taxable value of one piece, in rupees',
          path: ['slabs', i, 'upTo'],
        });
      }
      return { rate: slab.rate, upTo };
    });
    const checked = taxRateRequest.safeParse({ slabs: wire });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      return z.NEVER;
    }
    return { hsnPrefix, body: checked.data };
  });

export type TaxRateFormValues = z.input<typeof taxRateForm>;
export type TaxRateFormOutput = z.output<typeof taxRateForm>;

export function taxRateFormValues(entry: TaxRateEntry | null): TaxRateFormValues {
  if (!entry) return { hsnPrefix: '', slabs: [{ rate: '', upTo: '' }] };
  return {
    hsnPrefix: entry.hsnPrefix,
    slabs: entry.slabs.map((s) => ({
      rate: String(s.rate),
      upTo: s.upTo === null ? '' : String(s.upTo),
    })),
  };
}
