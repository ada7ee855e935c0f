// Cash on delivery's controls (docs/offers.md, docs/decisions/012-offers-and-cod.md): whether an
// order may be paid by it and at what fee, the single-use confirmation link of a large COD
// order, and the parcels that come back undelivered (return to origin).
import { restateOrder, type CodConfirmResponse, type OrderCodOfferResponse } from '@store/contract';
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { hashToken } from '../../kernel/tokens.ts';
import { notFound } from '../../lib/domain-error.ts';
import { paiseToRupees } from '../../kernel/money.ts';
import { getStoreSettings } from '../store/index.ts';
import { queueMail } from '../mail/index.ts';
import { queueWhatsApp } from '../whatsapp/index.ts';
import { issueCreditNote } from '../tax/index.ts';
import { queueCodConfirmationMail } from './cod-confirmation-mail.ts';
import { returnStockOfOrders } from './order-moves.service.ts';
import { decideCod } from './cod-decision.ts';
import {
  ORDER_NOT_FOUND,
  countLookup,
  type AttemptLimiter,
  type TrackRequest,
} from './order-lookup.service.ts';
import { parseOrderId } from './order-reference.ts';
import { OrderStatus } from './order-status.ts';
import {
  findOrder,
  findOrderRow,
  type OrderRow,
  type OrderWithItems,
} from './orders.repository.ts';
import {
  chooseCashOnDelivery,
  codTokenMatches,
  confirmCashOnDelivery,
  dropCashOnDelivery,
  markReturnedToOrigin,
  replaceCodToken,
} from './cod.repository.ts';
import { pinFacts } from './pricing-seams.ts';

/** The page the mailed link opens; it asks before it confirms (mail scanners open links). */
export function codConfirmUrl(publicUrl: string, orderId: string, token: string): string {
  const q = new URLSearchParams({ order: orderId, token });
  return `${publicUrl.replace(/\/+$/, '')}/confirm-cod?${q.toString()}`;
}

/** The order's amounts with a COD fee in place of its own (the order calculator's). */
const amountsWith = (order: OrderWithItems) => (codFeePaise: number) =>
  restateOrder(order, codFeePaise);

async function decisionFor(db: Executor, order: OrderWithItems, storeTakesCod: boolean) {
  const settings = await getStoreSettings(db);
  const decision = await decideCod(db, {
    settings,
    storeTakesCod,
    amountsWith: amountsWith(order),
    pin: await pinFacts(db, order.postalCode),
    phone: order.phone,
  });
  return { settings, decision };
}

/** GET /orders/{id}/cod: what the payment form says about cash on delivery for this order. */
export async function codOfferForOrder(
  db: Executor,
  rawId: string,
  userId: string,
  storeTakesCod: boolean,
): Promise<OrderCodOfferResponse> {
  const id = parseOrderId(rawId);
  const order = id ? await findOrder(db, id) : null;
  if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
  const { decision } = await decisionFor(db, order, storeTakesCod);
  return {
    offered: decision.offered,
    reason: decision.reason,
    message: decision.message,
    fee: paiseToRupees(decision.feePaise),
    confirmationNeeded: decision.confirmationNeeded,
    // What the courier collects: the total with the fee, less store credit already spent on it.
    totalWithCod: paiseToRupees(
      restateOrder(order, decision.feePaise).totalPaise - order.storeCreditPaise,
    ),
  };
}

export type CodChoice =
  | { outcome: 'accepted'; order: OrderRow }
  | { outcome: 'awaiting-confirmation'; order: OrderRow; confirmUrl: string }
  | { outcome: 'refused'; message: string }
  | { outcome: 'already-paid' }
  | { outcome: 'not-payable' };

/**
 * For payments: the shopper chose cash on delivery, in the caller's transaction. Checked again
 * here (PIN, returned parcels, the limit), the fee goes on the total; a large order waits for
 * the mailed link, any other moves to Processing at once.
 */
export async function acceptCashOnDelivery(
  tx: Executor,
  orderId: string,
  options: { publicUrl: string; now?: Date },
): Promise<CodChoice> {
  const order = await findOrder(tx, orderId);
  if (!order || order.status === OrderStatus.Cancelled) return { outcome: 'not-payable' };
  if (order.status !== OrderStatus.Pending) return { outcome: 'already-paid' };
  const { settings, decision } = await decisionFor(tx, order, true);
  if (!decision.offered) return { outcome: 'refused', message: decision.message ?? '' };
  const amounts = {
    feePaise: decision.feePaise,
    totalPaise: restateOrder(order, decision.feePaise).totalPaise,
  };
  if (!decision.confirmationNeeded) {
    const moved = await chooseCashOnDelivery(tx, order.id, amounts, null);
    if (moved) await queueWhatsApp(tx, { event: 'order-confirmed', order: moved });
    // Mail (modules/mail): "order confirmed, pay ₹X on delivery", with the fee in the total.
    if (moved) await queueMail(tx, { event: 'cod-confirmed', orderId: moved.id });
    return moved ? { outcome: 'accepted', order: moved } : { outcome: 'not-payable' };
  }
  const token = randomBytes(24).toString('base64url');
  const now = options.now ?? new Date();
  const by = new Date(now.getTime() + settings.cod.confirmWithinHours * 3_600_000);
  const waiting = await chooseCashOnDelivery(tx, order.id, amounts, {
    tokenHash: hashToken(token),
    by,
  });
  if (!waiting) return { outcome: 'not-payable' };
  const confirmUrl = codConfirmUrl(options.publicUrl, order.id, token);
  await queueCodConfirmationMail(tx, {
    orderId: order.id,
    codConfirmUrl: confirmUrl,
    linkId: hashToken(token).slice(0, 16),
  });
  return { outcome: 'awaiting-confirmation', order: waiting, confirmUrl };
}

