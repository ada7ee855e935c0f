import type { Order } from '@store/contract';
import { formatRupees } from '../../../lib/money';
import { addressLines, itemName, orderTotal } from '../order-format';
import { StatusBadge } from './status-badge';

/** A short summary of one order beside the payment form: what is being paid for. */
export function OrderBrief({ order }: { order: Order }) {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <section
      aria-labelledby="order-brief-title"
      className="rounded-2xl border border-line bg-ivory-50 p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="order-brief-title" className="text-xl text-maroon-800">
          Order {order.id}
        </h2>
        <StatusBadge status={order.status} />
      </div>
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
      <dl className="mt-3 space-y-2 border-t border-line pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">
            Subtotal ({count} {count === 1 ? 'item' : 'items'})
          </dt>
          <dd>{formatRupees(orderTotal(order.items))}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted">Shipping</dt>
          <dd className="font-medium text-emerald-800">Free</dd>
        </div>
        <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
          <dt>Amount to pay</dt>
          <dd className="text-maroon-800">{formatRupees(orderTotal(order.items))}</dd>
        </div>
      </dl>
      <div className="mt-4 text-sm">
        <p className="font-semibold text-ink">Delivering to</p>
        <p className="mt-1 text-muted">{addressLines(order.shippingAddress).join(', ')}</p>
      </div>
    </section>
  );
}
