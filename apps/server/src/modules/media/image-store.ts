// Where the bytes of processed pictures live (docs/photos.md, "Storage"). The default keeps them
// in the database, so every API process behind a load balancer serves every picture with no
// shared disk. An object store (S3, R2, GCS, a CDN's origin) can take its place by implementing
// this interface: keys are short, unique and safe as object names ("<image id>/<width>-<hash>.webp").
import type { Executor } from '../../db/client.ts';
import { deleteObjects, findObject, insertObjects, type StoredObject } from './media.repository.ts';

export type { StoredObject };

export interface ImageStore {
  /**
   * Stores objects under their keys. Called inside the transaction that records the photo; the
   * database store writes in it, so the photo and its bytes commit or vanish together. A store
   * outside the database ignores `tx`: an object whose transaction rolled back is named by no
   * row and is never served, and can be swept.
   */
  put(tx: Executor, objects: (StoredObject & { key: string })[]): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(db: Executor, key: string): Promise<StoredObject | null>;
  /**
   * Removes objects. Called inside the transaction that removes the photo; a store outside the
   * database should act once that transaction has committed (or leave it to a sweep), so a
   * rolled-back removal never leaves a row pointing at nothing.
   */
  delete(tx: Executor, keys: string[]): Promise<void>;
}

/** The default store: the image_variants table (bytea). */
export const databaseImageStore: ImageStore = {
  put: insertObjects,
  get: findObject,
  delete: deleteObjects,
};
