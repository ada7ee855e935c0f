// The details a shopper and an owner notice on a 360 px phone (issue 36): checkout refuses a
// one-letter name, a three-letter address line and a city that is not the PIN's, offering the
// PIN's city; the payment methods are radio tiles with their whole wording and amount; the owner's
// order card keeps its payment tag, the order screen says the cash on delivery payment is paid
// once it is, and the packing slip writes its date as the store does; "Track Order" from the
// shopper's orders shows the tracking at once. The shopper registers with a mobile number, and
// checkout starts with it and the account's name.
import { describe, expect, test } from 'vitest';
import { openShopper, SIZES } from '../support/browser';
import { inspectPage } from '../support/inspect';
import {
  inStockProducts,
  useOwnerStore,
  useShoppers,
  type ListedProduct,
} from '../support/journey-kit';
import { paymentMethods, registerThroughPage, clickPlaceOrder } from '../support/shop';
import { expectToast, heading, newShopperIdentity } from '../support/ui';

const owner = useOwnerStore();
const open = useShoppers();

/** A product in stock under ₹4,000, so cash on delivery needs no mailed confirmation. */
async function modestProduct(url: string): Promise<ListedProduct> {
  const [product] = await inStockProducts({ url }, { min: 500, max: 4000 });
  if (!product) throw new Error('No product in stock between ₹500 and ₹4,000');
  return product;
}

const phone = SIZES.find((s) => s.name === 'phone')!;

