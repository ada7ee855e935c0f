// The storefront's service worker (docs/decisions/028-installable-app.md), built with Workbox's
// modules into dist/sw.js by the web build (apps/web/vite.config.ts, serviceWorker()), which
// replaces self.__WB_MANIFEST with the app shell's files and their revisions.
// Which request gets which treatment is decided in ../src/pwa/sw-rules.ts.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import {
  APP_SHELL,
  CACHES,
  LIMITS,
  OFFLINE_PAGE,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  SEEN,
  SKIP_WAITING,
  isCatalogWrite,
  mayStore,
  ruleFor,
  type SwRule,
} from '../src/pwa/sw-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const origin = self.location.origin;

/** Stores only what sw-rules.ts mayStore() allows (no private, no-store, cookie-setting answers). */
const storeOnlyPublic: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (mayStore(response) ? response : null),
};
const expiring = (limits: { maxEntries: number; maxAgeSeconds: number }) =>
  new ExpirationPlugin({ ...limits, purgeOnQuotaError: true });

// The app shell: the storefront's scripts, style sheets, art and the offline page, each with its
// revision. A new release's worker fetches its own set while the old one still serves the old
// set to pages already open: no page ever runs a mix of two releases' chunks.
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the page that installed it at once (there is no older release to mix
// with), so what the shopper opens from then on is kept. A later release claims pages only
// after the shopper took it (skipWaiting below), and that page reloads.
clientsClaim();

const matches =
  (rule: SwRule) =>
  ({ request }: { request: Request }) =>
    ruleFor(request, origin) === rule;

registerRoute(
  matches('page'),
  new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
    plugins: [storeOnlyPublic, expiring(LIMITS.pages)],
  }),
);
registerRoute(matches('private-page'), new NetworkOnly());
// The precache answers its files after the page rules: the app shell's address (the cart) is a
// page too, and is asked of the network first like every page.
addRoute();
registerRoute(
  matches('catalog'),
  new StaleWhileRevalidate({
    cacheName: CACHES.catalog,
    plugins: [storeOnlyPublic, expiring(LIMITS.catalog)],
  }),
);
registerRoute(
  matches('picture'),
  new CacheFirst({
    cacheName: CACHES.pictures,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), expiring(LIMITS.pictures)],
  }),
);
registerRoute(
  matches('asset'),
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), expiring(LIMITS.assets)],
  }),
);

// The pages seen inside the app (their addresses only): offline, they open as the app shell.
const seenExpiration = new CacheExpiration(CACHES.seen, LIMITS.seen);
async function markSeen(url: string): Promise<void> {
  if (ruleFor({ url, method: 'GET', mode: 'navigate' }, origin) !== 'page') return;
  await (await caches.open(CACHES.seen)).put(url, new Response(''));
  await seenExpiration.updateTimestamp(url);
  await seenExpiration.expireEntries();
}
const wasSeen = async (url: string) =>
  url === new URL(APP_SHELL, origin).href ||
  (await caches.match(url, { cacheName: CACHES.seen })) !== undefined;

// A page that cannot be had from the network nor kept whole: the app shell when the shopper saw
// it inside the app (or it is the cart, kept on the phone), else the offline page; a private
// page offline gets the offline page too.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  if (ruleFor(request, origin) === 'page' && (await wasSeen(request.url))) {
    const shell = await matchPrecache(APP_SHELL);
    if (shell) return shell;
  }
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
});

// A write through this browser (an owner's edit, an order) may change prices or stock: the kept
// catalog answers go, so the next read is the server's. The write itself goes to the network
// untouched.
self.addEventListener('fetch', (event) => {
  if (!isCatalogWrite(event.request, origin)) return;
  event.respondWith(
    fetch(event.request).then((response) => {
      if (response.ok) event.waitUntil(caches.delete(CACHES.catalog));
      return response;
    }),
  );
});

// A new release waits until every page of the old one is closed, or until the shopper takes it
// (the page's "Reload" on the new-version notice: src/pwa/register.ts).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; url?: unknown } | null;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
  else if (data?.type === SEEN && typeof data.url === 'string') {
    event.waitUntil(markSeen(data.url).catch(() => {}));
  }
});
