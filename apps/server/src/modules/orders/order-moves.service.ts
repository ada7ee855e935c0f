// How an order moves through its statuses (docs/product/rules.md section 4): paid or accepted
// for cash on delivery, shipped, delivered, cancelled. Every move is one conditional UPDATE,
// so of two callers racing on one order exactly one wins. The payments module builds on the
// functions marked "for payments"; their names and results are stable.
import { moneyTaken } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { invalid } from '../../lib/domain-error.ts';
import { returnStock } from '../catalog/index.ts';
import { releaseCouponUses } from '../offers/index.ts';
import { queueMail, type QueueMailInput } from '../mail/index.ts';
import { issueCreditNote, issueInvoice } from '../tax/index.ts';
import { queueWhatsApp } from '../whatsapp/index.ts';
import { parseOrderId } from './order-reference.ts';
import { OrderStatus, statusesBefore, type OrderStatusCode } from './order-status.ts';
import {
  changeStatus,
  findOrder,
  findOrderRow,
  findStockLinesOfOrders,
  lockPendingOrder,
  setStoreCreditSpent,
  type OrderRow,
  type OrderWithItems,
} from './orders.repository.ts';
import { lockOrderVersion } from './orders-admin.repository.ts';
import { setBuyerBusiness } from './cod.repository.ts';
import { insertCancellation } from './cancellations.repository.ts';
import { cancellationRefunds } from './cancellation-port.ts';

/** Puts the units of these orders back on the shelf, in the caller's transaction. */
export async function returnStockOfOrders(tx: Executor, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await returnStock(tx, await findStockLinesOfOrders(tx, orderIds));
}

/**
 * What a cancelled order held goes back, in the caller's transaction: its units to the shelf
 * and its use of an offer code to the code (docs/decisions/012-offers-and-cod.md).
 */
export async function releaseCancelledOrders(tx: Executor, orderIds: string[]): Promise<void> {
  await returnStockOfOrders(tx, orderIds);
  await releaseCouponUses(tx, orderIds);
}

// ---------------------------------------------------------------------------------------------
// For payments

export interface OrderForPayment {
  id: string;
  userId: string;
  status: number;
  /** What is still to collect: the order's total less the store credit spent on it. */
  totalPaise: number;
  storeCreditPaise: number;
  email: string;
  fullName: string;
  phone: string;
}

/**
 * For payments: the order if it exists and belongs to `userId`, else null (the caller answers
 * both the same way). Says nothing about whether it may be paid: check `status === 0`.
 */
export async function findOrderForPayment(
  db: Executor,
  orderId: string,
  userId: string,
): Promise<OrderForPayment | null> {
  const id = parseOrderId(orderId);
  const row = id ? await findOrderRow(db, id) : null;
  if (!row || row.userId !== userId) return null;
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    totalPaise: row.totalPaise - row.storeCreditPaise,
    storeCreditPaise: row.storeCreditPaise,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
  };
}

/**
 * For payments: where an order stands with its money, whoever asks (a gateway's message names
 * its order). `paidAt` is set when a gateway or the owner confirmed the money, and for cash on
 * delivery only at delivery. `totalPaise` is what is collected: the order's total less the
 * store credit spent on it. Null when there is no such order.
 */
export async function findOrderPayState(
  db: Executor,
  orderId: string,
): Promise<{ status: number; totalPaise: number; paidAt: Date | null } | null> {
  const row = await findOrderRow(db, orderId);
  return row
    ? { status: row.status, totalPaise: row.totalPaise - row.storeCreditPaise, paidAt: row.paidAt }
    : null;
}

/**
 * For payments: holds a Pending order still while a payment is started for it, in the
 * caller's transaction, so the expiry cannot cancel it between the check and the payment's
 * row (docs/decisions/003-orders-and-stock.md). False when it is no longer Pending.
 */
export async function lockOrderForPayment(tx: Executor, orderId: string): Promise<boolean> {
  return lockPendingOrder(tx, orderId);
}

/**
 * For payments: the business name and GSTIN the payer gave (blank: none), kept on the order for
 * its tax invoice (docs/tax.md) while it is still Pending. The payment form checked the GSTIN.
 */
