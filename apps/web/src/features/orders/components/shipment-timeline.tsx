// The courier's dated timeline for a shipped order (docs/shipping.md, "What the shopper sees"):
// each event with its date, time and place, the delivery estimate, and a link to the courier's
// own tracking page. Its own component so the order's other facts stay as they are.
import type { OrderShipment } from '@store/contract';
import { ExternalLink } from 'lucide-react';
import { useShipment } from '../api/get-shipment';
import { dateLocale, t, tf, tx } from '../../../lib/i18n';

const STATUS_TEXT: Record<OrderShipment['events'][number]['status'], string> = {
  booked: 'Booked with the courier',
  'picked-up': 'Picked up',
  'in-transit': 'In transit',
  'out-for-delivery': 'Out for delivery',
  delivered: 'Delivered',
  'delivery-failed': 'Delivery attempt failed',
  'rto-initiated': 'Returning to the store',
  'returned-to-origin': 'Returned to the store',
  cancelled: 'Shipment cancelled',
};

// In the page's language (docs/decisions/031); made when shown, once the language is set.
const when = () =>
  new Intl.DateTimeFormat(dateLocale(), {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
const day = () =>
  new Intl.DateTimeFormat(dateLocale(), {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });

export function ShipmentTimeline({
  orderId,
  status,
  contactInfo,
}: {
  orderId: string;
  status: number;
  contactInfo?: string;
}) {
  const shipped = status === 2 || status === 3;
  const { data } = useShipment(orderId, shipped, contactInfo);
  const shipment = data?.shipment;
  if (!shipped || !shipment) return null;
  const events = [...shipment.events].reverse();
  return (
    <section aria-label={tf('Shipment of order {id}', { id: orderId })} className="mt-6 text-sm">
      <h3 className="mb-2 font-sans text-sm font-semibold uppercase tracking-wider text-muted">
        {t('Shipment')}
      </h3>
      <p>
        {shipment.courier} · AWB {shipment.awb}
      </p>
      {shipment.expectedDelivery && status === 2 && (
        <p className="mt-1">
          {tx('Delivery estimate: {date}', {
            date: (
              <time dateTime={shipment.expectedDelivery}>
                {day().format(new Date(`${shipment.expectedDelivery}T12:00:00+05:30`))}
              </time>
            ),
          })}
        </p>
      )}
      {shipment.trackingUrl && (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-flex items-center gap-1 text-maroon-800 underline"
        >
          {t("Track on the courier's site")}
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
        </a>
      )}
      <ol className="mt-3 space-y-2 border-l-2 border-gold-700 pl-4">
        {events.map((e) => (
          <li key={`${e.at}-${e.status}`}>
            <span className="font-semibold">{STATUS_TEXT[e.status]}</span>{' '}
            <time dateTime={e.at} className="text-muted">
              {when().format(new Date(e.at))}
            </time>
            {(e.location || e.note) && (
              <span className="block text-muted">
                {[e.note, e.location].filter(Boolean).join(' · ')}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
