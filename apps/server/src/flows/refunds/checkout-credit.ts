// Store credit spent at checkout (docs/payments.md, "Store credit"): in the order's own
// transaction, as much of the shopper's balance as the order needs comes off her ledger and is
// kept on the order as paid. Credit is a means of payment: the order's total and its invoice
// are unchanged; only what is left to collect shrinks. An order the credit pays in full is paid
// at once (Processing). Two checkouts spending the same credit at once: the second's debit
// finds the balance short and its order is refused with a 409, changing nothing.
import type { Executor } from '../../db/client.ts';
import {
  lockOrderForRefund,
  markOrderPaid,
  OrderStatus,
  recordStoreCreditSpent,
} from '../../modules/orders/index.ts';
import { creditBalance, moveCredit } from './store-credit.ts';

/** Spends the shopper's credit on her new Pending order; answers the paise spent. */
export async function spendCreditAtCheckout(
  tx: Executor,
  input: { orderId: string; userId: string },
): Promise<number> {
  const order = await lockOrderForRefund(tx, input.orderId);
  if (!order || order.userId !== input.userId || order.status !== OrderStatus.Pending) return 0;
  const spend = Math.min(await creditBalance(tx, input.userId), order.totalPaise);
  if (spend <= 0) return 0;
  await moveCredit(tx, {
    userId: input.userId,
    amountPaise: -spend,
    kind: 'checkout',
    orderId: order.id,
    note: 'Spent at checkout',
    actor: 'shopper',
  });
  await recordStoreCreditSpent(tx, order.id, spend);
  if (spend === order.totalPaise) {
    await markOrderPaid(tx, order.id, { method: 'store_credit', reference: 'store credit' });
  }
  return spend;
}
