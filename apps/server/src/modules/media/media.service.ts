// Stores processed pictures under keys of their own and reads them back for the media route.
// The photo's owner (a product's photos in the catalog) keeps the keys; this module knows
// nothing of products.
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/domain-error.ts';
import { databaseImageStore, type ImageStore, type StoredObject } from './image-store.ts';
import type { ProcessedImage, VariantFormat } from './image-processing.ts';

/** The store in use. The database store unless a deployment sets another at start-up. */
let store: ImageStore = databaseImageStore;

/** Replaces the image store (an object store, say); call before the app serves requests. */
export function useImageStore(next: ImageStore): void {
  store = next;
}

/** What the owner of a photo keeps of each variant. */
export interface SavedVariant {
  key: string;
  format: VariantFormat;
  width: number;
  height: number;
  bytes: number;
}

/**
 * The key of one variant: the photo's id, the width and a hash of the bytes. A key never names
 * other bytes than the first it named, so its URL can be cached for good.
 */
export function variantKey(imageId: string, width: number, hash: string, format: VariantFormat) {
  return `${imageId}/${width}-${hash.slice(0, 16)}.${format}`;
}

export const IMAGE_KEY = /^[0-9a-f-]{36}\/\d{1,5}-[0-9a-f]{16}\.(avif|webp)$/;

/** Where a variant is served (media.routes.ts). */
export function imageUrl(key: string): string {
  return `/api/v1/media/images/${key}`;
}

/** Puts every variant of a processed photo into the store, in the caller's transaction. */
export async function storeImage(
  tx: Executor,
  imageId: string,
  image: ProcessedImage,
): Promise<SavedVariant[]> {
  const saved = image.variants.map((v) => ({
    key: variantKey(imageId, v.width, v.hash, v.format),
    contentType: v.contentType,
    bytes: v.bytes,
    etag: `"${v.hash.slice(0, 32)}"`,
  }));
  await store.put(tx, saved);
  return image.variants.map((v, i) => ({
    key: saved[i]!.key,
    format: v.format,
    width: v.width,
    height: v.height,
    bytes: v.bytes.length,
  }));
}

export async function removeImages(tx: Executor, keys: string[]): Promise<void> {
  await store.delete(tx, keys);
}

export async function readImage(db: Executor, key: string): Promise<StoredObject> {
  const found = IMAGE_KEY.test(key) ? await store.get(db, key) : null;
  if (!found) throw notFound('Image not found');
  return found;
}
