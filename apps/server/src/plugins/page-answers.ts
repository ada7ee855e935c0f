// The API's answers a storefront page carries (docs/decisions/007 and 011): the store
// information and the catalog reads of its first screen, in the page's language (decision 031).
import type { FastifyInstance } from 'fastify';
import {
  canonicalRead,
  featuredQueryOf,
  firstCatalogReads,
} from '@store/contract/storefront-reads';
import {
  ANSWERS_WAIT_MS,
  escapeAttribute,
  escapeScriptData,
  type Answer,
} from './storefront-build.ts';
import { catalogSpeaks, readIn, type Language } from './languages.ts';

/** What a page is, for its answers: its address without /hi, and its language. */
export interface PageView {
  /** The address with the language taken off (/hi/product/7 is /product/7 here). */
  inner: URL;
  lang: Language;
}

/** The API's address of a read (a canonical key under /api/v1), as the page and the app ask it. */
const apiUrl = (read: string) => `/api/v1${read}`;

/** GET `read` (a canonical key under /api/v1) through the app itself. */
export async function answerOf(app: FastifyInstance, read: string): Promise<Answer> {
  const res = await app.inject({
    method: 'GET',
    url: apiUrl(read),
    headers: { 'accept-encoding': 'identity' },
  });
  return res.statusCode === 200 ? { status: 200, json: res.body } : { status: res.statusCode };
}

/**
 * The catalog reads the page's first screen makes, as its script will ask them: in Hindi on a
 * Hindi page when the server answers the catalog in Hindi (a store information with `languages`).
 */
export function pageReads(view: PageView, storeInfoJson: string | undefined): string[] {
  const reads = firstCatalogReads(view.inner.pathname, view.inner.searchParams);
  return catalogSpeaks(storeInfoJson) ? reads.map((read) => readIn(view.lang, read)) : reads;
}

async function firstAnswers(app: FastifyInstance, view: PageView): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  const storeInfo = await answerOf(app, canonicalRead('/storeInfo'));
  // A Hindi page's script asks for the store information in Hindi (its category names): the page
  // carries that one, under the key the script looks it up by, so the first render has the names.
  const hindi = view.lang === 'hi' && catalogSpeaks(storeInfo.json);
  answers.set(
    canonicalRead('/storeInfo'),
    hindi ? await answerOf(app, canonicalRead('/storeInfo', { lang: 'hi' })) : storeInfo,
  );
  const reads = pageReads(view, storeInfo.json);
  const catalog = await Promise.all(reads.map((read) => answerOf(app, read)));
  reads.forEach((read, i) => {
    const answer = catalog[i];
    if (answer) answers.set(read, answer);
  });
  if (view.inner.pathname === '/' && storeInfo.json) {
    const categories = (JSON.parse(storeInfo.json) as { categories?: unknown }).categories;
    const first = Array.isArray(categories) ? categories[0] : undefined;
    if (typeof first === 'string' && first.trim()) {
      let read = canonicalRead('/products', featuredQueryOf(first));
      if (catalogSpeaks(storeInfo.json)) read = readIn(view.lang, read);
      answers.set(read, await answerOf(app, read));
    }
  }
  return answers;
}

/** The answers, or none when they are not ready within ANSWERS_WAIT_MS. */
export async function answersInTime(
  app: FastifyInstance,
  view: PageView,
): Promise<Map<string, Answer>> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      firstAnswers(app, view),
      new Promise<Map<string, Answer>>((resolve) => {
        timer = setTimeout(() => resolve(new Map()), ANSWERS_WAIT_MS);
      }),
    ]);
  } catch (err) {
    app.log.warn({ err }, 'the storefront shell goes without its first answers');
    return new Map();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A rendered listing leaves its list of products for the app to fetch. A phone on a new
 * connection receives about 14.6 KB before it waits a round trip for acknowledgements, and the
 * page's pictures are asked for only once the page is in. A listing carrying its answer (about
 * 2.6 KB as brotli, 3.1 KB in Hindi, for products its markup already shows) was 16 to 18 KB;
 * without it, 13.5 to 14.5. The answer is needed only to hydrate, which waits for the app's
 * scripts anyway (apps/web/src/mount.tsx). The home page (11 to 12 KB) keeps its few featured
 * pieces: fetched, its largest paint came about 0.1 s later in Lighthouse.
 */
const fetchedByApp = (view: PageView, key: string) =>
  view.inner.pathname === '/products' && key.startsWith('/products?');

/** How a page holds its first answers: inline, or named for the app to fetch (rendered listings). */
export function answersInPage(
  view: PageView,
  answers: ReadonlyMap<string, Answer>,
  rendered: boolean,
): { preloads: string[]; rootAttribute: string; script: string } {
  const carried = [...answers].filter(([, answer]) => answer.json !== undefined);
  const byApp = rendered
    ? carried.filter(([key]) => fetchedByApp(view, key)).map(([key]) => key)
    : [];
  const inline = carried.filter(([key]) => !byApp.includes(key));
  const body = inline.map(([key, { json }]) => `${JSON.stringify(key)}:${json}`).join(',');
  return {
    // Started by the page behind its pictures, and taken over by the app's fetch (`crossorigin`:
    // the same CORS mode and credentials).
    preloads: byApp.map(
      (key) =>
        `<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="${escapeAttribute(apiUrl(key))}">`,
    ),
    rootAttribute: byApp.length
      ? ` data-fetched-answers="${escapeAttribute(byApp.join(' '))}"`
      : '',
    script: body
      ? `<script type="application/json" id="first-answers">${escapeScriptData(`{${body}}`)}</script>`
      : '',
  };
}
