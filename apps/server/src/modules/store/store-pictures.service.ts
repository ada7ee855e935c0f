// The store's own pictures (docs/photos.md, "The store's logo and category tiles"): the logo
// and a tile picture per category. An upload is checked and processed by the media module
// before any transaction opens; then its variants, the settings row, the removal of the picture
// it replaces, the audit entry and the catalog version are written together, so every API
// process (and the server-rendered pages) shows the change within a second.
import { randomUUID } from 'node:crypto';
import type { AdminStorePictures } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/domain-error.ts';
import { bumpCatalogVersion } from '../../kernel/catalog-version.ts';
import { processImage, removeImages, storeImage } from '../media/index.ts';
import { wirePicture } from './store-picture-urls.ts';
import { lockStoreSettings, writeStoreSettings } from './store.repository.ts';
import { getStoreSettings, shownCategories } from './store.service.ts';
import type { StoredPicture, StoreSettings } from './store-settings.ts';

/** Records one change in the audit log, in the transaction of the change (the staff module's). */
export type PictureAuditWriter = (
  tx: Executor,
  entry: { action: string; entityId: string; before: unknown; after: unknown },
) => Promise<void>;

const PLAIN_URL_WIDTH = 640;

/** What the audit log keeps of a picture: which one, and its size. */
const auditView = (p: StoredPicture | null | undefined) =>
  p ? { id: p.id, width: p.width, height: p.height } : null;

const keysOf = (p: StoredPicture | null | undefined) => (p ? p.variants.map((v) => v.key) : []);

export async function storePictures(db: Executor): Promise<AdminStorePictures> {
  const s = await getStoreSettings(db);
  return picturesView(s);
}

function picturesView(s: StoreSettings): AdminStorePictures {
  return {
    logo: s.logo ? wirePicture(s.logo, PLAIN_URL_WIDTH) : null,
    categories: shownCategories(s).map((name) => {
      const tile = s.categoryTiles[name];
      return { name, tile: tile ? wirePicture(tile, PLAIN_URL_WIDTH) : null };
    }),
  };
}

type Slot = { kind: 'logo' } | { kind: 'tile'; category: string };

const slotName = (slot: Slot) => (slot.kind === 'logo' ? 'logo' : `category:${slot.category}`);

function pictureIn(s: StoreSettings, slot: Slot): StoredPicture | null {
  return slot.kind === 'logo' ? s.logo : (s.categoryTiles[slot.category] ?? null);
}

function withPicture(s: StoreSettings, slot: Slot, picture: StoredPicture | null): StoreSettings {
  if (slot.kind === 'logo') return { ...s, logo: picture };
  const categoryTiles = { ...s.categoryTiles };
  if (picture) categoryTiles[slot.category] = picture;
  else delete categoryTiles[slot.category];
  return { ...s, categoryTiles };
}

const categoryNotFound = (name: string) =>
  notFound(`No category named "${name}": add it to the store's categories first`);

async function checkSlot(db: Executor, slot: Slot): Promise<void> {
  if (slot.kind === 'tile' && !shownCategories(await getStoreSettings(db)).includes(slot.category))
    throw categoryNotFound(slot.category);
}

/** Puts an uploaded picture in a slot, replacing (and deleting) the one there. */
async function putPicture(
  db: Executor,
  slot: Slot,
  file: Buffer,
  audit: PictureAuditWriter,
): Promise<AdminStorePictures> {
  // Cheap refusals first, then a second of image processing outside any transaction.
  await checkSlot(db, slot);
  const processed = await processImage(file);
  return db.transaction(async (tx) => {
    await lockStoreSettings(tx);
    const before = await getStoreSettings(tx);
    if (slot.kind === 'tile' && !shownCategories(before).includes(slot.category))
      throw categoryNotFound(slot.category);
    const id = randomUUID();
    const variants = await storeImage(tx, id, processed);
    const picture: StoredPicture = {
      id,
      width: processed.width,
      height: processed.height,
      variants: variants.map(({ key, format, width, height, bytes }) => ({
        key,
        format,
        width,
        height,
        bytes,
      })),
    };
    const old = pictureIn(before, slot);
    const after = withPicture(before, slot, picture);
    await writeStoreSettings(tx, after);
    if (old) await removeImages(tx, keysOf(old));
    await audit(tx, {
      action: slot.kind === 'logo' ? 'store.logo.set' : 'store.category-tile.set',
      entityId: slotName(slot),
      before: auditView(old),
      after: auditView(picture),
    });
    await bumpCatalogVersion(tx);
    return picturesView(after);
  });
}

/** Takes the picture out of a slot; 404 when there is none. */
async function removePicture(
  db: Executor,
  slot: Slot,
  audit: PictureAuditWriter,
): Promise<AdminStorePictures> {
  return db.transaction(async (tx) => {
    await lockStoreSettings(tx);
    const before = await getStoreSettings(tx);
    const old = pictureIn(before, slot);
    if (!old) {
      throw notFound(
        slot.kind === 'logo' ? 'The store has no logo' : `"${slot.category}" has no tile picture`,
      );
    }
    const after = withPicture(before, slot, null);
    await writeStoreSettings(tx, after);
    await removeImages(tx, keysOf(old));
    await audit(tx, {
      action: slot.kind === 'logo' ? 'store.logo.remove' : 'store.category-tile.remove',
      entityId: slotName(slot),
      before: auditView(old),
      after: null,
    });
    await bumpCatalogVersion(tx);
    return picturesView(after);
  });
}

export const setStoreLogo = (db: Executor, file: Buffer, audit: PictureAuditWriter) =>
  putPicture(db, { kind: 'logo' }, file, audit);
export const removeStoreLogo = (db: Executor, audit: PictureAuditWriter) =>
  removePicture(db, { kind: 'logo' }, audit);
export const setCategoryTile = (
  db: Executor,
  category: string,
  file: Buffer,
  audit: PictureAuditWriter,
) => putPicture(db, { kind: 'tile', category }, file, audit);
export const removeCategoryTile = (db: Executor, category: string, audit: PictureAuditWriter) =>
  removePicture(db, { kind: 'tile', category }, audit);
