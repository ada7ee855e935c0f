// Back in stock (issue 33): a shopper leaves an address for a sold-out size, colour or both;
// when that combination is on the shelf again, each waiting address gets one mail through the
// outbox, in the language of the storefront it signed up on, naming the size and colour
// (docs/decisions/033-colour-variants.md). The answer to a sign-up is the same whoever else waits
// and whether this address waited already.
import {
  NOTIFY_ME_CONFIRMATION,
  type Language,
  type NotifyMeRequest,
  type ProductVariant,
} from '@store/contract';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, invalid, notFound, rateLimited } from '../../lib/domain-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { parseProductId, productVariantsByIds, type ProductVariants } from '../catalog/index.ts';
import { queueRenderedMails } from '../mail/index.ts';
import { getStoreSettings } from '../store/index.ts';
import { renderBackInStock } from './back-in-stock-mail.ts';
import {
  addAlert,
  ANY_COLOUR,
  ANY_SIZE,
  takeWaiting,
  waitingCombinations,
  type Awaited,
} from './stock-alerts.repository.ts';

const HOUR = 3_600_000;
/** Sign-ups per client address and per email address in an hour. */
const PER_CLIENT = 20;
const PER_EMAIL = 5;

export interface NotifyMeCaller {
  clientKey: string;
  account: { id: string; email: string } | null;
}

/**
 * Whether any variant the alert waits for can be bought: its size (or any) in its colour (or
 * any). A product whose stock is not kept per colour gives every colour its size's count, so a
 * colour of it comes back with the size.
 */
function inStockFor(variants: ProductVariant[], size: string, color: string): boolean {
  return variants.some(
    (v) =>
      v.inStock &&
      (size === ANY_SIZE || v.size === size) &&
      (color === ANY_COLOUR || v.color === color),
  );
}

export async function notifyMe(
  db: Executor,
  limiter: RateLimiter,
  rawId: string,
  caller: NotifyMeCaller,
  input: NotifyMeRequest,
): Promise<{ message: string }> {
  const productId = parseProductId(rawId);
  const product: ProductVariants | undefined =
    productId === null ? undefined : (await productVariantsByIds(db, [productId])).get(productId);
  if (productId === null || !product) throw notFound('Product not found');
  const email = input.email ?? caller.account?.email.toLowerCase();
  if (!email) throw invalid('email: Enter your email', { email: 'Enter your email' });
  if (input.size !== undefined && !product.sizes.includes(input.size)) {
    throw invalid('size: This piece does not come in that size', {
      size: 'This piece does not come in that size',
    });
  }
  if (input.color !== undefined && !product.colors.includes(input.color)) {
    throw invalid('color: This piece does not come in that colour', {
      color: 'This piece does not come in that colour',
    });
  }
  const awaited: Awaited = {
    productId,
    size: input.size ?? ANY_SIZE,
    color: input.color ?? ANY_COLOUR,
  };
  if (inStockFor(product.variants, awaited.size, awaited.color)) {
    throw conflict('This is in stock now');
  }
  for (const [key, limit] of [
    [`notify:client:${caller.clientKey}`, PER_CLIENT],
    [`notify:email:${email}`, PER_EMAIL],
  ] as const) {
    const { allowed, retryAfterSeconds } = await limiter.consume(key, limit, HOUR);
    if (!allowed) {
      throw rateLimited('Too many sign-ups. Please try again later.', retryAfterSeconds);
    }
  }
  await addAlert(db, {
    ...awaited,
    email,
    userId: caller.account?.id ?? null,
    language: input.language ?? 'en',
  });
  return { message: NOTIFY_ME_CONFIRMATION };
}

/**
 * Mails everyone waiting for a size and colour that is on the shelf again; returns how many
 * mails were queued. Run on a timer in every process: takeWaiting marks the alerts as told in
 * the transaction that queues their mails, so each is mailed once, however the stock came back.
 */
export async function sendBackInStockMails(
  db: Database,
  options: { publicUrl: string },
): Promise<number> {
  const waiting = await waitingCombinations(db, 500);
  if (waiting.length === 0) return 0;
  const products = await productVariantsByIds(db, [...new Set(waiting.map((w) => w.productId))]);
  const storeName = (await getStoreSettings(db)).storeName;
  let queued = 0;
  for (const awaited of waiting) {
    const product = products.get(awaited.productId);
    if (!product || !inStockFor(product.variants, awaited.size, awaited.color)) continue;
    const mailIn = (language: Language) =>
      renderBackInStock(language, {
        storeName,
        title: language === 'hi' ? (product.titleHi ?? product.title) : product.title,
        size: awaited.size === ANY_SIZE ? null : awaited.size,
        color: awaited.color === ANY_COLOUR ? null : awaited.color,
        url: `${options.publicUrl}${language === 'hi' ? '/hi' : ''}/product/${awaited.productId}`,
      });
    queued += await db.transaction(async (tx) => {
      const told = await takeWaiting(tx, awaited);
      return queueRenderedMails(
        tx,
        told.map((alert) => ({
          event: 'back-in-stock',
          dedupeKey: `back-in-stock:${alert.id}`,
          to: alert.email,
          ...mailIn(alert.language),
        })),
      );
    });
  }
  return queued;
}