describe('the details of issue 36 on a 360 px phone', () => {
  test('checkout refuses an address that cannot be delivered, pays by tile, the owner sees it settled', async () => {
    const tag = Date.now().toString(36);
    const email = `owner.details.${tag}@shop.example.in`;
    const password = `Details-and-tiles-${tag}`;
    await owner.admin(['owner:create', '--email', email, '--password-stdin'], password);

    // A shopper buys one modest product.
    const shop = await openShopper(phone, { store: owner.info });
    open.push(shop);
    const { page } = shop;
    const who = newShopperIdentity('details');
    await page.goto(shop.url('/login'));
    await registerThroughPage(shop, who, { phone: '+91 98765 43210' });
    const product = await modestProduct(owner.info.url);
    await page.goto(shop.url(`/product/${product.id}`));
    await heading(page, product.title).waitFor();
    const sizes = page.getByRole('group', { name: /Size/ });
    if ((await sizes.count()) > 0) await sizes.locator('button:enabled').first().click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(shop.url('/cart'));
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(shop.url('/checkout'));

    // The account's name and mobile number are filled in already.
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await expect.poll(() => field('Phone').inputValue(), { timeout: 10_000 }).toBe('98765 43210');
    expect(await field('Full name').inputValue()).toBe(`${who.firstName} ${who.lastName}`);
    await inspectPage(shop, 'checkout-prefilled');

    // "P", "abc" and Mumbai for a Bengaluru PIN: each refused under its field.
    await field('Full name').fill('P');
    await field('Address').fill('abc');
    await field('City').fill('Mumbai');
    await field('PIN code').fill('560038');
    await expect
      .poll(() => field('State / Union territory').inputValue(), { timeout: 10_000 })
      .toBe('Karnataka');
    await clickPlaceOrder(page);
    await page
      .locator('#shipping-fullName-error')
      .getByText('Full name must have at least 2 letters')
      .waitFor();
    await page
      .locator('#shipping-address-error')
      .getByText(
        'Address must be at least 8 characters, with the house or flat number, street and area',
      )
      .waitFor();
    await page
      .locator('#shipping-city-error')
      .getByText('PIN code 560038 is in Bengaluru, not Mumbai; check the city or the PIN code')
      .waitFor();
    await inspectPage(shop, 'checkout-undeliverable');
    await field('Full name').fill(`${who.firstName} ${who.lastName}`);
    await field('Address').fill('12, 80 Feet Road, Indiranagar');
    // The PIN's city is offered and taken with one press (by keyboard).
    const offer = page.getByRole('button', { name: 'Use Bengaluru, the city of PIN code 560038' });
    await offer.focus();
    await page.keyboard.press('Enter');
    expect(await field('City').inputValue()).toBe('Bengaluru');
    expect(await page.locator('#shipping-city-error').count()).toBe(0);
    await clickPlaceOrder(page);
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('orderId'));
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    // Payment: radio tiles, each method's whole wording and amount inside the 360 px screen.
    const methods = paymentMethods(page);
    await methods.waitFor();
    expect(await page.getByRole('combobox', { name: 'Payment method' }).count()).toBe(0);
    const cod = page.getByTestId('method-tile-cod');
    expect(await cod.textContent()).toMatch(/^Cash on delivery(Includes a ₹[\d,.]+ fee)?₹[\d,.]+$/);
    for (const tile of await methods.locator('label').all()) {
      const box = (await tile.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await tile.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    // By keyboard: arrow keys move between the methods.
    await methods.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await methods.getByRole('radio', { name: /^Cash on delivery/ }).isChecked()).toBe(true);
    await page.getByLabel(/mobile number/i).fill(`+91${who.phone}`);
    await inspectPage(shop, 'payment-method-tiles');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.waitForURL((url) => url.pathname === '/orders' || url.pathname === '/order-success');

    // The owner, on a phone too: the order card keeps "COD" whole.
    const desk = await openShopper(phone, { store: owner.info });
    open.push(desk);
    const admin = desk.page;
    await admin.goto(desk.url('/admin/login'));
    await admin.getByLabel('Email').fill(email);
    await admin.getByLabel('Password').fill(password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.waitForURL(desk.url('/admin'));
    await admin.goto(desk.url(`/admin/orders?q=${orderId}`));
    await heading(admin, 'Orders').waitFor();
    const card = admin.getByRole('link', { name: new RegExp(orderId) }).filter({ visible: true });
    const payTag = card.getByTestId('order-card-payment');
    expect(await payTag.textContent()).toBe('COD');
    const tagBox = (await payTag.boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(tagBox.x + tagBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(
      await payTag.evaluate((el) => {
        const line = el.closest('p')!;
        const r = el.getBoundingClientRect();
        const l = line.getBoundingClientRect();
        return r.right <= l.right + 0.5 && r.width > 0;
      }),
    ).toBe(true);
    await inspectPage(desk, 'admin-orders-phone');

    // The order screen: shipped, delivered, and the cash on delivery attempt says paid.
    await card.click();
    await heading(admin, `Order ${orderId}`).waitFor();
    await admin.getByLabel('Courier').fill('Delhivery');
    await admin.getByLabel('Tracking number').fill(`DLV${tag.toUpperCase()}IN`.slice(0, 20));
    await admin.getByRole('button', { name: 'Mark shipped' }).click();
    await expectToast(admin, 'Marked shipped');
    await admin.getByRole('button', { name: 'Mark delivered' }).click();
    await admin.getByRole('button', { name: 'Yes, delivered' }).click();
    await admin.getByText('Delivered', { exact: true }).first().waitFor();
    const attempts = admin.getByRole('list', { name: 'Payment attempts and reports' });
    await attempts.getByText(/^COD ₹[\d,.]+ · paid$/).waitFor();
    expect(await attempts.getByText(/· pending$/).count()).toBe(0);
    // The packing slip (print only) writes the day as the store does.
    const placedOn = await admin
      .getByText(/^Placed on /)
      .last()
      .textContent();
    expect(placedOn).toMatch(/^Placed on \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await inspectPage(desk, 'admin-order-settled-phone');

    // The shopper follows Track Order from the order: its tracking, without pressing Track.
    await page.goto(shop.url('/orders'));
    await page
      .getByRole('link', { name: /track order/i })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/track-order');
    await page.getByRole('heading', { name: `Order ${orderId}`, level: 2 }).waitFor();
    await page.locator('main').getByText('Delivered', { exact: true }).first().waitFor();
    await inspectPage(shop, 'track-order-at-once');
  }, 300_000);
});
