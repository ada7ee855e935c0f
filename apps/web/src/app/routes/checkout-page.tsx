import { PageShell } from '../../components/ui/page-shell';
import { PageTitle } from '../../components/ui/page-title';
import { CheckoutView } from '../../features/checkout/components/checkout-view';

export default function CheckoutPage() {
  return (
    <PageShell>
      <PageTitle eyebrow="Secure checkout" title="Checkout" />
      <CheckoutView />
    </PageShell>
  );
}
