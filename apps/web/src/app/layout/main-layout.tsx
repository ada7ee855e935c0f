import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { toast } from '../../lib/toast';
import { t } from '../../lib/i18n';
import { Spinner } from '../../components/ui/spinner';
import { useHydrated } from '../../lib/hydration';
import { STORE_INFO_ERROR_TOAST, useStoreInfo } from '../../features/content';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';
import { lazyOptional } from '../screen-loader';
import { TestModeBar } from './test-mode-bar';

// The app's own notices (offline, a new release) come after hydration, in a chunk of their own:
// the server never shows them, and the first page's script need not carry them (the bytes an
// English page gave up for the Hindi pages, docs/decisions/031).
// Nothing while its chunk cannot load (offline before it came): it loads when the connection is
// back, rather than its failure unmounting the whole page.
const LazyStatusBar = lazyOptional<{ under?: 'header' | 'top' }>(() =>
  import('../../pwa/app-status-bar').then((m) => ({ default: m.AppStatusBar })),
);

function AppStatusBar({ under }: { under?: 'header' | 'top' }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <LazyStatusBar under={under} />
    </Suspense>
  ) : null;
}

function StoreInfoErrorToast() {
  const { error } = useStoreInfo();
  useEffect(() => {
    if (error) toast.error(STORE_INFO_ERROR_TOAST, { id: 'store-info-error' });
  }, [error]);
  return null;
}

export function MainLayout() {
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-maroon-700 px-4 py-2 text-ivory-50 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('Skip to content')}
      </a>
      <StoreInfoErrorToast />
      <Header />
      <AppStatusBar />
      <main id="main" tabIndex={-1} className="flex-1 pb-16 outline-none md:pb-0">
        <Suspense
          fallback={
            // A full screen, so the footer starts below the fold while a screen loads and is
            // not pushed down in view when it arrives (Lighthouse measured CLS 0.41 on the
            // desktop listing with a 60vh placeholder).
            <div className="min-h-svh pt-24">
              <Spinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <div className="pb-16 md:pb-0 bg-maroon-900">
        <Footer />
      </div>
      <TestModeBar aboveBottomBar />
      <BottomBar />
    </div>
  );
}

/** docs/product/storefront.md section 2: sign-in pages are centred, without header or footer. */
export function CenteredLayout() {
  return (
    <>
      <AppStatusBar under="top" />
      <main
        id="main"
        className="flex min-h-svh items-center justify-center bg-ivory-200 bg-[radial-gradient(circle_at_top,_var(--color-ivory-50),_var(--color-ivory-200))] px-4 py-12"
      >
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <TestModeBar />
    </>
  );
}
