// The admin's CSV import and export (docs/products-csv.md). The file is read and checked by
// products-csv.ts, as for the command line; the preview then compares every row with the
// product of that sku, field by field, and applying writes exactly the rows that change, in one
// transaction with the audit entry and the catalog version.
import type { AdminProductImportResponse } from '@store/contract';
import type { Database, Executor } from '../../db/client.ts';
import { csvField } from '../../lib/csv.ts';
import { invalid } from '../../lib/domain-error.ts';
import { paiseToDecimalString } from '../../kernel/money.ts';
import { recordAudit, type AuditActor } from './catalog-audit.ts';
import { bumpCatalogVersion } from '../../kernel/catalog-version.ts';
import {
  allAdminProducts,
  findAdminProductsBySku,
  type AdminProductRow,
  type ImportedProduct,
} from './catalog.repository.ts';
import { writeImportedProducts } from './inventory.service.ts';
import { OPTIONAL_COLUMNS, REQUIRED_COLUMNS, parseProductsCsv } from './products-csv.ts';

type RowChange = AdminProductImportResponse['rows'][number];

const money = (paise: number | null) => (paise === null ? '' : paiseToDecimalString(paise));
const joined = (list: string[]) => list.join('|');

/** The columns that describe a product, as the file writes them. */
function describingCells(p: ImportedProduct | AdminProductRow) {
  return {
    title: p.title,
    description: p.description,
    category: p.category,
    parentCategory: p.parentCategory,
    subCategory: p.subCategory,
    masterCategory: p.masterCategory,
    gender: p.gender,
    regularPrice: money(p.regularPricePaise),
    discountedPrice: money(p.discountedPricePaise),
    sizes: joined(p.sizes),
    colors: joined(p.colors),
    featured: String(p.featured),
  };
}

/** The fields a row sets, as text, for the product in the file and the one in the catalog. */
function comparable(p: ImportedProduct | AdminProductRow): Record<string, string> {
  return {
    ...describingCells(p),
    // A file without the Hindi columns changes no Hindi, so it is no change to report.
    ...(p.titleHi !== undefined && { titleHi: p.titleHi ?? '' }),
    ...(p.descriptionHi !== undefined && { descriptionHi: p.descriptionHi ?? '' }),
  };
}

/** A stock entry's name in the file: the size, or size/colour when stock is kept per colour. */
const variantName = (e: { size: string; color: string }) =>
  e.color ? `${e.size}/${e.color}` : e.size;

function rowChange(
  line: number,
  p: ImportedProduct,
  current: AdminProductRow | undefined,
): RowChange {
  const after = comparable(p);
  if (!current) {
    const stock = p.stock.map((e) => `${variantName(e)}:${e.quantity}`);
    return {
      line,
      sku: p.sku,
      action: 'create',
      productId: null,
      changes: [
        ...Object.entries(after).map(([field, value]) => ({ field, before: null, after: value })),
        ...(stock.length ? [{ field: 'stock', before: null, after: stock.join('|') }] : []),
      ],
    };
  }
  const before = comparable(current);
  const changes = Object.entries(after)
    .filter(([field, value]) => before[field] !== value)
    .map(([field, value]) => ({ field, before: before[field] ?? null, after: value }));
  // Sizes the file names get its count; those it leaves out keep theirs (docs/products-csv.md).
  for (const { size, color, quantity: units } of p.stock) {
    const had = current.stock.find((s) => s.size === size && s.color === color)?.quantity;
    if (had !== units) {
      changes.push({
        field: `stock ${variantName({ size, color })}`,
        before: had === undefined ? null : String(had),
        after: String(units),
      });
    }
  }
  return {
    line,
    sku: p.sku,
    action: changes.length ? 'update' : 'unchanged',
    productId: current.id,
    changes,
  };
}

async function plan(db: Executor, csv: string) {
  const parsed = parseProductsCsv(csv);
  if (parsed.errors.length)
    return { errors: parsed.errors, rows: [], products: [], ids: new Map() };
  const current = await findAdminProductsBySku(
    db,
    parsed.rows.map((r) => r.product.sku),
  );
  const rows = parsed.rows.map(({ line, product }) =>
    rowChange(line, product, current.get(product.sku.toLowerCase())),
  );
  const changed = parsed.rows
    .filter((_, i) => rows[i]!.action !== 'unchanged')
    .map((r) => r.product);
  const ids = new Map([...current].map(([sku, row]) => [sku, row.id]));
  return { errors: [] as string[], rows, products: changed, ids };
}

function report(dryRun: boolean, errors: string[], rows: RowChange[]): AdminProductImportResponse {
  const n = (action: RowChange['action']) => rows.filter((r) => r.action === action).length;
  return {
    dryRun,
    errors,
    rows,
    created: n('create'),
    updated: n('update'),
    unchanged: n('unchanged'),
  };
}

/** What importing the file would change, row by row; writes nothing. */
export async function previewProductImport(db: Executor, csv: string) {
  const { errors, rows } = await plan(db, csv);
  return report(true, errors, rows);
}

/** Imports the file: every changed row or none. A file with any problem imports nothing. */
export async function applyProductImport(db: Database, actor: AuditActor | null, csv: string) {
  return db.transaction(async (tx) => {
    const { errors, rows, products, ids } = await plan(tx, csv);
    if (errors.length) {
      throw invalid(
        `Nothing was imported; the file has ${errors.length === 1 ? 'a problem' : `${errors.length} problems`}: ${errors.slice(0, 3).join('; ')}`,
      );
    }
    if (products.length) {
      await writeImportedProducts(tx, products, ids);
      await recordAudit(tx, actor, 'product.import', 'csv', null, {
        created: rows.filter((r) => r.action === 'create').map((r) => r.sku),
        updated: rows
          .filter((r) => r.action === 'update')
          .map((r) => ({ sku: r.sku, changes: r.changes })),
      });
      await bumpCatalogVersion(tx);
    }
    return report(false, [], rows);
  });
}

/**
 * Every product in the import's own columns, so an exported file edited in a spreadsheet can be
 * imported again. A product made without a SKU exports with an empty sku, which the import
 * refuses: give it one in the admin first.
 */
export async function exportProductsCsv(db: Executor): Promise<string> {
  const columns = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];
  const lines = [columns.join(',')];
  for (const p of await allAdminProducts(db)) {
    const cells: Record<(typeof columns)[number], string> = {
      sku: p.sku ?? '',
      ...describingCells(p),
      stock: p.stock.map((s) => `${variantName(s)}:${s.quantity}`).join('|'),
      artKind: p.art.kind,
      artPattern: p.art.pattern,
      artPrimary: p.art.primary,
      artSecondary: p.art.secondary,
      artAccent: p.art.accent,
      titleHi: p.titleHi ?? '',
      descriptionHi: p.descriptionHi ?? '',
    };
    lines.push(columns.map((c) => csvField(cells[c])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
