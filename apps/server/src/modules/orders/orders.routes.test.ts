import { order as orderSchema, type Order } from '@store/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import {
  address,
  countOrders,
  createProduct,
  placeOrderAs,
  postOrderAs,
  stockOf,
} from './test-fixtures.ts';

let t: TestApp;
type Shopper = Awaited<ReturnType<typeof createTestUser>>;
let shopper: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createTestUser(t.app.db);
});
afterAll(async () => {
  await t?.close();
});

const ORDER_ID = /^EE-[2-9A-HJ-NP-Z]{6}$/;

const postOrder = (body: unknown, headers: Record<string, string> = shopper.auth) =>
  postOrderAs(t.app, body, headers);
const placeOrder = (body: unknown, who: Shopper = shopper): Promise<Order> =>
  placeOrderAs(t.app, body, who.auth);

describe(`POST /orders (${testDbKind})`, () => {
  it('prices the order from the catalog and holds the stock', async () => {
    const p = await createProduct(t.app.db, {
      regularPricePaise: 149_900,
      discountedPricePaise: 119_950,
      stock: { M: 5 },
    });
    const res = await postOrder({
      items: [{ productId: p.id, quantity: 2, size: 'M', color: 'Navy' }],
      shippingAddress: address,
    });
    expect(res.statusCode).toBe(201);
    const body = orderSchema.parse(res.json());
    expect(body.id).toMatch(ORDER_ID);
    expect(body.status).toBe(0);
    expect(body.total).toBe(2399);
    expect(body.items).toEqual([
      {
        id: expect.any(Number),
        productId: p.id,
        productTitle: p.title,
        name: p.title,
        quantity: 2,
        price: 1199.5,
        size: 'M',
        color: 'Navy',
        // GST as charged (docs/tax.md): the demo store is in Rajasthan, the address in
        // Maharashtra, so ₹2,399 at 5% is IGST.
        hsn: '6211',
        taxRate: 5,
      },
    ]);
    expect(body.tax).toEqual({
      split: 'igst',
      taxable: 2284.76,
      cgst: 0,
      sgst: 0,
      utgst: 0,
      igst: 114.24,
      totalTax: 114.24,
    });
    expect(body.invoice).toBeNull();
    expect(body.trackingNumber).toBeNull();
    expect(await stockOf(t.app.db, p.id, 'M')).toBe(3);
  });

  it('stores the address normalised: phone as +91 and ten digits, PIN without space', async () => {
    const p = await createProduct(t.app.db);
    const body = await placeOrder({
      items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Maroon' }],
      shippingAddress: {
        ...address,
        state: ' tamil   nadu ',
        postalCode: '600 004',
        phone: '098765-43210',
      },
    });
    expect(body.shippingAddress).toEqual({
      fullName: 'Asha Verma',
      address: '12, Linking Road, Bandra West',
      city: 'Mumbai',
      state: 'Tamil Nadu',
      postalCode: '600004',
      phone: '+919876543210',
    });
  });

  it('keeps its own copy of title and price when the product changes later', async () => {
    const p = await createProduct(t.app.db, { regularPricePaise: 99_900 });
    const placed = await placeOrder({
      items: [{ productId: p.id, quantity: 1, size: 'L', color: 'Maroon' }],
      shippingAddress: address,
    });
    await t.app.db
      .update(products)
      .set({ title: 'Renamed', regularPricePaise: 5_00 })
      .where(eq(products.id, p.id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${placed.id}`,
      headers: shopper.auth,
    });
    const read = res.json<Order>();
    expect(read.items[0]?.productTitle).toBe(p.title);
    expect(read.items[0]?.price).toBe(999);
    expect(read.total).toBe(999);
  });
});

describe(`POST /orders: products, sizes and refused fields (${testDbKind})`, () => {
  it('accepts the products map of docs/product/storefront.md when each product has one size and one colour', async () => {
    const p = await createProduct(t.app.db, {
      sizes: ['One Size'],
      colors: ['Gold'],
      stock: { 'One Size': 4 },
    });
    const body = await placeOrder({ products: { [p.id]: 3 }, shippingAddress: address });
    expect(body.items[0]).toMatchObject({ quantity: 3, size: 'One Size', color: 'Gold' });
    expect(await stockOf(t.app.db, p.id, 'One Size')).toBe(1);
  });

  it('asks for items with a size when a products-map product has several sizes', async () => {
    const p = await createProduct(t.app.db);
    const res = await postOrder({ products: { [p.id]: 1 }, shippingAddress: address });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/send items with a size/);
  });

  it('matches size and colour without regard to case, storing the product’s spelling', async () => {
    const p = await createProduct(t.app.db, { sizes: ['XL'], colors: ['Bottle Green'] });
    const body = await placeOrder({
      items: [{ productId: p.id, quantity: 1, size: 'xl', color: 'bottle green' }],
      shippingAddress: address,
    });
    expect(body.items[0]).toMatchObject({ size: 'XL', color: 'Bottle Green' });
  });

  it.each([
    ['a size the product does not have', { size: 'XXL', color: 'Maroon' }, /no size "XXL"/],
    ['a colour the product does not have', { size: 'S', color: 'Pink' }, /no colour "Pink"/],
    ['no size for a product with several', { color: 'Maroon' }, /choose a size/],
    ['no colour for a product with several', { size: 'S' }, /choose a colour/],
  ])('refuses %s', async (_what, choice, message) => {
    const p = await createProduct(t.app.db);
    const before = await countOrders(t.app.db);
    const res = await postOrder({
      items: [{ productId: p.id, quantity: 1, ...choice }],
      shippingAddress: address,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect(await countOrders(t.app.db)).toBe(before);
    expect(await stockOf(t.app.db, p.id, 'S')).toBe(5);
  });

  it('refuses a product that does not exist', async () => {
    const res = await postOrder({
      items: [{ productId: 999_999, quantity: 1 }],
      shippingAddress: address,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Product 999999 does not exist', code: 'invalid' });
  });

  it.each(['price', 'total', 'status', 'userId', 'id', 'totalPaise'])(
    'refuses a client-sent %s and creates nothing',
    async (field) => {
      const p = await createProduct(t.app.db);
      const before = await countOrders(t.app.db);
      const res = await postOrder({
        items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Maroon' }],
        shippingAddress: address,
        [field]: field === 'userId' ? shopper.id : 1,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        `Unknown field(s): ${field}. The store sets prices, totals and status itself`,
      );
      expect(await countOrders(t.app.db)).toBe(before);
    },
  );

  it('refuses a client-sent price on a line', async () => {
    const p = await createProduct(t.app.db);
    const res = await postOrder({
      items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Maroon', price: 1 }],
      shippingAddress: address,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('items.0: Unknown field(s): price. The store sets prices itself');
    expect(await stockOf(t.app.db, p.id, 'S')).toBe(5);
  });
});

describe(`POST /orders: quantities and lines (${testDbKind})`, () => {
  it.each([0, -1, 1.5, 11, 1e9, null, '3', true, [2], {}])(
    'refuses the quantity %j as a whole number from 1 to 10',
    async (quantity) => {
      const p = await createProduct(t.app.db, { sizes: ['One Size'], colors: ['Gold'] });
      const before = await countOrders(t.app.db);
      const asItem = await postOrder({
        items: [{ productId: p.id, quantity }],
        shippingAddress: address,
      });
      const asMap = await postOrder({ products: { [p.id]: quantity }, shippingAddress: address });
      for (const res of [asItem, asMap]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatch(/quantity must be a whole number from 1 to 10/);
      }
      expect(await countOrders(t.app.db)).toBe(before);
    },
  );

  it.each([
    ['__proto__', `{"products":{"__proto__":1},"shippingAddress":${JSON.stringify(address)}}`],
    ['constructor', `{"products":{"constructor":1},"shippingAddress":${JSON.stringify(address)}}`],
    ['0', `{"products":{"0":1},"shippingAddress":${JSON.stringify(address)}}`],
    ['a word', `{"products":{"kurta":1},"shippingAddress":${JSON.stringify(address)}}`],
  ])('refuses a products key that is %s', async (_what, payload) => {
    const res = await postOrder(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
  });

  it.each([
    ['neither products nor items', {}, /products or items/],
    [
      'both products and items',
      { products: { 1: 1 }, items: [{ productId: 1, quantity: 1 }] },
      /not both/,
    ],
    ['an empty items list', { items: [] }, /items must not be empty/],
    ['an empty products map', { products: {} }, /products must not be empty/],
  ])('refuses %s', async (_what, lines, message) => {
    const res = await postOrder({ ...lines, shippingAddress: address });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });

  it('merges lines of the same product, size and colour, and holds them to 10', async () => {
    const p = await createProduct(t.app.db, { stock: { S: 50 } });
    const line = { productId: p.id, size: 'S', color: 'Maroon' };
    const merged = await placeOrder({
      items: [
        { ...line, quantity: 2 },
        { ...line, quantity: 3 },
      ],
      shippingAddress: address,
    });
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0]?.quantity).toBe(5);
    const tooMany = await postOrder({
      items: [
        { ...line, quantity: 6 },
        { ...line, quantity: 5 },
      ],
      shippingAddress: address,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/At most 10/);
  });

  it.each([
    ['a PIN code starting with 0', { postalCode: '012345' }, /PIN code/],
    ['a five-digit PIN code', { postalCode: '40005' }, /PIN code/],
    ['a PIN code with letters', { postalCode: '4000AB' }, /PIN code/],
    ['a landline-looking phone', { phone: '5876543210' }, /mobile number/],
    ['a short phone', { phone: '98765' }, /mobile number/],
    ['a foreign phone', { phone: '+44 7911 123456' }, /mobile number/],
    ['a city for a state', { state: 'Bombay' }, /state or union territory/],
    ['a blank name', { fullName: '   ' }, /fullName is required/],
    [
      'a one-letter name',
      { fullName: 'P' },
      /shippingAddress.fullName: fullName must have at least 2 letters$/,
    ],
    [
      'a three-letter address line',
      { address: 'abc' },
      /shippingAddress.address: address must be at least 8 characters/,
    ],
    ['a missing city', { city: undefined }, /city is required/],
    ['an unknown address field', { landmark: 'Near the temple' }, /landmark/],
  ])('refuses %s', async (_what, change, message) => {
    const p = await createProduct(t.app.db);
    const before = await countOrders(t.app.db);
    const res = await postOrder({
      items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Maroon' }],
      shippingAddress: { ...address, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect(await countOrders(t.app.db)).toBe(before);
  });
});

describe(`POST /orders: stock, sign-in and references (${testDbKind})`, () => {
  it('answers 409 naming the product, size and units left, and creates nothing', async () => {
    const p = await createProduct(t.app.db, { title: 'Chanderi Kurta', stock: { M: 3 } });
    const before = await countOrders(t.app.db);
    const res = await postOrder({
      items: [{ productId: p.id, quantity: 4, size: 'M', color: 'Maroon' }],
      shippingAddress: address,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Not enough stock: only 3 left of "Chanderi Kurta" in size M',
      code: 'out_of_stock',
    });
    expect(await countOrders(t.app.db)).toBe(before);
    expect(await stockOf(t.app.db, p.id, 'M')).toBe(3);
  });

  it('says sold out when nothing is left', async () => {
    const p = await createProduct(t.app.db, { title: 'Ikat Saree', stock: { S: 0 } });
    const res = await postOrder({
      items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Navy' }],
      shippingAddress: address,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Not enough stock: "Ikat Saree" in size S is sold out (0 left)');
  });

  it('gives back what earlier lines held when a later line is short', async () => {
    const plenty = await createProduct(t.app.db, { stock: { S: 5 } });
    const scarce = await createProduct(t.app.db, { stock: { S: 1 } });
    const res = await postOrder({
      items: [
        { productId: plenty.id, quantity: 2, size: 'S', color: 'Maroon' },
        { productId: scarce.id, quantity: 2, size: 'S', color: 'Maroon' },
      ],
      shippingAddress: address,
    });
    expect(res.statusCode).toBe(409);
    expect(await stockOf(t.app.db, plenty.id, 'S')).toBe(5);
    expect(await stockOf(t.app.db, scarce.id, 'S')).toBe(1);
  });

  it('adds up lines of one product and size in different colours against the stock', async () => {
    const p = await createProduct(t.app.db, { stock: { S: 3 } });
    const res = await postOrder({
      items: [
        { productId: p.id, quantity: 2, size: 'S', color: 'Maroon' },
        { productId: p.id, quantity: 2, size: 'S', color: 'Navy' },
      ],
      shippingAddress: address,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/only 3 left/);
    expect(await stockOf(t.app.db, p.id, 'S')).toBe(3);
  });

  it('needs a signed-in shopper', async () => {
    const p = await createProduct(t.app.db);
    const res = await postOrder(
      {
        items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Maroon' }],
        shippingAddress: address,
      },
      {},
    );
    expect(res.statusCode).toBe(401);
  });

  it('gives every order a different reference', async () => {
    const p = await createProduct(t.app.db, { stock: { S: 10 } });
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const body = await placeOrder({
        items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Maroon' }],
        shippingAddress: address,
      });
      expect(body.id).toMatch(ORDER_ID);
      ids.add(body.id);
    }
    expect(ids.size).toBe(5);
  });
});
