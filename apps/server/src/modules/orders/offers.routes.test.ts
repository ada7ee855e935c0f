// The quote and offer codes on orders, through the API (docs/offers.md; cash on delivery is in
// cod.routes.test.ts). The demo store's settings apply: COD fee ₹49, COD up to ₹30,000,
// confirmation above ₹5,000, shipping free from ₹999 else ₹79.
import type { QuoteResponse } from '@store/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { loadPinDirectory, readBundledDirectory, setPinRange } from '../delivery/index.ts';
import { createCoupon } from '../offers/index.ts';
import { cancelOrder, expireUnpaidOrders } from './index.ts';
import {
  address,
  createProduct,
  orderRow,
  placeOrderAs,
  postOrderAs,
  stockOf,
} from './test-fixtures.ts';

let t: TestApp;
let n = 0;
const code = (prefix: string) => `${prefix}${++n}${Math.floor(Math.random() * 1e6)}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const quote = (body: object, auth: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/orders/quote', headers: auth, payload: body });

describe(`POST /orders/quote (${testDbKind})`, () => {
  it('answers the breakdown with an applied code, shipping and the COD fee', async () => {
    const p = await createProduct(t.app.db, { regularPricePaise: 60_000 });
    const c = code('TENOFF');
    await createCoupon(t.app.db, { code: c, percent: 10 });
    const res = await quote({
      items: [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }],
      couponCode: c.toLowerCase(),
      paymentMethod: 'cod',
    });
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json<QuoteResponse>();
    expect(q).toMatchObject({
      subtotal: 600,
      discount: 60,
      shipping: 79,
      codFee: 49,
      total: 668,
      freeShippingAbove: 999,
      coupon: { code: c, status: 'applied', discount: 60 },
      cod: { offered: true, fee: 49, confirmationNeeded: false },
    });
    // The fixture's 5 units of M are fewer than a cart line may hold: the quote tells them.
    expect(q.lines).toEqual([
      { productId: p.id, quantity: 1, price: 600, discount: 60, net: 540, left: 5 },
    ]);
  });

  it('says why a code does not apply, and prices the cart without it', async () => {
    const p = await createProduct(t.app.db, { regularPricePaise: 60_000 });
    const c = code('BIG');
    await createCoupon(t.app.db, { code: c, flatPaise: 20_000, minOrderPaise: 200_000 });
    const q = (
      await quote({
        items: [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }],
        couponCode: c,
      })
    ).json<QuoteResponse>();
    expect(q.coupon).toEqual({
      code: c,
      status: 'rejected',
      reason: 'minimum-not-met',
      message: `The code ${c} needs ₹2,000 in your cart; add ₹1,400 more.`,
    });
    expect(q.discount).toBe(0);
    const unknown = (
      await quote({
        items: [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }],
        couponCode: 'NOSUCH1',
      })
    ).json<QuoteResponse>();
    expect(unknown.coupon).toMatchObject({ status: 'rejected', reason: 'unknown' });
  });

  it('warns of a line the store has too few units of, in the words the order would use', async () => {
    const p = await createProduct(t.app.db, {
      title: 'Chikankari Kurta',
      regularPricePaise: 60_000,
      stock: { S: 5, M: 2, L: 0 },
    });
    const line = (size: string, quantity: number) => ({
      productId: p.id,
      quantity,
      size,
      color: 'Maroon',
    });
    const q = (
      await quote({ items: [line('M', 3), line('S', 5), line('L', 1)] })
    ).json<QuoteResponse>();
    // S has enough: its 5 left are told (fewer than a cart line may hold), with no shortage.
    expect(q.lines.map((l) => [l.left, l.shortage])).toEqual([
      [2, 'Not enough stock: only 2 left of "Chikankari Kurta" in size M'],
      [5, undefined],
      [0, 'Not enough stock: "Chikankari Kurta" in size L is sold out (0 left)'],
    ]);
    // Placing it is refused with the same words, and nothing is held by the quote.
    const shopper = await createTestUser(t.app.db);
    const placed = await postOrderAs(
      t.app,
      { items: [line('M', 3)], shippingAddress: address },
      shopper.auth,
    );
    expect(placed.statusCode).toBe(409);
    expect(placed.json<{ error: string }>().error).toBe(q.lines[0]!.shortage);
    expect(placed.json<{ code: string }>().code).toBe('out_of_stock');
    expect(await stockOf(t.app.db, p.id, 'M')).toBe(2);
  });

  it('withholds COD above the store limit and says so', async () => {
    const p = await createProduct(t.app.db, { regularPricePaise: 1_600_000 });
    const q = (
      await quote({ items: [{ productId: p.id, quantity: 2, size: 'M', color: 'Maroon' }] })
    ).json<QuoteResponse>();
    expect(q.cod).toMatchObject({ offered: false, reason: 'over-limit' });
    expect(q.cod.message).toContain('₹30,000');
  });

  it('with a PIN: the GST split, the promise, and no COD where the PIN has none', async () => {
    const rows = readBundledDirectory().filter((r) => r.pin === 400050 || r.pin === 560025);
    await loadPinDirectory(t.app.db, rows);
    await setPinRange(t.app.db, '560025', 'noCod');
    const p = await createProduct(t.app.db, { regularPricePaise: 150_000 });
    const items = [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }];
    const mumbai = (await quote({ items, postalCode: '400050' })).json<QuoteResponse>();
    // The demo store is in Rajasthan: Maharashtra pays IGST, inside the ₹1,500.
    expect(mumbai.tax).toMatchObject({ cgst: 0, sgst: 0 });
    expect(mumbai.tax!.igst).toBeGreaterThan(0);
    expect(mumbai.delivery).toMatchObject({ minDays: expect.any(Number) });
    expect(mumbai.cod.offered).toBe(true);
    const bengaluru = (await quote({ items, postalCode: '560025' })).json<QuoteResponse>();
    expect(bengaluru.cod).toMatchObject({ offered: false, reason: 'pin' });
  });

  it('refuses a malformed code and unknown fields', async () => {
    const p = await createProduct(t.app.db);
    const items = [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }];
    expect((await quote({ items, couponCode: 'no spaces!' })).statusCode).toBe(400);
    expect((await quote({ items, total: 1 })).statusCode).toBe(400);
  });
});

describe(`the quote and the cart's quantity picker (${testDbKind})`, () => {
  it('tells the units left only when fewer than a cart line may hold', async () => {
    const p = await createProduct(t.app.db, { stock: { S: 40, M: 10, L: 9 } });
    const q = (
      await quote({
        items: ['S', 'M', 'L'].map((size) => ({
          productId: p.id,
          quantity: 1,
          size,
          color: 'Maroon',
        })),
      })
    ).json<QuoteResponse>();
    expect(q.lines.map((l) => [l.left, l.shortage])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
      [9, undefined],
    ]);
  });
});

