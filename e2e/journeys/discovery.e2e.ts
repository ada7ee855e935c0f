// Visitor journeys that need no account: the home page, search, the wishlist, policy pages and
// the 404 page, the newsletter and the contact form. Each runs at phone and desktop size, in a
// fresh browser context (its own cart, wishlist and storage).
import { afterEach, describe, expect, test } from 'vitest';
import { HARD_WIRED_API_ORIGIN, openShopper, SIZES, type Shopper } from '../support/browser';
import { auditToasts, inspectPage } from '../support/inspect';
import {
  checkBottomBar,
  expectToast,
  heading,
  openMenu,
  productCards,
  search,
} from '../support/ui';

let shopper: Shopper | null = null;
afterEach(async ({ task }) => {
  await shopper?.close(task.result?.state === 'fail' ? task.name : undefined);
  shopper = null;
});

describe.each(SIZES)('visitor at $name size', (size) => {
  test('home page: hero, collections, featured products, newsletter', async () => {
    shopper = await openShopper(size);
    const { page } = shopper;
    await page.goto(shopper.url('/'));

    await page.getByText('New Collection 2025').waitFor();
    await heading(page, 'Elegant Ethnic for the Modern Indian').waitFor();
    expect(await page.getByRole('link', { name: 'Shop Collection' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(await page.getByRole('link', { name: 'Explore Kurtas' }).getAttribute('href')).toBe(
      '/products?category=kurtas%20%26%20kurta%20sets',
    );
    await page.getByRole('heading', { name: 'Explore Our Categories' }).waitFor();
    const featured = page.getByRole('region', { name: 'Featured Products' });
    await featured.locator('article').nth(3).waitFor();
    expect(await featured.locator('article').count()).toBe(4);
    expect(await featured.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      '/products',
    );
    await page.getByText('Customer favorite: Classic Embroidered Kurta').waitFor();
    await checkBottomBar(shopper);
    await inspectPage(shopper, 'home');

    // Newsletter: a confirmation and a cleared field (docs/product/rules.md section 6: also stored by the server).
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.fill(`news.${size.name}.${Date.now()}@example.in`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'Subscribed!');
    await expectToast(page, 'Thank you for subscribing to our newsletter.');
    expect(await email.inputValue()).toBe('');
    await auditToasts(shopper, 'toast-success');
  });

  test('search finds pieces; a search with no match says so', async () => {
    shopper = await openShopper(size);
    const { page } = shopper;
    await page.goto(shopper.url('/'));
    await search(shopper, 'silk');
    await heading(page, 'Results for “silk”').waitFor();
    const first = productCards(page).first();
    await first.waitFor();
    const names = await productCards(page).getByRole('heading').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((n) => /silk/i.test(n))).toBe(true);
    await checkBottomBar(shopper);
    await inspectPage(shopper, 'search-results');

    const name = names[0]!;
    await first.getByRole('link', { name, exact: true }).click();
    await heading(page, name).waitFor();

    // No exact match: the closest pieces, saying so (issue 30, no dead ends).
    await search(shopper, 'zari velvet spaceship');
    await page
      .getByText('No exact matches for “zari velvet spaceship”. Showing results for')
      .waitFor();
    await productCards(page).first().waitFor();
    // Nothing like it at all: the empty page names no filter, since none is set.
    await search(shopper, 'qqxxzzkk');
    await page.getByText('Nothing in the shop matches “qqxxzzkk” yet').waitFor();
    await page.getByRole('link', { name: 'Browse Categories' }).click();
    await heading(page, 'Select a Category').waitFor();
    await inspectPage(shopper, 'category-tiles');
  });

  test('wishlist: save from a card and from a product page, remove, keep after reload', async () => {
    shopper = await openShopper(size);
    const { page } = shopper;
    await page.goto(shopper.url('/products?category=women'));
    await heading(page, "Women's Collection").waitFor();
    const card = productCards(page).first();
    const name = await card.getByRole('heading').innerText();
    if (size.name === 'desktop') await card.hover();
    await card.getByRole('button', { name: `Add ${name} to wishlist` }).click();
    await expectToast(page, 'Added to wishlist');
    await card.getByRole('button', { name: `Remove ${name} from wishlist` }).waitFor();

    // A second piece, from its own page.
    const second = productCards(page).nth(1);
    const secondName = await second.getByRole('heading').innerText();
    await second.getByRole('link', { name: secondName, exact: true }).click();
    await heading(page, secondName).waitFor();
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await page.getByRole('button', { name: 'In Wishlist' }).waitFor();

    if (size.name === 'phone') {
      const menu = await openMenu(page);
      await menu.getByRole('link', { name: 'Wishlist' }).click();
    } else {
      await page.getByRole('link', { name: 'Wishlist, 2 items' }).click();
    }
    await heading(page, 'My Wishlist').waitFor();
    await page.getByText('2 Items').waitFor();
    expect(await productCards(page).getByRole('heading').allInnerTexts()).toEqual(
      expect.arrayContaining([name, secondName]),
    );
    await checkBottomBar(shopper);
    await inspectPage(shopper, 'wishlist');

    const saved = productCards(page).filter({ hasText: name });
    if (size.name === 'desktop') await saved.hover();
    await saved.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
    await expectToast(page, 'Removed from wishlist');
    await page.getByText('1 Item', { exact: true }).waitFor();

    // Kept in the browser for a visitor.
    await page.reload();
    await page.getByText('1 Item', { exact: true }).waitFor();
    expect(await productCards(page).getByRole('heading').allInnerTexts()).toEqual([secondName]);
  });

  test('policy pages from the footer; unknown and reserved paths end on the 404 page', async () => {
    shopper = await openShopper(size);
    const { page } = shopper;
    await page.goto(shopper.url('/'));
    const footer = page.locator('footer');
    const policies: Array<[string, string, string]> = [
      ['Help', 'Shipping Policy', 'Shipping Policy'],
      ['Help', 'Return Policy', 'Return Policy'],
      ['Help', 'Refund & Cancellation', 'Refund and Cancellation Policy'],
      ['Help', 'Terms & Conditions', 'Terms and Conditions'],
      ['Help', 'Privacy Policy', 'Privacy Policy'],
      ['Company', 'About Us', 'About Us'],
    ];
    for (const [group, link, title] of policies) {
      // Help and Company fold away on the phone.
      if (size.name === 'phone') {
        const toggle = footer.getByRole('button', { name: group });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      }
      await footer.getByRole('link', { name: link, exact: true }).click();
      await heading(page, title).waitFor();
      expect(new URL(page.url()).pathname).toBe(
        `/${{ 'Shipping Policy': 'shipping', 'Return Policy': 'return', 'Refund and Cancellation Policy': 'refund', 'Terms and Conditions': 'terms', 'Privacy Policy': 'privacy', 'About Us': 'about' }[title]}`,
      );
    }
    // The texts carry the store's details and docs/product/storefront.md section 9's constants.
    await page.goto(shopper.url('/shipping'));
    await page
      .getByText(/10-15 business days/)
      .first()
      .waitFor();
    await checkBottomBar(shopper);
    await inspectPage(shopper, 'policy');

    await page.goto(shopper.url('/refunds'));
    await page.waitForURL((url) => url.pathname === '/404');
    await heading(page, 'Oops! Page not found').waitFor();
    await inspectPage(shopper, 'not-found');
    await page.goto(shopper.url('/404'));
    await heading(page, 'Oops! Page not found').waitFor();
    await page.goto(shopper.url('/no/such/page'));
    await heading(page, 'Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(shopper.url('/'));
    await heading(page, 'Elegant Ethnic for the Modern Indian').waitFor();

    await page.goto(shopper.url('/product/999999'));
    await heading(page, 'Product Not Found').waitFor();
    await inspectPage(shopper, 'product-not-found');

    // The developer's connection test (docs/product/storefront.md section 2, /api-test).
    await page.goto(shopper.url('/api-test'));
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await page.getByText('Connection successful').waitFor();
    await inspectPage(shopper, 'api-test');
  });

  test('contact: details, hours, and a message sent', async () => {
    shopper = await openShopper(size);
    const { page } = shopper;
    await page.goto(shopper.url('/'));
    if (size.name === 'phone') {
      const menu = await openMenu(page);
      await menu.getByRole('link', { name: 'Contact Us' }).click();
    } else {
      await page.locator('footer').getByRole('link', { name: 'Contact Us' }).click();
    }
    await page.waitForURL(shopper.url('/contact'));
    await page.getByText('Monday to Saturday, 10AM - 6PM').waitFor();
    await page.getByText('care@ethnicelegance.example').first().waitFor();
    await checkBottomBar(shopper);
    await inspectPage(shopper, 'contact');

    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Name').fill('Asha Verma');
    await field('Email').fill(`asha.contact.${Date.now()}@example.in`);
    await field('Subject').fill('Sizing of the Chanderi kurta');
    await field('Message').fill('Does the kurta run large? I usually wear M.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    await expectToast(page, 'Message Sent');
    await expectToast(page, "Thank you for contacting us. We'll get back to you shortly.");
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(await field(label).inputValue()).toBe('');
    }
  });
});

test('the storefront served on a port other than 8044 talks to its own server', async () => {
  // `PORT=... npm start` must serve a working store (this run's store is on a free port). Every
  // shopper's context refuses calls to localhost:8044 and reports them as problems on close.
  shopper = await openShopper(SIZES[1]!);
  const { page } = shopper;
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(r.url()).origin);
  });
  expect(shopper.store.url).not.toBe(HARD_WIRED_API_ORIGIN);
  await page.goto(shopper.url('/'));
  const featured = page.getByRole('region', { name: 'Featured Products' });
  await featured.locator('article').nth(3).waitFor();
  // Its pictures come from the same server (the CSP allows only 'self').
  const picture = featured.locator('img').first();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
    .toMatch(new RegExp(`^${shopper.store.url}/api/v1/media/`));
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(new Set(apiCalls)).toEqual(new Set([shopper.store.url]));
});
