// Buying with confidence (issue 33) on a phone, 360 px wide: a shopper opens a product's size
// chart; her order is delivered (the owner's command line) and she reviews the piece with a
// photo; the owner approves it in the web admin; the card shows the stars and the product
// page's JSON-LD carries the rating (read with the jsonld processor); she asks to be told when a
// sold-out size is back, the owner restocks it, and the store writes the mail. Every new screen
// is audited with axe.
import jsonld from 'jsonld';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { placeOrder, registerShopper } from '../support/api';
import { openShopper, SIZES } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { useOwnerStore, useShoppers } from '../support/journey-kit';
import { deliverOrder, ownerDesk } from '../support/owner-desk';
import { outboxMessages } from '../support/servers';
import { signInThroughPage } from '../support/shop';
import { expectToast, heading, newShopperIdentity } from '../support/ui';

const phone = SIZES.find((s) => s.name === 'phone')!;
const owner = useOwnerStore();
const open = useShoppers();

/** The schema.org context, offline: the journey never reaches the internet. */
const documentLoader = async (url: string) => {
  if (/^https?:\/\/schema\.org\/?$/.test(url)) {
    return { documentUrl: url, document: { '@context': { '@vocab': 'https://schema.org/' } } };
  }
  throw new Error(`no document for ${url}`);
};

