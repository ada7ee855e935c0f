// Colours as variants (issue 33 item 1, docs/decisions/033-colour-variants.md) on a phone, 360 px
// wide: the owner ties a photo to each of two colours of a demo lehenga kept in stock per colour;
// a shopper picks the colour that is sold out in one size, sees its photo and that size crossed
// out, adds an in-stock size to the bag and orders it; the order keeps the colour. (Paying is
// the purchase journey's business: a lehenga is dearer than cash on delivery takes.) Then a
// shopper asks to be told when that size is back in that colour; the owner restocks the colour
// from the command line and the store writes her one mail naming it.
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { registerShopper } from '../support/api';
import { openShopper, SIZES, type Shopper } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { ownerStore, type OwnerStore } from '../support/owner-store';
import {
  fillShippingForm,
  paymentMethods,
  signInThroughPage,
  clickPlaceOrder,
} from '../support/shop';
import { heading, newShopperIdentity } from '../support/ui';
import { outboxMessages } from '../support/servers';

const phone = SIZES.find((s) => s.name === 'phone')!;
let owner: OwnerStore;
let shopper: Shopper | null = null;

beforeAll(async () => {
  owner = await ownerStore();
}, 300_000);
afterAll(async () => {
  await owner?.dispose();
});
afterEach(async ({ task }) => {
  await shopper?.close(task.result?.state === 'fail' ? task.name : undefined);
  shopper = null;
});

interface Variant {
  size: string;
  color: string;
  inStock: boolean;
}

/** A demo product stocked per colour: one colour sold out in a size another colour has. */
async function productWithASoldOutColour(base: string) {
  const list = (await (
    await fetch(`${base}/api/v1/products?subCategory=Lehenga&limit=100`)
  ).json()) as { data: { id: number; title: string }[] };
  for (const { id, title } of list.data) {
    const p = (await (await fetch(`${base}/api/v1/products/${id}`)).json()) as {
      variants: Variant[];
    };
    for (const gone of p.variants.filter((v) => !v.inStock)) {
      const other = p.variants.find((v) => v.size === gone.size && v.inStock);
      const buyable = p.variants.find((v) => v.color === gone.color && v.inStock);
      if (other && buyable)
        return {
          id,
          title,
          colour: gone.color,
          other: other.color,
          soldOut: gone.size,
          size: buyable.size,
        };
    }
  }
  throw new Error('No demo lehenga is stocked per colour');
}

