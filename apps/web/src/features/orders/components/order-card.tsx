import type { OrderAsRead } from '@store/contract';
import { CreditCard, Truck } from 'lucide-react';
import { Link } from '../../../components/ui/link';
import { WhatsAppChatLink } from '../../content';
import { buttonClass } from '../../../components/ui/button-styles';
import { formatRupees } from '../../../lib/money';
import { itemName } from '../order-format';
import { canPay } from '../order-status';
import { OrderPlacedOn, OrderShippingFacts } from './order-shipping-facts';
import { CancelOrder } from './cancel-order';
import { OrderReturns } from '../../returns';
import { OrderCancellationNote, OrderMoney } from './order-money';
import { ShipmentTimeline } from './shipment-timeline';
import { CreditNoteDownloads } from './credit-note-downloads';
import { InvoiceDownload, OrderTaxLines } from './order-tax';
import { StatusBadge } from './status-badge';
import { nameIn, sizeIn, t, tf } from '../../../lib/i18n';

/** One order in the history (docs/product/storefront.md section 2, "Orders"). */
export function OrderCard({ order }: { order: OrderAsRead }) {
  const titleId = `order-${order.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-xl border border-line bg-ivory-50"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-ivory-100 px-4 py-3 sm:px-6">
        <div>
          <h2 id={titleId} className="font-sans text-base font-semibold text-ink">
            {tf('Order {id}', { id: order.id })}
          </h2>
          <OrderPlacedOn order={order} className="text-sm text-muted" />
        </div>
        <StatusBadge status={order.status} />
      </header>

      <div className="grid gap-6 px-4 py-5 sm:px-6 md:grid-cols-[1fr_16rem]">
        <section aria-label={tf('Items in order {id}', { id: order.id })}>
          <ul className="divide-y divide-line">
            {order.items.map((item, index) => (
              <li key={item.id ?? index} className="flex justify-between gap-4 py-2.5 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-ink">{itemName(item)}</p>
                  <p className="text-muted">
                    {tf('Qty {n}', { n: item.quantity })}
                    {item.size ? ` · ${sizeIn(item.size)}` : ''}
                    {item.color ? ` · ${nameIn(order.names, item.color)}` : ''}
                    {item.quantity > 1
                      ? ` · ${tf('{price} each', { price: formatRupees(item.price) })}`
                      : ''}
                  </p>
                </div>
                <p className="shrink-0 text-right">{formatRupees(item.price * item.quantity)}</p>
              </li>
            ))}
          </ul>
        </section>

        <div>
          <OrderShippingFacts order={order} className="space-y-4 text-sm" icons />
          <ShipmentTimeline orderId={order.id} status={order.status} />
        </div>
      </div>

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-4 sm:px-6">
        <div className="w-full space-y-3 sm:max-w-xs">
          <OrderCancellationNote order={order} />
          <OrderMoney order={order} />
          <OrderTaxLines tax={order.tax} state={order.shippingAddress.state} className="mt-1" />
        </div>
        <div className="flex flex-wrap gap-2">
          <InvoiceDownload order={order} />
          <CreditNoteDownloads order={order} />
          <WhatsAppChatLink
            size="sm"
            text={`Hello, I have a question about my order ${order.id}.`}
          />
          <Link
            to={`/track-order?id=${encodeURIComponent(order.id)}`}
            className={buttonClass('outline', 'sm')}
          >
            <Truck className="h-4 w-4" aria-hidden="true" />
            {t('Track Order')}
          </Link>
          {canPay(order.status) && (
            <Link
              to={`/payment?orderId=${encodeURIComponent(order.id)}`}
              state={{ orderId: order.id }}
              className={buttonClass('primary', 'sm')}
            >
              <CreditCard className="h-4 w-4" aria-hidden="true" />
              {t('Pay Now')}
            </Link>
          )}
          <CancelOrder order={order} />
        </div>
        <OrderReturns orderId={order.id} status={order.status} />
      </footer>
    </article>
  );
}