/**
 * For payments: a shopper who chose cash on delivery but has not confirmed it pays online
 * instead; the COD fee comes off. Returns the order's total now, or null when nothing changed.
 */
export async function withdrawCashOnDelivery(tx: Executor, orderId: string) {
  const order = await findOrder(tx, orderId);
  if (!order) return null;
  const withoutFee = restateOrder(order, 0).totalPaise;
  return (await dropCashOnDelivery(tx, orderId, withoutFee))?.totalPaise ?? null;
}

function linkAnswer(
  orderId: string,
  state: CodConfirmResponse['state'],
  order: OrderRow | null,
): CodConfirmResponse {
  const messages: Record<CodConfirmResponse['state'], string> = {
    awaiting: 'Please confirm your cash on delivery order.',
    confirmed: 'Thank you. Your cash on delivery order is confirmed and will be packed soon.',
    expired:
      'This confirmation link has expired and the order was cancelled. Please place a new order.',
    invalid: 'This confirmation link is not valid. It may have been replaced by a newer one.',
  };
  return {
    orderId,
    state,
    message: messages[state],
    total: order && state !== 'invalid' ? paiseToRupees(order.totalPaise) : null,
  };
}

/** Who opens a confirmation link, for counting the ones that do not match (as order look-ups). */
export type CodLinkRequest = Pick<TrackRequest, 'clientKey' | 'maxFailures' | 'windowSeconds'>;

/**
 * Where an order stands for this link: nothing is changed (GET must be safe to open). Without
 * the order's own link the answer is the one an unknown order gets, and counts as a failed
 * look-up, so that a link cannot be used to learn an order's state or total.
 */
export async function codLinkState(
  db: Executor,
  limiter: AttemptLimiter,
  who: CodLinkRequest,
  rawId: string,
  token: string,
): Promise<CodConfirmResponse> {
  const id = parseOrderId(rawId);
  const order = id ? await findOrderRow(db, id) : null;
  const counted = await countLookup(limiter, who, order?.id ?? null);
  const unknown = linkAnswer(id ?? rawId, 'invalid', null);
  if (!order || order.paymentMethod !== 'cod') return unknown;
  // The hash outlives the link's use (orders.repository.ts), so whoever used it still reads
  // "confirmed"; a link replaced by a newer one no longer matches.
  if (!(await codTokenMatches(db, order.id, hashToken(token)))) return unknown;
  await counted.refund();
  if (order.status === OrderStatus.Pending) {
    const late = order.codConfirmBy !== null && order.codConfirmBy <= new Date();
    return linkAnswer(order.id, late ? 'expired' : 'awaiting', order);
  }
  if (order.status === OrderStatus.Cancelled) return linkAnswer(order.id, 'expired', order);
  return linkAnswer(order.id, 'confirmed', order);
}

/** POST: uses the link. Confirming twice answers "confirmed" again and changes nothing. */
export async function confirmCodOrder(
  db: Executor,
  limiter: AttemptLimiter,
  who: CodLinkRequest,
  rawId: string,
  token: string,
): Promise<CodConfirmResponse> {
  const id = parseOrderId(rawId);
  const moved = id
    ? await db.transaction(async (tx) => {
        const confirmed = await confirmCashOnDelivery(tx, id, hashToken(token));
        if (confirmed) await queueWhatsApp(tx, { event: 'order-confirmed', order: confirmed });
        if (confirmed) await queueMail(tx, { event: 'cod-confirmed', orderId: confirmed.id });
        return confirmed;
      })
    : null;
  if (moved) return linkAnswer(moved.id, 'confirmed', moved);
  return codLinkState(db, limiter, who, rawId, token);
}

/**
 * The owner's command line: a new link for a COD order that waits for confirmation (the old
 * one stops working), to send or read out to the shopper. Null when none is waiting.
 */
export async function issueCodLink(
  db: Executor,
  orderId: string,
  publicUrl: string,
): Promise<string | null> {
  const token = randomBytes(24).toString('base64url');
  const url = codConfirmUrl(publicUrl, orderId, token);
  return db.transaction(async (tx) => {
    if (!(await replaceCodToken(tx, orderId, hashToken(token)))) return null;
    // The new link goes to the shopper by mail as well: the old one no longer works.
    await queueCodConfirmationMail(tx, {
      orderId,
      codConfirmUrl: url,
      linkId: hashToken(token).slice(0, 16),
    });
    return url;
  });
}

export type ReturnResult =
  | { outcome: 'returned'; order: OrderRow }
  | { outcome: 'not-found' }
  | { outcome: 'not-allowed'; current: number };

/**
 * A shipped parcel came back undelivered: the order is cancelled as returned to origin, its
 * units go back on the shelf, and the return counts against the phone for cash on delivery.
 * The invoice issued when it shipped is answered by a credit note, as for any invoiced order
 * that is cancelled (docs/tax.md). The offer code's use is not given back (decision 012).
 */
export async function returnToOrigin(db: Executor, rawId: string): Promise<ReturnResult> {
  const id = parseOrderId(rawId);
  if (!id) return { outcome: 'not-found' };
  return db.transaction(async (tx) => {
    const returned = await markReturnedToOrigin(tx, id);
    if (returned) {
      await returnStockOfOrders(tx, [id]);
      await issueCreditNote(tx, id);
      return { outcome: 'returned', order: returned };
    }
    const current = await findOrderRow(tx, id);
    return current ? { outcome: 'not-allowed', current: current.status } : { outcome: 'not-found' };
  });
}
