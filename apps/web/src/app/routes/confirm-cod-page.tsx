import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/ui/page-shell';
import { PageTitle } from '../../features/content';
import { ConfirmCodView } from '../../features/orders';
import { t } from '../../lib/i18n';

/** /confirm-cod?order=…&token=…: the link in a cash-on-delivery order's mail (docs/offers.md). */
export default function ConfirmCodPage() {
  const [params] = useSearchParams();
  return (
    <PageShell className="max-w-xl">
      <PageTitle title={t('Confirm your order')} />
      <div className="rounded-2xl border border-line bg-ivory-50 p-5 sm:p-8">
        <ConfirmCodView
          orderId={params.get('order')?.trim() ?? ''}
          token={params.get('token')?.trim() ?? ''}
        />
      </div>
    </PageShell>
  );
}
