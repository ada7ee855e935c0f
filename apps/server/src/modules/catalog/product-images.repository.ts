// The only code that reads and writes product_images: which photos a product has, in what
// order, with what alt text, and the keys of their stored variants (docs/photos.md).
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productImages } from './schema.ts';

export interface ImageVariantRef {
  key: string;
  format: 'avif' | 'webp';
  width: number;
  height: number;
  bytes: number;
}

export interface ProductImageRow {
  id: string;
  position: number;
  alt: string;
  /** The colour it shows, or null for every colour. */
  color: string | null;
  width: number;
  height: number;
  variants: ImageVariantRef[];
}

const imageColumns = {
  id: productImages.id,
  position: productImages.position,
  alt: productImages.alt,
  color: productImages.color,
  width: productImages.width,
  height: productImages.height,
  variants: productImages.variants,
};

/**
 * A product's photos in order, as a JSON array riding along in a product query (one round trip
 * for a listing page, through product_images_product_idx). Spelled with the table's name:
 * drizzle writes a one-table query's columns bare, and a bare "id" here would be the photo's.
 */
export function imagesOfProduct(): SQL<ProductImageRow[]> {
  return sql<ProductImageRow[]>`coalesce((
    select json_agg(json_build_object(
      'id', i.id, 'position', i.position, 'alt', i.alt, 'color', i.color, 'width', i.width, 'height', i.height,
      'variants', i.variants) order by i.position)
    from product_images i where i.product_id = "products"."id"
  ), '[]'::json)`;
}

export async function listProductImages(
  db: Executor,
  productId: number,
): Promise<ProductImageRow[]> {
  return db
    .select(imageColumns)
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.createdAt));
}

export async function countProductImages(db: Executor, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return row?.n ?? 0;
}

export async function insertProductImage(
  tx: Executor,
  row: ProductImageRow & { productId: number },
): Promise<void> {
  await tx.insert(productImages).values(row);
}

export async function updateProductImage(
  tx: Executor,
  productId: number,
  imageId: string,
  fields: { alt?: string; position?: number; color?: string | null },
): Promise<void> {
  await tx
    .update(productImages)
    .set(fields)
    .where(and(eq(productImages.productId, productId), eq(productImages.id, imageId)));
}

export async function deleteProductImage(
  tx: Executor,
  productId: number,
  imageId: string,
): Promise<void> {
  await tx
    .delete(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.id, imageId)));
}

/** Every variant key of a product's photos (to remove their bytes with the product). */
export async function variantKeysOfProduct(db: Executor, productId: number): Promise<string[]> {
  const rows = await db
    .select({ variants: productImages.variants })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return rows.flatMap((r) => r.variants.map((v) => v.key));
}