/** The product's aggregate rating as a JSON-LD processor reads the page's scripts. */
async function ratingInPage(url: string): Promise<{ value: number; count: number } | null> {
  const html = await (await fetch(url)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  for (const [, json] of blocks) {
    const expanded = await jsonld.expand(JSON.parse(json!), { documentLoader });
    for (const node of expanded) {
      if (!node['@type']?.includes('https://schema.org/Product')) continue;
      const rating = (
        node['https://schema.org/aggregateRating'] as jsonld.NodeObject[] | undefined
      )?.[0];
      if (!rating) return null;
      const value = (rating['https://schema.org/ratingValue'] as { '@value': number }[])[0]![
        '@value'
      ];
      const count = (rating['https://schema.org/reviewCount'] as { '@value': number }[])[0]![
        '@value'
      ];
      return { value, count };
    }
  }
  return null;
}

/**
 * A demo piece whose type has a chart. Other journeys add pieces of their own to the same store
 * at the same time, and a new piece of a type with no chart rightly says it has none.
 */
async function productWithChart(base: string): Promise<number> {
  const list = (await (
    await fetch(`${base}/api/v1/products?category=women&limit=24&sort=price_asc`)
  ).json()) as { data: { id: number }[] };
  for (const { id } of list.data) {
    const chart = (await (await fetch(`${base}/api/v1/products/${id}/size-chart`)).json()) as {
      data: unknown;
    };
    if (chart.data) return id;
  }
  throw new Error('no piece in the women category has a size chart');
}

describe('reviews, size charts and back in stock at phone size', () => {
  test('size chart, a review with a photo, approval, stars and JSON-LD, notify me', async () => {
    const store = owner.info;
    const who = newShopperIdentity('reviewer');
    const token = await registerShopper(store, who);
    // A men's piece: other journeys running beside this one add (and change) women's pieces,
    // which come first in the newest-first list.
    const order = await placeOrder(store, token, who, { category: 'men' });
    // The owner takes the money, ships and delivers it from the command line.
    await deliverOrder(owner, order, 'EE123456789IN');
    const mine = (await (
      await fetch(`${store.url}/api/v1/account/reviews`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { productId: number; title: string }[] };
    const productId = mine.data[0]!.productId;

    const shopper = await openShopper(phone, { store });
    open.push(shopper);
    const { page } = shopper;

    // The size chart, a sheet on the phone, in inches and centimetres.
    await page.goto(shopper.url(`/product/${await productWithChart(store.url)}`));
    await page.getByRole('button', { name: 'Size chart' }).click();
    const sheet = page.getByRole('dialog', { name: 'Size chart' });
    await sheet.getByRole('table').waitFor();
    await sheet.getByRole('button', { name: 'cm' }).click();
    await sheet.getByRole('heading', { name: 'How to measure' }).waitFor();
    await inspectPage(shopper, 'size-chart');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    // Signed in, she reviews the delivered piece with a photo.
    await page.goto(shopper.url('/login'));
    await signInThroughPage(shopper, who);
    await page.goto(shopper.url('/review'));
    await page.getByRole('button', { name: 'Write a review' }).first().click();
    await page.locator('label').filter({ hasText: '4 stars' }).click();
    await page.locator('label').filter({ hasText: 'Runs small' }).click();
    expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await page.getByLabel('Title').fill('Beautiful colour');
    await page.getByLabel('Your review').fill('Soft fabric and neat stitching; order one size up.');
    const photo = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#7a1f2b' },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel(/^Photos/)
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await inspectPage(shopper, 'review-form');
    await page.getByRole('button', { name: 'Send review' }).click();
    await page.getByText(/will appear once the store has checked it/).waitFor();

    // Not shown before the owner approves it.
    expect(await ratingInPage(shopper.url(`/product/${productId}`))).toBeNull();
    const desk = await ownerDesk(owner, open, phone, 'reviews');
    await desk.page.goto(desk.url('/admin/reviews'));
    await heading(desk.page, 'Reviews').waitFor();
    await desk.page.getByText('Beautiful colour').waitFor();
    await inspectPage(desk, 'admin-reviews');
    await desk.page.getByRole('button', { name: 'Approve', exact: true }).first().click();
    await expectToast(desk.page, 'Approved');

    // The card's stars and the page's JSON-LD (after the catalog cache moves on).
    let rating: { value: number; count: number } | null = null;
    for (let i = 0; i < 30 && !rating; i++) {
      rating = await ratingInPage(shopper.url(`/product/${productId}`));
      if (!rating) await new Promise((r) => setTimeout(r, 500));
    }
    expect(rating).toEqual({ value: 4, count: 1 });
    await page.goto(shopper.url(`/products?q=${encodeURIComponent(mine.data[0]!.title)}`));
    await page
      .getByText(/Rated 4 out of 5 by 1 buyers/)
      .first()
      .waitFor({ state: 'attached' });
    await page.goto(shopper.url(`/product/${productId}`));
    await page.getByRole('heading', { name: 'Reviews' }).waitFor();
    await page
      .getByText('Most say', { exact: false })
      .or(page.getByText('Beautiful colour'))
      .first()
      .waitFor();
    await inspectPage(shopper, 'product-reviews');

    // Notify me: a size the demo catalog has sold out; the owner restocks it; one mail.
    type Listed = { id: number; attributes: { key: string; value: string[] }[] };
    const list = (await (await fetch(`${store.url}/api/v1/products?limit=100`)).json()) as {
      data: Listed[];
    };
    const values = (p: Listed, key: string) => p.attributes.find((a) => a.key === key)?.value ?? [];
    const soldOut = list.data.find(
      (p) =>
        values(p, 'inStockSizes').length > 0 &&
        values(p, 'size').length > values(p, 'inStockSizes').length,
    )!;
    const size = values(soldOut, 'size').find((s) => !values(soldOut, 'inStockSizes').includes(s))!;
    const waiting = `waiting.${Date.now().toString(36)}@example.in`;
    await page.goto(shopper.url(`/product/${soldOut.id}`));
    await page.getByRole('button', { name: 'Notify me' }).click();
    const notify = page.getByRole('dialog', { name: 'Notify me' });
    await notify.getByLabel('Size').selectOption(size);
    await notify.getByLabel(/^Email/).fill(waiting);
    await inspectPage(shopper, 'notify-me');
    await notify.getByRole('button', { name: 'Email me when it is back' }).click();
    await notify.getByText("We'll email you when it is back in stock.").waitFor();

    await owner.admin(['stock:set', String(soldOut.id), '--size', size, '--quantity', '5']);
    let mail: string | undefined;
    for (let i = 0; i < 90 && !mail; i++) {
      mail = outboxMessages(store).find((m) => m.text.includes(waiting))?.text;
      if (!mail) await new Promise((r) => setTimeout(r, 1000));
    }
    expect(mail).toContain('Back in stock');
    expect(mail).toContain(`/product/${soldOut.id}`);
  }, 480_000);
});
