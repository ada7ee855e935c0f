import { PageShell } from '../../components/ui/page-shell';
import { ProductListing } from '../../features/catalog';

export default function ProductsPage() {
  return (
    <PageShell>
      <ProductListing />
    </PageShell>
  );
}
