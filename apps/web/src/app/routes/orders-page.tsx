import { PageShell } from '../../components/ui/page-shell';
import { PageTitle } from '../../components/ui/page-title';
import { OrdersView } from '../../features/orders/components/orders-view';

export default function OrdersPage() {
  return (
    <PageShell className="max-w-5xl">
      <PageTitle eyebrow="My account" title="My Orders" />
      <OrdersView />
    </PageShell>
  );
}
