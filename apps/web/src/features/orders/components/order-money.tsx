import type { OrderAsRead as Order } from '@store/contract';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/money';
import { amountToPay, paymentMethodName, refundDestination } from '../order-format';
import { t, tf } from '../../../lib/i18n';

/**
 * How an order's total comes about, and how it is paid (issue 31 item 2): the items, the
 * discount with its code, shipping, the cash-on-delivery fee, the total, and the method, from
 * the server's own breakdown of the order. An answer without a breakdown shows the total only.
 */
export function OrderMoney({ order, className }: { order: Order; className?: string }) {
  const rows: { label: string; value: string; tone?: 'saving' }[] = [];
  if (typeof order.subtotal === 'number') {
    rows.push({ label: t('Items'), value: formatRupees(order.subtotal) });
    if ((order.discount ?? 0) > 0) {
      rows.push({
        label: order.couponCode
          ? tf('Discount ({code})', { code: order.couponCode })
          : t('Discount'),
        value: `−${formatRupees(order.discount ?? 0)}`,
        tone: 'saving',
      });
    }
    rows.push({
      label: t('Shipping'),
      value: (order.shippingFee ?? 0) > 0 ? formatRupees(order.shippingFee ?? 0) : t('Free'),
    });
    if ((order.codFee ?? 0) > 0) {
      rows.push({ label: t('Cash on delivery fee'), value: formatRupees(order.codFee ?? 0) });
    }
  }
  const method = paymentMethodName(order.paymentMethod);
  return (
    <dl className={cn('space-y-1 text-sm', className)}>
      {rows.map((r) => (
        <div key={r.label} className="flex justify-between gap-4">
          <dt className="text-muted">{r.label}</dt>
          <dd className={r.tone === 'saving' ? 'text-emerald-800' : undefined}>{r.value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-line pt-1 text-base">
        <dt className="text-muted">{t('Total')}</dt>
        <dd className="font-semibold text-maroon-800">{formatRupees(amountToPay(order))}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t('Payment')}</dt>
        <dd>{method ? t(method) : t(order.status === 4 ? 'None' : 'Not paid yet')}</dd>
      </div>
    </dl>
  );
}

/** Who cancelled the order, why, and the refund started, once it is cancelled. */
export function OrderCancellationNote({ order }: { order: Order }) {
  const c = order.cancellation;
  if (!c) return null;
  return (
    <div className="rounded-lg bg-red-50 px-3 py-2 text-sm text-ink">
      <p>
        {t(
          c.by === 'shopper' ? 'You cancelled this order' : 'This order was cancelled by the store',
        )}
        {c.reason ? `: ${c.reason}` : '.'}
      </p>
      {c.refundDue > 0 ? (
        <p className="mt-1 font-medium">
          {tf('Refund of {amount} started to {destination}.', {
            amount: formatRupees(c.refundDue),
            destination: refundDestination(c.refundMethod),
          })}
        </p>
      ) : (
        <p className="mt-1">{t('Nothing was charged, so nothing is due.')}</p>
      )}
    </div>
  );
}
