import { useEffect, type ReactNode } from 'react';
import { adminTexts } from '../../../admin-texts';

/** The centred card of the admin's sign-in and invitation screens. */
export function AdminAuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  // The tab names the screen, as every other admin screen's does (AdminTitle), not the
  // storefront's page title that the served HTML starts with.
  useEffect(() => {
    document.title = adminTexts.shell.documentTitle(title);
  }, [title]);
  return (
    <main className="flex min-h-screen items-start justify-center bg-ivory-100 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-2xl border border-line bg-ivory-50 px-5 py-8 shadow-xl shadow-maroon-900/5 sm:px-8">
        <p className="flex items-center justify-center gap-2 font-display text-lg font-semibold text-maroon-800">
          <span aria-hidden="true" className="h-2 w-2 rotate-45 bg-gold-500" />
          {adminTexts.shell.shopAdmin}
        </p>
        <h1 className="mt-4 text-center text-2xl text-maroon-800">{title}</h1>
        {lead && <p className="mt-2 text-center text-sm text-muted">{lead}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
