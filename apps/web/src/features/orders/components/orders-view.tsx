import { PackageOpen } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from '../../../components/ui/link';
import { buttonClass } from '../../../components/ui/button-styles';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { useOrders } from '../api/get-orders';
import { OrderCard } from './order-card';
import { t, tf } from '../../../lib/i18n';

export const ORDERS_LOAD_ERROR = 'Failed to load your orders. Please try again.';

function OrdersSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span role="status" className="sr-only">
        {t('Loading your orders')}
      </span>
      {[0, 1].map((i) => (
        <div key={i} className="rounded-xl border border-line bg-ivory-50 p-6">
          <div className="flex justify-between">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <Skeleton className="mt-6 h-4 w-3/4" />
          <Skeleton className="mt-3 h-4 w-1/2" />
          <Skeleton className="mt-6 h-8 w-32" />
        </div>
      ))}
    </div>
  );
}

/** docs/product/storefront.md section 2, "Orders": loading, 'No Orders Found', or the list. */
export function OrdersView() {
  const { data, isPending, isError } = useOrders();

  useEffect(() => {
    // docs/product/storefront.md section 8: the toast, and the list is shown empty.
    if (isError) toast.error(ORDERS_LOAD_ERROR, { id: 'orders-load-error' });
  }, [isError]);

  if (isPending) return <OrdersSkeleton />;
  const orders = isError ? [] : (data ?? []);

  if (orders.length === 0) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center py-10 text-center">
        <span className="flex h-20 w-20 items-center justify-center rounded-full bg-ivory-200 text-maroon-700">
          <PackageOpen className="h-9 w-9" aria-hidden="true" />
        </span>
        <h2 className="mt-6 text-2xl text-maroon-800">{t('No Orders Found')}</h2>
        <p className="mt-2 text-muted">
          {t(isError ? ORDERS_LOAD_ERROR : 'When you place an order, it will appear here.')}
        </p>
        <Link to="/products" className={buttonClass('primary', 'lg', 'mt-8')}>
          {t('Browse Products')}
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">
        {tf(orders.length === 1 ? '{n} order' : '{n} orders', { n: orders.length })}
      </p>
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </div>
  );
}
