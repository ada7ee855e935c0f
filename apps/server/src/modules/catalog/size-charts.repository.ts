// The only code that reads and writes size charts (size-chart-schema.ts).
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { SizeChartBody } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { sizeCharts } from './size-chart-schema.ts';

export type SizeChartRow = typeof sizeCharts.$inferSelect;

/**
 * The chart a product shows: its own, else its type's for its gender, else its type's for every
 * gender.
 */
export async function chartForProduct(
  db: Executor,
  product: { id: number; subCategory: string; gender: string },
): Promise<SizeChartRow | null> {
  const rows = await db
    .select()
    .from(sizeCharts)
    .where(
      or(
        eq(sizeCharts.productId, product.id),
        and(
          isNull(sizeCharts.productId),
          sql`lower(${sizeCharts.productType}) = lower(${product.subCategory})`,
          or(eq(sizeCharts.gender, product.gender), isNull(sizeCharts.gender)),
        ),
      ),
    )
    .orderBy(sql`${sizeCharts.productId} is null`, sql`${sizeCharts.gender} is null`)
    .limit(1);
  return rows[0] ?? null;
}

export async function listSizeCharts(db: Executor): Promise<SizeChartRow[]> {
  return db
    .select()
    .from(sizeCharts)
    .orderBy(
      sql`${sizeCharts.productId} is not null`,
      asc(sizeCharts.productType),
      asc(sizeCharts.gender),
      asc(sizeCharts.productId),
    )
    .limit(500);
}

/** Writes the chart of a type (and gender) or of a product, replacing the one it had. */
export async function upsertSizeChart(
  tx: Executor,
  key: { productType: string | null; gender: string | null; productId: number | null },
  chart: SizeChartBody,
): Promise<SizeChartRow> {
  const existing = await tx
    .select({ id: sizeCharts.id })
    .from(sizeCharts)
    .where(
      key.productId !== null
        ? eq(sizeCharts.productId, key.productId)
        : and(
            isNull(sizeCharts.productId),
            sql`lower(${sizeCharts.productType}) = lower(${key.productType})`,
            key.gender === null ? isNull(sizeCharts.gender) : eq(sizeCharts.gender, key.gender),
          ),
    )
    .for('update')
    .limit(1);
  const id = existing[0]?.id;
  const rows =
    id === undefined
      ? await tx
          .insert(sizeCharts)
          .values({ ...key, chart })
          .returning()
      : await tx
          .update(sizeCharts)
          .set({ chart, updatedAt: new Date() })
          .where(eq(sizeCharts.id, id))
          .returning();
  return rows[0]!;
}

export async function deleteSizeChart(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx
    .delete(sizeCharts)
    .where(eq(sizeCharts.id, id))
    .returning({ id: sizeCharts.id });
  return rows.length > 0;
}
