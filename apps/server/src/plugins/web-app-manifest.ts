// The installable app's web app manifest (docs/decisions/028-installable-app.md): served by the
// server, not a file of the build, so the name on the phone's home screen is the owner's store
// name from the store settings. The colours are the storefront's theme (apps/web/src/theme.css:
// maroon bars on ivory), the same as the pages' theme-color tag; the icons are drawn from the
// favicon's art (apps/web/scripts/make-icons.mjs) and live in the build's public files.
import type { FastifyInstance } from 'fastify';
import type { StoreInfo } from '@store/contract';
import { canonicalRead } from '@store/contract/storefront-reads';
import { brandOf, DEFAULT_DESCRIPTION } from './page-meta.ts';

/** The theme's maroon (--color-maroon-800) and ivory (--color-ivory-100). */
export const THEME_COLOUR = '#5c1a26';
export const BACKGROUND_COLOUR = '#fbf7ef';
/** Home screens show about 12 to 15 characters under an icon. */
const SHORT_NAME_MAX = 15;

/** The name cut at a word to fit under a home-screen icon (a single long word is cut hard). */
export function shortNameOf(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  const words = name.split(/\s+/);
  let short = '';
  for (const word of words) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    short = next;
  }
  return short || name.slice(0, SHORT_NAME_MAX);
}

/** The manifest for a store's settings (null: they could not be read; the defaults then). */
export function webAppManifest(
  info: (Pick<StoreInfo, 'storeName' | 'description'> & Partial<StoreInfo>) | null,
) {
  const name = brandOf(info);
  const description = (info?.description.trim() || DEFAULT_DESCRIPTION).slice(0, 300);
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    description,
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    categories: ['shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** GET /manifest.webmanifest, from the store's details as the API answers them. */
export function registerWebAppManifest(
  app: FastifyInstance,
  answerOf: (read: string) => Promise<{ status: number; json?: string }>,
): void {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_req, reply) => {
    const answer = await answerOf(canonicalRead('/storeInfo'));
    const info = answer.json ? (JSON.parse(answer.json) as StoreInfo) : null;
    return (
      reply
        // Asked again on each visit (it is small): a renamed store shows its new name.
        .header('cache-control', 'no-cache')
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(webAppManifest(info)))
    );
  });
}
