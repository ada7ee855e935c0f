// The owner's products (docs/admin-catalog.md): list and read every product whatever its
// status, create, edit at a known version, archive or delete. Every change is one transaction
// that also writes the audit entry and bumps the catalog version, so shoppers on every process
// see it within the cache's poll interval.
import {
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductDuplicate,
  type AdminProductListQuery,
  type AdminProductListResponse,
  type AdminProductPatch,
  type AdminProductSummary,
  type StockState,
  defaultHsn,
} from '@store/contract';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/domain-error.ts';
import { paiseToRupees, rupeesToPaise } from '../../kernel/money.ts';
import { removeImages } from '../media/index.ts';
import { recordAudit, type AuditActor } from './catalog-audit.ts';
import { bumpCatalogVersion } from '../../kernel/catalog-version.ts';
import {
  deleteProductRow,
  findAdminProduct,
  insertProduct,
  listAdminProducts,
  lockProduct,
  skuTaken,
  updateProductAtVersion,
  type AdminProductRow,
  type ProductChanges,
} from './catalog.repository.ts';
import { mediaUrl, toPrefixTsQuery } from './catalog.service.ts';
import { ONE_SIZE } from './inventory.service.ts';
import { adminPhoto, thumbnailUrl } from './product-photo-urls.ts';
import { variantKeysOfProduct } from './product-images.repository.ts';
import { drawnArtFor } from './products-csv.ts';
import { stockEntriesOf, writeStock } from './inventory.service.ts';

const ADMIN_PAGE_SIZE = 20;

export const CHANGED_BY_SOMEONE_ELSE =
  'This product was changed by someone else since you opened it: reload it to see their changes';

/**
 * The store's low-stock threshold (admin settings): a size with this many units or fewer is low.
 * The admin routes read it from the store module, which the catalog must not import (the store
 * imports the catalog), and pass it in.
 */
export type LowStockUnits = number;

export function stockStateOf(stock: { quantity: number }[], low: LowStockUnits): StockState {
  const units = stock.reduce((n, s) => n + s.quantity, 0);
  if (units === 0) return 'out';
  return stock.some((s) => s.quantity <= low) ? 'low' : 'in';
}

const sellingPaise = (row: { regularPricePaise: number; discountedPricePaise: number | null }) =>
  row.discountedPricePaise ?? row.regularPricePaise;

