import { House, LayoutGrid, ShoppingBag, UserRound } from 'lucide-react';
import { NavLink } from '../../components/ui/link';
import { useCart } from '../../features/cart';
import { msgid, t, tf } from '../../lib/i18n';

const item =
  'relative flex flex-1 flex-col items-center justify-center gap-0.5 py-2 text-[0.6875rem] font-medium text-muted aria-[current=page]:text-maroon-700';

const LINKS = [
  { to: '/', label: msgid('Home'), Icon: House },
  { to: '/products', label: msgid('Category'), Icon: LayoutGrid },
  { to: '/account', label: msgid('My Account'), Icon: UserRound },
] as const;

/** docs/product/storefront.md section 2: under 768 px a bottom bar shows Home, Category, My Account and Cart. */
export function BottomBar() {
  const { count } = useCart();
  return (
    <nav
      aria-label={t('Quick links')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-ivory-50/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex">
        {LINKS.map(({ to, label, Icon }) => (
          <li key={to} className="flex flex-1">
            <NavLink to={to} end={to === '/'} className={item}>
              <Icon className="h-5 w-5" aria-hidden="true" />
              {t(label)}
            </NavLink>
          </li>
        ))}
        <li className="flex flex-1">
          <NavLink
            to="/cart"
            className={item}
            aria-label={tf(count === 1 ? 'Cart, {n} item' : 'Cart, {n} items', { n: count })}
          >
            <span className="relative">
              <ShoppingBag className="h-5 w-5" aria-hidden="true" />
              {count > 0 && (
                <span
                  aria-hidden="true"
                  className="absolute -right-2.5 -top-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-maroon-700 px-1 text-[0.625rem] font-bold text-ivory-50"
                >
                  {count > 99 ? '99+' : count}
                </span>
              )}
            </span>
            {t('Cart')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
