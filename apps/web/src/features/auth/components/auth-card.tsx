import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { DocumentTitle, useStoreInfo } from '../../content';
import { t } from '../../../lib/i18n';

/** The centred card of the sign-in screens (docs/product/storefront.md section 2: no header or footer). */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { info } = useStoreInfo();
  return (
    <div className="w-full max-w-md">
      <DocumentTitle title={title} />
      <div className="rounded-2xl border border-line bg-ivory-50 px-5 py-8 shadow-xl shadow-maroon-900/5 sm:px-8">
        <div className="text-center">
          <Link
            to="/"
            className="inline-flex items-center gap-2 font-display text-xl font-semibold tracking-wide text-maroon-800"
          >
            <span aria-hidden="true" className="h-2 w-2 rotate-45 bg-gold-500" />
            {info.brand}
          </Link>
          <h1 className="mt-5 text-2xl text-maroon-800 sm:text-3xl">{title}</h1>
          {lead && <p className="mt-2 text-sm text-muted">{lead}</p>}
        </div>
        <div className="mt-7">{children}</div>
        {footer && <div className="mt-6 text-center text-sm text-muted">{footer}</div>}
      </div>
      <p className="mt-6 text-center">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-maroon-700 hover:bg-maroon-50"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('Back to Home')}
        </Link>
      </p>
    </div>
  );
}

export const authLinkClass =
  'font-medium text-maroon-700 underline decoration-gold-400 underline-offset-2 hover:decoration-maroon-700';
