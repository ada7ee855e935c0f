// Catalog rules: how a listing query becomes filters, how a row becomes the wire shape.
import {
  defaultHsn,
  HSN_PATTERN,
  type Language,
  type Product,
  type ProductVariant,
} from '@store/contract';
import { inHindi, namesFor, type HindiNames } from './hindi-names.ts';
import type { Executor } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/domain-error.ts';
import { paiseToRupees } from '../../kernel/money.ts';
import { renderProductArt } from '../../db/seed/art/render-art.ts';
import {
  findProduct,
  findProductArt,
  findProductsByIds,
  findProductTaxClasses,
  productExists,
  findProductStatus,
  updateProductHsn,
  type ProductRow,
} from './catalog.repository.ts';
import { recordAudit, type AuditActor } from './catalog-audit.ts';
import { photoKeyOf, wirePhoto } from './product-photo-urls.ts';
import { readImage } from '../media/index.ts';
import { bumpCatalogVersion } from '../../kernel/catalog-version.ts';
import { writeProductRating } from './product-rating.repository.ts';
import { pageExtras, variantsOf } from './product-variants.ts';
import { findProductPageExtras, findProductsStock } from './product-details.ts';

/**
 * Shopper text becomes a prefix query ("silk kur" finds "Silk Kurta"). Only letters and digits
 * survive, so nothing the shopper types can be tsquery syntax.
 */
export function toPrefixTsQuery(q: string | undefined): string | undefined {
  if (!q) return undefined;
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, 8);
  return unique.length ? unique.map((w) => `${w}:*`).join(' & ') : undefined;
}

export function mediaUrl(id: number, revision: number, view: 'main' | 'detail'): string {
  return `/api/v1/media/products/${id}/${view}-${revision}.svg`;
}

/** The wire product, in Hindi where the owner wrote it when `names` (a `lang=hi` read) is given. */
export function toWireProductIn(row: ProductRow, names: HindiNames | null): Product {
  const p = toWireProduct(row);
  return names ? inHindi(p, row, names) : p;
}

export function toWireProduct(row: ProductRow): Product {
  // The owner's photos when there are any; the drawn art stands in for a product without.
  const photos = row.images.map(wirePhoto);
  const main = photos[0]?.url ?? mediaUrl(row.id, row.revision, 'main');
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imgUrl: main,
    category: row.category,
    parentCategory: row.parentCategory,
    subCategory: row.subCategory,
    masterCategory: row.masterCategory,
    gender: row.gender,
    regularPrice: paiseToRupees(row.regularPricePaise),
    discountedPrice:
      row.discountedPricePaise === null ? null : paiseToRupees(row.discountedPricePaise),
    createdAt: row.createdAt.toISOString(),
    images: photos.length
      ? photos
      : [{ url: main }, { url: mediaUrl(row.id, row.revision, 'detail') }],
    attributes: [
      { key: 'size', value: row.sizes },
      { key: 'color', value: row.colors },
      { key: 'featured', value: [String(row.featured)] },
      { key: 'inStockSizes', value: row.inStockSizes },
    ],
    inStock: row.inStockSizes.length > 0,
    ...(row.reviewCount > 0 && {
      rating: {
        average: Math.round((row.ratingTotal / row.reviewCount) * 10) / 10,
        count: row.reviewCount,
      },
    }),
  };
}

/** Product ids are positive integers; anything else names no product. */
export function parseProductId(raw: string): number | null {
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

export async function getProduct(db: Executor, rawId: string, lang?: Language): Promise<Product> {
  const id = parseProductId(rawId);
  const row = id === null ? null : await findProduct(db, id);
  if (!row) throw notFound('Product not found');
  const wire = toWireProductIn(row, await namesFor(db, lang));
  const extras = await findProductPageExtras(db, row.id);
  return extras ? { ...wire, ...pageExtras(row, extras) } : wire;
}

/** The products with these ids in the order asked for; an id with no product is left out. */
export async function productsByIds(db: Executor, ids: number[]): Promise<Product[]> {
  const rows = await findProductsByIds(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toWireProduct(row)] : [];
  });
}

