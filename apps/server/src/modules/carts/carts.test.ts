// The abandoned-cart reminder (docs/whatsapp.md, "The cart reminder"): the cart kept on the
// server and checked against the catalog, the separate offers consent, one reminder per cart
// through the WhatsApp outbox and the Graph API double, and the single-use, expiring link.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import {
  address,
  ageOrder,
  createProduct,
  placeOrderAs,
  type FixtureProduct,
} from '../orders/test-fixtures.ts';
import { doubleMessages, textValue, webhookEnvelope } from '../whatsapp/sandbox/graph-double.ts';
import { whatsappMessages } from '../whatsapp/schema.ts';
import {
  createWhatsAppTestApp,
  drainWhatsApp,
  postWebhook,
  TEST_NUMBER_ID,
} from '../whatsapp/whatsapp.test-kit.ts';
import { remindAbandonedCarts } from './carts.service.ts';
import { savedCarts } from './schema.ts';

let t: TestApp;
let product: FixtureProduct;
beforeAll(async () => {
  t = await createWhatsAppTestApp();
  product = await createProduct(t.app.db, { stock: { S: 500, M: 5, L: 5 } });
});
afterAll(async () => {
  await t.close();
});

type Shopper = Awaited<ReturnType<typeof createTestUser>>;
let phoneCounter = 0;

function putCart(s: Shopper | null, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/cart',
    headers: s ? s.auth : {},
    payload: payload as Record<string, unknown>,
  });
}

const line = (over: Record<string, unknown> = {}) => ({
  productId: product.id,
  quantity: 2,
  size: 'M',
  color: 'Maroon',
  ...over,
});

/** A shopper who ticked order updates at a checkout (from her own number) and, if asked, offers. */
async function shopper(o: { updates?: boolean; offers?: boolean } = {}) {
  const s = await createTestUser(t.app.db);
  phoneCounter += 1;
  const phone = `98${String(70_000_000 + phoneCounter).padStart(8, '0')}`;
  let orderId: string | null = null;
  if (o.updates !== false) {
    ({ id: orderId } = await placeOrderAs(
      t.app,
      {
        items: [{ productId: product.id, quantity: 1, size: 'S', color: 'Navy' }],
        shippingAddress: { ...address, phone },
        whatsappOptIn: true,
      },
      s.auth,
    ));
  }
  if (o.offers) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/whatsapp/offers',
      headers: s.auth,
      payload: { optedIn: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...s, phone: `91${phone}`, orderId };
}

/** Moves the cart's last change `hours` back, and her earlier order before it. */
async function age(s: { id: string; orderId: string | null }, hours: number) {
  await t.app.db
    .update(savedCarts)
    .set({ updatedAt: sql`now() - ${hours} * interval '1 hour'` })
    .where(eq(savedCarts.userId, s.id));
  if (s.orderId) await ageOrder(t.app.db, s.orderId, hours + 1);
}

async function remindersOf(userId: string) {
  const rows = await t.app.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.event, 'cart-reminder'));
  return rows.filter((r) => r.data.userId === userId);
}

const remind = () => remindAbandonedCarts(t.app.db, { hours: 24 });

/** The restore link's token in the reminder the double took for this number. */
function reminderToken(phone: string): string {
  const sent = doubleMessages(t.app).find(
    (m) => m.to === phone && m.template.name === 'cart_reminder',
  );
  const button = sent?.template.components?.find(
    (c) => c.type === 'button' && c.sub_type === 'url',
  );
  if (button?.type !== 'button' || button.sub_type !== 'url') throw new Error('no reminder');
  return button.parameters[0]!.text;
}

function restore(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/cart/restore', payload: { token } });
}

describe(`PUT /cart (${testDbKind})`, () => {
  it('keeps the lines in the catalog spelling and gives them back', async () => {
    const s = await shopper({ updates: false });
    const res = await putCart(s, { items: [line({ size: 'm', color: 'maroon' })] });
    expect(res.statusCode, res.body).toBe(200);
    const got = await t.app.inject({ url: '/api/v1/cart', headers: s.auth });
    expect(got.json().items).toEqual([line()]);
  });

  it.each([
    [
      'an unknown product',
      () => ({ items: [line({ productId: 99_999_999 })] }),
      'items.0.productId',
    ],
    ['a size the product lacks', () => ({ items: [line({ size: 'XXL' })] }), 'items.0.size'],
    ['a colour the product lacks', () => ({ items: [line({ color: 'Green' })] }), 'items.0.color'],
    ['a quantity over the limit', () => ({ items: [line({ quantity: 11 })] }), null],
    ['a price', () => ({ items: [line({ price: 1 })] }), null],
    ['the same line twice', () => ({ items: [line(), line()] }), null],
    ['no list', () => ({ items: 'all of it' }), null],
    ['another field', () => ({ items: [], total: 5 }), null],
  ])('refuses %s with a 400 and changes nothing', async (_name, payload, field) => {
    const s = await shopper({ updates: false });
    await putCart(s, { items: [line({ quantity: 1 })] });
    const res = await putCart(s, payload());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid' });
    if (field) expect(res.json().fields).toHaveProperty([field]);
    const got = await t.app.inject({ url: '/api/v1/cart', headers: s.auth });
    expect(got.json().items).toEqual([line({ quantity: 1 })]);
  });

  it('is for signed-in shoppers only', async () => {
    expect((await putCart(null, { items: [line()] })).statusCode).toBe(401);
  });
});

