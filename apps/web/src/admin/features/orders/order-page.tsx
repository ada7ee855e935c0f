import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileDown, Printer } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatIndianMobile, OrderStatus, type AdminOrderDetail } from '@store/contract';
import { buttonClass } from '../../../components/ui/button-styles';
import { Link } from '../../../components/ui/link';
import { formatRupees } from '../../../lib/money';
import { AdminTitle, Card, ErrorNotice, formatWhen, Loading } from '../../components/admin-ui';
import { downloadInvoice, orderQuery } from './api/orders-api';
import { toast } from '../../../lib/toast';
import { errorText } from '../../lib/admin-api';
import { CodActions } from './cod-actions';
import { ORDER_STATUS_ID, OrderMoves } from './order-moves';
import { OrderStatusBadge } from './order-status-badge';
import { OrderReturnCreditNotes } from '../refunds/credit-note-download';
import { PackingSlip } from './packing-slip';
import { attemptOutcome } from './payment-attempts';
import { refundDue } from './refund';
import { adminTexts } from '../../admin-texts';

const texts = adminTexts.order;

/** What the shopper was charged, line by line, as their order page shows it (docs/offers.md). */
function MoneyLines({ order }: { order: AdminOrderDetail }) {
  // The amounts never wrap: a long code wraps its label instead.
  const row = 'flex justify-between gap-3 [&>dd]:shrink-0 [&>dd]:whitespace-nowrap [&>dt]:min-w-0';
  return (
    <dl className="mt-2 space-y-1 border-t border-line pt-2 text-sm">
      <div className={row}>
        <dt>{texts.subtotal}</dt>
        <dd>{formatRupees(order.subtotal)}</dd>
      </div>
      {order.discount > 0 && (
        <div className={row}>
          <dt>
            {texts.discount}
            {order.couponCode && ` (${order.couponCode})`}
          </dt>
          <dd>−{formatRupees(order.discount)}</dd>
        </div>
      )}
      <div className={row}>
        <dt>{texts.shipping}</dt>
        <dd>{order.shippingFee > 0 ? formatRupees(order.shippingFee) : texts.free}</dd>
      </div>
      {order.codFee > 0 && (
        <div className={row}>
          <dt>{texts.codFee}</dt>
          <dd>{formatRupees(order.codFee)}</dd>
        </div>
      )}
      <div className={`${row} border-t border-line pt-2 text-base font-semibold`}>
        <dt>{texts.total}</dt>
        <dd>{formatRupees(order.total)}</dd>
      </div>
    </dl>
  );
}

/** The invoice once the order has shipped (docs/tax.md), and the packing slip. */
function OrderActions({ order: o }: { order: AdminOrderDetail }) {
  const [fetchingInvoice, setFetchingInvoice] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      {/* The invoice is issued when the order ships (docs/tax.md). */}
      {(o.status === OrderStatus.Shipped || o.status === OrderStatus.Delivered) && (
        <button
          type="button"
          disabled={fetchingInvoice}
          onClick={() => {
            setFetchingInvoice(true);
            downloadInvoice(o.id)
              .catch((error: unknown) =>
                toast.error(texts.invoiceFailed, {
                  description: errorText(error),
                }),
              )
              .finally(() => setFetchingInvoice(false));
          }}
          className={buttonClass('outline', 'sm', 'h-11 sm:h-11')}
        >
          <FileDown className="h-4 w-4" aria-hidden="true" />
          {texts.invoice}
        </button>
      )}
      <button
        type="button"
        onClick={() => window.print()}
        className={buttonClass('outline', 'sm', 'h-11 sm:h-11')}
      >
        <Printer className="h-4 w-4" aria-hidden="true" />
        {texts.packingSlip}
      </button>
      <OrderReturnCreditNotes orderId={o.id} />
    </div>
  );
}

