import { PageShell } from '../../components/ui/page-shell';
import { PageTitle } from '../../features/content';
import { TrackOrderView } from '../../features/orders';
import { t } from '../../lib/i18n';

export default function TrackOrderPage() {
  return (
    <PageShell className="max-w-5xl">
      <PageTitle
        eyebrow={t('Where is my order?')}
        title={t('Track Order')}
        lead={t(
          'Enter your order number with the email of your account or the phone number you gave for delivery.',
        )}
      />
      <TrackOrderView />
    </PageShell>
  );
}
