// Server-rendered pages in the browser (docs/decisions/011-server-rendering.md): each page
// arrives with its content, hydrates onto the very elements the server sent (nothing is
// replaced, nothing moves) with no warning or error in the console, keeps a shopper's cart out
// of the server's HTML and shows it after hydration, and browses without its script.
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { openShopper, sharedBrowser, SIZES, type Shopper } from '../support/browser';
import { heading } from '../support/ui';

let shopper: Shopper | null = null;
afterEach(async ({ task }) => {
  await shopper?.close(task.result?.state === 'fail' ? task.name : undefined);
  shopper = null;
});

/** Console errors and warnings, but the 404 page's own report and the 404 document itself. */
function watchConsole(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (/404 Error: User attempted to access non-existent route/.test(text)) return;
    if (/the server responded with a status of 404/.test(text)) return;
    seen.push(`${message.type()}: ${text}`);
  });
  return seen;
}

/**
 * Loads `pathname` with the storefront's script held back, marks the server's elements, then
 * lets the script run and waits for hydration: the marked elements must still be in the page.
 */
async function loadAndHydrate(shopper: Shopper, pathname: string, selector: string) {
  const { page } = shopper;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    // Unrouting meanwhile may already have let it through.
    await route.continue().catch(() => {});
  });
  await page.goto(shopper.url(pathname), { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor();
  const before = await page.evaluate((sel) => {
    const marked = Array.from(
      document.querySelectorAll(`#root ${sel}, #root header, #root footer`),
    );
    marked.forEach((el, i) => el.setAttribute('data-server-node', String(i)));
    (window as unknown as { serverNodes: Element[] }).serverNodes = marked;
    return { count: marked.length, text: document.querySelector('main')?.textContent ?? '' };
  }, selector);
  expect(before.count).toBeGreaterThan(2);
  release();
  await page.unroute(/\/assets\/index-[\w-]+\.js$/);
  // Hydrated: React has attached its handlers to the root.
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
  const after = await page.evaluate(() => {
    const kept = (window as unknown as { serverNodes: Element[] }).serverNodes;
    return {
      stillThere: kept.filter((el) => el.isConnected).length,
      count: kept.length,
      text: document.querySelector('main')?.textContent ?? '',
      titles: document.querySelectorAll('title').length,
    };
  });
  expect(after.stillThere).toBe(after.count);
  expect(after.titles).toBe(1);
  return { before, after };
}

describe.each(SIZES)('server-rendered pages at $name size', (size) => {
  test('home, listing, product, policy, contact and 404 hydrate without a warning', async () => {
    shopper = await openShopper(size);
    const { page } = shopper;
    const problems = watchConsole(page);
    const product = (await (
      await fetch(shopper.url('/api/v1/products?category=women&limit=1'))
    ).json()) as {
      data: Array<{ id: number; title: string }>;
    };
    const first = product.data[0];
    if (!first) throw new Error('the demo store has no women’s products');
    const pages: Array<[string, string]> = [
      ['/', 'h1'],
      ['/products', 'h1'],
      ['/products?category=women', 'article'],
      [`/product/${first.id}`, 'h1'],
      ['/privacy', 'h1'],
      ['/contact', 'h1'],
      ['/no/such/page', 'h1'],
    ];
    for (const [pathname, selector] of pages) {
      const { before, after } = await loadAndHydrate(shopper, pathname, selector);
      if (pathname.startsWith('/product/')) {
        expect(before.text).toContain(first.title);
        expect(after.text).toContain(first.title);
      }
    }
    // An unknown one-part address shows the 404 page at /404, as the app's own redirect does.
    await page.goto(shopper.url('/no-such-page'));
    await page.waitForURL((url) => url.pathname === '/404');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(problems).toEqual([]);
  });

  test('the cart and a checked PIN stay out of the server’s HTML and show once the page hydrates', async () => {
    shopper = await openShopper(size);
    const { page } = shopper;
    const problems = watchConsole(page);
    const list = (await (
      await fetch(shopper.url('/api/v1/products?category=women&limit=1'))
    ).json()) as {
      data: Array<{ id: number }>;
    };
    const id = list.data[0]?.id ?? 1;
    // A cart kept by this browser: add a piece through the product page.
    await page.goto(shopper.url(`/product/${id}`));
    const sizes = page.locator('main fieldset button:not([disabled])');
    if (await sizes.count()) await sizes.first().click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page
      .getByRole('link', { name: /^Cart, 1 item/ })
      .first()
      .waitFor();

    // And a delivery PIN this device checked before: also shown only once hydrated.
    await page.evaluate(() => localStorage.setItem('delivery-pin', '110001'));
    const html = await (await fetch(shopper.url(`/product/${id}`))).text();
    expect(html).toContain('aria-label="Cart, 0 items"');
    await loadAndHydrate(shopper, `/product/${id}`, 'h1');
    await page
      .getByRole('link', { name: /^Cart, 1 item/ })
      .first()
      .waitFor();
    expect(problems).toEqual([]);
  });

  /**
   * Loads a rendered page with the app (React and the screens) held back, as on a slow phone
   * network where the shopper acts before it arrives; the page's small entry runs. The answer
   * lets the app through and waits until React has the page.
   */
  async function loadWithAppHeld(
    { page, url }: Shopper,
    path: string,
  ): Promise<() => Promise<void>> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const app = /\/assets\/app-[\w-]+\.js$/;
    await page.route(app, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    // (Not waitUntil 'load': the journeys' goto would then wait for hydration.)
    await page.goto(url(path), { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('load');
    return async () => {
      release();
      await page.unroute(app);
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
      });
    };
  }

  test('a size tapped before the app has run is chosen once it has', async () => {
    shopper = await openShopper(size);
    const { page } = shopper;
    const problems = watchConsole(page);
    const runApp = await loadWithAppHeld(shopper, '/product/1');
    const sizes = page.getByRole('group', { name: /Size/ });
    const sizeButton = sizes.locator('button:enabled').first();
    await sizeButton.click();
    expect(await sizeButton.getAttribute('aria-pressed')).toBe('false');
    await runApp();
    // The tap is given again once the page is hydrated: the size is chosen, and only once.
    const chosen = sizes.locator('button[aria-pressed="true"]');
    await chosen.first().waitFor();
    expect(await chosen.count()).toBe(1);
    expect(await sizeButton.getAttribute('aria-pressed')).toBe('true');
    expect(problems).toEqual([]);
  });

  // The phone's search sits in the menu, which only the app opens: the box the server rendered
  // is the desktop header's.
  test.runIf(size.name === 'desktop')(
    'words typed into the search before the app has run stay, and are searched',
    async () => {
      shopper = await openShopper(size);
      const { page } = shopper;
      const problems = watchConsole(page);
      const runApp = await loadWithAppHeld(shopper, '/');
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.fill('silk');
      await runApp();
      // Hydration and the renders just after it (the cart count, the wishlist read from this
      // browser) leave the words alone.
      await page.waitForFunction(() => {
        const input = document.querySelector('header input[type="search"]');
        return input !== null && Object.keys(input).some((k) => k.startsWith('__reactProps'));
      });
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(await box.inputValue()).toBe('silk');
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'silk');
      await heading(page, 'Results for “silk”').waitFor();
      expect(problems).toEqual([]);
    },
  );
});