export { productExists };

/**
 * Whether a product shoppers cannot see was withdrawn for good (archived: its page answers 410
 * Gone, docs/decisions/011-server-rendering.md) rather than never there or not yet out.
 */
export async function productArchived(db: Executor, id: number): Promise<boolean> {
  return (await findProductStatus(db, id)) === 'archived';
}

// Drawings rendered once per product revision and view; a full map starts over, since a
// revision change makes old entries dead weight anyway.
const renderedArt = new Map<string, string>();

/** The drawn fallback picture of a product without photos, with the revision it was drawn at. */
export async function productPicture(
  db: Executor,
  id: number,
  view: 'main' | 'detail',
): Promise<{ svg: string; revision: number }> {
  const found = await findProductArt(db, id);
  if (!found) throw notFound('Image not found');
  const key = `${id}:${found.revision}:${view}`;
  let svg = renderedArt.get(key);
  if (svg === undefined) {
    svg = renderProductArt(found.art, view);
    if (renderedArt.size > 4000) renderedArt.clear();
    renderedArt.set(key, svg);
  }
  return { svg, revision: found.revision };
}

/**
 * The bytes of a product's main picture as the storefront shows it (`imgUrl`): its first photo's
 * WebP, or its drawn art as SVG for a product without photos. For link-preview pictures.
 */
export async function mainPictureOf(
  db: Executor,
  product: Pick<Product, 'id' | 'imgUrl'>,
): Promise<{ bytes: Buffer; svg: boolean }> {
  const photoKey = photoKeyOf(product.imgUrl);
  if (photoKey) return { bytes: (await readImage(db, photoKey)).bytes, svg: false };
  const { svg } = await productPicture(db, product.id, 'main');
  return { bytes: Buffer.from(svg), svg: true };
}

/** Each product's HSN code: its own, else its category's default (docs/tax.md). */
export async function productHsns(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const rows = await findProductTaxClasses(db, ids);
  return new Map(rows.map((r) => [r.id, r.hsn ?? defaultHsn(r)]));
}

/**
 * Sets products' HSN code, or (null) puts them back on their category's default, with an audit
 * entry per product in the same transaction (`actor` null is the command line).
 */
export async function setProductHsn(
  db: Executor,
  ids: number[],
  hsn: string | null,
  actor: AuditActor | null = null,
) {
  if (hsn !== null && !HSN_PATTERN.test(hsn)) throw invalid('An HSN code is 4, 6 or 8 digits');
  return db.transaction(async (tx) => {
    const before = new Map((await findProductTaxClasses(tx, ids)).map((r) => [r.id, r.hsn]));
    const changed = await updateProductHsn(tx, ids, hsn);
    if (changed < ids.length) throw notFound('No such product');
    for (const id of ids) {
      await recordAudit(tx, actor, 'product.hsn', id, { hsn: before.get(id) ?? null }, { hsn });
    }
    return changed;
  });
}

/**
 * Sets the stars a product's cards show from its approved reviews (modules/reviews), in the
 * caller's transaction; the catalog's cached reads start again, as they carry the rating.
 */
export async function writeProductRatingOf(
  tx: Executor,
  productId: number,
  rating: { count: number; total: number },
): Promise<void> {
  await writeProductRating(tx, productId, rating.count, rating.total);
  await bumpCatalogVersion(tx);
}

/**
 * Each product's sizes, colours and variants (every size in every colour, whether it can be
 * bought) with its English and Hindi titles: what a back-in-stock alert checks and names.
 * Products not on sale are left out.
 */
export async function productVariantsByIds(
  db: Executor,
  ids: number[],
): Promise<Map<number, ProductVariants>> {
  const rows = await findProductsStock(db, ids);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        title: r.title,
        titleHi: r.titleHi,
        sizes: r.sizes,
        colors: r.colors,
        variants: variantsOf(r, r.stock),
      },
    ]),
  );
}

export interface ProductVariants {
  title: string;
  titleHi: string | null;
  sizes: string[];
  colors: string[];
  variants: ProductVariant[];
}
