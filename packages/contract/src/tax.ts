// The admin's GST calls (docs/tax.md): rates per HSN prefix, an order's tax documents as PDF and
// the month's GSTR-1 tables. The rules themselves are in gst.ts.
import { z } from 'zod';

/** A slab as the owner writes it: up to `upTo` rupees of taxable value a piece (null: above). */
export const taxSlabInput = z
  .object({
    upTo: z
      .number()
      .positive('A slab limit is more than ₹0')
      .max(10_000_000, 'A slab limit is at most ₹1,00,00,000')
      .nullable(),
    /** Percent, up to two decimals: 5, 2.5, 18. */
    rate: z.number().min(0, 'A GST rate is from 0% to 40%').max(40, 'A GST rate is from 0% to 40%'),
  })
  .strict();

export const taxRateRequest = z
  .object({
    slabs: z.array(taxSlabInput).min(1, 'Give at least one rate').max(5, 'At most 5 slabs'),
  })
  .strict();
export type TaxRateRequest = z.infer<typeof taxRateRequest>;

export const taxRateParams = z
  .object({ hsnPrefix: z.string().regex(/^\d{2,8}$/, 'An HSN prefix is 2 to 8 digits') })
  .strict();

export const taxRateEntry = z.object({
  hsnPrefix: z.string(),
  slabs: z.array(z.object({ upTo: z.number().nullable(), rate: z.number() })),
  /** 'default': the rates in force since 22 September 2025 for chapters 61 to 64. */
  source: z.enum(['owner', 'default']),
});
export const taxRateListResponse = z.object({ rates: z.array(taxRateEntry) });

export const gstReportQuery = z
  .object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month is YYYY-MM') })
  .strict();

/** GET /admin/tax/report: each GSTR-1 table as CSV text (docs/tax.md, "For the accountant"). */
export const gstReportResponse = z.object({
  month: z.string(),
  files: z.array(z.object({ name: z.string(), rows: z.number().int(), csv: z.string() })),
});
export type GstReportResponse = z.infer<typeof gstReportResponse>;

export const taxDocumentQuery = z
  .object({
    kind: z.enum(['invoice', 'credit-note']).optional(),
    /** A return's credit note, by its refund's number (implies kind credit-note). */
    refund: z
      .string()
      .regex(/^[1-9]\d{0,8}$/, 'refund is a refund number')
      .optional(),
  })
  .strict();
