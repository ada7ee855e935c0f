// The shopper's two notices about the app itself (docs/decisions/028-installable-app.md): that the
// phone is offline (what still works, what does not), and that a new release of the store is ready.
// Kept just under the fixed header while the page scrolls (sticky), and in the page's flow, so the
// page makes room for it instead of hiding its top under it (a checkout heading half covered at
// 360 px). The server never renders it (every page is rendered as online, with no release
// waiting), so nothing moves at hydration; only going offline or a new release moves the page.
// The centred sign-in pages have no header: there it sticks to the top of the screen.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { buttonClass } from '../components/ui/button-styles';
import { msgid, t } from '../lib/i18n';
import { useOnline } from './connection';
import { takeUpdate, updateWaiting } from './update-store';
import { SEEN } from './sw-rules';

export const OFFLINE_TEXT = msgid(
  'You are offline. Pages you have seen and your cart still work; checkout needs a connection.',
);
export const UPDATE_TEXT = msgid('A new version of the store is ready.');

const BAR =
  'flex flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-center text-sm font-semibold shadow-[0_1px_6px_rgba(63,17,26,0.15)]';
/** Under the header (64 px, 80 px from 768 px), or at the top where there is none. */
const STICK = { header: 'sticky top-16 z-30 md:top-20', top: 'sticky top-0 z-30' };

/**
 * Tells the service worker each screen the shopper sees inside the app, so that it opens offline
 * later even though the browser never loaded it as a whole page (sw.ts, the app shell).
 */
function useTellSeen(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const tell = () =>
      container.controller?.postMessage({
        type: SEEN,
        url: new URL(pathname + search, window.location.href).href,
      });
    tell();
    // The first worker takes the page after it has shown (sw.ts clientsClaim): told then.
    container.addEventListener('controllerchange', tell);
    return () => container.removeEventListener('controllerchange', tell);
  }, [pathname, search]);
}

export function AppStatusBar({ under = 'header' }: { under?: keyof typeof STICK }) {
  useTellSeen();
  const online = useOnline();
  const update = useSyncExternalStore(updateWaiting.subscribe, updateWaiting.get, () => false);
  return (
    // Always in the page, so screen readers announce the notice when it appears.
    <div role="status" aria-live="polite" className={STICK[under]}>
      {!online ? (
        <p data-testid="offline-banner" className={`${BAR} bg-maroon-900 text-ivory-50`}>
          {t(OFFLINE_TEXT)}
        </p>
      ) : update ? (
        <div className={`${BAR} bg-gold-300 text-maroon-900`}>
          <p>{t(UPDATE_TEXT)}</p>
          <button type="button" onClick={takeUpdate} className={buttonClass('primary', 'sm')}>
            {t('Reload')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
