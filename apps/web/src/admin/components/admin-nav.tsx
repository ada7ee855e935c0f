import {
  ClipboardList,
  Ellipsis,
  Inbox,
  LayoutDashboard,
  MessageCircle,
  Package,
  Languages,
  Ruler,
  RotateCcw,
  Search,
  Star,
  PackageCheck,
  ReceiptIndianRupee,
  Store,
  TicketPercent,
  Truck,
  Wallet,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentType, type SVGProps } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '../../components/ui/link';
import { cn } from '../../lib/cn';
import { adminTexts } from '../admin-texts';

interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  end?: boolean;
}

/** The screens a phone's tab bar shows itself. */
export const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: adminTexts.nav.today, icon: LayoutDashboard, end: true },
  { to: '/admin/orders', label: adminTexts.nav.orders, icon: ClipboardList },
  { to: '/admin/products', label: adminTexts.nav.products, icon: Package },
  { to: '/admin/inbox', label: adminTexts.nav.inbox, icon: Inbox },
  { to: '/admin/store', label: adminTexts.nav.store, icon: Store },
];

/** The screens a phone reaches through More; the side bar lists them after Products. */
export const ADMIN_MORE_NAV: NavItem[] = [
  { to: '/admin/ship', label: adminTexts.nav.ship, icon: PackageCheck },
  { to: '/admin/returns', label: adminTexts.nav.returns, icon: RotateCcw },
  { to: '/admin/refunds', label: adminTexts.nav.refunds, icon: Wallet },
  { to: '/admin/offers', label: adminTexts.nav.offers, icon: TicketPercent },
  { to: '/admin/delivery', label: adminTexts.nav.delivery, icon: Truck },
  { to: '/admin/tax', label: adminTexts.nav.tax, icon: ReceiptIndianRupee },
  { to: '/admin/search', label: adminTexts.nav.search, icon: Search },
  { to: '/admin/whatsapp', label: adminTexts.nav.whatsapp, icon: MessageCircle },
  { to: '/admin/reviews', label: adminTexts.nav.reviews, icon: Star },
  { to: '/admin/size-charts', label: adminTexts.nav.sizeCharts, icon: Ruler },
  { to: '/admin/hindi-names', label: adminTexts.nav.hindiNames, icon: Languages },
];

const SIDE_NAV: NavItem[] = [...ADMIN_NAV.slice(0, 3), ...ADMIN_MORE_NAV, ...ADMIN_NAV.slice(3)];

const tabClass =
  'flex h-14 w-full flex-col items-center justify-center gap-0.5 text-xs font-medium focus-visible:outline-offset-[-2px]';

/**
 * The screens the tab bar has no room for, in a panel that opens above it. A disclosure rather
 * than a menu: its links are ordinary links in the tab order, Escape closes it and returns
 * focus to the button, and opening a screen closes it.
 */
function MoreTab() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLLIElement>(null);
  const { pathname } = useLocation();
  const inMore = ADMIN_MORE_NAV.some(({ to }) => pathname === to || pathname.startsWith(`${to}/`));

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <li ref={wrapper}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className={cn(tabClass, inMore || open ? 'text-maroon-700' : 'text-muted')}
      >
        <Ellipsis className="h-5 w-5" aria-hidden="true" />
        {adminTexts.shell.more}
        {inMore && <span className="sr-only">{adminTexts.shell.currentScreenInMore}</span>}
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute bottom-full right-2 mb-2 w-52 rounded-xl border border-line bg-ivory-50 p-1 shadow-lg"
      >
        {ADMIN_MORE_NAV.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className="flex h-12 items-center gap-3 rounded-lg px-3 text-sm font-medium text-ink hover:bg-maroon-50 aria-[current=page]:bg-maroon-700 aria-[current=page]:text-ivory-50"
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * On a phone the screens sit in a tab bar at the bottom, where a thumb reaches them: five tabs
 * and More, each a sixth of the width (60 px at 360) and 56 px tall. From 1024 px they move to a
 * side bar.
 */
export function AdminBottomTabs() {
  return (
    <nav
      aria-label={adminTexts.shell.navLabel}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-ivory-50 pb-[env(safe-area-inset-bottom)] lg:hidden print:hidden"
    >
      <ul className="relative grid grid-cols-6">
        {ADMIN_NAV.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={cn(tabClass, 'text-muted aria-[current=page]:text-maroon-700')}
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
        <MoreTab />
      </ul>
    </nav>
  );
}

export function AdminSideNav({ className }: { className?: string }) {
  return (
    <nav
      aria-label={adminTexts.shell.navLabel}
      className={cn('hidden lg:block print:hidden', className)}
    >
      <ul className="space-y-1">
        {SIDE_NAV.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className="flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-ink hover:bg-maroon-50 aria-[current=page]:bg-maroon-700 aria-[current=page]:text-ivory-50"
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
