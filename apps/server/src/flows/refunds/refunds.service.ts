// Refunds of an order, whichever way the money goes back (docs/payments.md, "Refunds";
// docs/decisions/030): through the card gateway (pending until the gateway reports it done),
// to store credit (done at once), or paid out by the owner to a UPI ID or bank account and
// recorded with its reference. Everything runs in the caller's transaction with the order row
// locked, so of two refunds of one order the second sees the first, and the sum of an order's
// refunds never passes what was paid. A retried refund (same idempotency key) answers the first.
import type { Executor } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/domain-error.ts';
import { lockOrderForRefund, type OrderWithItems } from '../../modules/orders/index.ts';
import { findRefundablePayment } from '../../modules/payments/index.ts';
import { issueReturnCreditNote } from '../../modules/tax/index.ts';
import { randomBytes } from 'node:crypto';
import {
  findRefund,
  findRefundByKey,
  insertRefund,
  refundsOfOrder,
  setRefundState,
  type RefundLine,
  type RefundRow,
} from './refunds.repository.ts';
import { creditSpentOn, moveCredit } from './store-credit.ts';
import { checkPayout, type Payout } from './payout-details.ts';

export type RefundDestination = 'source' | 'store_credit' | 'upi' | 'bank';

export interface RefundInput {
  /** The order's reference (EE-XXXXXX): the store's order ids are text. */
  orderId: string;
  returnId: number | null;
  amountPaise: number;
  to: RefundDestination;
  payout?: Payout | undefined;
  lines: RefundLine[];
  idempotencyKey: string;
  actor: string;
}

export interface RefundResult {
  refundId: number;
  state: 'done' | 'pending' | 'payout_due';
}

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

function checkInput(input: RefundInput): void {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) {
    throw invalid('A refund is a whole number of paise above zero.');
  }
  if (!/^[\x21-\x7e]{1,200}$/.test(input.idempotencyKey)) {
    throw invalid('The idempotency key is 1 to 200 printable characters.');
  }
  if (!input.actor.trim()) throw invalid('Say who refunds (actor).');
  for (const l of input.lines) {
    const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;
    if (!whole(l.orderItemId) || !whole(l.amountPaise) || !whole(l.quantity) || l.quantity < 1) {
      throw invalid('Each refunded line names its order item, a quantity and an amount.');
    }
  }
  if (input.lines.length > 0) {
    const sum = input.lines.reduce((s, l) => s + l.amountPaise, 0);
    if (sum > input.amountPaise) throw invalid('The lines add up to more than the refund.');
  }
}

/** What a line was paid: its price times quantity less its share of the discount. */
const linePaid = (item: OrderWithItems['items'][number]) =>
  item.unitPricePaise * item.quantity - item.discountPaise;

/** Refuses lines not of the order, or more units or money than a line had, counting earlier refunds. */
function checkLines(order: OrderWithItems, lines: RefundLine[], earlier: RefundRow[]): void {
  const before = new Map<number, { quantity: number; amountPaise: number }>();
  for (const r of earlier) {
    for (const l of r.lines as RefundLine[]) {
      const b = before.get(l.orderItemId) ?? { quantity: 0, amountPaise: 0 };
      before.set(l.orderItemId, {
        quantity: b.quantity + l.quantity,
        amountPaise: b.amountPaise + l.amountPaise,
      });
    }
  }
  for (const l of lines) {
    const item = order.items.find((i) => i.id === l.orderItemId);
    if (!item) throw invalid(`Order item ${l.orderItemId} is not part of order ${order.id}.`);
    const b = before.get(l.orderItemId) ?? { quantity: 0, amountPaise: 0 };
    if (b.quantity + l.quantity > item.quantity || b.amountPaise + l.amountPaise > linePaid(item)) {
      throw conflict(`"${item.title}" cannot be refunded for more than was paid for it.`);
    }
    before.set(l.orderItemId, {
      quantity: b.quantity + l.quantity,
      amountPaise: b.amountPaise + l.amountPaise,
    });
  }
}

function sameRequest(row: RefundRow, input: RefundInput, orderId: string): boolean {
  return row.orderId === orderId && row.amountPaise === input.amountPaise;
}

