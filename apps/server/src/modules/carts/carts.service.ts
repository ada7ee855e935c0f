// A signed-in shopper's cart kept on the server, and the one abandoned-cart reminder
// (docs/whatsapp.md, decision 022). The browser's cart stays the truth on the device: the
// server's copy is checked against the catalog so that a reminder never names what the store
// does not sell, and a restore gives back only what is still for sale.
import { createHash, randomBytes } from 'node:crypto';
import type { CartRestoreResponse, OrderLineInput, SavedCartResponse } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/domain-error.ts';
import { findAccountFirstName } from '../accounts/index.ts';
import { ONE_SIZE, productsByIds, productsForOrder } from '../catalog/index.ts';
import { listShopperOrders } from '../orders/index.ts';
import { queueCartReminder } from '../whatsapp/index.ts';
import {
  dueCarts,
  findSavedCart,
  lockDueCart,
  markReminded,
  saveLines,
  useRestoreToken,
} from './carts.repository.ts';

/** How long the reminder's link restores the cart. */
export const RESTORE_LINK_DAYS = 7;
/** A cart older than this is not reminded of: the moment has passed. */
const OLDEST_REMINDED_DAYS = 7;
const DAY_MS = 24 * 3600_000;

const same = (a: string | undefined, b: string) => a?.trim().toLowerCase() === b.toLowerCase();

/**
 * The lines as the catalog knows them: each product for sale, its size and colour its own (in
 * the catalog's spelling), one line per product, size and colour. Anything else is a 400.
 */
async function checkedLines(db: Executor, items: OrderLineInput[]): Promise<OrderLineInput[]> {
  const found = await productsForOrder(db, [...new Set(items.map((i) => i.productId))]);
  const byId = new Map(found.map((p) => [p.id, p]));
  const seen = new Set<string>();
  return items.map((item, i) => {
    const p = byId.get(item.productId);
    if (!p) throw invalid(`items.${i}.productId: there is no product ${item.productId} for sale`);
    const sizes = p.sizes.filter((s) => s !== ONE_SIZE);
    const size = item.size === undefined ? undefined : sizes.find((s) => same(item.size, s));
    if (item.size !== undefined && !size) {
      throw invalid(`items.${i}.size: "${p.title}" has no size "${item.size}"`);
    }
    const color = item.color === undefined ? undefined : p.colors.find((c) => same(item.color, c));
    if (item.color !== undefined && !color) {
      throw invalid(`items.${i}.color: "${p.title}" has no colour "${item.color}"`);
    }
    const key = JSON.stringify([p.id, size ?? '', color ?? '']);
    if (seen.has(key)) throw invalid(`items.${i}: the same product, size and colour twice`);
    seen.add(key);
    return {
      productId: p.id,
      quantity: item.quantity,
      ...(size ? { size } : {}),
      ...(color ? { color } : {}),
    };
  });
}

export async function saveCart(
  db: Executor,
  userId: string,
  items: OrderLineInput[],
): Promise<SavedCartResponse> {
  await saveLines(db, userId, await checkedLines(db, items));
  return getSavedCart(db, userId);
}

export async function getSavedCart(db: Executor, userId: string): Promise<SavedCartResponse> {
  const row = await findSavedCart(db, userId);
  if (!row || row.lines.length === 0) return { items: [], changedAt: null };
  return { items: row.lines, changedAt: row.updatedAt.toISOString() };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The reminder's link, used once: the lines still for sale, each with its product. */
export async function restoreCart(db: Executor, token: string): Promise<CartRestoreResponse> {
  const row = await useRestoreToken(db, hashToken(token));
  if (!row) throw notFound('This cart link has expired or was already used');
  const products = await productsByIds(db, [...new Set(row.lines.map((l) => l.productId))]);
  const byId = new Map(products.map((p) => [p.id, p]));
  return {
    items: row.lines.flatMap((line) => {
      const product = byId.get(line.productId);
      return product ? [{ line, product }] : [];
    }),
  };
}

/**
 * Queues the reminder of each cart untouched for `hours`, in one transaction per cart that
 * also marks it reminded; a cart whose shopper has not said yes to offers (or has no number
 * that may be messaged) is left as it is and looked at again on the next run.
 */
export async function remindAbandonedCarts(
  db: Executor,
  o: { hours: number; now?: Date; batch?: number },
): Promise<{ reminded: number; skipped: number }> {
  const now = o.now ?? new Date();
  const before = new Date(now.getTime() - o.hours * 3600_000);
  const after = new Date(now.getTime() - OLDEST_REMINDED_DAYS * DAY_MS);
  const report = { reminded: 0, skipped: 0 };
  for (const { userId } of await dueCarts(db, before, after, o.batch ?? 200)) {
    const queued = await db.transaction(async (tx) => {
      const cart = await lockDueCart(tx, userId, before);
      if (!cart) return false;
      // An order placed since the cart last changed checked it out, even if the storefront
      // never got to send the emptied cart: it is emptied here and no reminder goes.
      const [latest] = await listShopperOrders(tx, userId, 1);
      if (latest && new Date(latest.createdAt) >= cart.updatedAt) {
        await saveLines(tx, userId, []);
        return false;
      }
      const token = randomBytes(32).toString('base64url');
      const ok = await queueCartReminder(tx, {
        userId,
        cartKey: cart.cartId,
        firstName: (await findAccountFirstName(tx, userId)) ?? '',
        token,
      });
      if (ok) {
        const expires = new Date(now.getTime() + RESTORE_LINK_DAYS * DAY_MS);
        await markReminded(tx, userId, hashToken(token), expires);
      }
      return ok;
    });
    if (queued) report.reminded += 1;
    else report.skipped += 1;
  }
  return report;
}