describe('without JavaScript', () => {
  test('links, pages, filters and search work as plain HTML', async () => {
    const store = inject('store');
    const context = await (
      await sharedBrowser()
    ).newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = await context.newPage();
      const url = (pathname: string) => new URL(pathname, store.url).toString();
      await page.goto(url('/products?category=women'));
      expect(await page.locator('h1').textContent()).toBeTruthy();
      await page.getByRole('button', { name: 'Page 2' }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      expect(new URL(page.url()).searchParams.get('category')).toBe('women');
      await page.locator('article').first().waitFor();

      await page.getByRole('list', { name: 'Filter by style' }).getByRole('button').nth(1).click();
      await page.waitForURL((u) => u.searchParams.has('parentCategory'));
      expect(new URL(page.url()).searchParams.get('category')).toBe('women');
      expect(new URL(page.url()).searchParams.has('page')).toBe(false);

      await page.locator('#sort').selectOption('price_asc');
      await page.locator('form:has(#sort)').getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL((u) => u.searchParams.get('sort') === 'price_asc');

      await page.locator('article a[href^="/product/"]').first().click();
      await page.waitForURL((u) => u.pathname.startsWith('/product/'));
      await page.locator('h1').waitFor();

      await page.goto(url('/products'));
      const search = page.locator('#header-search');
      await search.fill('saree');
      await search.press('Enter');
      await page.waitForURL((u) => u.searchParams.get('q') === 'saree');
      expect(await page.locator('h1').textContent()).toContain('saree');
    } finally {
      await context.close();
    }
  });
});