export function toAdminProduct(row: AdminProductRow, low: LowStockUnits): AdminProduct {
  return {
    id: row.id,
    sku: row.sku,
    title: row.title,
    description: row.description,
    titleHi: row.titleHi,
    descriptionHi: row.descriptionHi,
    category: row.category,
    parentCategory: row.parentCategory,
    subCategory: row.subCategory,
    masterCategory: row.masterCategory,
    gender: row.gender,
    mrp: paiseToRupees(row.regularPricePaise),
    sellingPrice: paiseToRupees(sellingPaise(row)),
    sizes: row.sizes,
    colors: row.colors,
    stock: row.stock,
    stockState: stockStateOf(row.stock, low),
    featured: row.featured,
    status: row.status,
    hsn: row.hsn,
    gstHsn: row.hsn ?? defaultHsn(row),
    fabric: row.fabric,
    care: row.care,
    sareeLength: row.sareeLengthCm === null ? null : row.sareeLengthCm / 100,
    blousePiece: row.blousePiece,
    version: row.revision,
    images: row.images.map(adminPhoto),
    artUrl: mediaUrl(row.id, row.revision, 'main'),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSummary(row: AdminProductRow, low: LowStockUnits): AdminProductSummary {
  const p = toAdminProduct(row, low);
  const first = row.images[0];
  return {
    id: p.id,
    sku: p.sku,
    title: p.title,
    category: p.category,
    subCategory: p.subCategory,
    mrp: p.mrp,
    sellingPrice: p.sellingPrice,
    stockState: p.stockState,
    featured: p.featured,
    status: p.status,
    version: p.version,
    updatedAt: p.updatedAt,
    totalStock: row.stock.reduce((n, s) => n + s.quantity, 0),
    thumbnailUrl: first ? thumbnailUrl(first) : p.artUrl,
  };
}

export async function listAdminCatalog(
  db: Executor,
  query: AdminProductListQuery,
  low: LowStockUnits,
): Promise<AdminProductListResponse> {
  const page = query.page ?? 1;
  const limit = query.limit ?? ADMIN_PAGE_SIZE;
  const q = query.q?.trim();
  const { rows, total } = await listAdminProducts(
    db,
    {
      tsQuery: q ? (toPrefixTsQuery(q) ?? null) : undefined,
      skuText: q || undefined,
      category: query.category?.trim().toLowerCase() || undefined,
      status: query.status,
      stock: query.stock,
      lowUnits: low,
    },
    limit,
    (page - 1) * limit,
  );
  return {
    data: rows.map((row) => toSummary(row, low)),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}

const productNotFound = () => notFound('Product not found');

export async function getAdminProduct(
  db: Executor,
  id: number,
  low: LowStockUnits,
): Promise<AdminProduct> {
  const row = await findAdminProduct(db, id);
  if (!row) throw productNotFound();
  return toAdminProduct(row, low);
}

/** The product's own spelling of each size the stock lines name; a size it lacks is refused. */
/** Metres as the form sends them, to the whole centimetres the table keeps. */
const centimetres = (metres: number | null) => (metres === null ? null : Math.round(metres * 100));

const sizesOrOne = (sizes: string[]) => (sizes.length ? sizes : [ONE_SIZE]);

/** MRP and selling price (rupees) as stored: a selling price below the MRP is a discount. */
function prices(mrp: number, selling: number) {
  const regularPricePaise = rupeesToPaise(mrp);
  const sellingPricePaise = rupeesToPaise(selling);
  if (sellingPricePaise > regularPricePaise) {
    throw invalid('sellingPrice: Selling price must not be more than the MRP');
  }
  return {
    regularPricePaise,
    discountedPricePaise: sellingPricePaise < regularPricePaise ? sellingPricePaise : null,
  };
}

async function checkSku(db: Executor, sku: string | null | undefined, exceptId?: number) {
  if (sku && (await skuTaken(db, sku, exceptId))) {
    throw conflict(`sku: the SKU ${sku} is already used by another product`);
  }
}

/** A unique-index race (two saves of one new SKU at once) reads as the same refusal. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function isForeignKeyViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export async function createAdminProduct(
  db: Database,
  actor: AuditActor,
  input: AdminProductCreate,
  low: LowStockUnits,
): Promise<AdminProduct> {
  const sizes = sizesOrOne(input.sizes);
  const stock = stockEntriesOf(sizes, input.colors, input.stock);
  const category = input.category;
  const fields = {
    sku: input.sku ?? null,
    title: input.title,
    description: input.description,
    titleHi: input.titleHi,
    descriptionHi: input.descriptionHi,
    category,
    parentCategory: input.parentCategory ?? category,
    subCategory: input.subCategory,
    masterCategory: input.masterCategory ?? 'Apparel',
    gender: input.gender ?? (['Men', 'Women'].includes(category) ? category : 'Unisex'),
    ...prices(input.mrp, input.sellingPrice),
    sizes,
    colors: input.colors,
    featured: input.featured,
    status: input.status,
    hsn: input.hsn,
    fabric: input.fabric,
    care: input.care,
    sareeLengthCm: centimetres(input.sareeLength),
    blousePiece: input.blousePiece,
    art: drawnArtFor({
      key: input.sku ?? input.title,
      title: input.title,
      subCategory: input.subCategory,
      colors: input.colors,
    }),
  };
  try {
    return await db.transaction(async (tx) => {
      await checkSku(tx, fields.sku);
      const id = await insertProduct(tx, fields);
      await writeStock(tx, id, sizes, fields.colors, stock);
      const after = await getAdminProduct(tx, id, low);
      await recordAudit(tx, actor, 'product.create', id, null, after);
      await bumpCatalogVersion(tx);
      return after;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(`sku: the SKU ${fields.sku} is already used by another product`);
    throw err;
  }
}

/**
 * A copy of a product for a new colourway: every field but the photos, as a draft under the
 * new colours and SKU; its stock per size only when the owner asks (else every size at 0).
 */
export async function duplicateAdminProduct(
  db: Database,
  actor: AuditActor,
  id: number,
  body: AdminProductDuplicate,
  low: LowStockUnits,
): Promise<AdminProduct> {
  const source = await getAdminProduct(db, id, low);
  const { title, description, category, parentCategory, subCategory, masterCategory } = source;
  return createAdminProduct(
    db,
    actor,
    {
      title,
      description,
      category,
      parentCategory,
      subCategory,
      masterCategory,
      gender: source.gender,
      mrp: source.mrp,
      sellingPrice: source.sellingPrice,
      sizes: source.sizes,
      colors: body.colors,
      // Counts of a colour the copy does not have are left behind.
      stock: body.copyStock
        ? source.stock.filter(
            (s) => !s.color || body.colors.some((c) => c.toLowerCase() === s.color.toLowerCase()),
          )
        : [],
      featured: source.featured,
      status: 'draft',
      sku: body.sku,
      hsn: source.hsn,
      titleHi: source.titleHi,
      descriptionHi: source.descriptionHi,
      fabric: source.fabric,
      care: source.care,
      sareeLength: source.sareeLength,
      blousePiece: source.blousePiece,
    },
    low,
  );
}

export async function updateAdminProduct(
  db: Database,
  actor: AuditActor,
  id: number,
  patch: AdminProductPatch,
  low: LowStockUnits,
): Promise<AdminProduct> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockProduct(tx, id);
      if (!locked) throw productNotFound();
      if (locked.revision !== patch.version) throw conflict(CHANGED_BY_SOMEONE_ELSE);
      const before = (await findAdminProduct(tx, id))!;
      const { version, mrp, sellingPrice, stock, sizes: newSizes, sareeLength, ...plain } = patch;
      const changes: ProductChanges = { ...plain };
      if (sareeLength !== undefined) changes.sareeLengthCm = centimetres(sareeLength);
      if (mrp !== undefined || sellingPrice !== undefined) {
        Object.assign(
          changes,
          prices(
            mrp ?? paiseToRupees(before.regularPricePaise),
            sellingPrice ?? paiseToRupees(sellingPaise(before)),
          ),
        );
      }
      const sizes = newSizes ? sizesOrOne(newSizes) : before.sizes;
      if (newSizes) changes.sizes = sizes;
      if (plain.sku !== undefined) await checkSku(tx, plain.sku, id);
      if (!(await updateProductAtVersion(tx, id, version, changes))) {
        throw conflict(CHANGED_BY_SOMEONE_ELSE);
      }
      const colors = plain.colors ?? before.colors;
      if (newSizes || stock || plain.colors) {
        await writeStock(tx, id, sizes, colors, stockEntriesOf(sizes, colors, stock ?? []));
      }
      const after = await getAdminProduct(tx, id, low);
      await recordAudit(tx, actor, 'product.update', id, toAdminProduct(before, low), after);
      await bumpCatalogVersion(tx);
      return after;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(`sku: the SKU ${patch.sku} is already used by another product`);
    throw err;
  }
}

/**
 * Deletes a product that was never ordered, with its photos. One that was ordered stays, since
 * its orders name it: the owner archives it instead (status archived hides it from shoppers).
 */
export async function deleteAdminProduct(
  db: Database,
  actor: AuditActor,
  id: number,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (!(await lockProduct(tx, id))) throw productNotFound();
      const before = (await findAdminProduct(tx, id))!;
      const keys = await variantKeysOfProduct(tx, id);
      await recordAudit(tx, actor, 'product.delete', id, toAdminProduct(before, 0), null);
      // Refused by order_items' foreign key when the product was ever ordered.
      await deleteProductRow(tx, id);
      await removeImages(tx, keys);
      await bumpCatalogVersion(tx);
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) {
      throw conflict('This product has been ordered, so it cannot be deleted: archive it instead');
    }
    throw err;
  }
}
