// Business abuse, prices: a shopper who edits requests by hand. The server alone sets prices,
// totals, status and owner; quantities are whole numbers from 1 to 10; and every order over random
// carts costs the catalog price times the quantity, in whole paise. (No sequence of calls reaching
// Processing unpaid is business-abuse-status.test.ts.)
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderItems, orders, payments } from '../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../test/harness.ts';
import { createProduct, stockOf } from '../modules/orders/test-fixtures.ts';
import { getStoreSettings } from '../modules/store/index.ts';
import { call, errorOf, orderBody, shippingAddress, type Reply } from './hardening-kit.ts';

// These suites send hundreds of requests per test; on a busy two-core machine running the
// whole suite at once that can pass the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let shopper: Awaited<ReturnType<typeof createTestUser>>;
let stranger: Awaited<ReturnType<typeof createTestUser>>;
let kurta: number;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createTestUser(t.app.db);
  stranger = await createTestUser(t.app.db);
  kurta = (await createProduct(t.app.db, { stock: { S: 10_000, M: 10_000, L: 10_000 } })).id;
});
afterAll(async () => {
  await t?.close();
});

const ordersOf = async (userId: string) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, userId))
  )[0]!.n;

/** Posts an order and checks that a refusal is a 400 that created nothing and held nothing. */
async function expectRefusedOrder(what: string, send: () => Promise<Reply>): Promise<Reply> {
  const before = await ordersOf(shopper.id);
  const stockBefore = await stockOf(t.app.db, kurta, 'M');
  const res = await send();
  expect(res.status, `${what}: ${res.raw}`).toBe(400);
  expect(errorOf(res), what).not.toMatch(/^\(no error field/);
  expect(await ordersOf(shopper.id), what).toBe(before);
  expect(await stockOf(t.app.db, kurta, 'M'), what).toBe(stockBefore);
  return res;
}

const postOrder = (json: unknown) => call(t.app, 'POST', '/orders', { token: shopper.token, json });
const postRawOrder = (raw: string) =>
  call(t.app, 'POST', '/orders', {
    token: shopper.token,
    headers: { 'content-type': 'application/json' },
    raw,
  });

describe(`business abuse: what the client may not decide (${testDbKind})`, () => {
  it('refuses a client-sent price, total, status, owner or any other extra field on an order', async () => {
    const topLevel: Record<string, unknown>[] = [
      { total: 1 },
      { totalPaise: 100 },
      { price: 1 },
      { status: 1 },
      { status: 3 },
      { userId: stranger.id },
      { user_id: stranger.id },
      { email: stranger.email },
      { id: 'EE-ABCDEF' },
      { paymentMethod: 'cod' },
      { trackingNumber: 'TRK123' },
      { createdAt: '2020-01-01T00:00:00Z' },
      { discount: 100 },
      { coupon: 'FREE' },
    ];
    for (const extra of topLevel) {
      const res = await expectRefusedOrder(JSON.stringify(extra), () =>
        postOrder(orderBody(kurta, 1, extra)),
      );
      expect(errorOf(res)).toContain(Object.keys(extra)[0]!);
    }
    const lineExtras: Record<string, unknown>[] = [
      { price: 1 },
      { unitPrice: 0.01 },
      { unitPricePaise: 1 },
      { total: 0 },
      { title: 'Free kurta' },
      { discountedPrice: 0 },
    ];
    for (const extra of lineExtras) {
      await expectRefusedOrder(`line ${JSON.stringify(extra)}`, () =>
        postOrder({
          items: [{ productId: kurta, quantity: 1, size: 'M', color: 'Maroon', ...extra }],
          shippingAddress,
        }),
      );
    }
    await expectRefusedOrder('address with an extra field', () =>
      postOrder({ ...orderBody(kurta), shippingAddress: { ...shippingAddress, userId: 'x' } }),
    );
  });

  it('refuses quantities 0, -1, 1.5, 1e9, null, "3", true and [2], in items and in products', async () => {
    const bad = ['0', '-1', '1.5', '1e9', 'null', '"3"', 'true', '[2]', '11', '-0.5', '{}'];
    const item = (q: string) =>
      `{"items":[{"productId":${kurta},"quantity":${q},"size":"M","color":"Maroon"}],` +
      `"shippingAddress":${JSON.stringify(shippingAddress)}}`;
    const map = (q: string) =>
      `{"products":{"${kurta}":${q}},"shippingAddress":${JSON.stringify(shippingAddress)}}`;
    for (const q of bad) {
      const res = await expectRefusedOrder(`items quantity ${q}`, () => postRawOrder(item(q)));
      expect(errorOf(res)).toMatch(/quantity/);
      await expectRefusedOrder(`products quantity ${q}`, () => postRawOrder(map(q)));
    }
  });
});

describe(`business abuse: odd ids and payments (${testDbKind})`, () => {
  it('refuses __proto__ and constructor as product ids and pollutes nothing', async () => {
    const address = JSON.stringify(shippingAddress);
    const bodies = [
      `{"products":{"__proto__":1},"shippingAddress":${address}}`,
      `{"products":{"constructor":1},"shippingAddress":${address}}`,
      `{"products":{"__proto__":{"polluted":1}},"shippingAddress":${address}}`,
      `{"products":{"constructor":{"prototype":{"polluted":1}}},"shippingAddress":${address}}`,
      `{"items":[{"productId":"__proto__","quantity":1}],"shippingAddress":${address}}`,
      `{"items":[{"productId":"constructor","quantity":1}],"shippingAddress":${address}}`,
      `{"items":[{"productId":${kurta},"quantity":1,"__proto__":{"polluted":1}}],"shippingAddress":${address}}`,
      `{"__proto__":{"polluted":1},"items":[{"productId":${kurta},"quantity":1,"size":"M","color":"Maroon"}],"shippingAddress":${address}}`,
      `{"constructor":{"prototype":{"polluted":1}},"items":[{"productId":${kurta},"quantity":1,"size":"M","color":"Maroon"}],"shippingAddress":${address}}`,
    ];
    for (const body of bodies) await expectRefusedOrder(body, () => postRawOrder(body));

    const paymentBodies = [
      `{"orderId":"__proto__","fields":{"method":"cod"}}`,
      `{"orderId":"constructor","fields":{"method":"cod"}}`,
      `{"orderId":"EE-ABCDEF","fields":{"__proto__":{"polluted":1}}}`,
      `{"orderId":"EE-ABCDEF","fields":{"constructor":"x"}}`,
    ];
    for (const raw of paymentBodies) {
      const res = await call(t.app, 'POST', '/payments', {
        token: shopper.token,
        headers: { 'content-type': 'application/json' },
        raw,
      });
      expect([400, 404], `${raw}: ${res.raw}`).toContain(res.status);
    }
    for (const id of ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']) {
      for (const [method, url] of [
        ['GET', `/products/${id}`],
        ['PUT', `/wishlist/${id}`],
        ['DELETE', `/wishlist/${id}`],
        ['GET', `/orders/${id}`],
        ['GET', `/payments/status?orderId=${id}`],
      ] as const) {
        const res = await call(t.app, method, url, { token: shopper.token });
        expect([400, 404], `${method} ${url}: ${res.raw}`).toContain(res.status);
      }
    }
    const probe = {} as Record<string, unknown>;
    expect(probe.polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
    expect(typeof Object.prototype.toString).toBe('function');
    // The app still answers normally afterwards.
    expect((await postOrder(orderBody(kurta))).status).toBe(201);
  });

  it('refuses client-sent amounts, status or owner on a payment, and changes nothing', async () => {
    const placed = await postOrder(orderBody(kurta));
    const orderId = (placed.body as { id: string }).id;
    const fields = {
      method: 'cod',
      payerName: 'Asha Verma',
      payerEmail: 'asha@example.in',
      payerPhone: '+919876543210',
    };
    const attempts: unknown[] = [
      { orderId, fields, amount: 1 },
      { orderId, fields, total: 0 },
      { orderId, fields, status: 1 },
      { orderId, fields, paid: true },
      { orderId, fields, userId: stranger.id },
      { orderId, fields: { ...fields, amount: '1.00' } },
      { orderId, fields: { ...fields, status: 'success' } },
      { orderId, fields: { ...fields, price: '0' } },
      { orderId, fields: { ...fields, userId: stranger.id } },
      { orderId, fields: { ...fields, txnid: 'X1' } },
      { orderId, fields: { ...fields, method: 1 } },
      { orderId: [orderId], fields },
      { orderId, fields: [fields] },
    ];
    for (const json of attempts) {
      const res = await call(t.app, 'POST', '/payments', { token: shopper.token, json });
      expect(res.status, `${JSON.stringify(json)}: ${res.raw}`).toBe(400);
    }
    const [row] = await t.app.db
      .select({ status: orders.status, paymentMethod: orders.paymentMethod })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(row).toEqual({ status: 0, paymentMethod: null });
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
  });
});

describe(`business abuse: properties over random carts (${testDbKind})`, () => {
  // Prices chosen to catch rounding: odd paise, one paisa, discounts, and one so dear that ten
  // of a few sizes pass what an order total may hold.
  const catalog: { id: number; pricePaise: number; sizes: string[]; colors: string[] }[] = [];
  const MAX_TOTAL_PAISE = 2_147_483_647;

  beforeAll(async () => {
    const specs = [
      { regularPricePaise: 149_900 },
      { regularPricePaise: 99_999, discountedPricePaise: 12_345 },
      { regularPricePaise: 1 },
      { regularPricePaise: 250_050, discountedPricePaise: 199_999 },
      { regularPricePaise: 333_333, sizes: ['One Size'], colors: ['Gold'] },
      { regularPricePaise: 99_999_999, sizes: ['S', 'M', 'L', 'XL'] },
    ];
    for (const spec of specs) {
      const sizes = spec.sizes ?? ['S', 'M', 'L'];
      const colors = spec.colors ?? ['Maroon', 'Navy'];
      const stock = Object.fromEntries(sizes.map((s) => [s, 1_000_000]));
      const p = await createProduct(t.app.db, { ...spec, sizes, colors, stock });
      catalog.push({
        id: p.id,
        pricePaise: spec.discountedPricePaise ?? spec.regularPricePaise,
        sizes,
        colors,
      });
    }
  });

  const line = fc.record({
    // The dear product comes up often, so that some carts pass what an order may hold.
    product: fc.constantFrom(0, 1, 2, 3, 4, 5, 5, 5),
    quantity: fc.integer({ min: 1, max: 10 }),
    size: fc.nat({ max: 3 }),
    color: fc.nat({ max: 1 }),
    shout: fc.boolean(),
  });

  it('prices every order at the sum of catalog price times quantity, in whole paise, never negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 8 }), async (cart) => {
        const items = cart.map((l) => {
          const p = catalog[l.product]!;
          const size = p.sizes[l.size % p.sizes.length]!;
          return {
            productId: p.id,
            quantity: l.quantity,
            // Sizes are matched without regard to case; the price must not care either.
            size: l.shout ? size.toUpperCase() : size.toLowerCase(),
            color: p.colors[l.color % p.colors.length]!,
          };
        });
        const merged = new Map<string, number>();
        for (const i of items) {
          const key = `${i.productId}|${i.size.toLowerCase()}|${i.color}`;
          merged.set(key, (merged.get(key) ?? 0) + i.quantity);
        }
        const expectedPaise = items.reduce(
          (sum, i) => sum + catalog.find((p) => p.id === i.productId)!.pricePaise * i.quantity,
          0,
        );
        const res = await postOrder({ items, shippingAddress });
        if ([...merged.values()].some((q) => q > 10) || expectedPaise > MAX_TOTAL_PAISE) {
          expect(res.status, res.raw).toBe(400);
          return;
        }
        expect(res.status, res.raw).toBe(201);
        // The store's shipping rule comes on top of the goods (docs/offers.md).
        const { shipping } = await getStoreSettings(t.app.db);
        const shippingPaise = expectedPaise >= shipping.freeAbovePaise ? 0 : shipping.flatFeePaise;
        const body = res.body as {
          id: string;
          subtotal: number;
          total: number;
          items: { productId: number; price: number; quantity: number }[];
        };
        expect(body.subtotal).toBe(expectedPaise / 100);
        expect(body.total).toBe((expectedPaise + shippingPaise) / 100);
        expect(body.total).toBeGreaterThan(0);
        expect(Math.abs(body.total * 100 - Math.round(body.total * 100))).toBeLessThan(1e-6);
        for (const i of body.items) {
          expect(i.price).toBe(catalog.find((p) => p.id === i.productId)!.pricePaise / 100);
        }
        const [row] = await t.app.db
          .select({ totalPaise: orders.totalPaise })
          .from(orders)
          .where(eq(orders.id, body.id));
        expect(row?.totalPaise).toBe(expectedPaise + shippingPaise);
        const lines = await t.app.db
          .select({ p: orderItems.unitPricePaise, q: orderItems.quantity })
          .from(orderItems)
          .where(eq(orderItems.orderId, body.id));
        expect(lines.reduce((s, l) => s + l.p * l.q, 0)).toBe(expectedPaise);
        expect(lines.every((l) => Number.isInteger(l.p) && l.p > 0 && l.q > 0)).toBe(true);
      }),
      { numRuns: testDbKind === 'postgres' ? 60 : 40 },
    );
  });

  it('refuses with a 400 a cart dearer than one order may hold, and holds no stock', async () => {
    const dear = catalog[5]!;
    const items = dear.sizes.flatMap((size) =>
      dear.colors.map((color) => ({ productId: dear.id, quantity: 10, size, color })),
    );
    const before = await stockOf(t.app.db, dear.id, 'S');
    const res = await postOrder({ items, shippingAddress });
    expect(res.status, res.raw).toBe(400);
    expect(errorOf(res)).toMatch(/at most ₹2,14,74,836\.47/);
    expect(await stockOf(t.app.db, dear.id, 'S')).toBe(before);
  });
});