/** A small JPEG of one colour, as a phone would send it. */
function photo(r: number, g: number, b: number): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function ownerToken(store: OwnerStore): Promise<string> {
  const tag = Date.now().toString(36);
  const email = `owner.colours.${tag}@shop.example.in`;
  const password = `Colours-and-silk-${tag}`;
  await store.admin(['owner:create', '--email', email, '--password-stdin'], password);
  const res = await fetch(`${store.info.url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Uploads a photo of the product and ties it to a colour; answers its URL. */
async function colourPhoto(base: string, token: string, id: number, jpeg: Buffer, colour: string) {
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('alt', `The lehenga in ${colour}`);
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const added = await fetch(`${base}/api/v1/admin/products/${id}/images`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  expect(added.status, await added.clone().text()).toBe(201);
  const images = ((await added.json()) as { images: { id: string; url: string }[] }).images;
  const image = images[images.length - 1]!;
  const tied = await fetch(`${base}/api/v1/admin/products/${id}/images/${image.id}`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ color: colour }),
  });
  expect(tied.status).toBe(200);
  const after = ((await tied.json()) as { images: { id: string; color: string | null }[] }).images;
  expect(after.find((i) => i.id === image.id)?.color).toBe(colour);
  return image.url;
}

describe('colours as variants at phone size', () => {
  test('pick a colour, see its photo and a sold-out size, add to bag, buy', async () => {
    const store = owner.info;
    const piece = await productWithASoldOutColour(store.url);
    const token = await ownerToken(owner);
    const photoOfOther = await colourPhoto(
      store.url,
      token,
      piece.id,
      await photo(20, 110, 110),
      piece.other,
    );
    const photoOfColour = await colourPhoto(
      store.url,
      token,
      piece.id,
      await photo(150, 20, 90),
      piece.colour,
    );
    const key = (url: string) => url.split('/').pop()!;

    const who = newShopperIdentity('colours');
    await registerShopper(store, who);
    shopper = await openShopper(phone, { store });
    const { page } = shopper;
    await page.goto(shopper.url('/login'));
    await signInThroughPage(shopper, who);

    await page.goto(shopper.url(`/product/${piece.id}`));
    await heading(page, piece.title).waitFor();
    const colours = page.getByRole('group', { name: /^Colour/ });
    await colours.getByRole('button', { name: piece.colour, exact: true }).click();
    // Its photo, and only the photos of this colour or of every colour.
    const main = page.locator('main picture img, main img').first();
    await expect
      .poll(async () => (await main.getAttribute('src')) ?? '')
      .toContain(key(photoOfColour));
    expect(await page.locator(`main img[src*="${key(photoOfOther)}"]`).count()).toBe(0);
    // The size sold out in this colour is crossed out and cannot be chosen.
    const sizes = page.getByRole('group', { name: /Size/ });
    const gone = sizes.getByRole('button', { name: `${piece.soldOut}, sold out` });
    expect(await gone.isDisabled()).toBe(true);
    await inspectPage(shopper, 'product-colour');
    await sizes.getByRole('button', { name: piece.size, exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    await page.waitForURL(shopper.url('/cart'));
    const line = page.locator('main').getByRole('listitem').filter({ hasText: piece.title });
    await line.getByText(piece.colour, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(shopper.url('/checkout'));
    await fillShippingForm(page, who);
    await clickPlaceOrder(page);
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('orderId'));
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await paymentMethods(page).waitFor();
    const order = (await (
      await fetch(`${store.url}/api/v1/admin/orders/${orderId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { items: { size: string; color: string }[] };
    expect(order.items[0]).toMatchObject({ size: piece.size, color: piece.colour });
  });

  test('notify me for a size sold out in the colour picked; the owner restocks it; one mail', async () => {
    const store = owner.info;
    const piece = await productWithASoldOutColour(store.url);
    shopper = await openShopper(phone, { store });
    const { page } = shopper;
    await page.goto(shopper.url(`/product/${piece.id}`));
    await heading(page, piece.title).waitFor();
    const colours = page.getByRole('group', { name: /^Colour/ });
    await colours.getByRole('button', { name: piece.colour, exact: true }).click();
    await page.getByRole('button', { name: 'Notify me' }).click();
    const notify = page.getByRole('dialog', { name: 'Notify me' });
    // The sheet names the colour and offers the sizes sold out in it.
    await notify.getByText(piece.colour, { exact: true }).waitFor();
    await notify.getByLabel('Size').selectOption(piece.soldOut);
    const waiting = `colour.${Date.now().toString(36)}@example.in`;
    await notify.getByLabel(/^Email/).fill(waiting);
    await inspectPage(shopper, 'notify-me-colour');
    await notify.getByRole('button', { name: 'Email me when it is back' }).click();
    await notify.getByText("We'll email you when it is back in stock.").waitFor();

    // The other colour coming back in that size is not hers; hers is.
    const mails = () => outboxMessages(store).filter((m) => m.text.includes(waiting));
    await owner.admin([
      'stock:set',
      String(piece.id),
      '--size',
      piece.soldOut,
      '--color',
      piece.colour,
      '--quantity',
      '4',
    ]);
    for (let i = 0; i < 90 && mails().length === 0; i++) {
      await new Promise((r) => setTimeout(r, 1000));
    }
    const [mail] = mails();
    expect(mail?.text).toContain('Back in stock');
    expect(mail?.text).toContain(`in size ${piece.soldOut}, ${piece.colour} is back in stock`);
    expect(mail?.text).toContain(`/product/${piece.id}`);
    // A second restock and another round of the job (every 30 seconds) write no second mail.
    await owner.admin([
      'stock:set',
      String(piece.id),
      '--size',
      piece.soldOut,
      '--color',
      piece.colour,
      '--quantity',
      '6',
    ]);
    await new Promise((r) => setTimeout(r, 35_000));
    expect(mails()).toHaveLength(1);
  }, 480_000);
});
