// What the owner is told about a refund (docs/decisions/009-admin.md): cancelling an order the
// shopper has paid for sends them a mail promising their money back, which the store does not
// move by itself. The owner makes the refund where the money came in.
import { formatRupees } from '../../../lib/money';
import { moneyTaken, REFUND_WORKING_DAYS, type AdminOrderDetail } from '@store/contract';

/** Where a payment made this way is refunded from. */
function refundFrom(method: string | null): string {
  return method === 'card'
    ? 'from your payment gateway (card or net banking)'
    : 'from your UPI app or bank, to the account it came from';
}

/** The warning before cancelling a paid order, or null when nothing was paid. */
export function refundOnCancel(order: AdminOrderDetail): string | null {
  if (!moneyTaken(order)) return null;
  return (
    `${formatRupees(order.total)} was paid for this order. The shopper's mail will say it comes ` +
    `back within ${REFUND_WORKING_DAYS} working days: refund it yourself, ` +
    `${refundFrom(order.paymentMethod)}.`
  );
}

/** The reminder on a cancelled order that had been paid, or null. */
export function refundDue(order: AdminOrderDetail): string | null {
  if (order.cancelledAt === null || !moneyTaken(order)) return null;
  return (
    `Refund due: ${formatRupees(order.total)} was paid before this order was cancelled, and the ` +
    `shopper was told it comes back within ${REFUND_WORKING_DAYS} working days. Refund it ` +
    `${refundFrom(order.paymentMethod)}, if you have not yet.`
  );
}
