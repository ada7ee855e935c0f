import { PageShell } from '../../components/ui/page-shell';
import { CartRestore } from '../../features/cart';

export default function CartRestorePage() {
  return (
    <PageShell>
      <CartRestore />
    </PageShell>
  );
}
