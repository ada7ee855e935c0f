import { CircleCheck, Package } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { buttonClass } from '../../components/ui/button-styles';
import { DocumentTitle } from '../../features/content';
import { PageShell } from '../../components/ui/page-shell';
import { amountLeftToPay, useOwnOrder } from '../../features/orders';
import { formatRupees } from '../../lib/money';
import { t, tx } from '../../lib/i18n';

/** After choosing cash on delivery: what to keep ready, from the order as the server has it. */
function CashOnDeliveryNote({ orderId }: { orderId: string }) {
  const order = useOwnOrder(orderId);
  if (!order.data || order.data.paymentMethod !== 'cod') return null;
  return (
    <p className="mt-3 max-w-md rounded-lg bg-ivory-200 px-4 py-3 text-ink" data-testid="cod-pay">
      {tx('Cash on delivery: please pay {amount} to the courier when your order arrives.', {
        amount: (
          <strong className="font-semibold">{formatRupees(amountLeftToPay(order.data))}</strong>
        ),
      })}
    </p>
  );
}

/** docs/product/storefront.md section 2, "Order success". */
export default function OrderSuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim();
  const cod = params.get('payment') === 'cod';
  return (
    <PageShell className="flex min-h-[70vh] flex-col items-center justify-center text-center">
      <DocumentTitle title={t('Thank You for Your Order!')} />
      <span className="flex h-20 w-20 items-center justify-center rounded-full bg-emerald-50 text-emerald-800">
        <CircleCheck className="h-10 w-10" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl text-maroon-800 md:text-4xl">
        {t('Thank You for Your Order!')}
      </h1>
      {orderId && (
        <p className="mt-4 text-lg">
          {t('Order number')} <strong className="font-semibold text-maroon-800">{orderId}</strong>
        </p>
      )}
      {orderId && cod && <CashOnDeliveryNote orderId={orderId} />}
      <p className="mt-3 max-w-md text-muted">
        {t(
          'We have received your order and will let you know as soon as it ships. You can follow it any time from My Orders.',
        )}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/orders" className={buttonClass('primary', 'lg')}>
          <Package className="h-4 w-4" aria-hidden="true" />
          {t('View My Orders')}
        </Link>
        <Link to="/" className={buttonClass('outline', 'lg')}>
          {t('Continue Shopping')}
        </Link>
      </div>
    </PageShell>
  );
}