export async function recordBuyerBusiness(
  db: Executor,
  orderId: string,
  buyer: { businessName: string; gstin: string },
): Promise<void> {
  await setBuyerBusiness(db, orderId, {
    businessName: buyer.businessName || null,
    gstin: buyer.gstin || null,
  });
}

/**
 * 'paid': this call moved the order from Pending to Processing. 'already-paid': it had been
 * paid (or accepted for cash on delivery) before. 'not-payable': no such order, or cancelled.
 */
export type PaymentOutcome = 'paid' | 'already-paid' | 'not-payable';

async function outcomeOfLostRace(db: Executor, orderId: string): Promise<PaymentOutcome> {
  const row = await findOrderRow(db, orderId);
  if (!row) return 'not-payable';
  const settled =
    row.status === OrderStatus.Processing ||
    row.status === OrderStatus.Shipped ||
    row.status === OrderStatus.Delivered;
  return settled ? 'already-paid' : 'not-payable';
}

/**
 * For payments: records that the order was paid. Pending -> Processing with paid_at and the
 * method, in one conditional UPDATE: of any number of concurrent calls exactly one gets
 * 'paid'. Pass the open transaction to make it part of the caller's own bookkeeping.
 * `reference` (the gateway's or operator's reference) is kept by the caller, in its payment
 * records; the order keeps the method and the time.
 */
export async function markOrderPaid(
  db: Executor,
  orderId: string,
  payment: { method: string; reference: string },
): Promise<PaymentOutcome> {
  const moved = await db.transaction(async (tx) => {
    const row = await changeStatus(tx, orderId, [OrderStatus.Pending], OrderStatus.Processing, {
      paymentMethod: payment.method,
      stamp: ['paidAt'],
    });
    // Mail (modules/mail): the payment-received mail, in the transaction that records it.
    if (row) await queueMail(tx, { event: 'payment-received', orderId: row.id });
    // WhatsApp (modules/whatsapp): the same event, when the shopper opted in.
    if (row) await queueWhatsApp(tx, { event: 'order-confirmed', order: row });
    return row;
  });
  return moved ? 'paid' : outcomeOfLostRace(db, orderId);
}

/**
 * For refunds (flows/refunds): the order with its lines, locked until the caller's transaction
 * ends, so two refunds of one order are checked against what was paid one after the other.
 * Null when there is no such order.
 */
export async function lockOrderForRefund(
  tx: Executor,
  orderId: string,
): Promise<OrderWithItems | null> {
  const id = parseOrderId(orderId);
  if (!id || !(await lockOrderVersion(tx, id))) return null;
  return findOrder(tx, id);
}

/**
 * For refunds (flows/refunds): the store credit spent on a Pending order at checkout, kept on
 * the order (its total, the invoice's value, is unchanged).
 */
export async function recordStoreCreditSpent(
  tx: Executor,
  orderId: string,
  paise: number,
): Promise<void> {
  await setStoreCreditSpent(tx, orderId, paise);
}

// ---------------------------------------------------------------------------------------------
// The store owner's moves

export type MoveResult =
  | { outcome: 'moved'; order: OrderRow }
  | { outcome: 'not-found' }
  | { outcome: 'not-allowed'; current: number };

/** The mail a move sends: shipped, delivered, cancelled (by the shopper, or the store). */
function mailOfMove(
  to: OrderStatusCode,
  orderId: string,
  cancelledBy: CancelledBy = 'store',
): QueueMailInput[] {
  if (to === OrderStatus.Shipped) return [{ event: 'order-shipped', orderId }];
  if (to === OrderStatus.Delivered) return [{ event: 'order-delivered', orderId }];
  if (to === OrderStatus.Cancelled) {
    return [
      {
        event: 'order-cancelled',
        orderId,
        reason: cancelledBy === 'shopper' ? 'shopper' : 'cancelled',
      },
    ];
  }
  return [];
}

/** The WhatsApp message of an owner's move, when it has one (docs/whatsapp.md). */
function whatsappOfMove(to: OrderStatusCode): 'order-shipped' | 'order-delivered' | null {
  if (to === OrderStatus.Shipped) return 'order-shipped';
  if (to === OrderStatus.Delivered) return 'order-delivered';
  return null;
}