describe(`offer codes on orders (${testDbKind})`, () => {
  const body = (productId: number, couponCode?: string) => ({
    items: [{ productId, quantity: 2, size: 'M', color: 'Maroon' }],
    shippingAddress: address,
    ...(couponCode ? { couponCode } : {}),
  });

  it('stores the discount, spread over the lines, and the wire order shows it', async () => {
    const shopper = await createTestUser(t.app.db);
    const p = await createProduct(t.app.db, { regularPricePaise: 33_333 });
    const c = code('SAVE');
    await createCoupon(t.app.db, { code: c, percent: 15, maxDiscountPaise: 9_000 });
    const order = await placeOrderAs(t.app, body(p.id, c), shopper.auth);
    expect(order).toMatchObject({
      subtotal: 666.66,
      discount: 90,
      couponCode: c,
      shippingFee: 79,
      codFee: 0,
      total: 655.66,
    });
    const [item] = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item?.discountPaise).toBe(9_000);
    // GST is inside what the shopper pays for the line: the discounted amount (docs/tax.md).
    const tax = item!.cgstPaise + item!.sgstPaise + item!.utgstPaise + item!.igstPaise;
    expect(item!.taxablePaise! + tax).toBe(66_666 - 9_000);
    expect(tax).toBeGreaterThan(0);
  });

  it('counts uses per shopper and gives a use back when the order is cancelled', async () => {
    const shopper = await createTestUser(t.app.db);
    const p = await createProduct(t.app.db);
    const c = code('ONCE');
    await createCoupon(t.app.db, { code: c, flatPaise: 10_000, perShopper: 1, maxUses: 10 });
    const first = await placeOrderAs(t.app, body(p.id, c), shopper.auth);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: body(p.id, c),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toContain(`You have already used the code ${c}.`);
    await cancelOrder(t.app.db, first.id);
    const after = await placeOrderAs(t.app, body(p.id, c), shopper.auth);
    expect(after.couponCode).toBe(c);
  });

  it('a first-order code is refused to a shopper with an earlier order', async () => {
    const shopper = await createTestUser(t.app.db);
    const p = await createProduct(t.app.db);
    const c = code('FIRST');
    await createCoupon(t.app.db, { code: c, percent: 5, firstOrderOnly: true });
    await placeOrderAs(t.app, body(p.id), shopper.auth);
    const q = (
      await quote({ items: body(p.id).items, couponCode: c }, shopper.auth)
    ).json<QuoteResponse>();
    expect(q.coupon).toMatchObject({ status: 'rejected', reason: 'first-order-only' });
  });

  it('the code’s last use, then a 409 for the next order, and the use comes back on expiry', async () => {
    const [a, b] = [await createTestUser(t.app.db), await createTestUser(t.app.db)];
    const p = await createProduct(t.app.db);
    const c = code('LAST');
    await createCoupon(t.app.db, { code: c, flatPaise: 5_000, maxUses: 1 });
    const first = await placeOrderAs(t.app, body(p.id, c), a.auth);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: b.auth,
      payload: body(p.id, c),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toContain('used up');
    expect(second.json().code).toBe('coupon_used_up');
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(orders.id, first.id));
    await expireUnpaidOrders(t.app.db, { holdMinutes: 30, maxHours: 48 });
    expect((await orderRow(t.app.db, first.id)).status).toBe(4);
    await placeOrderAs(t.app, body(p.id, c), b.auth);
  });
});

