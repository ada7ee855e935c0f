import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../components/ui/link';
import { buttonClass } from '../../components/ui/button-styles';
import { DocumentTitle } from '../../features/content';
import { PageShell } from '../../components/ui/page-shell';
import { t } from '../../lib/i18n';

export default function NotFoundPage() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const path = from ?? location.pathname;
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', path);
  }, [path]);
  return (
    <PageShell className="flex min-h-[70vh] flex-col items-center justify-center text-center">
      <p className="font-display text-7xl text-gold-500 md:text-8xl" aria-hidden="true">
        404
      </p>
      <DocumentTitle title={t('Page not found')} />
      <h1 className="mt-4 text-3xl text-maroon-800 md:text-4xl">{t('Oops! Page not found')}</h1>
      <p className="mt-3 max-w-md text-muted">
        {t('The page you are looking for may have moved, or never existed.')}
      </p>
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
        {t('Return to Home')}
      </Link>
    </PageShell>
  );
}
