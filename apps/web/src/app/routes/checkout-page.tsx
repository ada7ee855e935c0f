import { PageShell } from '../../components/ui/page-shell';
import { PageTitle } from '../../features/content';
import { CheckoutView } from '../../features/checkout';
import { CheckoutOfflineNotice } from '../../pwa/checkout-offline-notice';
import { t } from '../../lib/i18n';

export default function CheckoutPage() {
  return (
    <PageShell>
      <PageTitle eyebrow={t('Secure checkout')} title={t('Checkout')} />
      <CheckoutOfflineNotice />
      <CheckoutView />
    </PageShell>
  );
}