describe(`guessing offer codes (${testDbKind})`, () => {
  it('counts codes that do not exist per address, then refuses every code there', async () => {
    const p = await createProduct(t.app.db, { regularPricePaise: 60_000 });
    const real = code('REAL');
    await createCoupon(t.app.db, { code: real, percent: 10 });
    const items = [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }];
    const from = (remoteAddress: string, couponCode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/orders/quote',
        payload: { items, couponCode },
        remoteAddress,
      });
    const limit = t.app.config.auth.maxPerAddress;
    // A real code is not a guess: a shopper may quote with it as often as the cart changes.
    for (let i = 0; i < limit + 2; i++) {
      const res = await from('10.29.8.1', real);
      expect(res.statusCode).toBe(200);
      expect(res.json<QuoteResponse>().coupon?.status).toBe('applied');
    }
    const answers: number[] = [];
    for (let i = 0; i < limit; i++) answers.push((await from('10.29.8.2', `NOPE${i}`)).statusCode);
    expect(answers.every((s) => s === 200)).toBe(true);
    // Spent: a code that does not exist and one that does are refused alike.
    const unknown = await from('10.29.8.2', 'NOPEMORE');
    const known = await from('10.29.8.2', real);
    expect(unknown.statusCode).toBe(429);
    expect(known.statusCode).toBe(429);
    expect(known.json()).toEqual(unknown.json());
    expect(known.headers['retry-after']).toBeDefined();
    // A quote without a code is not counted.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/orders/quote',
          payload: { items },
          remoteAddress: '10.29.8.2',
        })
      ).statusCode,
    ).toBe(200);
  });
});
