import { PageShell } from '../../components/ui/page-shell';
import { PageTitle } from '../../features/content';
import { OrdersView } from '../../features/orders';
import { t } from '../../lib/i18n';

export default function OrdersPage() {
  return (
    <PageShell className="max-w-5xl">
      <PageTitle eyebrow={t('My account')} title={t('My Orders')} />
      <OrdersView />
    </PageShell>
  );
}
