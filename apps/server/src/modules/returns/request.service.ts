// A shopper's side of returns (issue 31 item 4; docs/returns.md): what of a delivered order may
// still go back, and the request itself. The server decides the window, the units left, the
// refund per line and the sizes on offer; an exchange's size is taken from stock at the request.
import { randomUUID } from 'node:crypto';
import type { OrderReturns, ReturnRequest, ReturnRequestInput, ReturnWant } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { conflict, invalid, notFound } from '../../lib/domain-error.ts';
import { productsByIds, reserveStock } from '../catalog/index.ts';
import { imageUrl, processImage, storeImage, type ProcessedImage } from '../media/index.ts';
import {
  getOrderForMail,
  getOrderForOwner,
  ORDER_NOT_FOUND,
  OrderStatus,
  type OrderWithItems,
} from '../orders/index.ts';
import { getStoreSettings } from '../store/index.ts';
import { refundForUnits, linePaidPaise } from './refund-amounts.ts';
import { queueReturnMail } from './returns-mail.ts';
import { toWireReturn } from './returns-wire.ts';
import {
  askedByItem,
  insertReturn,
  listExclusions,
  lockOrderReturns,
  returnsOfOrder,
  type NewReturnLine,
} from './returns.repository.ts';

const DAY_MS = 86_400_000;
export const WINDOW_CLOSED = 'The return window of this order has closed';

async function shoppersOrder(db: Executor, userId: string, rawId: string) {
  const order = await getOrderForOwner(db, rawId);
  if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** Ways the money of this order can go back (an exchange is always offered). */
export function refundWays(order: { paymentMethod: string | null }): ReturnWant[] {
  if (order.paymentMethod === 'cod') return ['store_credit', 'upi', 'bank'];
  if (order.paymentMethod === 'upi') return ['source', 'store_credit', 'upi', 'bank'];
  if (order.paymentMethod === 'exchange') return [];
  return ['source', 'store_credit'];
}

const attr = (p: { attributes: { key: string; value: string[] }[] }, key: string) =>
  p.attributes.find((a) => a.key === key)?.value ?? [];

async function lineFacts(db: Executor, order: OrderWithItems) {
  const ids = [...new Set(order.items.map((i) => i.productId))];
  const products = new Map((await productsByIds(db, ids)).map((p) => [p.id, p]));
  const excluded = new Set((await listExclusions(db)).map((e) => `${e.kind}:${e.value}`));
  return (productId: number) => {
    const p = products.get(productId);
    const categories = p ? [p.category, p.parentCategory, p.subCategory] : [];
    return {
      notReturnable:
        excluded.has(`product:${productId}`) ||
        categories.some((c) => excluded.has(`category:${c.trim().toLowerCase()}`)),
      inStock: p ? attr(p, 'inStockSizes') : [],
    };
  };
}

async function windowOf(db: Executor, order: OrderWithItems) {
  const days = (await getStoreSettings(db)).admin.returnWindowDays;
  if (order.status !== OrderStatus.Delivered || !order.deliveredAt) {
    return { returnBy: null, open: false };
  }
  const returnBy = new Date(order.deliveredAt.getTime() + days * DAY_MS);
  return { returnBy, open: days > 0 && Date.now() <= returnBy.getTime() };
}

/** GET /orders/{id}/returns: what may go back now, and the requests made. */
export async function orderReturnsOf(
  db: Executor,
  userId: string,
  rawId: string,
): Promise<OrderReturns> {
  const order = await shoppersOrder(db, userId, rawId);
  const { returnBy, open } = await windowOf(db, order);
  const facts = await lineFacts(db, order);
  const asked = await askedByItem(db, order.id);
  return {
    returnBy: returnBy?.toISOString() ?? null,
    open,
    refundTo: refundWays(order),
    lines: order.items.map((item) => {
      const f = facts(item.productId);
      return {
        orderItemId: item.id,
        title: item.title,
        size: item.size,
        returnable: f.notReturnable ? 0 : item.quantity - (asked.get(item.id)?.units ?? 0),
        notReturnable: f.notReturnable,
        exchangeSizes: f.inStock.filter((s) => s !== item.size),
      };
    }),
    requests: (await returnsOfOrder(db, order.id)).map(toWireReturn),
  };
}

function checkWants(input: ReturnRequestInput, order: OrderWithItems, photos: number): void {
  if (input.reason === 'damaged' && photos === 0) {
    throw invalid('photo: add a photo of the damage', { photo: 'add a photo of the damage' });
  }
  if (input.want !== 'exchange' && !refundWays(order).includes(input.want)) {
    throw invalid('want: this order cannot be refunded that way');
  }
  if (input.want === 'upi' && !input.payout?.upiId) {
    throw invalid('payout.upiId: give the UPI ID to pay the refund to');
  }
  if (input.want === 'bank' && !input.payout?.bank) {
    throw invalid('payout.bank: give the account name, number and IFSC');
  }
  if (new Set(input.lines.map((l) => l.orderItemId)).size !== input.lines.length) {
    throw invalid('lines: each piece once');
  }
  for (const line of input.lines) {
    const item = order.items.find((i) => i.id === line.orderItemId);
    if (!item) throw invalid(`lines: no piece ${line.orderItemId} in this order`);
    if (input.want === 'exchange' && (!line.exchangeSize || line.exchangeSize === item.size)) {
      throw invalid('exchangeSize: choose another size for each piece');
    }
  }
}

async function savePhotos(tx: Executor, photos: ProcessedImage[]): Promise<string[]> {
  const urls: string[] = [];
  for (const image of photos) {
    const variants = await storeImage(tx, randomUUID(), image);
    const webp = variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width);
    const best = webp.find((v) => v.width <= 1280) ?? webp[0];
    if (best) urls.push(imageUrl(best.key));
  }
  return urls;
}

