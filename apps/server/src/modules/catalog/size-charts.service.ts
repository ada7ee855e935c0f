// Size charts (issue 33): the product page shows a product's own chart, else its type's; the
// owner keeps them in the admin. A product type is the product's sub-category.
import type { PublicSizeChart, SaveSizeChartRequest, SizeChart } from '@store/contract';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/domain-error.ts';
import { bumpCatalogVersion } from '../../kernel/catalog-version.ts';
import { recordAudit, type AuditActor } from './catalog-audit.ts';
import { findProduct, productExistsAnyStatus } from './catalog.repository.ts';
import { parseProductId } from './catalog.service.ts';
import {
  chartForProduct,
  deleteSizeChart,
  listSizeCharts,
  upsertSizeChart,
  type SizeChartRow,
} from './size-charts.repository.ts';

export function toWireSizeChart(row: SizeChartRow): SizeChart {
  return {
    id: row.id,
    productType: row.productType,
    gender: row.gender,
    productId: row.productId,
    chart: row.chart,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function sizeChartOf(
  db: Executor,
  product: { id: number; subCategory: string; gender: string },
): Promise<SizeChart | null> {
  const row = await chartForProduct(db, product);
  return row ? toWireSizeChart(row) : null;
}

export async function adminSizeCharts(db: Executor): Promise<SizeChart[]> {
  return (await listSizeCharts(db)).map(toWireSizeChart);
}

export async function saveSizeChart(
  db: Database,
  actor: AuditActor,
  input: SaveSizeChartRequest,
): Promise<SizeChart> {
  if (input.productId !== null && !(await productExistsAnyStatus(db, input.productId))) {
    throw notFound('Product not found');
  }
  return db.transaction(async (tx) => {
    const key =
      input.productId !== null
        ? { productType: null, gender: null, productId: input.productId }
        : { productType: input.productType, gender: input.gender, productId: null };
    const row = await upsertSizeChart(tx, key, input.chart);
    await recordAudit(
      tx,
      actor,
      'size-chart.save',
      input.productId ?? `type:${input.productType}`,
      null,
      row,
    );
    // The product page carries the chart, and its cached answers must show the new one.
    await bumpCatalogVersion(tx);
    return toWireSizeChart(row);
  });
}

export async function removeSizeChart(db: Database, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteSizeChart(tx, id))) throw notFound('Size chart not found');
    await recordAudit(tx, actor, 'size-chart.delete', `chart:${id}`, { id }, null);
    await bumpCatalogVersion(tx);
  });
}

/** GET /products/{id}/size-chart: for products shoppers may see (active ones). */
/** The shopper's copy: when the owner last edited it is the admin's business. */
export async function productSizeChart(
  db: Executor,
  rawId: string,
): Promise<PublicSizeChart | null> {
  const id = parseProductId(rawId);
  const row = id === null ? null : await findProduct(db, id);
  if (!row) throw notFound('Product not found');
  const chart = await sizeChartOf(db, row);
  if (!chart) return null;
  const { updatedAt: _edited, ...shown } = chart;
  return shown;
}
