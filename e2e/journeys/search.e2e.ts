// Search on a phone (issue 30, item 9): a misspelled query in the header's search, a suggestion
// picked by keyboard, filters by size and colour, and the address shared: opened in a new page,
// it shows the same pieces, rendered by the server with a canonical link.
import { afterEach, describe, expect, test } from 'vitest';
import { openShopper, SIZES, type Shopper } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { productCards } from '../support/ui';

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
    await page.locator(`input[name="color"][value="${colourName}"]`).click();
    await page.waitForURL((url) => url.searchParams.getAll('color').includes(colourName));
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
