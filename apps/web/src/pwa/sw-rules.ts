// What the service worker (apps/web/sw/sw.ts) does with each request: one pure function, so the
// rules are tested without a browser (sw-rules.test.ts) and read in one place
// (docs/decisions/028-installable-app.md). Anything not named here goes to the network untouched,
// so the list of what may be kept is an allowlist: a new API route is never cached by accident.

/** How a request is answered. */
export type SwRule =
  /** A storefront page: network first, the copy last seen when offline, else the offline page. */
  | 'page'
  /** A page with the shopper's own or private data: network only, the offline page when offline. */
  | 'private-page'
  /** A catalog read (products, a product, the store's details, suggestions): stale-while-revalidate. */
  | 'catalog'
  /** A product or store picture: cache first, with a count and age limit. */
  | 'picture'
  /** A built, content-hashed file not in the precache (a newer release's chunk): cache first. */
  | 'asset'
  /** Not handled: the browser asks the network as if there were no worker. */
  | 'network';

/** The API's prefix (apps/web/src/lib/api-host.ts API_PATH). */
const API = '/api/v1';

/**
 * Pages that show the shopper's own data, take payment or belong to the owner: never stored.
 * The same list the crawlers are kept out of (apps/server/src/plugins/crawler-files.ts), less
 * the cart, which is kept on the device and must open offline.
 */
export const PRIVATE_PAGES = [
  '/checkout',
  '/payment',
  '/account',
  '/orders',
  '/order-success',
  '/track-order',
  '/confirm-cod',
  '/cart/restore',
  '/wishlist',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/admin',
] as const;

/** The catalog's public reads (under /api/v1): the same for every shopper. */
const CATALOG_READS = [/^\/products$/, /^\/products\/\d+$/, /^\/storeInfo$/, /^\/search\/suggest$/];

/** Where the API serves pictures (products' and the store's). */
const PICTURES = [/^\/media\//, /^\/images\//];

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The rule for a request. `origin` is the store's own (the worker's location): requests to
 * other origins are never handled. Only GET is ever answered from a cache.
 */
export function ruleFor(
  request: { url: string; method: string; mode: string },
  origin: string,
): SwRule {
  const url = new URL(request.url);
  if (url.origin !== origin || request.method !== 'GET') return 'network';
  const path = url.pathname;
  if (request.mode === 'navigate') {
    if (path.startsWith('/api/')) return 'network';
    // A Hindi page (docs/decisions/031) is private or public as its English one is.
    const page = path.replace(/^\/hi(?=\/|$)/, '') || '/';
    return PRIVATE_PAGES.some((p) => under(page, p)) ? 'private-page' : 'page';
  }
  if (path.startsWith(`${API}/`)) {
    const rest = path.slice(API.length);
    if (CATALOG_READS.some((read) => read.test(rest))) return 'catalog';
    if (PICTURES.some((picture) => picture.test(rest))) return 'picture';
    // The cart's server copy, checkout, payments, orders, the account, the wishlist, the admin,
    // sign-in and everything else: the network's answer only.
    return 'network';
  }
  if (path.startsWith('/assets/')) return 'asset';
  return 'network';
}

/**
 * Writes that can change what catalog answers say: the owner's edits, and an order taking stock
 * (placed, confirmed, paid). A quote (POST /orders/quote) changes nothing.
 */
const CATALOG_WRITES = [
  /^\/admin\//,
  /^\/orders$/,
  /^\/orders\/[^/]+\/confirm-cod$/,
  /^\/payments(\/|$)/,
];

/**
 * Whether a successful request changes what catalog answers say (an owner's edit, an order
 * taking stock): the worker then drops its kept catalog answers, so no page shows a stale price
 * or stock after a write made from this browser. The cart's server copy, sign-in and the like
 * change nothing there, and keep the answers (the offline cart needs them).
 */
export function isCatalogWrite(request: { url: string; method: string }, origin: string): boolean {
  const url = new URL(request.url);
  if (url.origin !== origin || ['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false;
  if (!url.pathname.startsWith(`${API}/`)) return false;
  const rest = url.pathname.slice(API.length);
  return CATALOG_WRITES.some((write) => write.test(rest));
}

/**
 * Whether an answer may be stored: a whole 200 that the server did not mark private or
 * not-to-be-stored and that sets no cookie.
 */
export function mayStore(response: { status: number; headers: Headers }): boolean {
  if (response.status !== 200) return false;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/\b(no-store|private)\b/.test(control)) return false;
  return !response.headers.has('set-cookie');
}

/** The cache names, versioned so a future change of format starts afresh. */
export const CACHES = {
  pages: 'store-pages-v1',
  catalog: 'store-catalog-v1',
  pictures: 'store-pictures-v1',
  assets: 'store-assets-v1',
  /** The addresses of pages seen inside the app (an empty answer each). */
  seen: 'store-seen-v1',
} as const;

/** The limits: pictures are many and large, pages few. */
export const LIMITS = {
  pages: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 },
  catalog: { maxEntries: 60, maxAgeSeconds: 24 * 3600 },
  pictures: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 },
  assets: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600 },
  seen: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 },
} as const;

/** A page waits this long for the network before the copy last seen is shown. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 6;

/** The offline page (apps/web/public/offline.html), precached with the app shell. */
export const OFFLINE_PAGE = '/offline.html';

/**
 * The app shell: the page the server sends for the cart, which the browser renders itself. A page
 * the shopper saw inside the app (never loaded whole, so never kept as a page) opens offline as
 * this shell, and the app renders it from the kept catalog answers.
 */
export const APP_SHELL = '/cart';

/** The message the page sends on each screen it shows (pwa/app-status-bar.tsx). */
export const SEEN = 'store:seen';

/** The message the page sends to let a waiting new release take over (pwa/update-store.ts). */
export const SKIP_WAITING = 'store:skip-waiting';
