// A shopper: a fresh browser context (own storage, so own cart, wishlist and session) at phone
// or desktop size on one store, with every uncaught page error and CSP violation recorded.
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { StoreInfo } from './servers';

export type SizeName = 'phone' | 'desktop';

export interface Size {
  name: SizeName;
  width: number;
  height: number;
}

/** The two sizes every journey runs at (issue 8: 360 x 740 and 1280 x 800). */
export const SIZES: Size[] = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

/**
 * Where the storefront used to send its calls when served on another port (fixed in 163011f).
 * Nothing of a journey may go there: another store may be listening on it.
 */
export const HARD_WIRED_API_ORIGIN = 'http://localhost:8044';

let browser: Browser | null = null;

/** The run's one Chromium (started by the global setup), connected once per journey file. */
export async function sharedBrowser(): Promise<Browser> {
  if (!browser || !browser.isConnected()) browser = await chromium.connect(inject('wsEndpoint'));
  return browser;
}

export interface Shopper {
  page: Page;
  context: BrowserContext;
  store: StoreInfo;
  size: Size;
  /** The store's address plus a path. */
  url(pathname: string): string;
  /** Uncaught page errors and CSP violations seen so far. */
  problems: string[];
  /**
   * Closes the context; fails if the page threw or broke its CSP meanwhile. With the name of a
   * failed test, first keeps a screenshot of where it stopped (failures/ in the run's folder).
   */
  close(failedTest?: string): Promise<void>;
}

export interface ShopperOptions {
  store?: StoreInfo;
}

export async function openShopper(size: Size, options: ShopperOptions = {}): Promise<Shopper> {
  const store = options.store ?? inject('store');
  const context = await (
    await sharedBrowser()
  ).newContext({
    viewport: { width: size.width, height: size.height },
    ...(size.name === 'phone' ? { isMobile: true, hasTouch: true } : {}),
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    reducedMotion: 'reduce',
  });
  // 30 s for a locator to appear: CI shares two cores between these lanes and the unit suites
  // (load 10 to 30), and a submission's run failed once on a 15 s wait that the same commit's
  // next run passed; a journey's own deadline (testTimeout) still bounds it. 45 s since a slower
  // machine (2026-11-27, night) answered a static file in up to 4.7 s and a sign-in in 6 s.
  context.setDefaultTimeout(45_000);
  context.setDefaultNavigationTimeout(45_000);
  const problems: string[] = [];
  // The storefront must talk to the server that served it, never to localhost:8044.
  await context.route(
    (url) => url.origin === HARD_WIRED_API_ORIGIN && store.url !== HARD_WIRED_API_ORIGIN,
    (route) => {
      problems.push(`request to another server: ${route.request().url()}`);
      return route.abort();
    },
  );

  const page = await context.newPage();
  // A page the server rendered fetches the app only once it has loaded, and its buttons do
  // nothing until it has hydrated (apps/web/src/main.tsx), as for a shopper on a phone: a load
  // or reload here also waits for hydration, so that a journey's first click is not lost. One
  // that asks for less (waitUntil 'commit', to hold the script back) is left alone.
  const hydrated = () =>
    page.waitForFunction(() => {
      const root = document.getElementById('root');
      return (
        root === null ||
        !root.dataset.renderedPath ||
        Object.keys(root).some((k) => k.startsWith('__reactContainer'))
      );
    });
  const waitsForLoad = (options?: { waitUntil?: string }) =>
    !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options)) await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options)) await hydrated();
    return response;
  };
  page.on('pageerror', (error) => problems.push(`page error at ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
      problems.push(`CSP: ${message.text()}`);
    }
  });
  return {
    page,
    context,
    store,
    size,
    url: (pathname) => new URL(pathname, store.url).toString(),
    problems,
    async close(failedTest) {
      if (failedTest) {
        const file = `${failedTest.replace(/[^\w-]+/g, '-').slice(0, 100)}.${size.name}.png`;
        await page
          .screenshot({ path: path.join(inject('runDir'), 'failures', file), fullPage: true })
          .catch(() => {});
      }
      await context.close();
      if (problems.length > 0) {
        throw new Error(`The page reported problems:\n  ${problems.join('\n  ')}`);
      }
    },
  };
}
