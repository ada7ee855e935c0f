// Steps of the signed-in half of the store (docs/product/storefront.md: login, register, checkout, payment, account),
// written against the texts of docs/product/storefront.md so they survive markup changes.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Shopper } from './browser';
import { inspectPage } from './inspect';
import { bottomBar, expectToast, heading, type newShopperIdentity, whenSettled } from './ui';

type Identity = ReturnType<typeof newShopperIdentity>;

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});

/** '₹2,199.00' -> 2199; rupees.format(2199) -> '₹2,199.00', as the storefront writes amounts. */
export const rupees = Object.assign(
  (text: string): number => Number(text.replace(/[^\d.]/g, '').replace(/^\.+|\.+$/g, '')),
  { format: (amount: number) => rupeeFormat.format(amount) },
);

/** A text field by its label, whatever the exact wording ('Email' or 'Email address'). */
function field(page: Page, label: RegExp) {
  return page.getByLabel(label).first();
}

/** From the sign-in page: the register link, the form, and the welcome of a new account. */
export async function registerThroughPage(
  shopper: Shopper,
  who: Identity,
  options: { inspect?: boolean; phone?: string } = {},
): Promise<void> {
  const { page } = shopper;
  await heading(page, /sign in|login|welcome/i).waitFor();
  if (options.inspect) await inspectPage(shopper, 'login');
  await page.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
  await page.waitForURL((url) => url.pathname === '/register');
  await field(page, /^first name/i).fill(who.firstName);
  await field(page, /^last name/i).fill(who.lastName);
  await field(page, /^email/i).fill(who.email);
  // Optional (issue 36): given only when the journey asks for it.
  if (options.phone) await field(page, /^mobile number/i).fill(options.phone);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(who.password);
  await page.getByLabel(/^confirm password/i).fill(who.password);
  if (options.inspect) await inspectPage(shopper, 'register');
  await page.getByRole('button', { name: /create account|register|sign up/i }).click();
  await expectToast(page, 'Success!');
  await expectToast(page, 'Account created successfully.');
}

/** Fills the sign-in form and sends it, whatever the answer. */
export async function submitSignIn(
  page: Page,
  who: { email: string; password: string },
): Promise<void> {
  await field(page, /^email/i).fill(who.email);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(who.password);
  await page.getByRole('button', { name: /^(sign in|login|log in)$/i }).click();
}

/** The sign-in form: email and password, then the page the shopper came from. */
export async function signInThroughPage(
  shopper: Shopper,
  who: { email: string; password: string },
): Promise<void> {
  const { page } = shopper;
  await heading(page, /sign in|login|welcome/i).waitFor();
  await submitSignIn(page, who);
  await expectToast(page, 'Success!');
  await expectToast(page, 'Logged in successfully.');
}

/** The six shipping fields of checkout (docs/product/storefront.md section 3, order creation payload). */
export async function fillShippingForm(page: Page, who: Identity): Promise<void> {
  await field(page, /full name/i).fill(`${who.firstName} ${who.lastName}`);
  await field(page, /^address/i).fill('14 Residency Road, Shanthala Nagar');
  await field(page, /^city/i).fill('Bengaluru');
  const state = field(page, /^state/i);
  if ((await state.evaluate((el) => el.tagName)) === 'SELECT') {
    await state.selectOption({ label: 'Karnataka' });
  } else {
    await state.fill('Karnataka');
  }
  await field(page, /pin ?code|postal code/i).fill('560025');
  await field(page, /phone|mobile/i).fill(who.phone);
}

/** Place Order, once the summary holds the quote and the delivery promise for the PIN typed. */
export async function clickPlaceOrder(page: Page): Promise<void> {
  await whenSettled(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
}

export type PaymentMethodLabel = 'UPI' | 'Card / Net banking' | 'Cash on delivery';

/** The payment method's radio tiles on the payment screen. */
export function paymentMethods(page: Page) {
  return page.getByRole('group', { name: 'Payment method' });
}

/** The payment screen's form from GET /payments/fields: method, payer's mobile, then pay. */
export async function payWith(page: Page, method: PaymentMethodLabel, who: Identity) {
  await page
    .getByText(/test mode/i)
    .first()
    .waitFor();
  // The method's radio tile as the shopper reads it; its name goes on with the amount (and fee).
  await paymentMethods(page)
    .getByRole('radio', { name: new RegExp(`^${method}`) })
    .check();
  const mobile = page.getByLabel(/mobile number/i);
  await mobile.fill(`+91${who.phone}`);
  expect(await page.getByLabel(/full name/i).inputValue()).not.toBe('');
  expect(await page.getByLabel(/^email/i).inputValue()).toBe(who.email);
  await page.getByRole('button', { name: /^(pay|place|confirm|continue)/i }).click();
}

/** My Account: the header icon on the desktop, the bottom bar on the phone. */
export async function openAccountPage(shopper: Shopper): Promise<void> {
  const { page } = shopper;
  if (shopper.size.name === 'phone') {
    await bottomBar(page).getByRole('link', { name: 'My Account' }).click();
  } else {
    await page.locator('header').getByRole('link', { name: 'My Account' }).click();
  }
  await page.waitForURL(shopper.url('/account'));
}

/** Sign Out on the account page: the toast, home, and a Login button in the header again. */
export async function signOut(shopper: Shopper): Promise<void> {
  const { page } = shopper;
  await whenSettled(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expectToast(page, 'Logged out');
  await expectToast(page, 'You have been successfully logged out.');
  await page.waitForURL(shopper.url('/'));
  if (shopper.size.name === 'desktop') {
    await page.locator('header').getByRole('link', { name: 'Login' }).waitFor();
  }
}

/** One order of the orders list (/orders), found by its number. */
export function orderCard(page: Page, orderId: string) {
  return page.locator('main').getByRole('article').filter({ hasText: orderId });
}

/**
 * A protected page as a signed-out shopper: the sign-in form comes first, then the page itself,
 * remembered across the sign-in (docs/product/storefront.md section 2).
 */
export async function signInFor(
  shopper: Shopper,
  pathname: string,
  who: { email: string; password: string },
): Promise<void> {
  const { page } = shopper;
  await page.goto(shopper.url(pathname));
  await page.waitForURL(shopper.url('/login'));
  await signInThroughPage(shopper, who);
  await page.waitForURL(shopper.url(pathname));
}

/** Orders list -> the Pending order's Pay Now -> the payment screen for that order. */
export async function payNow(shopper: Shopper, orderId: string): Promise<void> {
  const { page } = shopper;
  const order = orderCard(page, orderId);
  await order.getByText('Pending', { exact: true }).waitFor();
  await order.getByRole('link', { name: 'Pay Now' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/payment' && url.searchParams.get('orderId') === orderId,
  );
}

/** Signed in from the orders list, she opens the return form of one of her orders. */
export async function openReturnForm(
  shopper: Shopper,
  who: { email: string; password: string },
  orderId: string,
) {
  await signInFor(shopper, '/orders', who);
  const card = orderCard(shopper.page, orderId);
  await card.getByRole('button', { name: 'Return or exchange' }).click();
  await card.getByRole('heading', { name: 'Return or exchange' }).waitFor();
  return card;
}