async function move(
  db: Executor,
  orderId: string,
  to: OrderStatusCode,
  change: Parameters<typeof changeStatus>[4],
  after?: (tx: Executor, order: OrderRow) => Promise<void>,
  cancelledBy?: CancelledBy,
): Promise<MoveResult> {
  const id = parseOrderId(orderId);
  if (!id) return { outcome: 'not-found' };
  return db.transaction(async (tx) => {
    const moved = await changeStatus(tx, id, statusesBefore(to), to, change);
    if (moved) {
      await after?.(tx, moved);
      // Mail (modules/mail): each owner's move queues its mail in the move's transaction.
      await queueMail(tx, mailOfMove(to, moved.id, cancelledBy));
      const message = whatsappOfMove(to);
      if (message) await queueWhatsApp(tx, { event: message, order: moved });
      return { outcome: 'moved', order: moved };
    }
    const current = await findOrderRow(tx, id);
    return current ? { outcome: 'not-allowed', current: current.status } : { outcome: 'not-found' };
  });
}

/** Tracking numbers are what carriers print: letters, digits and a few separators. */
export const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 /-]{2,63}$/;

/** `courier` is the carrier's name the shopper reads beside the number (the admin asks for it). */
export async function shipOrder(
  db: Executor,
  orderId: string,
  trackingNumber: string,
  courier?: string,
): Promise<MoveResult> {
  const tracking = trackingNumber.trim();
  if (!TRACKING_NUMBER.test(tracking)) {
    throw invalid('A tracking number is 3 to 64 letters, digits, spaces, dashes or slashes');
  }
  return move(
    db,
    orderId,
    OrderStatus.Shipped,
    {
      trackingNumber: tracking,
      ...(courier === undefined ? {} : { courier: courier.trim() }),
      stamp: ['shippedAt'],
    },
    // The tax invoice is issued with the shipping, before the goods leave (docs/tax.md).
    async (tx, order) => {
      const full = await findOrder(tx, order.id);
      await issueInvoice(tx, full!);
    },
  );
}

/** Delivered; for cash on delivery this is also when the money came in. */
export async function deliverOrder(db: Executor, orderId: string): Promise<MoveResult> {
  return move(db, orderId, OrderStatus.Delivered, {
    stamp: ['deliveredAt'],
    stampPaidIfEmpty: true,
  });
}

/** Who cancelled an order: the shopper from her orders, or the store (admin, command line). */
export type CancelledBy = 'shopper' | 'store';

/**
 * Cancelled, with every unit of the order back in stock and its offer code's use given back
 * in the same transaction, a credit note if the order had been invoiced, and the refund
 * started if its money had been taken: recorded as due, with who cancelled it and why
 * (order_cancellations), for the owner to pay back the way it was paid.
 */
export async function cancelOrder(
  db: Executor,
  orderId: string,
  who: { by: CancelledBy; reason?: string | null | undefined } = { by: 'store' },
): Promise<MoveResult> {
  return move(
    db,
    orderId,
    OrderStatus.Cancelled,
    { stamp: ['cancelledAt'] },
    async (tx, order) => {
      await releaseCancelledOrders(tx, [order.id]);
      // An invoiced order that is cancelled gets a credit note for its whole value (docs/tax.md).
      await issueCreditNote(tx, order.id);
      const refundDue = moneyTaken(order) ? order.totalPaise : 0;
      await insertCancellation(tx, {
        orderId: order.id,
        cancelledBy: who.by,
        reason: who.reason?.trim() || null,
        refundDuePaise: refundDue,
        refundMethod: refundDue > 0 ? order.paymentMethod : null,
      });
      // The refund itself (gateway, payout, store credit back): flows/refunds, through the port.
      await cancellationRefunds()?.start(tx, order, who.by);
    },
    who.by,
  );
}

/**
 * For returns (docs/decisions/029): a size exchange's order of ₹0, just inserted Pending by the
 * returns module in its transaction, moves to Processing at once (there is nothing to pay), with
 * no payment mail; the returns module mails the shopper. From there the owner's usual moves ship
 * and deliver it. False when it was not Pending.
 */
export async function acceptExchangeOrder(tx: Executor, orderId: string): Promise<boolean> {
  const row = await changeStatus(tx, orderId, [OrderStatus.Pending], OrderStatus.Processing, {
    paymentMethod: 'exchange',
    stamp: ['paidAt'],
  });
  return row !== null;
}
