// Payments the store owner confirms by hand (orders:mark-paid): a UPI credit or a bank transfer
// they have seen. The order moves through the orders module; the confirmation is a payment
// event, kept with the gateways' ones.
import { formatPaise } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { invalid } from '../../lib/domain-error.ts';
import {
  findOrderPayState,
  markOrderPaid,
  parseOrderId,
  type PaymentOutcome,
} from '../orders/index.ts';
import {
  countOrdersWithPendingUpi,
  findOwnerPayments,
  findPaymentHistory,
  recordOwnerPayment,
  type PaymentHistoryRow,
} from './payments.repository.ts';

/** Every payment attempt of an order and what was heard of it, for the admin's order page. */
export async function paymentHistoryOf(
  db: Executor,
  orderId: string,
): Promise<PaymentHistoryRow[]> {
  return findPaymentHistory(db, orderId);
}

/**
 * Of these Pending orders, how many wait for the owner to confirm a UPI payment: a UPI link is a
 * request to pay, and only the owner's bank statement tells (docs/payments.md, "UPI").
 */
export async function countAwaitingUpiConfirmation(
  db: Executor,
  orderIds: string[],
): Promise<number> {
  return countOrdersWithPendingUpi(db, orderIds);
}

/** The owner's record of payments confirmed by hand. */
export async function ownerPaymentsOf(db: Executor, orderId: string) {
  return findOwnerPayments(db, orderId);
}

const rupeesText = formatPaise;

/**
 * The order is marked paid and the confirmation, with its reference, is kept in the same
 * transaction. `amountPaise` is what the owner saw arrive: a UPI payer can edit the amount of a
 * person-to-person link (docs/payments.md, "UPI"), so a credit that differs from the order's
 * total is refused, naming both amounts, and nothing changes. The command line always passes it.
 */
export async function markPaidByOwner(
  db: Executor,
  orderId: string,
  payment: { method: string; reference: string | null; amountPaise?: number },
): Promise<PaymentOutcome> {
  const id = parseOrderId(orderId);
  if (!id) return 'not-payable';
  return db.transaction(async (tx) => {
    if (payment.amountPaise !== undefined) {
      const order = await findOrderPayState(tx, id);
      if (order && order.totalPaise !== payment.amountPaise) {
        throw invalid(
          `${id}: the amount received, ${rupeesText(payment.amountPaise)}, differs from the order total, ${rupeesText(order.totalPaise)}; nothing changed`,
        );
      }
    }
    const outcome = await markOrderPaid(tx, id, {
      method: payment.method,
      reference: payment.reference ?? '',
    });
    if (outcome === 'paid') {
      await recordOwnerPayment(tx, id, {
        method: payment.method,
        reference: payment.reference,
        amountPaise: payment.amountPaise,
      });
    }
    return outcome;
  });
}
