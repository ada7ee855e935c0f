// Products with exactly known sizes, colours, prices and stock, so that order tests do not
// depend on what the demo catalog happens to contain.
import type { Order, ShippingAddressInput } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { orders, productStock, products } from '../../db/schema.ts';
import { createOrder } from '../../flows/checkout/index.ts';

let counter = 0;

export interface FixtureProduct {
  id: number;
  title: string;
}

export async function createProduct(
  db: Database,
  p: {
    title?: string;
    regularPricePaise?: number;
    discountedPricePaise?: number | null;
    sizes?: string[];
    colors?: string[];
    stock?: Record<string, number>;
  } = {},
): Promise<FixtureProduct> {
  counter += 1;
  const title = p.title ?? `Test Kurta ${counter}`;
  const sizes = p.sizes ?? ['S', 'M', 'L'];
  const [row] = await db
    .insert(products)
    .values({
      title,
      description: 'A product made for a test.',
      category: 'Men',
      parentCategory: 'Ethnic Wear',
      subCategory: 'Kurta',
      masterCategory: 'Apparel',
      gender: 'Men',
      regularPricePaise: p.regularPricePaise ?? 149_900,
      discountedPricePaise: p.discountedPricePaise ?? null,
      sizes,
      colors: p.colors ?? ['Maroon', 'Navy'],
      featured: false,
      art: {
        kind: 'kurta',
        primary: '#7a1f2b',
        secondary: '#c9a227',
        accent: '#c9a227',
        pattern: 'plain',
        seed: counter,
      },
    })
    .returning({ id: products.id });
  const id = row!.id;
  await db
    .insert(productStock)
    .values(sizes.map((size) => ({ productId: id, size, quantity: p.stock?.[size] ?? 5 })));
  return { id, title };
}

export async function stockOf(db: Database, productId: number, size: string): Promise<number> {
  const rows = await db
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), eq(productStock.size, size)));
  return rows[0]?.quantity ?? -1;
}

export async function countOrders(db: Database, userId?: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(userId ? eq(orders.userId, userId) : undefined);
  return rows[0]?.n ?? 0;
}

/** Moves an order's creation time into the past, as if it had been waiting that long. */
export async function ageOrder(db: Database, id: string, hours: number): Promise<void> {
  await db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(orders.id, id));
}

export const address: ShippingAddressInput = {
  fullName: 'Asha Verma',
  address: '12, Linking Road, Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400050',
  phone: '98765 43210',
};

/** A fresh product with 5 of size S, and a Pending order of `shopper` for `quantity` of it. */
export async function placePendingOrder(
  db: Database,
  shopper: { id: string; email: string },
  quantity = 2,
): Promise<{ id: string; productId: number }> {
  const p = await createProduct(db, { stock: { S: 5 } });
  const { order } = await createOrder(db, shopper, {
    items: [{ productId: p.id, quantity, size: 'S', color: 'Maroon' }],
    shippingAddress: address,
  });
  return { id: order.id, productId: p.id };
}

export async function orderRow(db: Database, id: string) {
  const [r] = await db.select().from(orders).where(eq(orders.id, id));
  return r!;
}

/** POST /orders with these headers (a shopper's auth); a string body is sent as it is. */
export function postOrderAs(app: FastifyInstance, body: unknown, headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** An order placed through the API, which must answer 201. */
export async function placeOrderAs(
  app: FastifyInstance,
  body: unknown,
  auth: Record<string, string>,
): Promise<Order> {
  const res = await postOrderAs(app, body, auth);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Order>();
}
