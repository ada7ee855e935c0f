import { PageShell } from '../../components/ui/page-shell';
import { PageTitle } from '../../components/ui/page-title';
import { TrackOrderView } from '../../features/orders/components/track-order-view';

export default function TrackOrderPage() {
  return (
    <PageShell className="max-w-5xl">
      <PageTitle
        eyebrow="Where is my order?"
        title="Track Order"
        lead="Enter your order number with the email of your account or the phone number you gave for delivery."
      />
      <TrackOrderView />
    </PageShell>
  );
}
