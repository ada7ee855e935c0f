// The shopper cancels her own order from /orders (issue 31 item 3): only a Pending or
// Processing one (docs/product/rules.md section 4), with a reason if she gives one. Everything
// a cancellation does happens in one transaction (order-moves.service.ts cancelOrder): the
// stock goes back, the offer code's use too, a credit note answers an invoice, the refund of
// money already taken is recorded as due, the mail is queued, and the audit log has the entry.
import type { Order } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/domain-error.ts';
import { auditedOrderChange } from './order-admin.service.ts';
import { getShopperOrder, ORDER_NOT_FOUND } from './order-lookup.service.ts';
import { cancelOrder } from './order-moves.service.ts';
import { parseOrderId } from './order-reference.ts';
import { OrderStatus } from './order-status.ts';
import { findOrderRow } from './orders.repository.ts';

export const NOT_CANCELLABLE =
  'This order can no longer be cancelled: it has shipped. You can return it once it is delivered.';
export const ALREADY_CANCELLED = 'This order is already cancelled.';

function refusalFor(status: number) {
  return status === OrderStatus.Cancelled ? conflict(ALREADY_CANCELLED) : conflict(NOT_CANCELLABLE);
}

/**
 * Cancels `rawId` for the signed-in shopper `userId` and answers the order as it now is.
 * Another shopper's order, or none, is a 404 like any order look-up; a shipped, delivered or
 * cancelled one a 409. Of two cancellations at once (two tabs) one cancels, the other is told
 * it is already cancelled.
 */
export async function cancelOrderAsShopper(
  db: Executor,
  userId: string,
  rawId: string,
  reason: string | undefined,
): Promise<Order> {
  const id = parseOrderId(rawId);
  const row = id ? await findOrderRow(db, id) : null;
  if (!row || row.userId !== userId) throw notFound(ORDER_NOT_FOUND);
  if (row.status !== OrderStatus.Pending && row.status !== OrderStatus.Processing) {
    throw refusalFor(row.status);
  }
  const result = await auditedOrderChange(
    db,
    { id: userId, email: row.email },
    'order.cancel-by-shopper',
    row.id,
    (tx) => cancelOrder(tx, row.id, { by: 'shopper', reason }),
    (r) => r.outcome === 'moved',
  );
  if (result.outcome === 'not-allowed') throw refusalFor(result.current);
  if (result.outcome === 'not-found') throw notFound(ORDER_NOT_FOUND);
  return (await getShopperOrder(db, row.id))!;
}
