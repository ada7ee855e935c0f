import { storeInfo, type StorePicture } from '@store/contract';
import { Heart, Menu, Search, ShoppingBag, UserRound, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../components/ui/link';
import { buttonClass } from '../../components/ui/button-styles';
import { cn } from '../../lib/cn';
import { useAuth } from '../../features/auth';
import { useCart } from '../../features/cart';
import { categoryHref, ProductSearchForm } from '../../features/catalog';
import { useStoreInfo } from '../../features/content';
import { useWishlist } from '../../features/wishlist';
import { peekFirstAnswer } from '../../lib/first-answers';
import { t, tf } from '../../lib/i18n';
import { LanguageSwitch } from './language-switch';
import { StoreLogo } from './store-logo';

/** docs/product/storefront.md section 9: the header turns solid after 20 px of scroll. */
const SOLID_AFTER_PX = 20;

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -right-1 -top-1 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-gold-400 px-1 text-[0.6875rem] font-bold leading-none text-maroon-900"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The logo the served page's store information names, with the name it stands for. The home
 * page paints (and is rendered on the server) before the query client loads; without this the
 * name would show first and the logo replace it a moment later, moving the header
 * (docs/decisions/007).
 */
function carriedLogo(): { logo: StorePicture; brand: string } | null {
  const answer = peekFirstAnswer('/storeInfo', import.meta.env.DEV ? storeInfo : undefined);
  if (!answer?.logo) return null;
  return {
    logo: answer.logo,
    brand: answer.storeName?.trim() || answer.companyName?.trim() || '',
  };
}

/** The top-level categories beside the logo from 768 px, the shopper's own marked. */
function CategoryNav({ categories, active }: { categories: string[]; active: string | null }) {
  return (
    <nav aria-label={t('Categories')} className="ml-4 hidden md:block lg:ml-6">
      <ul className="flex items-center gap-5 lg:gap-6">
        {categories.map((name) => (
          <li key={name}>
            <Link
              to={categoryHref(name)}
              aria-current={active === name.toLowerCase() ? 'page' : undefined}
              className="relative py-2 text-sm font-medium tracking-wide text-ink hover:text-maroon-700 aria-[current=page]:text-maroon-700 after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:scale-x-0 after:bg-gold-500 after:transition-transform hover:after:scale-x-100 aria-[current=page]:after:scale-x-100"
            >
              {t(name)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The phone's menu under the header: search, the pages, and the account or login button. */
function MobileMenu({
  id,
  open,
  categories,
  isAuthenticated,
  onDone,
}: {
  id: string;
  open: boolean;
  categories: string[];
  isAuthenticated: boolean;
  onDone: () => void;
}) {
  return (
    <div
      id={id}
      hidden={!open}
      className="max-h-[calc(100svh-4rem)] overflow-y-auto border-t border-line bg-ivory-50 md:hidden"
    >
      <div className="container-page space-y-5 py-5">
        <ProductSearchForm id="mobile-search" onDone={onDone} />
        <nav aria-label={t('Menu')}>
          <ul className="divide-y divide-line">
            <li>
              <NavLink to="/" end className="block py-3 font-display text-lg text-maroon-800">
                {t('Home')}
              </NavLink>
            </li>
            {categories.map((name) => (
              <li key={name}>
                <Link
                  to={categoryHref(name)}
                  className="block py-3 font-display text-lg text-maroon-800"
                >
                  {t(name)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/products" className="block py-3 font-display text-lg text-maroon-800">
                {t('All Categories')}
              </Link>
            </li>
            <li>
              <Link to="/wishlist" className="block py-3 font-display text-lg text-maroon-800">
                {t('Wishlist')}
              </Link>
            </li>
            <li>
              <Link to="/contact" className="block py-3 font-display text-lg text-maroon-800">
                {t('Contact Us')}
              </Link>
            </li>
          </ul>
        </nav>
        {isAuthenticated ? (
          <Link to="/account" className={buttonClass('outline', 'md', 'w-full')}>
            {t('My Account')}
          </Link>
        ) : (
          <Link to="/login" className={buttonClass('primary', 'md', 'w-full')}>
            {t('Login')}
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * The open state of the phone's menu and the tablet's search panel: both close when the shopper
 * navigates, and Escape closes them and gives focus back to the button that opened them.
 */
function useHeaderPanels() {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Tablets (768 to 1023 px) have neither the desktop search box nor the mobile menu's: a search
  // button opens one under the header.
  const [searchOpen, setSearchOpen] = useState(false);

  // The mobile menu closes whenever the shopper navigates.
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [location.pathname, location.search]);

  // Escape closes the open panel and puts focus back on the button that opened it: closing
  // hides whatever had focus inside, which would leave the keyboard at the top of the page.
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen && !searchOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      (menuOpen ? menuButton : searchButton).current?.focus();
      setMenuOpen(false);
      setSearchOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen, searchOpen]);
  return { menuOpen, setMenuOpen, searchOpen, setSearchOpen, menuButton, searchButton };
}

/** The store's logo, or its name while it has none, linking home. */
function HeaderBrand() {
  const { info, isLoading } = useStoreInfo();
  const [carried] = useState(carriedLogo);
  const logo =
    info.logo || !isLoading
      ? info.logo && { logo: info.logo, brand: info.brand }
      : carried && { logo: carried.logo, brand: carried.brand || info.brand };
  return (
    <Link
      to="/"
      className="flex min-w-0 items-center gap-2 font-display text-base font-semibold tracking-wide text-maroon-800 min-[400px]:text-xl lg:text-2xl"
    >
      {logo ? (
        <StoreLogo logo={logo.logo} alt={logo.brand} />
      ) : (
        <>
          <span aria-hidden="true" className="hidden h-2 w-2 rotate-45 bg-gold-500 sm:block" />
          {/* Two short lines on the narrowest phones, where the search, cart and Login buttons
              leave a long name too little room for one; one line from 640 px. */}
          <span className="line-clamp-2 break-words leading-tight sm:line-clamp-1">
            {info.brand}
          </span>
        </>
      )}
    </Link>
  );
}

const iconLink =
  'relative h-10 w-10 items-center justify-center rounded-full text-maroon-800 hover:bg-maroon-50';

export function Header() {
  const { info } = useStoreInfo();
  const { isAuthenticated } = useAuth();
  const { count } = useCart();
  const wishlist = useWishlist();
  const solid = useScrolledPast(SOLID_AFTER_PX);
  const location = useLocation();
  const { menuOpen, setMenuOpen, searchOpen, setSearchOpen, menuButton, searchButton } =
    useHeaderPanels();
  const menuId = useId();
  const searchPanelId = useId();
  const categories = info.categories.slice(0, 3);

  const activeCategory = new URLSearchParams(location.search).get('category');

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300',
        solid || menuOpen || searchOpen
          ? 'bg-ivory-50/95 shadow-[0_1px_12px_rgba(63,17,26,0.10)] backdrop-blur'
          : 'bg-transparent',
      )}
    >
      <div className="container-page flex h-16 items-center gap-2 sm:gap-3 md:h-20">
        <button
          type="button"
          className={cn(iconLink, 'flex md:hidden')}
          ref={menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={t(menuOpen ? 'Close menu' : 'Open menu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Menu className="h-5 w-5" aria-hidden="true" />
          )}
        </button>

        <HeaderBrand />

        <CategoryNav categories={categories} active={activeCategory} />

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitch className="px-1 text-sm text-maroon-800" />
          <ProductSearchForm id="header-search" className="hidden w-56 lg:block xl:w-72" />
          <button
            type="button"
            // Visible from the smallest phone (issue 30): search is how most shoppers start.
            className={cn(iconLink, 'flex lg:hidden')}
            ref={searchButton}
            aria-expanded={searchOpen}
            aria-controls={searchPanelId}
            aria-label={t(searchOpen ? 'Close search' : 'Search products')}
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? (
              <X className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Search className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
          <Link
            to="/wishlist"
            className={cn(iconLink, 'hidden sm:flex')}
            aria-label={tf(wishlist.count === 1 ? 'Wishlist, {n} item' : 'Wishlist, {n} items', {
              n: wishlist.count,
            })}
          >
            <Heart className="h-5 w-5" aria-hidden="true" />
            <CountBadge count={wishlist.count} />
          </Link>
          <Link
            to="/cart"
            className={cn(iconLink, 'flex')}
            aria-label={tf(count === 1 ? 'Cart, {n} item' : 'Cart, {n} items', { n: count })}
          >
            <ShoppingBag className="h-5 w-5" aria-hidden="true" />
            <CountBadge count={count} />
          </Link>
          {isAuthenticated ? (
            <Link
              to="/account"
              className={cn(iconLink, 'hidden md:flex')}
              aria-label={t('My Account')}
            >
              <UserRound className="h-5 w-5" aria-hidden="true" />
            </Link>
          ) : (
            <Link to="/login" className={buttonClass('primary', 'sm', 'ml-1')}>
              {t('Login')}
            </Link>
          )}
        </div>
      </div>

      <div
        id={searchPanelId}
        hidden={!searchOpen}
        className="border-t border-line bg-ivory-50 lg:hidden"
      >
        {searchOpen && (
          <div className="container-page py-4">
            <ProductSearchForm id="tablet-search" autoFocus onDone={() => setSearchOpen(false)} />
          </div>
        )}
      </div>

      <MobileMenu
        id={menuId}
        open={menuOpen}
        categories={categories}
        isAuthenticated={isAuthenticated}
        onDone={() => setMenuOpen(false)}
      />
    </header>
  );
}
