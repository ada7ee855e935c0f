import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { address, countOrders, createProduct, postOrderAs, stockOf } from './test-fixtures.ts';

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

const postOrder = (body: unknown, headers: Record<string, string> = shopper.auth) =>
  postOrderAs(t.app, body, headers);

describe(`POST /orders with Idempotency-Key (${testDbKind})`, () => {
  const orderBody = (productId: number, quantity = 1) => ({
    items: [{ productId, quantity, size: 'S', color: 'Maroon' }],
    shippingAddress: address,
  });

  it('answers a repeated request with the first order and creates nothing more', async () => {
    const p = await createProduct(t.app.db);
    const headers = { ...shopper.auth, 'idempotency-key': 'checkout-7f3a' };
    const first = await postOrder(orderBody(p.id), headers);
    const before = await countOrders(t.app.db);
    const second = await postOrder(orderBody(p.id), headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await countOrders(t.app.db)).toBe(before);
    expect(await stockOf(t.app.db, p.id, 'S')).toBe(4);
  });

  it('treats the same body with its fields in another order as the same request', async () => {
    const p = await createProduct(t.app.db);
    const headers = { ...shopper.auth, 'idempotency-key': 'reordered-1' };
    const first = await postOrder(orderBody(p.id), headers);
    const { shippingAddress, items } = orderBody(p.id);
    const reordered = {
      shippingAddress: Object.fromEntries(Object.entries(shippingAddress).reverse()),
      items,
    };
    const second = await postOrder(reordered, headers);
    expect(second.json()).toEqual(first.json());
  });

  it('refuses the same key with another body with a 422 and creates nothing', async () => {
    const p = await createProduct(t.app.db);
    const headers = { ...shopper.auth, 'idempotency-key': 'checkout-b2' };
    await postOrder(orderBody(p.id, 1), headers);
    const before = await countOrders(t.app.db);
    const res = await postOrder(orderBody(p.id, 2), headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/different request/);
    expect(await countOrders(t.app.db)).toBe(before);
    expect(await stockOf(t.app.db, p.id, 'S')).toBe(4);
  });

  it('keeps keys apart per shopper', async () => {
    const other = await createTestUser(t.app.db);
    const p = await createProduct(t.app.db);
    const key = { 'idempotency-key': 'same-key-two-people' };
    const mine = await postOrder(orderBody(p.id), { ...shopper.auth, ...key });
    const theirs = await postOrder(orderBody(p.id), { ...other.auth, ...key });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('forgets a key after 24 hours', async () => {
    const p = await createProduct(t.app.db);
    const headers = { ...shopper.auth, 'idempotency-key': 'old-key' };
    const first = await postOrder(orderBody(p.id), headers);
    await t.app.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'old-key'));
    const again = await postOrder(orderBody(p.id), headers);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(first.json().id);
  });

  it('does not remember a failed request: the same key may be retried', async () => {
    const p = await createProduct(t.app.db, { stock: { S: 0 } });
    const headers = { ...shopper.auth, 'idempotency-key': 'retry-after-restock' };
    expect((await postOrder(orderBody(p.id), headers)).statusCode).toBe(409);
    await createProduct(t.app.db); // unrelated write in between
    await t.app.db.execute(
      sql`update product_stock set quantity = 2 where product_id = ${p.id} and size = 'S'`,
    );
    expect((await postOrder(orderBody(p.id), headers)).statusCode).toBe(201);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(101)],
    ['with a space', 'two words'],
  ])('refuses a key that is %s', async (_what, key) => {
    const p = await createProduct(t.app.db);
    const res = await postOrder(orderBody(p.id), { ...shopper.auth, 'idempotency-key': key });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Idempotency-Key/);
  });
});
