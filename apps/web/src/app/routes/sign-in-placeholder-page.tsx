import { useLocation } from 'react-router';
import { Link } from '../../components/ui/link';
import { buttonClass } from '../../components/ui/button-styles';
import { DocumentTitle, useStoreInfo } from '../../features/content';
import { t } from '../../lib/i18n';

/** /login and /register until part 2 brings the real forms (centred, no header or footer). */
export default function SignInPlaceholderPage() {
  const { pathname } = useLocation();
  const { info } = useStoreInfo();
  const registering = pathname === '/register';
  return (
    <div className="w-full max-w-md rounded-2xl border border-line bg-ivory-50 p-8 text-center shadow-xl shadow-maroon-900/5">
      <Link to="/" className="font-display text-2xl text-maroon-800">
        {info.brand}
      </Link>
      <DocumentTitle title={registering ? 'Create account' : 'Sign in'} />
      <h1 className="mt-6 text-2xl text-maroon-800">
        {registering ? 'Create account' : 'Sign in'}
      </h1>
      <p className="mt-3 text-muted">
        {t('Sign-in is coming soon. Meanwhile you can browse, keep a wishlist and fill your cart.')}
      </p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        {t('Return to Home')}
      </Link>
    </div>
  );
}
