// Back in stock (issue 33): a shopper leaves an address for a sold-out size; when the size is on
// the shelf again, each waiting address gets one mail through the outbox. The answer to a
// sign-up is the same whoever else waits and whether this address waited already.
import { NOTIFY_ME_CONFIRMATION, type NotifyMeRequest } from '@store/contract';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, invalid, notFound, rateLimited } from '../../lib/domain-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { getProduct, parseProductId, productsByIds } from '../catalog/index.ts';
import { backInStockMailHi, mailHtml as html, queueRenderedMails } from '../mail/index.ts';
import { lastOrderLanguages } from '../orders/index.ts';
import { getStoreSettings } from '../store/index.ts';
import { addAlert, ANY_SIZE, takeWaiting, waitingPairs } from './stock-alerts.repository.ts';

const HOUR = 3_600_000;
/** Sign-ups per client address and per email address in an hour. */
const PER_CLIENT = 20;
const PER_EMAIL = 5;

export interface NotifyMeCaller {
  clientKey: string;
  account: { id: string; email: string } | null;
}

const inStockSizesOf = (p: { attributes: { key: string; value: string[] }[] }) =>
  p.attributes.find((a) => a.key === 'inStockSizes')?.value ?? [];
const sizesOf = (p: { attributes: { key: string; value: string[] }[] }, key: string) =>
  p.attributes.find((a) => a.key === key)?.value ?? [];

export async function notifyMe(
  db: Executor,
  limiter: RateLimiter,
  rawId: string,
  caller: NotifyMeCaller,
  input: NotifyMeRequest,
): Promise<{ message: string }> {
  const productId = parseProductId(rawId);
  const product = productId === null ? undefined : (await productsByIds(db, [productId]))[0];
  if (!product) throw notFound('Product not found');
  const email = input.email ?? caller.account?.email.toLowerCase();
  if (!email) throw invalid('email: Enter your email', { email: 'Enter your email' });
  if (input.size !== undefined && !sizesOf(product, 'size').includes(input.size)) {
    throw invalid('size: This piece does not come in that size', {
      size: 'This piece does not come in that size',
    });
  }
  if (input.color !== undefined && !sizesOf(product, 'color').includes(input.color)) {
    throw invalid('color: This piece does not come in that colour', {
      color: 'This piece does not come in that colour',
    });
  }
  const inStock = inStockSizesOf(product);
  if (input.size === undefined ? inStock.length > 0 : inStock.includes(input.size)) {
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
    productId: product.id,
    size: input.size ?? ANY_SIZE,
    email,
    userId: caller.account?.id ?? null,
  });
  return { message: NOTIFY_ME_CONFIRMATION };
}

function renderBackInStock(storeName: string, title: string, size: string, url: string) {
  const what = size === ANY_SIZE ? title : `${title} in size ${size}`;
  const subject = `Back in stock: ${title}`;
  const text = [
    'Namaste,',
    '',
    `${what} is back in stock at ${storeName}. Pieces go quickly; this is the only mail we send about it.`,
    '',
    url,
    '',
    storeName,
    '',
  ].join('\n');
  const body = html`<!doctype html>
    <html lang="en">
      <body style="font-family:Georgia,serif;color:#2b1d16">
        <p>Namaste,</p>
        <p>
          ${what} is back in stock at ${storeName}. Pieces go quickly; this is the only mail we send
          about it.
        </p>
        <p><a href="${url}" style="color:#7a1f2b">See the piece</a></p>
        <p>${storeName}</p>
      </body>
    </html>`;
  return { subject, text, html: body.value };
}

/** The Hindi mail and who gets it, when any of those told last ordered in Hindi. */
async function hindiMailOf(
  tx: Executor,
  told: { email: string }[],
  productId: number,
  size: string,
  o: { storeName: string; publicUrl: string },
) {
  const languages = await lastOrderLanguages(
    tx,
    told.map((a) => a.email),
  );
  const to = new Set([...languages].filter(([, l]) => l === 'hi').map(([email]) => email));
  if (to.size === 0) return null;
  const inHindi = await getProduct(tx, String(productId), 'hi');
  return {
    to,
    mail: backInStockMailHi({
      storeName: o.storeName,
      title: inHindi.title,
      size: size === ANY_SIZE ? null : size,
      url: `${o.publicUrl}/hi/product/${productId}`,
    }),
  };
}

/**
 * Mails everyone waiting for a size that is on the shelf again; returns how many mails were
 * queued. Run on a timer in every process: takeWaiting marks the alerts as told in the
 * transaction that queues their mails, so each is mailed once.
 */
export async function sendBackInStockMails(
  db: Database,
  options: { publicUrl: string },
): Promise<number> {
  const pairs = await waitingPairs(db, 500);
  if (pairs.length === 0) return 0;
  const products = new Map(
    (await productsByIds(db, [...new Set(pairs.map((p) => p.productId))])).map((p) => [p.id, p]),
  );
  const storeName = (await getStoreSettings(db)).storeName || 'our store';
  let queued = 0;
  for (const pair of pairs) {
    const product = products.get(pair.productId);
    if (!product) continue;
    const inStock = inStockSizesOf(product);
    if (pair.size === ANY_SIZE ? inStock.length === 0 : !inStock.includes(pair.size)) continue;
    const url = `${options.publicUrl}/product/${product.id}`;
    const mail = renderBackInStock(storeName, product.title, pair.size, url);
    queued += await db.transaction(async (tx) => {
      const told = await takeWaiting(tx, pair.productId, pair.size);
      // In the language she last ordered in (docs/decisions/032): Hindi with its Hindi page.
      const hindi = await hindiMailOf(tx, told, product.id, pair.size, { storeName, ...options });
      return queueRenderedMails(
        tx,
        told.map((alert) => ({
          event: 'back-in-stock',
          dedupeKey: `back-in-stock:${alert.id}`,
          to: alert.email,
          ...((hindi?.to.has(alert.email.toLowerCase()) && hindi.mail) || mail),
        })),
      );
    });
  }
  return queued;
}
