import type { OrderAsRead } from '@store/contract';
import { t } from '../../../lib/i18n';
import { MapPin, Truck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { addressLines, formatOrderDate, SHIPPING_METHOD, trackingText } from '../order-format';

/** "Placed on <date>", the line under an order's number in the history and on tracking. */
export function OrderPlacedOn({ order, className }: { order: OrderAsRead; className: string }) {
  return (
    <p className={className}>
      {t('Placed on')} <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
    </p>
  );
}

function Fact({
  icon: Icon,
  term,
  children,
}: {
  icon?: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  return (
    <div>
      {Icon ? (
        <dt className="flex items-center gap-1.5 font-semibold text-ink">
          <Icon className="h-4 w-4 text-gold-700" aria-hidden="true" />
          {term}
        </dt>
      ) : (
        <dt className="font-semibold text-ink">{term}</dt>
      )}
      <dd className="mt-1 text-muted">{children}</dd>
    </div>
  );
}

/**
 * Where an order goes, how, and its tracking number (docs/product/storefront.md section 2,
 * "Orders" and "Track order"). The history marks the first two with icons.
 */
export function OrderShippingFacts({
  order,
  className,
  icons = false,
}: {
  order: OrderAsRead;
  className: string;
  icons?: boolean;
}) {
  return (
    <dl className={className}>
      <Fact icon={icons ? MapPin : undefined} term={t('Shipping address')}>
        {addressLines(order.shippingAddress).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </Fact>
      <Fact icon={icons ? Truck : undefined} term={t('Shipping method')}>
        {t(SHIPPING_METHOD)}
      </Fact>
      <Fact term={t('Tracking number')}>{trackingText(order.trackingNumber)}</Fact>
      {/* The carrier, once the owner has shipped with one: what to track the number with. */}
      {order.courier ? <Fact term={t('Courier')}>{order.courier}</Fact> : null}
    </dl>
  );
}
