// The shopper's two notices about the app itself (docs/decisions/028-installable-app.md): that the
// phone is offline (what still works, what does not), and that a new release of the store is ready.
// Fixed just under the header, so it moves nothing on the page; the server never renders it (every
// page is rendered as online, with no release waiting).
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { buttonClass } from '../components/ui/button-styles';
import { useOnline } from './connection';
import { takeUpdate, updateWaiting } from './update-store';
import { SEEN } from './sw-rules';

export const OFFLINE_TEXT =
  'You are offline. Pages you have seen and your cart still work; checkout needs a connection.';
export const UPDATE_TEXT = 'A new version of the store is ready.';

const BAR =
  'fixed inset-x-0 top-16 z-30 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-center text-sm font-semibold shadow-[0_1px_6px_rgba(63,17,26,0.15)] md:top-20';

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

export function AppStatusBar() {
  useTellSeen();
  const online = useOnline();
  const update = useSyncExternalStore(updateWaiting.subscribe, updateWaiting.get, () => false);
  return (
    // Always in the page, so screen readers announce the notice when it appears.
    <div role="status" aria-live="polite">
      {!online ? (
        <p data-testid="offline-banner" className={`${BAR} bg-maroon-900 text-ivory-50`}>
          {OFFLINE_TEXT}
        </p>
      ) : update ? (
        <div className={`${BAR} bg-gold-300 text-maroon-900`}>
          <p>{UPDATE_TEXT}</p>
          <button type="button" onClick={takeUpdate} className={buttonClass('primary', 'sm')}>
            Reload
          </button>
        </div>
      ) : null}
    </div>
  );
}
