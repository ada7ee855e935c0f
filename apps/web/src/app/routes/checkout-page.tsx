import { PageShell } from '../../components/ui/page-shell';
import { PageTitle } from '../../features/content';
import { CheckoutView } from '../../features/checkout';

export default function CheckoutPage() {
  return (
    <PageShell>
      <PageTitle eyebrow="Secure checkout" title="Checkout" />
      <CheckoutView />
    </PageShell>
  );
}
