import { ClipboardList, Inbox, LayoutDashboard, Package, Store } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { NavLink } from '../../components/ui/link';
import { cn } from '../../lib/cn';

interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  end?: boolean;
}

export const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: 'Today', icon: LayoutDashboard, end: true },
  { to: '/admin/orders', label: 'Orders', icon: ClipboardList },
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/inbox', label: 'Inbox', icon: Inbox },
  { to: '/admin/store', label: 'Store', icon: Store },
];

/**
 * On a phone the five screens sit in a tab bar at the bottom, where a thumb reaches them: each tab
 * is a full fifth of the width and 56 px tall. From 1024 px they move to a side bar.
 */
export function AdminBottomTabs() {
  return (
    <nav
      aria-label="Admin"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-ivory-50 pb-[env(safe-area-inset-bottom)] lg:hidden print:hidden"
    >
      <ul className="grid grid-cols-5">
        {ADMIN_NAV.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className="flex h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium text-muted aria-[current=page]:text-maroon-700 focus-visible:outline-offset-[-2px]"
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

export function AdminSideNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Admin" className={cn('hidden lg:block print:hidden', className)}>
      <ul className="space-y-1">
        {ADMIN_NAV.map(({ to, label, icon: Icon, end }) => (
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
