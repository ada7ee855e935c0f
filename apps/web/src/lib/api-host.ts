/** Where the API lives, by docs/product/storefront.md section 7's rule. Pure, so it can be tested without a browser. */

export const API_PORT = '8044';
export const API_PATH = '/api/v1';

export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
  origin: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function trimSlashes(value: string): string {
  return value.replace(/\/+$/, '');
}

/**
 * The API's base URL for a page at `page` (docs/product/storefront.md section 7):
 * - an explicit override (VITE_API_BASE_URL) wins; a relative override is taken on the page's origin;
 * - a page served by the API itself talks same-origin: one on port 8044 (how `npm start` serves
 *   the store), or a production build on localhost, which only the API server serves (its port
 *   follows PORT, docs/product/rules.md section 1, so it need not be 8044);
 * - any other page on localhost (the Vite dev server) talks to the same host name on port 8044;
 * - anywhere else the API is the `api.` sub-domain of the page's host, over https.
 */
export function resolveApiBase(
  page: PageLocation,
  override?: string,
  options: { builtStore?: boolean } = {},
): string {
  const configured = override?.trim();
  if (configured) {
    const absolute = new URL(configured, page.origin);
    const path = trimSlashes(absolute.pathname);
    const base = path.endsWith(API_PATH) ? path : `${path}${API_PATH}`;
    return `${absolute.origin}${base}`;
  }
  if (page.port === API_PORT) return `${page.origin}${API_PATH}`;
  if (LOOPBACK_HOSTS.has(page.hostname)) {
    if (options.builtStore) return `${page.origin}${API_PATH}`;
    return `${page.protocol}//${page.hostname}:${API_PORT}${API_PATH}`;
  }
  return `https://api.${page.hostname}${API_PATH}`;
}

/** The API's origin, taken from its base URL: image paths like /api/v1/images/1.svg hang off it. */
export function originOf(apiBase: string): string {
  return new URL(apiBase).origin;
}

/**
 * An image URL from the API: paths (`/api/v1/...`) are resolved against the API's origin; absolute
 * URLs and data URLs are kept; an empty value stays empty so the caller can choose a fallback.
 */
export function resolveAssetUrl(url: string | null | undefined, apiBase: string): string {
  const value = url?.trim() ?? '';
  if (!value) return '';
  if (/^(https?:|data:|blob:)/i.test(value)) return value;
  if (value.startsWith('//')) return new URL(value, apiBase).toString();
  const origin = originOf(apiBase);
  return value.startsWith('/') ? `${origin}${value}` : `${origin}/${value}`;
}
