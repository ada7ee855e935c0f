// Payments the store owner confirms by hand (orders:mark-paid): a UPI credit or a bank transfer
// they have seen. The order moves through the orders module; the confirmation is a payment
// event, kept with the gateways' ones.
import type { Executor } from '../../db/client.ts';
import { markOrderPaid, parseOrderId, type PaymentOutcome } from '../orders/index.ts';
import { findOwnerPayments, recordOwnerPayment } from './payments.repository.ts';

/** The owner's record of payments confirmed by hand. */
export async function ownerPaymentsOf(db: Executor, orderId: string) {
  return findOwnerPayments(db, orderId);
}

/**
 * The order is marked paid and the confirmation, with its reference, is kept in the same
 * transaction.
 */
export async function markPaidByOwner(
  db: Executor,
  orderId: string,
  payment: { method: string; reference: string | null },
): Promise<PaymentOutcome> {
  const id = parseOrderId(orderId);
  if (!id) return 'not-payable';
  return db.transaction(async (tx) => {
    const outcome = await markOrderPaid(tx, id, {
      method: payment.method,
      reference: payment.reference ?? '',
    });
    if (outcome === 'paid') await recordOwnerPayment(tx, id, payment);
    return outcome;
  });
}
