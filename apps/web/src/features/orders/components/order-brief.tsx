import type { Order } from '@store/contract';
import { formatRupees } from '../../../lib/money';
import { addressLines, itemName, orderBreakdown, orderTotal } from '../order-format';
import { OrderSummary } from './order-summary';
import { OrderTaxLines } from './order-tax';
import { StatusBadge } from './status-badge';
import { t, tf } from '../../../lib/i18n';

/** A short summary of one order beside the payment form: what is being paid for. */
export function OrderBrief({ order }: { order: Order }) {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <OrderSummary
      titleId="order-brief-title"
      title={tf('Order {id}', { id: order.id })}
      aside={<StatusBadge status={order.status} />}
      count={count}
      total={orderTotal(order.items)}
      breakdown={orderBreakdown(order)}
      stage="payment"
      footer={
        <div className="mt-4 text-sm">
          <OrderTaxLines tax={order.tax} state={order.shippingAddress.state} className="mb-4" />
          <p className="font-semibold text-ink">{t('Delivering to')}</p>
          <p className="mt-1 text-muted">{addressLines(order.shippingAddress).join(', ')}</p>
        </div>
      }
    >
      <ul className="mt-4 divide-y divide-line text-sm">
        {order.items.map((item, index) => (
          <li key={item.id ?? index} className="flex justify-between gap-3 py-2">
            <span className="min-w-0">
              {itemName(item)} <span className="text-muted">× {item.quantity}</span>
            </span>
            <span className="shrink-0">{formatRupees(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
    </OrderSummary>
  );
}
