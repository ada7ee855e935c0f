// How a shopper gets around the storefront at each size, in the words of docs/product/storefront.md: role and text
// locators, so the journeys survive markup changes. Nothing here sleeps; every step waits for
// what the shopper would see.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Shopper } from './browser';

/** A notification (toast) with this text, e.g. 'Added to cart' (docs/product/storefront.md). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await toast(page, text).waitFor({ state: 'visible' });
}

/**
 * Waits until nothing on the page is marked aria-busy. A section still loading appears later and
 * moves what is below it; on a loaded machine a click aimed at a button at that moment lands
 * beside it (seen once each for Place Order and Sign Out).
 */
export async function whenSettled(page: Page): Promise<void> {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

export function bottomBar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Quick links' });
}

/**
 * Under 768 px a bottom bar shows Home, Category, My Account and Cart (docs/product/storefront.md section 2): on
 * the phone it is there with those four, on the desktop it is not shown at all.
 */
export async function checkBottomBar(shopper: Shopper): Promise<void> {
  const bar = bottomBar(shopper.page);
  if (shopper.size.name === 'phone') {
    await bar.waitFor({ state: 'visible' });
    for (const name of ['Home', 'Category', 'My Account']) {
      await expect(bar.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(bar.getByRole('link', { name: /^Cart, \d+ items?$/ }).isVisible()).resolves.toBe(
      true,
    );
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(shopper.size.height);
  } else {
    await shopper.page.locator('header').first().waitFor();
    expect(await bar.isVisible()).toBe(false);
  }
}

/** The phone's menu (the hamburger); a no-op on the desktop, where the header shows everything. */
export async function openMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('navigation', { name: 'Menu' });
  if (!(await menu.isVisible())) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor({ state: 'visible' });
  }
  return menu;
}

/** A header category link on the desktop; the same link inside the menu on the phone. */
export async function chooseCategory(shopper: Shopper, name: string): Promise<void> {
  const { page } = shopper;
  if (shopper.size.name === 'phone') {
    const menu = await openMenu(page);
    await menu.getByRole('link', { name, exact: true }).click();
    await menu.waitFor({ state: 'hidden' });
  } else {
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name, exact: true })
      .click();
  }
  await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.has('category'));
}

/** The header's search on the desktop, the menu's search on the phone. */
export async function search(shopper: Shopper, words: string): Promise<void> {
  const { page } = shopper;
  if (shopper.size.name === 'phone') await openMenu(page);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill(words);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === words);
}

/** The header's cart link (both sizes show it), labelled with the item count. */
export function cartLink(page: Page): Locator {
  return page.locator('header').getByRole('link', { name: /^Cart, \d+ items?$/ });
}

export async function expectCartCount(page: Page, count: number): Promise<void> {
  await page
    .locator('header')
    .getByRole('link', { name: new RegExp(`^Cart, ${count} items?$`) })
    .waitFor();
}

/** Product cards of a listing, wishlist or home grid. */
export function productCards(page: Page): Locator {
  return page.locator('main article');
}

/** The main heading of the current screen. */
export function heading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, name });
}

/** A unique shopper for one journey: its own email, so journeys never share an account. */
export function newShopperIdentity(label: string) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `asha.${label}.${tag}@example.in`,
    password: `Kurta-${tag}-2025`,
    phone: '9876543210',
  };
}
