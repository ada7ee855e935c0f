// What the storefront plugin (storefront.ts) reads of the web build: the manifest's chunks per
// screen, the server renderer, the first picture of an answer, the page's status, and the build's
// files as served.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type PageKind } from './page-meta.ts';

/** The storefront's lazily loaded screens, by the address that shows them. */
export const ROUTE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/products\/?$/, 'src/app/routes/products-page.tsx'],
  [/^\/product\/[^/]+\/?$/, 'src/app/routes/product-page.tsx'],
  [/^\/cart\/?$/, 'src/app/routes/cart-page.tsx'],
];
/**
 * Every lazy screen is loaded together with the query client (src/app/router.tsx). The build puts
 * it in a chunk named "query" (apps/web/vite.config.ts), which the manifest keys by that chunk's
 * file rather than by the module's path.
 */
export const WITH_EVERY_SCREEN = { module: 'src/app/query-client.ts', chunk: 'query' };

/**
 * The screen each kind of rendered page shows (apps/web/src/app/router.tsx). Its chunks are named
 * in the page, so that the entry script asks for them beside the app once the page has loaded
 * (apps/web/src/main.tsx), rather than one round trip after it.
 */
export const SCREEN_MODULES: Partial<Record<PageKind['kind'], string>> = {
  home: 'src/app/routes/home-page.tsx',
  listing: 'src/app/routes/products-page.tsx',
  product: 'src/app/routes/product-page.tsx',
  contact: 'src/app/routes/contact-page.tsx',
  policy: 'src/app/routes/policy-page.tsx',
  'not-found': 'src/app/routes/not-found-page.tsx',
};

/** How long the shell waits for the answers it carries before it goes without them. */
export const ANSWERS_WAIT_MS = 1000;

export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The files `key` needs, its static imports first, leaving out the entry the page loads anyway. */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || key === 'index.html') return [];
  seen.add(key);
  const files = (chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen));
  return [...files, chunk.file];
}

export function readManifest(distDir: string): Manifest {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return {}; // an older build or a hand-made folder: the shell goes without hints
  }
}

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script data block: no `</script>` or `<!--` can end it early. */
export const escapeScriptData = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface FirstImage {
  href: string;
  /** The AVIF srcset of an owner's photo (the drawn art has none). */
  avif?: string;
}

export function firstImage(answer: unknown): FirstImage | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const product = 'data' in answer && Array.isArray(answer.data) ? answer.data[0] : answer;
  if (!product || typeof product !== 'object') return undefined;
  if ('imgUrl' in product && typeof product.imgUrl === 'string' && product.imgUrl) {
    const images = 'images' in product && Array.isArray(product.images) ? product.images : [];
    const first = images[0] as { url?: unknown; srcset?: { avif?: unknown } } | undefined;
    const avif = first && first.url === product.imgUrl ? first.srcset?.avif : undefined;
    return { href: product.imgUrl, ...(typeof avif === 'string' && avif ? { avif } : {}) };
  }
  return undefined;
}

// The `sizes` the storefront gives a product page's main picture and a listing's card
// (apps/web/src/features/catalog/components), so a preload picks the width the page will.
export const DETAIL_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';
export const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 32vw, 50vw';

/** What the server-rendering build (apps/web/src/entry-server.tsx) exports. */
export interface ServerRenderer {
  prepare(origin: string): Promise<void>;
  render(input: {
    url: string;
    origin: string;
    answers: Record<string, unknown>;
    withQueryClient: boolean;
  }): string;
}

/**
 * The server-rendering build inside `distDir` (apps/web/dist/.server, never served: no file
 * under a dot folder is), or null without one.
 */
export async function loadRenderer(distDir: string): Promise<ServerRenderer | null> {
  const file = path.join(distDir, '.server', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerRenderer;
}

/** A read through the app itself: its status, and its JSON when that is 200. */
export interface Answer {
  status: number;
  json?: string;
}

/** Hoisted tags React puts before the app's markup (<title>, image preloads). */
export const HOISTED = /^(?:<title>[^<]*<\/title>|<link [^>]*\/?>|<meta [^>]*\/?>)*/;

/** The page's status: 404 for what is not there, 410 for a product taken off sale for good. */
export async function statusOf(
  page: PageKind,
  productAnswer: Answer | undefined,
  archived: (id: number) => Promise<boolean>,
): Promise<number> {
  if (page.kind === 'not-found') return 404;
  if (page.kind !== 'product' || !productAnswer || productAnswer.status === 200) return 200;
  // Shoppers cannot see it: withdrawn for good (archived), or never there (or a draft).
  const id = Number(page.id);
  return Number.isSafeInteger(id) && id > 0 && (await archived(id)) ? 410 : 404;
}

/** The build's files: hashed assets cached for a year, the rest for an hour. */
export async function registerStaticFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // The shell is built per request below, never sent as the file.
    index: false,
    wildcard: true,
    // The build writes .br and .gz copies of scripts, styles and pictures (apps/web/vite.config.ts).
    preCompressed: true,
    allowedPath: (pathName) => !pathName.startsWith('/.') && pathName !== '/index.html',
    setHeaders(reply, filePath) {
      const rel = path.relative(distDir, filePath);
      reply.header(
        'cache-control',
        rel.startsWith('assets' + path.sep)
          ? 'public, max-age=31536000, immutable'
          : // The service worker: checked for a new release on every visit (decision 028).
            `public, max-age=${rel === 'sw.js' ? 0 : 3600}`,
      );
    },
  });
}