/**
 * POST /orders/{id}/returns. One transaction, serialised per order: of two requests for the
 * same units at once the second finds them asked for already (409).
 */
export async function requestReturn(
  db: Executor,
  shopper: { id: string; email: string },
  rawId: string,
  input: ReturnRequestInput,
  files: Buffer[],
  publicUrl: string,
): Promise<ReturnRequest> {
  const order = await shoppersOrder(db, shopper.id, rawId);
  if (!(await windowOf(db, order)).open) throw conflict(WINDOW_CLOSED);
  checkWants(input, order, files.length);
  const facts = await lineFacts(db, order);
  const processed: ProcessedImage[] = [];
  for (const file of files) processed.push(await processImage(file));
  return db.transaction(async (tx) => {
    await lockOrderReturns(tx, order.id);
    const asked = await askedByItem(tx, order.id);
    const lines: NewReturnLine[] = input.lines.map((line) => {
      const item = order.items.find((i) => i.id === line.orderItemId)!;
      if (facts(item.productId).notReturnable) {
        throw conflict(`"${item.title}" cannot be returned`);
      }
      const before = asked.get(item.id) ?? { units: 0, paise: 0 };
      if (line.quantity > item.quantity - before.units) {
        throw conflict(
          `Only ${item.quantity - before.units} of "${item.title}" can still be returned`,
        );
      }
      const exchange = input.want === 'exchange';
      const refund = exchange
        ? 0
        : Math.min(
            refundForUnits(item, before.units, line.quantity),
            linePaidPaise(item) - before.paise,
          );
      return {
        orderItemId: item.id,
        productId: item.productId,
        title: item.title,
        size: item.size,
        color: item.color,
        quantity: line.quantity,
        exchangeSize: exchange ? line.exchangeSize! : null,
        refundPaise: Math.max(0, refund),
      };
    });
    const exchanges = lines.filter((l) => l.exchangeSize);
    await reserveStock(
      tx,
      exchanges.map((l) => ({
        productId: l.productId,
        size: l.exchangeSize!,
        color: l.color,
        quantity: l.quantity,
        title: l.title,
      })),
    );
    const saved = await insertReturn(
      tx,
      {
        orderId: order.id,
        userId: shopper.id,
        reason: input.reason,
        note: input.note?.trim() || null,
        want: input.want,
        payout: input.want === 'upi' || input.want === 'bank' ? (input.payout ?? null) : null,
        photos: await savePhotos(tx, processed),
        refundPaise: lines.reduce((sum, l) => sum + l.refundPaise, 0),
      },
      lines,
    );
    await recordAudit(tx, {
      actor: shopper,
      action: 'return.request',
      entity: 'return',
      entityId: saved.id,
      after: { ...saved, payout: undefined },
    });
    const forMail = (await getOrderForMail(tx, order.id)) ?? order;
    await queueReturnMail(tx, 'requested', saved, forMail, publicUrl);
    return toWireReturn(saved);
  });
}