describe(`the offers consent (${testDbKind})`, () => {
  it('is off by default, kept with its time, and ended by turning order updates off', async () => {
    const s = await shopper();
    const off = await t.app.inject({ url: '/api/v1/account/whatsapp/offers', headers: s.auth });
    expect(off.json()).toEqual({ optedIn: false, changedAt: null });
    // The order-updates tick at checkout does not imply offers.
    const updates = await t.app.inject({ url: '/api/v1/account/whatsapp', headers: s.auth });
    expect(updates.json().optedIn).toBe(true);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/whatsapp/offers',
      headers: s.auth,
      payload: { optedIn: true },
    });
    expect(on.json()).toMatchObject({ optedIn: true, changedAt: expect.any(String) });
    await t.app.inject({ method: 'DELETE', url: '/api/v1/account/whatsapp', headers: s.auth });
    const after = await t.app.inject({ url: '/api/v1/account/whatsapp/offers', headers: s.auth });
    expect(after.json().optedIn).toBe(false);
  });
});

describe(`the reminder (${testDbKind})`, () => {
  it('goes only to a shopper with offers and order updates, a live number, once per cart', async () => {
    const noOffers = await shopper();
    const noNumber = await shopper({ updates: false, offers: true });
    const both = await shopper({ offers: true });
    const fresh = await shopper({ offers: true });
    for (const s of [noOffers, noNumber, both, fresh]) await putCart(s, { items: [line()] });
    for (const s of [noOffers, noNumber, both]) await age(s, 25);
    await age(fresh, 23);

    await remind();
    expect(await remindersOf(noOffers.id)).toEqual([]);
    expect(await remindersOf(noNumber.id)).toEqual([]);
    expect(await remindersOf(fresh.id)).toEqual([]);
    const [queued] = await remindersOf(both.id);
    expect(queued).toMatchObject({ toPhone: both.phone, orderId: null, status: 'pending' });

    // Changed afterwards, aged again: the same cart, no second reminder.
    await putCart(both, { items: [line({ quantity: 3 })] });
    await age(both, 30);
    await remind();
    await remind();
    expect(await remindersOf(both.id)).toHaveLength(1);

    // Emptied (as checking out does), filled and left again: a new cart, a new reminder.
    await putCart(both, { items: [] });
    await putCart(both, { items: [line({ size: 'L' })] });
    await age(both, 25);
    await remind();
    expect(await remindersOf(both.id)).toHaveLength(2);
  });

  it('does not remind of a cart checked out by an order placed after its last change', async () => {
    const s = await shopper({ offers: true });
    await putCart(s, { items: [line()] });
    await age(s, 25);
    await placeOrderAs(
      t.app,
      {
        items: [{ productId: product.id, quantity: 1, size: 'S', color: 'Navy' }],
        shippingAddress: { ...address, phone: s.phone.slice(2) },
      },
      s.auth,
    );
    await remind();
    expect(await remindersOf(s.id)).toEqual([]);
    const got = await t.app.inject({ url: '/api/v1/cart', headers: s.auth });
    expect(got.json()).toEqual({ items: [], changedAt: null });
  });

  it('stops for a number that replied STOP, even when already queued', async () => {
    const s = await shopper({ offers: true });
    await putCart(s, { items: [line()] });
    await age(s, 25);
    await remind();
    expect(await remindersOf(s.id)).toHaveLength(1);
    await postWebhook(t.app, webhookEnvelope(TEST_NUMBER_ID, textValue(s.phone, 'STOP')));
    await drainWhatsApp(t);
    const [row] = await remindersOf(s.id);
    expect(row!.status).toBe('skipped');
    const offers = await t.app.inject({ url: '/api/v1/account/whatsapp/offers', headers: s.auth });
    expect(offers.json().optedIn).toBe(false);
  });

  it('sends the marketing template with a link that restores the cart once', async () => {
    const s = await shopper({ offers: true });
    await putCart(s, { items: [line({ quantity: 3 })] });
    await age(s, 25);
    await remind();
    await drainWhatsApp(t);
    const sent = doubleMessages(t.app).find(
      (m) => m.to === s.phone && m.template.name === 'cart_reminder',
    );
    expect(sent?.template.language.code).toBe('en');
    expect(sent?.template.components?.[0]).toEqual({
      type: 'body',
      parameters: [
        { type: 'text', text: 'Asha' },
        { type: 'text', text: expect.any(String) },
      ],
    });
    const token = reminderToken(s.phone);

    const first = await restore(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().items).toEqual([
      { line: line({ quantity: 3 }), product: expect.objectContaining({ id: product.id }) },
    ]);
    const again = await restore(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('not_found');
  });

  it('refuses an expired link and a malformed one', async () => {
    const s = await shopper({ offers: true });
    await putCart(s, { items: [line()] });
    await age(s, 25);
    await remind();
    await drainWhatsApp(t);
    const token = reminderToken(s.phone);
    await t.app.db
      .update(savedCarts)
      .set({ restoreExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(savedCarts.userId, s.id));
    expect((await restore(token)).statusCode).toBe(404);
    expect((await restore('short')).statusCode).toBe(400);
  });
});
