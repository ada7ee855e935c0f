// The storefront rendered to HTML on the server (docs/decisions/011-server-rendering.md). Vite
// builds this file into dist/.server/ (`vite build --ssr`); apps/server/src/plugins/storefront.ts
// imports the result and renders the pages it names with the first answers it put in the page.
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import sanitize from 'sanitize-html';
import type { StoreInfo } from '@store/contract';
import { canonicalRead } from '@store/contract/storefront-reads';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { setSanitizerWithoutDom, storeInfoQueryOptions } from './features/content';
import { hi } from './i18n/hi';
import { basenameOf, languageOf, setLanguage } from './lib/i18n';
import { withServerPage, withServerPageAsync } from './lib/server-page';

// The same rules as features/content/sanitize-html.ts's DOMPurify settings, on strings.
setSanitizerWithoutDom((html) =>
  sanitize(html, {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'h1', 'h2'],
    allowedAttributes: { a: ['href', 'name', 'target', 'rel'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: (tagName, attribs) =>
        attribs.target === '_blank'
          ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
          : { tagName, attribs },
    },
  }),
);

export interface RenderInput {
  /** The address, path and query. */
  url: string;
  /** The page's origin, as the browser will see it (image addresses are made absolute on it). */
  origin: string;
  /** The first answers the page carries, by canonical read (lib/first-answers.ts). */
  answers: Record<string, unknown>;
  /**
   * Whether the page renders with the query client: every screen but the home page, which
   * hydrates before the client loads (src/mount.tsx), and so renders without it here too.
   */
  withQueryClient: boolean;
}

function App({ url, client }: { url: string; client?: QueryClient }) {
  return (
    <StrictMode>
      <StaticRouter location={url} basename={basenameOf(languageOf(url))}>
        <AppProviders serverClient={client}>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </StrictMode>
  );
}

/** The page's HTML for #root. Synchronous: call prepare() once before the first. */
export function render({ url, origin, answers, withQueryClient }: RenderInput): string {
  const carried = new Map(Object.entries(answers));
  let client: QueryClient | undefined;
  if (withQueryClient) {
    client = new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    });
    const info = carried.get(canonicalRead('/storeInfo')) as StoreInfo | undefined;
    if (info !== undefined) client.setQueryData(storeInfoQueryOptions.queryKey, info);
  }
  // The page's language around this one synchronous render (docs/decisions/031).
  setLanguage(languageOf(url), hi);
  try {
    return withServerPage({ origin, answers: carried }, () =>
      renderToString(<App url={url} client={client} />),
    );
  } finally {
    setLanguage('en');
  }
}

/** Addresses that between them show every screen the server renders. */
const SCREENS = ['/', '/products', '/product/1', '/contact', '/privacy', '/404', '/a/b'];

/**
 * Loads every lazily loaded screen once, so that render() finds them all there and never
 * suspends: a synchronous render keeps one request's page state from reaching another's.
 */
export async function prepare(origin: string): Promise<void> {
  for (const url of SCREENS) {
    const client = new QueryClient();
    await withServerPageAsync({ origin, answers: new Map() }, async () => {
      const { prelude } = await prerenderToNodeStream(<App url={url} client={client} />);
      prelude.resume();
      await new Promise((resolve) => prelude.on('end', resolve));
    });
  }
}
