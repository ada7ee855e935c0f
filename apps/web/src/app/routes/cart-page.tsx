import { PageShell } from '../../components/ui/page-shell';
import { CartView } from '../../features/cart';

export default function CartPage() {
  return (
    <PageShell>
      <CartView />
    </PageShell>
  );
}
