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
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw productNotFound();
    const before = await listProductImages(tx, productId);
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
      width: processed.width,
      height: processed.height,
      variants,
    });
    const after = await listProductImages(tx, productId);
    await recordAudit(
      tx,
      actor,
      'product.photo.add',
      productId,
      auditView(before),
      auditView(after),
    );
    await bumpCatalogVersion(tx);
    return after.map(adminPhoto);
  });
}

export async function updateProductPhoto(
  db: Database,
  actor: AuditActor,
  productId: number,
  imageId: string,
  patch: { alt?: string | undefined; position?: number | undefined },
): Promise<AdminProductImage[]> {
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw productNotFound();
    const before = await listProductImages(tx, productId);
    const image = before.find((i) => i.id === imageId);
    if (!image) throw photoNotFound();
    if (patch.alt !== undefined)
      await updateProductImage(tx, productId, imageId, { alt: patch.alt });
    if (patch.position !== undefined) {
      const rest = before.filter((i) => i.id !== imageId);
      rest.splice(Math.min(patch.position, rest.length), 0, image);
      await renumber(tx, productId, rest);
    }
    const after = await listProductImages(tx, productId);
    await recordAudit(
      tx,
      actor,
      'product.photo.update',
      productId,
      auditView(before),
      auditView(after),
    );
    await bumpCatalogVersion(tx);
    return after.map(adminPhoto);
  });
}

/** Puts the photos in the order given, which must name each of them once. */
export async function reorderProductPhotos(
  db: Database,
  actor: AuditActor,
  productId: number,
  imageIds: string[],
): Promise<AdminProductImage[]> {
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw productNotFound();
    const before = await listProductImages(tx, productId);
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
    const after = await listProductImages(tx, productId);
    await recordAudit(
      tx,
      actor,
      'product.photo.reorder',
      productId,
      auditView(before),
      auditView(after),
    );
    await bumpCatalogVersion(tx);
    return after.map(adminPhoto);
  });
}

export async function deleteProductPhoto(
  db: Database,
  actor: AuditActor,
  productId: number,
  imageId: string,
): Promise<AdminProductImage[]> {
  return db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw productNotFound();
    const before = await listProductImages(tx, productId);
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
    const after = await listProductImages(tx, productId);
    await recordAudit(
      tx,
      actor,
      'product.photo.delete',
      productId,
      auditView(before),
      auditView(after),
    );
    await bumpCatalogVersion(tx);
    return after.map(adminPhoto);
  });
}
