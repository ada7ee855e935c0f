// The signed-in shopper's wishlist (docs/product/rules.md section 6): saved products, newest
// first.
import type { WishlistResponse } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/domain-error.ts';
import { parseProductId, productExists, productsByIds } from '../catalog/index.ts';
import {
  addToWishlist,
  countWishlist,
  isInWishlist,
  listWishlistProductIds,
  removeFromWishlist,
} from './wishlist.repository.ts';

/** Enough for any shopper; keeps one account from growing a list without end. */
export const WISHLIST_MAX_ITEMS = 200;

const productNotFound = () => notFound('Product not found');

export async function getWishlist(db: Executor, userId: string): Promise<WishlistResponse> {
  return { data: await productsByIds(db, await listWishlistProductIds(db, userId)) };
}

export async function saveToWishlist(db: Executor, userId: string, rawId: string): Promise<void> {
  const productId = parseProductId(rawId);
  if (productId === null || !(await productExists(db, productId))) throw productNotFound();
  // Saving a product that is already saved is a no-op, even on a full list.
  if (await isInWishlist(db, userId, productId)) return;
  if ((await countWishlist(db, userId)) >= WISHLIST_MAX_ITEMS) {
    throw conflict(
      `Your wishlist is full (${WISHLIST_MAX_ITEMS} products). Remove one to add another.`,
    );
  }
  if (!(await addToWishlist(db, userId, productId))) throw productNotFound();
}

export async function dropFromWishlist(db: Executor, userId: string, rawId: string): Promise<void> {
  const productId = parseProductId(rawId);
  if (productId === null || !(await productExists(db, productId))) throw productNotFound();
  await removeFromWishlist(db, userId, productId);
}
