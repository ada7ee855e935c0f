// Checking delivery, on a phone (360 px): a visitor checks a PIN code on a product page, sees the
// promised dates and cash on delivery, finds the same promise in the cart, and at checkout finds
// the PIN prefilled with city and state filled from it; a state that does not match the PIN is
// refused at the PIN field, the right one goes through (docs/delivery.md).
import { afterEach, describe, expect, test } from 'vitest';
import { openShopper, SIZES, type Shopper } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { expectToast, heading, newShopperIdentity, productCards } from '../support/ui';
import { registerThroughPage, clickPlaceOrder } from '../support/shop';

let shopper: Shopper | null = null;
afterEach(async ({ task }) => {
  await shopper?.close(task.result?.state === 'fail' ? task.name : undefined);
  shopper = null;
});

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11-27' -> 'Fri, 27 Nov', written out here so the journey checks the storefront's wording. */
const dayText = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
};

const phone = SIZES.filter((s) => s.name === 'phone');

describe.each(phone)('shopper at $name size', (size) => {
  test('check delivery on a product, see it in the cart, prefilled at checkout, wrong state refused', async () => {
    shopper = await openShopper(size);
    const { page } = shopper;
    const who = newShopperIdentity(`delivery-${size.name}`);

    // The server's own answer for the PIN: the page must say exactly these dates.
    const answer = (await (
      await page.request.get(shopper.url('/api/v1/pincodes/400001'))
    ).json()) as {
      estimate: { from: string; to: string };
      cod: boolean;
    };
    const promise =
      answer.estimate.from === answer.estimate.to
        ? `Delivery by ${dayText(answer.estimate.from)}`
        : `Delivery by ${dayText(answer.estimate.from)} – ${dayText(answer.estimate.to)}`;

    // A product (one in stock, from the listing).
    await page.goto(shopper.url('/products?category=women'));
    const card = productCards(page)
      .filter({ hasNot: page.getByText('Sold out', { exact: true }) })
      .first();
    const name = await card.getByRole('heading').innerText();
    // Opened by its address rather than a tap: in the lanes' runs of 2026-11-27 the page a tap
    // opened here sometimes stayed on its skeleton (docs/decisions/016, "not understood yet");
    // the listing's taps are the discovery and purchase journeys' to check.
    const href = await card.getByRole('link', { name, exact: true }).getAttribute('href');
    await page.goto(shopper.url(href!));
    await heading(page, name).waitFor();

    // Check delivery: a PIN that does not exist, then a real one.
    const check = page.getByRole('region', { name: 'Check delivery' });
    await check.getByLabel('PIN code').fill('999999');
    await check.getByRole('button', { name: 'Check' }).click();
    await check.getByText('PIN code 999999 does not exist; please check it.').waitFor();
    await check.getByLabel('PIN code').fill('400 001');
    await check.getByRole('button', { name: 'Check' }).click();
    await check.getByText(promise, { exact: true }).waitFor();
    await check.getByText(/Mumbai, Maharashtra 400001/).waitFor();
    await check
      .getByText(answer.cod ? 'Cash on delivery available' : 'Cash on delivery not available here')
      .waitFor();
    await inspectPage(shopper, 'product-check-delivery');

    // Into the cart: the promise for the remembered PIN is in the summary.
    const sizes = page.getByRole('group', { name: /Size/ });
    if ((await sizes.count()) > 0) await sizes.locator('button:enabled').first().click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(shopper.url('/cart'));
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary.getByText(promise).waitFor();
    await summary.getByText('· PIN 400001').waitFor();
    await inspectPage(shopper, 'cart-delivery');

    // Checkout: register first, then the PIN is there and city and state are filled from it.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expectToast(page, 'Login Required');
    await page.waitForURL(shopper.url('/login'));
    await registerThroughPage(shopper, who);
    await page.waitForURL(shopper.url('/checkout'));
    const pin = page.getByLabel('PIN code', { exact: true });
    expect(await pin.inputValue()).toBe('400001');
    const city = page.getByLabel('City', { exact: true });
    const state = page.getByLabel('State / Union territory', { exact: true });
    await expect.poll(() => city.inputValue()).toBe('Mumbai');
    expect(await state.inputValue()).toBe('Maharashtra');
    await page.getByText(`${promise}.`, { exact: false }).first().waitFor();
    await page.getByRole('region', { name: 'Order Summary' }).getByText(promise).waitFor();

    // The other fields; then a state that is not the PIN's: refused, said at the PIN field.
    await page.getByLabel('Full name').fill(`${who.firstName} ${who.lastName}`);
    await page.getByLabel(/^Address/).fill('12 Marine Drive, Churchgate');
    await page.getByLabel(/^Phone/).fill(who.phone);
    await state.selectOption({ label: 'Kerala' });
    await clickPlaceOrder(page);
    const refusal =
      'PIN code 400001 is in Maharashtra, not Kerala; check the PIN code or the state';
    await page.locator('#shipping-postalCode-error').getByText(refusal).waitFor();
    expect(await pin.getAttribute('aria-invalid')).toBe('true');
    await inspectPage(shopper, 'checkout-delivery');

    // The PIN's own state: the order goes through to payment.
    await state.selectOption({ label: 'Maharashtra' });
    await clickPlaceOrder(page);
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('orderId'));
  });
});