function ItemsCard({ order: o }: { order: AdminOrderDetail }) {
  return (
    <Card title={texts.items}>
      <ul className="divide-y divide-line">
        {o.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <Link
                to={`/admin/products/${item.productId}`}
                className="font-medium text-ink underline decoration-line underline-offset-2"
              >
                {item.productTitle}
              </Link>
              <span className="block text-muted">
                {texts.itemLine(item.size, item.color, item.quantity, formatRupees(item.price))}
              </span>
            </span>
            <span className="shrink-0 font-medium">{formatRupees(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <MoneyLines order={o} />
    </Card>
  );
}

function ShipToCard({ order: o }: { order: AdminOrderDetail }) {
  const address = o.shippingAddress;
  return (
    <Card title={texts.shipTo}>
      <address className="text-sm not-italic leading-relaxed text-ink">
        <strong>{address.fullName}</strong>
        <br />
        {address.address}
        <br />
        {address.city}, {address.state} {address.postalCode}
        <br />
        <a className="text-maroon-700 underline" href={`tel:${address.phone}`}>
          {formatIndianMobile(address.phone)}
        </a>
        <br />
        <a className="break-all text-maroon-700 underline" href={`mailto:${o.email}`}>
          {o.email}
        </a>
      </address>
      {o.trackingNumber && (
        <p className="mt-3 text-sm">
          {o.courier ?? texts.courier}: <span className="font-mono">{o.trackingNumber}</span>
        </p>
      )}
    </Card>
  );
}

function PaymentsCard({ order: o }: { order: AdminOrderDetail }) {
  return (
    <Card title={texts.payments}>
      {/* Where the money stands; the rows below are what each attempt reported, which
          for cash on delivery ends at "started": the cash is recorded on delivery. */}
      <p className="mb-2 text-sm font-semibold text-ink">
        {o.paidAt
          ? texts.paid(formatRupees(o.total), formatWhen(o.paidAt))
          : o.status === OrderStatus.Cancelled
            ? texts.notPaid
            : texts.notPaidYet}
      </p>
      {o.payments.length === 0 ? (
        <p className="text-sm text-muted">{texts.noAttempts}</p>
      ) : (
        <ul aria-label={texts.attemptsLabel} className="space-y-2 text-sm">
          {o.payments.map((p, index) => (
            <li key={`${p.at}-${index}`} className="rounded-lg bg-ivory-100 p-2">
              <span className="font-medium">
                {p.method.toUpperCase()} {formatRupees(p.amount)} ·{' '}
                {attemptOutcome(o, o.payments, index)}
              </span>
              <span className="block text-muted">
                {formatWhen(p.at)} · {p.source}
                {p.verified ? texts.verified : ''}
                {p.sandbox ? texts.sandbox : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** One order: what to pack, where it goes, how it was paid, what happened, and the next move. */
export default function OrderPage() {
  const { id = '' } = useParams();
  const order = useQuery(orderQuery(id));
  if (order.isPending) return <Loading label={texts.loading} />;
  if (order.isError) {
    return (
      <>
        <AdminTitle title={texts.title} />
        <ErrorNotice error={order.error} onReload={() => void order.refetch()} />
      </>
    );
  }
  const o = order.data;
  return (
    <>
      <div className="print:hidden">
        <Link
          to="/admin/orders"
          className="mb-2 inline-flex h-11 items-center gap-1.5 text-sm font-medium text-maroon-700"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {texts.backToOrders}
        </Link>
        <AdminTitle title={texts.titleWithId(o.id)} actions={<OrderActions order={o} />} />
        {/* A move takes focus here (order-moves.tsx): the button pressed is gone once it is done. */}
        <div
          id={ORDER_STATUS_ID}
          tabIndex={-1}
          className="mb-4 flex flex-wrap items-center gap-2 text-sm text-muted focus:outline-none"
        >
          <OrderStatusBadge status={o.status} />
          <span>{texts.placed(formatWhen(o.createdAt))}</span>
          {o.paymentMethod && <span>· {o.paymentMethod.toUpperCase()}</span>}
        </div>
        {o.cancellation && (
          <p role="note" className="mb-4 rounded-lg border border-line bg-ivory-100 p-3 text-sm">
            {o.cancellation.by === 'shopper' ? texts.cancelledByShopper : texts.cancelledByStore}
            {o.cancellation.reason ? `: ${o.cancellation.reason}` : '.'}
          </p>
        )}
        {refundDue(o) && (
          <p
            role="note"
            className="mb-4 rounded-lg border border-red-800/30 bg-red-50 p-3 text-sm font-medium text-red-900"
          >
            {refundDue(o)}
          </p>
        )}
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-4">
            <OrderMoves order={o} onReload={() => void order.refetch()} />
            <CodActions order={o} />
            <ItemsCard order={o} />
            <Card title={texts.history}>
              <ol className="space-y-2 text-sm">
                {o.history.map((entry, index) => (
                  <li key={`${entry.at}-${index}`} className="flex flex-wrap gap-x-2">
                    <span className="text-muted">{formatWhen(entry.at)}</span>
                    <span className="font-medium text-ink">{entry.what}</span>
                    {entry.by && <span className="text-muted">{texts.by(entry.by)}</span>}
                  </li>
                ))}
              </ol>
            </Card>
          </div>
          <div className="space-y-4">
            <ShipToCard order={o} />
            <PaymentsCard order={o} />
          </div>
        </div>
      </div>
      <PackingSlip orderId={o.id} />
    </>
  );
}
