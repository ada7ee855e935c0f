// Registers the service worker (apps/web/sw/sw.ts) once the page has loaded, so it never competes
// with the first page for the network, and tells the page when a new release is waiting
// (docs/decisions/028-installable-app.md, "A new release"). The new release's worker waits
// until every page of the old one is closed, or until the shopper taps "Reload" on the notice
// (pwa/app-status-bar.tsx): a page never runs a mix of two releases' files.
import { announce } from './update-store';

/** A long-open page looks for a new release when it is shown again, at most once an hour. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

function watch(registration: ServiceWorkerRegistration): void {
  // A first install (no worker controls the page yet) is not an update.
  const isUpdate = () => navigator.serviceWorker.controller !== null;
  if (registration.waiting && isUpdate()) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && isUpdate()) announce(worker);
    });
  });
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    registration.update().catch(() => {}); // offline: the next showing tries again
  });
}

/** Registers the worker now: mount.tsx calls this after the page's load event. */
export function registerServiceWorker(): void {
  void navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(watch)
    .catch((error: unknown) => console.warn('The offline app could not be set up', error));
}
