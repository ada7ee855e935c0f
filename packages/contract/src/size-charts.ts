// Size charts (issue 33): the owner keeps one per product type (and gender) or per product;
// the product page shows the product's own, else its type's.
import { z } from 'zod';
import { messageText, plainText } from './plain-text.ts';

export const SIZE_CHART_KINDS = ['body', 'garment'] as const;
export const sizeChartKind = z.enum(SIZE_CHART_KINDS);

/** A column of a chart: a length (kept in inches, shown in inches or cm) or a label (UK 7). */
export const sizeChartColumn = z
  .object({
    label: plainText(z.string().trim().min(1).max(40), 'label'),
    kind: z.enum(['inches', 'text']),
  })
  .strict();

export const sizeChartRow = z
  .object({
    size: plainText(z.string().trim().min(1).max(20), 'size'),
    /** One cell per column: a number of inches for an `inches` column, text for a `text` one. */
    cells: z.array(z.union([z.number().min(0).max(200), z.string().max(20)])).max(12),
  })
  .strict();

export const sizeChartBody = z
  .object({
    title: plainText(z.string().trim().min(1).max(80), 'title'),
    /** The title in Hindi, shown on Hindi pages; none (or blank): the English one shows there. */
    titleHi: plainText(z.string().trim().max(80), 'titleHi').optional(),
    kind: sizeChartKind,
    columns: z.array(sizeChartColumn).min(1).max(12),
    rows: z.array(sizeChartRow).min(1).max(30),
    howToMeasure: messageText(z.string().trim().max(2000), 'howToMeasure'),
    /** The note in Hindi, shown on Hindi pages; none (or blank): the English one shows there. */
    howToMeasureHi: messageText(z.string().trim().max(2000), 'howToMeasureHi').optional(),
  })
  .strict()
  .superRefine((chart, ctx) => {
    chart.rows.forEach((row, r) => {
      if (row.cells.length !== chart.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', r, 'cells'],
          message: `rows[${r}] must have one cell per column (${chart.columns.length})`,
        });
        return;
      }
      row.cells.forEach((cell, c) => {
        const want = chart.columns[c]?.kind === 'inches' ? 'number' : 'string';
        if (typeof cell !== want) {
          ctx.addIssue({
            code: 'custom',
            path: ['rows', r, 'cells', c],
            message: `rows[${r}].cells[${c}] must be a ${want === 'number' ? 'number of inches' : 'text'}`,
          });
        }
      });
    });
  });
export type SizeChartBody = z.infer<typeof sizeChartBody>;

/** A chart as the owner keeps it: for a product type (and gender), or for one product. */
export const sizeChart = z.object({
  id: z.number().int(),
  productType: z.string().nullable(),
  gender: z.string().nullable(),
  productId: z.number().int().nullable(),
  chart: z.object({
    title: z.string(),
    titleHi: z.string().optional(),
    kind: sizeChartKind,
    columns: z.array(z.object({ label: z.string(), kind: z.enum(['inches', 'text']) })),
    rows: z.array(
      z.object({ size: z.string(), cells: z.array(z.union([z.number(), z.string()])) }),
    ),
    howToMeasure: z.string(),
    howToMeasureHi: z.string().optional(),
  }),
  updatedAt: z.string(),
});
export type SizeChart = z.infer<typeof sizeChart>;

/**
 * GET /products/{id}/size-chart: the product's own chart, else its type's; null when none. Kept
 * out of the product's JSON so lists stay small; the page fetches it when the shopper asks.
 */
export const publicSizeChart = sizeChart.omit({ updatedAt: true });
export type PublicSizeChart = z.infer<typeof publicSizeChart>;
export const productSizeChartResponse = z.object({ data: publicSizeChart.nullable() });
export const adminSizeChartsResponse = z.object({ data: z.array(sizeChart) });

/** PUT /admin/size-charts: one chart for a type (and gender, or every gender), or a product. */
export const saveSizeChartRequest = z
  .object({
    productType: plainText(z.string().trim().min(1).max(60), 'productType').nullable(),
    gender: z.enum(['Men', 'Women', 'Unisex']).nullable(),
    productId: z.number().int().positive().nullable(),
    chart: sizeChartBody,
  })
  .strict()
  .refine((v) => (v.productId === null) !== (v.productType === null), {
    message: 'Give either a productType or a productId',
    path: ['productType'],
  });
export type SaveSizeChartRequest = z.infer<typeof saveSizeChartRequest>;
