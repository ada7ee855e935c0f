import { Link } from '../../components/ui/link';
import { buttonClass } from '../../components/ui/button-styles';
import { PageShell } from '../../components/ui/page-shell';
import { t } from '../../lib/i18n';

/** A part-2 screen (account, orders, checkout…) that is not built yet. */
export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <PageShell className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <h1 className="text-3xl text-maroon-800">{title}</h1>
      <p className="mt-3 max-w-md text-muted">{t('This part of the store is coming soon.')}</p>
      <Link to="/products" className={buttonClass('primary', 'lg', 'mt-8')}>
        {t('Continue Shopping')}
      </Link>
    </PageShell>
  );
}
