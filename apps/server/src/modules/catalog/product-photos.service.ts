// A product's photos (docs/photos.md): an upload is checked and processed before any
// transaction opens (it takes a second of CPU), then its variants, its row, the audit entry and
// the catalog version are written together. The product's row is locked while its photos
// change, so two uploads at once get distinct positions.
import { randomUUID } from 'node:crypto';
import { MAX_PRODUCT_PHOTOS, type AdminProductImage } from '@store/contract';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/domain-error.ts';
import { processImage, removeImages, storeImage } from '../media/index.ts';
import { recordAudit, type AuditActor } from './catalog-audit.ts';
import { bumpCatalogVersion } from '../../kernel/catalog-version.ts';
import { lockProduct, productExistsAnyStatus } from './catalog.repository.ts';
import { findProductSizes } from './order-products.repository.ts';
import { adminPhoto } from './product-photo-urls.ts';
import {
  deleteProductImage,
  insertProductImage,
  listProductImages,
  updateProductImage,
  type ProductImageRow,
} from './product-images.repository.ts';

const productNotFound = () => notFound('Product not found');
const photoNotFound = () => notFound('Photo not found');

async function photosOf(tx: Executor, productId: number): Promise<AdminProductImage[]> {
  return (await listProductImages(tx, productId)).map(adminPhoto);
}

/** Writes positions 0..n-1 in the order given, touching only rows whose position moves. */
async function renumber(tx: Executor, productId: number, ordered: ProductImageRow[]) {
  for (const [position, image] of ordered.entries()) {
    if (image.position !== position)
      await updateProductImage(tx, productId, image.id, { position });
  }
}

const auditView = (images: ProductImageRow[]) =>
  images.map(({ id, position, alt, width, height }) => ({ id, position, alt, width, height }));

/**
 * One change to a product's photos, in one transaction with the product's row locked: `change`
 * sees the photos as they were; the audit entry records both sides, the catalog version moves,
 * and the answer is the photos as they are now.
 */
async function changePhotos(
  db: Database,
  actor: AuditActor,
  productId: number,
  action: `product.photo.${'add' | 'update' | 'reorder' | 'delete'}`,
  change: (tx: Executor, before: ProductImageRow[]) => Promise<void>,
): Promise<AdminProductImage[]> {
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw productNotFound();
    const before = await listProductImages(tx, productId);
    await change(tx, before);
    const after = await listProductImages(tx, productId);
    await recordAudit(tx, actor, action, productId, auditView(before), auditView(after));
    await bumpCatalogVersion(tx);
    return after.map(adminPhoto);
  });
}

export async function listProductPhotos(db: Executor, productId: number) {
  if (!(await productExistsAnyStatus(db, productId))) throw productNotFound();
  return photosOf(db, productId);
}

export async function addProductPhoto(
  db: Database,
  actor: AuditActor,
  productId: number,
  file: Buffer,
  alt = '',
): Promise<AdminProductImage[]> {
  // Cheap refusals first, before a second of image processing.
  if (!(await productExistsAnyStatus(db, productId))) throw productNotFound();
  const processed = await processImage(file);
  return changePhotos(db, actor, productId, 'product.photo.add', async (tx, before) => {
    if (before.length >= MAX_PRODUCT_PHOTOS) {
      throw conflict(`A product can have at most ${MAX_PRODUCT_PHOTOS} photos: remove one first`);
    }
    const id = randomUUID();
    const variants = await storeImage(tx, id, processed);
    await insertProductImage(tx, {
      id,
      productId,
      position: before.length,
      alt: alt.trim().slice(0, 300),
      color: null,
      width: processed.width,
      height: processed.height,
      variants,
    });
  });
}

/** The product's own spelling of a colour a photo is tied to; any other is a 400. */
async function colourOfProduct(tx: Executor, productId: number, wanted: string): Promise<string> {
  const colors = (await findProductSizes(tx, productId))?.colors ?? [];
  const found = colors.find((c) => c.toLowerCase() === wanted.trim().toLowerCase());
  if (!found) throw invalid(`color: "${wanted}" is not one of the colours (${colors.join(', ')})`);
  return found;
}

export async function updateProductPhoto(
  db: Database,
  actor: AuditActor,
  productId: number,
  imageId: string,
  patch: {
    alt?: string | undefined;
    position?: number | undefined;
    color?: string | null | undefined;
  },
): Promise<AdminProductImage[]> {
  return changePhotos(db, actor, productId, 'product.photo.update', async (tx, before) => {
    const image = before.find((i) => i.id === imageId);
    if (!image) throw photoNotFound();
    if (patch.alt !== undefined)
      await updateProductImage(tx, productId, imageId, { alt: patch.alt });
    if (patch.color !== undefined) {
      const color = patch.color ? await colourOfProduct(tx, productId, patch.color) : null;
      await updateProductImage(tx, productId, imageId, { color });
    }
    if (patch.position !== undefined) {
      const rest = before.filter((i) => i.id !== imageId);
      rest.splice(Math.min(patch.position, rest.length), 0, image);
      await renumber(tx, productId, rest);
    }
  });
}

/** Puts the photos in the order given, which must name each of them once. */
export async function reorderProductPhotos(
  db: Database,
  actor: AuditActor,
  productId: number,
  imageIds: string[],
): Promise<AdminProductImage[]> {
  return changePhotos(db, actor, productId, 'product.photo.reorder', async (tx, before) => {
    const byId = new Map(before.map((i) => [i.id, i]));
    const ordered = imageIds.map((id) => byId.get(id));
    if (
      new Set(imageIds).size !== imageIds.length ||
      imageIds.length !== before.length ||
      ordered.some((i) => i === undefined)
    ) {
      throw invalid('imageIds: name every photo of the product exactly once');
    }
    await renumber(tx, productId, ordered as ProductImageRow[]);
  });
}

export async function deleteProductPhoto(
  db: Database,
  actor: AuditActor,
  productId: number,
  imageId: string,
): Promise<AdminProductImage[]> {
  return changePhotos(db, actor, productId, 'product.photo.delete', async (tx, before) => {
    const image = before.find((i) => i.id === imageId);
    if (!image) throw photoNotFound();
    await deleteProductImage(tx, productId, imageId);
    await removeImages(
      tx,
      image.variants.map((v) => v.key),
    );
    await renumber(
      tx,
      productId,
      before.filter((i) => i.id !== imageId),
    );
  });
}
