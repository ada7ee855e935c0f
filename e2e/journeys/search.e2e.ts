// Search on a phone (issue 30, item 9): a misspelled query in the header's search, a suggestion
// picked by keyboard, filters by size and colour, and the address shared: opened in a new page,
// it shows the same pieces, rendered by the server with a canonical link. Then the price filter
// without the script, and the owner's search screen (the shop's words and the search report).
import { afterEach, describe, expect, inject, test } from 'vitest';
import { openShopper, sharedBrowser, SIZES, type Shopper } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { ownerStore } from '../support/owner-store';
import { expectToast, heading, productCards } from '../support/ui';

let shopper: Shopper | null = null;
let second: Shopper | null = null;
afterEach(async ({ task }) => {
  const failed = task.result?.state === 'fail' ? task.name : undefined;
  await shopper?.close(failed);
  await second?.close(failed);
  shopper = null;
  second = null;
});

const phone = SIZES.find((s) => s.name === 'phone')!;

describe('search at phone size', () => {
  test('misspelt, suggested, filtered, shared: the same pieces on a new page', async () => {
    shopper = await openShopper(phone);
    const { page } = shopper;
    await page.goto(shopper.url('/'));

    // The search button is in the header at 360 px.
    await page.locator('header').getByRole('button', { name: 'Search products' }).click();
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially('lehnga', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.getByRole('option').first().waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await inspectPage(shopper, 'search-suggestions');
    // The first suggestion is the kind of piece: Lehenga, with its count.
    await box.press('ArrowDown');
    const first = list.getByRole('option').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await first.innerText()).toMatch(/^Lehenga\s+\d+ pieces$/);
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'lehenga');
    await productCards(page).first().waitFor();

    // Filter by size and colour from the filter sheet.
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('checkbox', { name: /^M \(\d+\)$/ }).click();
    await page.waitForURL((url) => url.searchParams.getAll('size').includes('M'));
    // The colours are counted again for size M: pick one once that answer is in, by its value,
    // and click it (the list re-renders with the next answer, so the box's own state is not read).
    await page.waitForLoadState('networkidle');
    const colourName = (await page
      .getByRole('group', { name: 'Colour' })
      .getByRole('checkbox')
      .first()
      .getAttribute('value'))!;
    // A click that lands while the list is being drawn again is lost (one CI run of 2026-11-27
    // waited 30 s for the address): clicked again, up to four times, while the address lacks it.
    const hasColour = (url: URL) => url.searchParams.getAll('color').includes(colourName);
    for (let attempt = 0; attempt < 4 && !hasColour(new URL(page.url())); attempt++) {
      await page.locator(`input[name="color"][value="${colourName}"]`).click();
      await page.waitForURL(hasColour, { timeout: 7_500 }).catch(() => undefined);
    }
    await page.waitForURL(hasColour);
    await productCards(page).first().waitFor();
    // The cards of the filtered answer (the list re-renders as each filter's answer arrives).
    const headings = () => productCards(page).getByRole('heading').allInnerTexts();
    await expect
      .poll(async () => {
        const now = await headings();
        return now.length > 0 && now.every((t) => /lehenga/i.test(t));
      })
      .toBe(true);
    const titles = await headings();
    await inspectPage(shopper, 'search-filtered');

    // Share the address: a new page (its own browser context) shows the same pieces.
    const shared = page.url();
    second = await openShopper(phone);
    const res = await second.page.goto(shared);
    expect(res?.status()).toBe(200);
    // Rendered by the server: the pieces are in the page before any script runs.
    const html = (await res?.text()) ?? '';
    for (const t of titles.slice(0, 2)) expect(html).toContain(t.replace(/&/g, '&amp;'));
    expect(await second.page.locator('link[rel="canonical"]').getAttribute('href')).toContain(
      'size=M',
    );
    await productCards(second.page).first().waitFor();
    expect(await productCards(second.page).getByRole('heading').allInnerTexts()).toEqual(titles);
  });
});

describe("search without the script, and the owner's search screen", () => {
  test('a price band applies from the plain form, on a page the server answers', async () => {
    const context = await (
      await sharedBrowser()
    ).newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    try {
      const page = await context.newPage();
      const base = shopperBase();
      await page.goto(`${base}/products?category=women`);
      const band = page.getByRole('radio', { name: /^₹1,000 to ₹1,999/ });
      await band.check();
      await page.getByRole('button', { name: 'Apply' }).last().click();
      await page.waitForURL(
        (url) =>
          url.searchParams.get('minPrice') === '1000' &&
          url.searchParams.get('maxPrice') === '1999' &&
          !url.searchParams.has('price'),
      );
      const api = await fetch(`${base}/api/v1/products?category=women&minPrice=1000&maxPrice=1999`);
      const { pagination } = (await api.json()) as { pagination: { total: number } };
      expect(pagination.total).toBeGreaterThan(0);
      await page.getByText(`${pagination.total} pieces`).first().waitFor();
      expect(await page.getByRole('radio', { name: /^₹1,000 to ₹1,999/ }).isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });

  test.each(SIZES)(
    'the owner adds a word, sees it in the list and the report ($name)',
    async (size) => {
      const owner = await ownerStore();
      try {
        const tag = `${size.name[0]}${Date.now().toString(36)}`;
        const email = `owner.search${tag}@shop.example.in`;
        const password = `Words-and-weaves-${tag}`;
        await owner.admin(['owner:create', '--email', email, '--password-stdin'], password);
        shopper = await openShopper(size, { store: owner.info });
        const { page } = shopper;
        // A search that finds nothing, for the report.
        await fetch(`${owner.info.url}/api/v1/products?q=zzqxv${tag}`);
        await page.goto(shopper.url('/admin/login'));
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill(password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await heading(page, 'Today').waitFor();
        const nav = page.getByRole('navigation', { name: 'Admin' }).filter({ visible: true });
        if (size.name === 'phone') await nav.getByRole('button', { name: /^More/ }).click();
        await nav.getByRole('link', { name: 'Search', exact: true }).click();
        await heading(page, 'Search').waitFor();
        await page.getByRole('button', { name: 'Add a word' }).click();
        await page.getByLabel("The shopper's word").fill(`ghaghri${tag}`);
        await page.getByLabel('Means').fill('lehenga');
        await inspectPage(shopper, 'admin-search-word');
        await page.getByRole('button', { name: 'Save word' }).click();
        await expectToast(page, `Search now reads “ghaghri${tag}” as “lehenga”`);
        const words = page.getByRole('list', { name: 'Your words' });
        await words.getByText(`ghaghri${tag}`).waitFor();
        const report = page.getByRole('list', { name: 'Found nothing' });
        await report.getByText(`zzqxv${tag}`).waitFor();
        await inspectPage(shopper, 'admin-search');
        // A shopper's search reads the word within a second.
        await expect
          .poll(
            async () => {
              const res = await fetch(`${owner.info.url}/api/v1/products?q=ghaghri${tag}`);
              return ((await res.json()) as { search?: { showing: string } }).search?.showing;
            },
            { timeout: 5000 },
          )
          .toBe('lehenga');
      } finally {
        await owner.dispose();
      }
    },
  );
});

function shopperBase(): string {
  return inject('store').url;
}
