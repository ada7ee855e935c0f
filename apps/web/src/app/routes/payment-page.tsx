import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { buttonClass } from '../../components/ui/button-styles';
import { FormAlert } from '../../components/ui/form-field';
import { PageShell } from '../../components/ui/page-shell';
import { PageTitle } from '../../features/content';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { formatRupees } from '../../lib/money';
import {
  useOwnOrder,
  OrderBrief,
  amountLeftToPay,
  canPay,
  orderForMethod,
  orderStatusName,
} from '../../features/orders';
import { ORDER_ID_MISSING, PaymentError, PaymentFlow } from '../../features/payments';
import { t, tf } from '../../lib/i18n';

/** The order comes from ?orderId= or from the navigation state checkout leaves (docs/product/storefront.md section 2). */
function useOrderId(): string {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const fromState =
    state && typeof state === 'object' && 'orderId' in state ? String(state.orderId) : '';
  return params.get('orderId')?.trim() || fromState.trim();
}

export default function PaymentPage() {
  const orderId = useOrderId();
  const [params] = useSearchParams();
  const returned = params.get('payment');
  const order = useOwnOrder(orderId || null);
  // The method picked in the form, and its COD fee: the amounts here are that method's.
  const [choice, setChoice] = useState<{ method: string; codFee: number } | null>(null);
  const shown =
    order.data && choice ? orderForMethod(order.data, choice.method, choice.codFee) : order.data;

  if (!orderId) {
    return (
      <PageShell className="max-w-2xl">
        <PageTitle title={t('Payment')} />
        <PaymentError message={ORDER_ID_MISSING} />
      </PageShell>
    );
  }

  const notFound = order.isError && order.error instanceof ApiError && order.error.status === 404;
  const settled = order.data && !canPay(order.data.status);

  return (
    <PageShell>
      <PageTitle eyebrow={t('Secure checkout')} title={t('Payment')} />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start lg:gap-12">
        <div className="rounded-2xl border border-line bg-ivory-50 p-5 sm:p-8">
          {order.data && !settled && (
            // On a phone the summary sits below the form: the amount is said here first.
            <p className="mb-5 flex items-baseline justify-between gap-3 border-b border-line pb-4 lg:hidden">
              <span className="text-sm text-muted">{tf('Order {id}', { id: order.data.id })}</span>
              <span className="font-semibold text-maroon-800">
                {formatRupees(amountLeftToPay(shown ?? order.data))}
              </span>
            </p>
          )}
          {notFound ? (
            <PaymentError message={order.error.message} />
          ) : order.isPending ? (
            <div aria-busy="true" className="space-y-4">
              <span role="status" className="sr-only">
                {t('Loading your order')}
              </span>
              <Skeleton className="h-12 w-full rounded-lg" />
              <Skeleton className="h-12 w-full rounded-lg" />
              <Skeleton className="h-12 w-full rounded-full" />
            </div>
          ) : settled ? (
            <FormAlert
              tone="info"
              title={tf('This order is {status}', {
                status: t(orderStatusName(order.data.status)),
              })}
            >
              <p>{t('There is nothing to pay for it now.')}</p>
              <p className="mt-3 flex flex-wrap gap-3">
                <Link to="/orders" className={buttonClass('primary', 'sm')}>
                  {t('View My Orders')}
                </Link>
                <Link to="/" className={buttonClass('outline', 'sm')}>
                  {t('Continue Shopping')}
                </Link>
              </p>
            </FormAlert>
          ) : (
            <PaymentFlow
              orderId={orderId}
              amount={order.data ? formatRupees(amountLeftToPay(order.data)) : undefined}
              total={order.data ? amountLeftToPay(order.data) : undefined}
              phone={order.data?.shippingAddress.phone}
              returned={returned === 'failed' || returned === 'pending' ? returned : null}
              onMethodChange={(method, codFee) => setChoice({ method, codFee })}
            />
          )}
        </div>
        {shown && <OrderBrief order={shown} />}
      </div>
    </PageShell>
  );
}
