import { ChevronRight, Heart, House, LogOut, Package, Star, Truck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormAlert } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth';
import { useAccountInfo } from '../api/get-account-info';
import { ACCOUNT_LOAD_FALLBACK, accountLoadError, formatMemberSince } from '../account-format';
import { AccountPhone } from './account-phone';
import { AddressBook } from './address-book';
import { StoreCredit } from './store-credit';
import { WhatsAppUpdates } from './whatsapp-updates';
import { msgid, t } from '../../../lib/i18n';

function DetailsSkeleton() {
  return (
    <div aria-busy="true" className="space-y-5">
      <span role="status" className="sr-only">
        {t('Loading your account')}
      </span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i}>
          <Skeleton className="h-3 w-24" />
          <Skeleton className="mt-2 h-5 w-56 max-w-full" />
        </div>
      ))}
    </div>
  );
}

const cards = [
  {
    to: '/orders',
    icon: Package,
    title: msgid('My Orders'),
    text: msgid('See your orders, pay and track them'),
  },
  {
    to: '/track-order',
    icon: Truck,
    title: msgid('Track Order'),
    text: msgid('Follow a delivery by its number'),
  },
  {
    to: '/wishlist',
    icon: Heart,
    title: msgid('Wishlist'),
    text: msgid('The pieces you saved for later'),
  },
  {
    to: '/review',
    icon: Star,
    title: msgid('Reviews'),
    text: msgid('Review the pieces you received'),
  },
];

/** docs/product/storefront.md section 2, "Account": name, e-mail, member since, Sign Out, Return to Home, Orders. */
export function AccountPanel() {
  const { data, isPending, isError, error } = useAccountInfo();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const loadError = isError ? accountLoadError(error) : null;
  useEffect(() => {
    if (loadError) toast.error('Error', { description: loadError, id: 'account-load-error' });
  }, [loadError]);

  // Home first, and the session ends once this page has gone: ended while it is still on
  // screen, the sign-in guard would send the shopper to /login instead of home.
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) void logout();
    },
    [logout],
  );
  const signOut = () => {
    leaving.current = true;
    setSigningOut(true);
    void navigate('/', { replace: true });
  };

  const name = data ? `${data.firstName} ${data.lastName}`.trim() : '';
  const since = data ? formatMemberSince(data.createdAt) : '';

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <section
        aria-labelledby="account-details-title"
        className="rounded-2xl border border-line bg-ivory-50 p-5 sm:p-8"
      >
        <h2 id="account-details-title" className="text-xl text-maroon-800">
          {t('Account details')}
        </h2>
        <div className="mt-6">
          {isPending ? (
            <DetailsSkeleton />
          ) : loadError ? (
            <FormAlert>{loadError || ACCOUNT_LOAD_FALLBACK}</FormAlert>
          ) : (
            <dl className="grid gap-5 sm:grid-cols-2">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wider text-muted">
                  {t('Name')}
                </dt>
                <dd className="mt-1 text-lg text-ink">{name || '—'}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs font-semibold uppercase tracking-wider text-muted">
                  {t('Email')}
                </dt>
                <dd className="mt-1 break-words text-lg text-ink">{data?.email}</dd>
              </div>
              <AccountPhone phone={data?.phone ?? null} />
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wider text-muted">
                  {t('Member since')}
                </dt>
                <dd className="mt-1 text-lg text-ink">{since || '—'}</dd>
              </div>
            </dl>
          )}
        </div>
        <WhatsAppUpdates />
        <StoreCredit />
        <AddressBook />
        <div className="mt-8 flex flex-col gap-3 border-t border-line pt-6 sm:flex-row">
          <button
            type="button"
            onClick={signOut}
            disabled={signingOut}
            className={buttonClass('primary', 'md')}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t(signingOut ? 'Signing out...' : 'Sign Out')}
          </button>
          <Link to="/" className={buttonClass('outline', 'md')}>
            <House className="h-4 w-4" aria-hidden="true" />
            {t('Return to Home')}
          </Link>
        </div>
      </section>

      <nav aria-label={t('Account')} className="space-y-3">
        {cards.map(({ to, icon: Icon, title, text }) => (
          <Link
            key={to}
            to={to}
            className="group flex items-center gap-4 rounded-2xl border border-line bg-ivory-50 p-5 transition-colors hover:border-maroon-700"
          >
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-maroon-50 text-maroon-700">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-display text-lg text-maroon-800">{t(title)}</span>
              <span className="block text-sm text-muted">{t(text)}</span>
            </span>
            <ChevronRight
              className="h-5 w-5 text-muted transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
        ))}
      </nav>
    </div>
  );
}
