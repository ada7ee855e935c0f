import { PageShell } from '../../components/ui/page-shell';
import { PageTitle } from '../../features/content';
import { OrdersView } from '../../features/orders';

export default function OrdersPage() {
  return (
    <PageShell className="max-w-5xl">
      <PageTitle eyebrow="My account" title="My Orders" />
      <OrdersView />
    </PageShell>
  );
}
