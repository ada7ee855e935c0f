// Orders read in Hindi (docs/decisions/031-hindi-storefront.md): with `lang=hi` an order names
// its lines' colours in Hindi beside the colour as ordered, which stays English; without it the
// order reads exactly as before. The cart's quote does the same with `language: 'hi'`, so a line
// added on an English page shows its colour in Hindi on a Hindi cart.
import {
  order as orderSchema,
  orderListResponse,
  quoteResponse,
  type Order,
} from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { address, createProduct, placeOrderAs } from './test-fixtures.ts';

let t: TestApp;
let shopper: Awaited<ReturnType<typeof createTestUser>>;
let placed: Order;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createTestUser(t.app.db);
  // Maroon has a Hindi name in the demo catalog's names; Blurple has none.
  const p = await createProduct(t.app.db, { colors: ['Maroon', 'Blurple'] });
  productId = p.id;
  placed = await placeOrderAs(
    t.app,
    {
      items: [
        { productId: p.id, quantity: 1, size: 'S', color: 'Maroon' },
        { productId: p.id, quantity: 1, size: 'M', color: 'Blurple' },
      ],
      shippingAddress: address,
    },
    shopper.auth,
  );
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: shopper.auth });

describe(`orders read in Hindi (${testDbKind})`, () => {
  it('the list names the colours in Hindi and keeps the colour as ordered', async () => {
    const res = await get('/orders?lang=hi');
    expect(res.statusCode).toBe(200);
    const [hi] = orderListResponse.parse(res.json());
    expect(hi!.id).toBe(placed.id);
    expect(hi!.items.map((i) => i.color).sort()).toEqual(['Blurple', 'Maroon']);
    expect(hi!.names).toEqual({ Maroon: 'मैरून' });
  });

  it('one order does the same, for its owner', async () => {
    const res = await get(`/orders/${placed.id}?lang=hi`);
    expect(res.statusCode).toBe(200);
    const hi = orderSchema.parse(res.json());
    expect(hi.names).toEqual({ Maroon: 'मैरून' });
    expect(hi.items.find((i) => i.size === 'S')!.color).toBe('Maroon');
  });

  it('the English reads carry no names and answer as before', async () => {
    const list = orderListResponse.parse((await get('/orders')).json());
    expect(list[0]!.names).toBeUndefined();
    const one = orderSchema.parse((await get(`/orders/${placed.id}?lang=en`)).json());
    expect(one.names).toBeUndefined();
    expect(one).toEqual(list[0]);
  });

  it('refuses a language the store does not know, on both reads', async () => {
    for (const url of ['/orders?lang=fr', `/orders/${placed.id}?lang=xx`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String) });
    }
  });

  it("the cart's quote names its lines' colours in Hindi when asked, and only then", async () => {
    const quote = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/orders/quote',
        payload: {
          items: [
            { productId, quantity: 1, size: 'S', color: 'Maroon' },
            { productId, quantity: 1, size: 'M', color: 'Blurple' },
          ],
          ...body,
        },
      });
    const hi = await quote({ language: 'hi' });
    expect(hi.statusCode, hi.body).toBe(200);
    // Keyed by the colour as the cart sent it; a colour without a Hindi name is left out.
    expect(quoteResponse.parse(hi.json()).names).toEqual({ Maroon: 'मैरून' });

    const en = quoteResponse.parse((await quote({ language: 'en' })).json());
    const none = quoteResponse.parse((await quote({})).json());
    expect(en.names).toBeUndefined();
    expect(none).toEqual(en);
    expect({ ...quoteResponse.parse(hi.json()), names: undefined }).toEqual(en);

    const bad = await quote({ language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("language must be 'en' or 'hi'");
  });
});
