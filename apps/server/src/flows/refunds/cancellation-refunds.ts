// A cancelled order's money goes back (issue 31 item 3, docs/payments.md "Refunds"): in the
// cancellation's own transaction, the store credit it spent returns to the shopper's ledger and
// a refund of what she paid otherwise is started (through the gateway, or as a payout the owner
// records for cash on delivery and direct UPI). The orders module calls this through its
// cancellation port (store-modules.ts).
import { moneyTaken } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findOrderPayState, OrderStatus } from '../../modules/orders/index.ts';
import { refund } from './refunds.service.ts';
import { storeCreditEntries } from './schema.ts';
import { creditSpentOn, giveBackCreditOf } from './store-credit.ts';

export interface CancelledOrder {
  id: string;
  userId: string;
  totalPaise: number;
  paidAt: Date | null;
  paymentMethod: string | null;
}

/** In the cancellation's transaction: credit given back, and the refund of the rest started. */
export async function refundCancelledOrder(
  tx: Executor,
  order: CancelledOrder,
  by: 'shopper' | 'store',
): Promise<void> {
  const actor = by === 'shopper' ? 'shopper' : 'store';
  await giveBackCreditOf(tx, order, actor);
  if (!moneyTaken(order)) return;
  const rest = order.totalPaise - (await creditSpentOn(tx, order.id));
  if (rest <= 0) return;
  await refund(tx, {
    orderId: order.id,
    returnId: null,
    amountPaise: rest,
    to: 'source',
    lines: [],
    idempotencyKey: `cancel:${order.id}`,
    actor,
  });
}

/**
 * Orders that spent store credit, were cancelled another way (an unpaid order's expiry), and
 * have not had it back: given back now. Answers how many were.
 */
export async function giveBackCreditOfCancelledOrders(db: Executor): Promise<number> {
  const given = sql`exists (select 1 from ${storeCreditEntries} g where g.order_id = ${storeCreditEntries.orderId} and g.kind = 'order_cancelled')`;
  const candidates = await db
    .selectDistinct({ orderId: storeCreditEntries.orderId, userId: storeCreditEntries.userId })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.kind, 'checkout'), sql`not ${given}`))
    .limit(200);
  let count = 0;
  for (const c of candidates) {
    if (!c.orderId) continue;
    const state = await findOrderPayState(db, c.orderId);
    if (state?.status !== OrderStatus.Cancelled) continue;
    const back = await db.transaction((tx) =>
      giveBackCreditOf(tx, { id: c.orderId!, userId: c.userId }, 'store'),
    );
    if (back > 0) count += 1;
  }
  return count;
}
