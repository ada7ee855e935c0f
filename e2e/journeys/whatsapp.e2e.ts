// WhatsApp order updates on a phone (360 px), on a store of its own connected to the bundled
// Graph API double (docs/whatsapp.md): the shopper ticks "Send me order updates on WhatsApp" at
// checkout and chooses cash on delivery for a large order; the store sends the COD template with
// Confirm and Cancel; the double plays the shopper tapping Confirm (a webhook signed with the
// app secret, as Meta sends it), and the order shows Processing.
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { openShopper, SIZES, type Shopper } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { startStore, type StoreInfo, type StoreProcess } from '../support/servers';
import { fillShippingForm, registerThroughPage, clickPlaceOrder } from '../support/shop';
import { inStockProducts, type ListedProduct } from '../support/journey-kit';
import { expectToast, heading, newShopperIdentity } from '../support/ui';

let store: StoreProcess | null = null;
let shopper: Shopper | null = null;

beforeAll(async () => {
  store = await startStore({
    database: 'pglite',
    name: 'pglite-whatsapp',
    logDir: path.join(inject('runDir'), 'logs'),
    webDistDir: inject('webDistDir'),
    env: (info) => ({
      WHATSAPP_TOKEN: 'EAAG-e2e-token-1234',
      WHATSAPP_PHONE_NUMBER_ID: '1098765432109',
      WHATSAPP_APP_SECRET: 'e2e-app-secret-1234',
      WHATSAPP_VERIFY_TOKEN: 'e2e-verify-token',
      WHATSAPP_API_URL: `${info.url}/sandbox/whatsapp/v26.0`,
      WHATSAPP_SANDBOX: 'true',
      MAIL_POLL_SECONDS: '1',
    }),
  });
}, 480_000);
afterEach(async ({ task }) => {
  await shopper?.close(task.result?.state === 'fail' ? task.name : undefined);
  shopper = null;
});
afterAll(async () => {
  await store?.dispose();
});

/** A product in stock above the demo's ₹5,000, so that cash on delivery must be confirmed. */
async function dearProduct(info: StoreInfo): Promise<ListedProduct> {
  const [found] = await inStockProducts(info, { min: 6000, max: 25000 });
  if (!found) throw new Error('No product in stock between ₹6,000 and ₹25,000');
  return found;
}

interface DoubleMessage {
  id: string;
  to: string;
  template: { name: string; components?: Array<{ type: string; parameters: unknown[] }> };
}

/** The COD message the store sent the double for this order, once the worker has sent it. */
async function codMessage(info: StoreInfo, orderId: string): Promise<DoubleMessage> {
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${info.url}/sandbox/whatsapp/messages`);
    const { data } = (await res.json()) as { data: DoubleMessage[] };
    const found = data.find(
      (m) => m.template.name === 'cod_order_placed' && JSON.stringify(m).includes(orderId),
    );
    if (found) return found;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The store sent no COD message for ${orderId}`);
}

const phone = SIZES.filter((s) => s.name === 'phone');

describe.each(phone)('shopper at $name size', (size) => {
  test('opt in at checkout, choose COD, the double taps Confirm, the order shows Processing', async () => {
    const info = store!.info;
    shopper = await openShopper(size, { store: info });
    const { page } = shopper;
    const who = { ...newShopperIdentity(`whatsapp-${size.name}`), phone: '9123409877' };
    const product = await dearProduct(info);

    await page.goto(shopper.url(`/product/${product.id}`));
    await heading(page, product.title).waitFor();
    const chat = page.getByRole('link', { name: /Chat on WhatsApp/ });
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919829012345\?text=/);
    await inspectPage(shopper, 'product-whatsapp-chat');
    const sizes = page.getByRole('group', { name: /Size/ });
    if ((await sizes.count()) > 0) await sizes.locator('button:enabled').first().click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(shopper.url('/cart'));

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expectToast(page, 'Login Required');
    await page.waitForURL(shopper.url('/login'));
    await registerThroughPage(shopper, who);
    await page.waitForURL(shopper.url('/checkout'));
    await fillShippingForm(page, who);
    const optIn = page.getByRole('checkbox', {
      name: 'Send me order updates on WhatsApp from Ethnic Elegance',
    });
    expect(await optIn.isChecked()).toBe(false);
    await optIn.check();
    await inspectPage(shopper, 'checkout-whatsapp-opt-in');
    await clickPlaceOrder(page);
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('orderId'));
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    await page.getByTestId('method-tile-cod').getByRole('radio').check();
    await page.getByLabel(/mobile number/i).fill(`+91${who.phone}`);
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.getByText(/We have sent you an e-mail with a link to confirm/).waitFor();

    // The store's message, as the double took it: to the shopper's number, with the buttons.
    const message = await codMessage(info, orderId);
    expect(message.to).toBe(`91${who.phone}`);
    expect(message.template.components?.filter((c) => c.type === 'button')).toHaveLength(2);
    // The shopper taps Confirm: the double posts the signed button webhook to the store.
    const tap = await fetch(`${info.url}/sandbox/whatsapp/messages/${message.id}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tap: 0 }),
    });
    expect(await tap.json()).toMatchObject({ delivered: 200 });

    await page.goto(shopper.url('/orders'));
    const card = page.getByRole('article', { name: `Order ${orderId}` });
    await card.getByText('Processing').waitFor();
    await card.getByRole('link', { name: /Chat on WhatsApp/ }).waitFor();
    await inspectPage(shopper, 'orders-whatsapp-confirmed');

    // The account page says updates are on, and turns them off.
    await page.goto(shopper.url('/account'));
    await page.getByRole('button', { name: 'Turn off WhatsApp updates' }).click();
    await page.getByText(/^Off\. Tick/).waitFor();
    await inspectPage(shopper, 'account-whatsapp-off');
  });
});