/** Where the money goes and the refund's first state. */
async function routeOf(
  tx: Executor,
  order: OrderWithItems,
  input: RefundInput,
  earlier: RefundRow[],
): Promise<{
  destination: RefundDestination;
  state: RefundResult['state'];
  payout: Payout | null;
}> {
  if (input.to === 'store_credit')
    return { destination: 'store_credit', state: 'done', payout: null };
  if (input.to === 'upi' || input.to === 'bank') {
    return {
      destination: input.to,
      state: 'payout_due',
      payout: checkPayout(input.to, input.payout),
    };
  }
  const gateway = await findRefundablePayment(tx, order.id);
  if (gateway) {
    const back = earlier
      .filter((r) => r.destination === 'source' && r.state !== 'payout_due')
      .reduce((s, r) => s + r.amountPaise, 0);
    const left = gateway.amountPaise - back;
    if (input.amountPaise > left) {
      throw conflict(
        `Only ${rupees(Math.max(left, 0))} more can go back through the gateway; refund the rest as store credit.`,
      );
    }
    return { destination: 'source', state: 'pending', payout: null };
  }
  // Paid entirely with store credit: "where she paid" is her store credit.
  if ((await creditSpentOn(tx, order.id)) >= order.totalPaise) {
    return { destination: 'store_credit', state: 'done', payout: null };
  }
  // Cash on delivery, the store's own UPI ID, or marked paid: the owner pays it back by hand.
  return { destination: 'source', state: 'payout_due', payout: null };
}

/** Starts a refund of an order (see the file's head). Answers the refund and its state. */
export async function refund(tx: Executor, input: RefundInput): Promise<RefundResult> {
  checkInput(input);
  const order = await lockOrderForRefund(tx, input.orderId);
  if (!order) throw notFound('No such order.');
  const existing = await findRefundByKey(tx, input.idempotencyKey);
  if (existing) {
    if (!sameRequest(existing, input, order.id)) {
      throw conflict('This idempotency key belongs to another refund.');
    }
    if (existing.state === 'failed') {
      throw conflict('This refund failed at the gateway; start a new one with a new key.');
    }
    return { refundId: existing.id, state: existing.state as RefundResult['state'] };
  }
  const earlier = (await refundsOfOrder(tx, order.id)).filter((r) => r.state !== 'failed');
  const paid = order.paidAt ? order.totalPaise : 0;
  const refunded = earlier.reduce((s, r) => s + r.amountPaise, 0);
  if (refunded + input.amountPaise > paid) {
    throw conflict(
      `A refund cannot pass what was paid: ${rupees(Math.max(paid - refunded, 0))} of order ${order.id} is left to refund.`,
    );
  }
  checkLines(order, input.lines, earlier);
  const route = await routeOf(tx, order, input, earlier);
  const row = await insertRefund(tx, {
    orderId: order.id,
    returnId: input.returnId,
    amountPaise: input.amountPaise,
    destination: route.destination,
    state: route.state,
    payout: route.payout,
    lines: input.lines,
    gatewayRef: null,
    payoutRef: null,
    gatewayToken: `RF${randomBytes(12).toString('hex').toUpperCase()}`,
    idempotencyKey: input.idempotencyKey,
    actor: input.actor.trim().slice(0, 200),
  });
  // A return's refund reduces the invoice by its lines: the credit note is issued with it, or
  // the whole refund rolls back (docs/tax.md, "Credit notes").
  if (input.returnId !== null && input.lines.length > 0) {
    await issueReturnCreditNote(tx, {
      orderId: order.id,
      refundId: row.id,
      orderItemIds: order.items.map((i) => i.id).sort((a, b) => a - b),
      lines: input.lines,
    });
  }
  if (route.destination === 'store_credit') {
    await moveCredit(tx, {
      userId: order.userId,
      amountPaise: input.amountPaise,
      kind: 'refund',
      orderId: order.id,
      refundId: row.id,
      note: input.returnId === null ? 'Refund of a cancelled order' : 'Refund of a return',
      actor: input.actor,
    });
  }
  return { refundId: row.id, state: route.state };
}

/** A UPI or bank transfer's reference (UTR and the like). */
const PAYOUT_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 /-]{3,63}$/;

/**
 * The owner paid a payout refund by hand: it becomes done with the transfer's reference.
 * Recording the same reference again changes nothing; a different one for a done refund is
 * refused.
 */
export async function recordPayout(
  tx: Executor,
  input: { refundId: number; reference: string; actor: string },
): Promise<void> {
  const reference = input.reference.trim();
  if (!PAYOUT_REFERENCE.test(reference)) {
    throw invalid('A payout reference is 4 to 64 letters, digits, spaces, dashes or slashes.');
  }
  const moved = await setRefundState(tx, input.refundId, ['payout_due'], 'done', {
    payoutRef: reference,
    note: `paid out by ${input.actor.trim().slice(0, 100)}`,
  });
  if (moved) return;
  const row = await findRefund(tx, input.refundId);
  if (!row) throw notFound('No such refund.');
  if (row.state === 'done' && row.payoutRef === reference) return;
  throw conflict(`Refund ${row.id} is not waiting for a payout (it is ${row.state}).`);
}
