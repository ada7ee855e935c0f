import { KeyRound, LogOut } from 'lucide-react';
import { Outlet } from 'react-router';
import { Link } from '../../components/ui/link';
import { buttonClass } from '../../components/ui/button-styles';
import { AdminBottomTabs, AdminSideNav } from './admin-nav';
import { adminTexts } from '../admin-texts';

const text = adminTexts.shell;

/**
 * The admin's frame: a slim top bar with the shop's name and sign-out, the screens below, the
 * tab bar at the bottom on a phone and a side bar from 1024 px. Printing shows the screen's
 * content only (the packing slip).
 */
export function AdminLayout({
  who,
  onSignOut,
}: {
  who: { email: string; role: string } | null;
  onSignOut: () => void;
}) {
  return (
    <div className="min-h-screen bg-ivory-100 pb-20 lg:pb-0 print:bg-white print:pb-0">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-ivory-50 focus:px-3 focus:py-2"
      >
        {text.skipToContent}
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-ivory-50/95 backdrop-blur print:hidden">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4 lg:px-6">
          <Link
            to="/admin"
            className="inline-flex items-center gap-2 font-display text-lg font-semibold text-maroon-800"
          >
            <span aria-hidden="true" className="h-2 w-2 rotate-45 bg-gold-500" />
            {text.shopAdmin}
          </Link>
          <div className="flex min-w-0 items-center gap-2">
            {who && (
              <span className="hidden truncate text-sm text-muted sm:inline">
                {who.email} · {who.role}
              </span>
            )}
            <Link
              to="/admin/account"
              aria-label={text.yourAccount}
              className={buttonClass('ghost', 'sm', 'h-11 sm:h-11')}
            >
              <KeyRound className="h-4 w-4" aria-hidden="true" />
              <span className="hidden sm:inline">{text.account}</span>
            </Link>
            <button
              type="button"
              onClick={onSignOut}
              className={buttonClass('ghost', 'sm', 'h-11 sm:h-11')}
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              {text.signOut}
            </button>
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl gap-6 px-4 lg:px-6">
        <AdminSideNav className="sticky top-14 w-52 shrink-0 self-start py-6" />
        <main
          id="admin-main"
          tabIndex={-1}
          className="min-w-0 flex-1 py-5 outline-none lg:py-6 print:py-0"
        >
          <Outlet />
        </main>
      </div>
      <AdminBottomTabs />
    </div>
  );
}
