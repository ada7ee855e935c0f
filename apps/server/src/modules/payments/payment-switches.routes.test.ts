// The owner's payment switches (admin, Store, Payment methods; docs/payments.md): a method
// switched off leaves the payment form and the store information, a payment naming it is
// refused with nothing moved, cash on delivery's own controls still apply to a COD left on,
// and at least one method stays on.
import { count, eq } from 'drizzle-orm';
import { paymentFieldsResponse, storeInfo } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { adminCaller, createTestStaff, type AdminCall } from '../staff/staff.test-kit.ts';
import {
  createPricedProduct,
  orderRow,
  pay,
  payerFields,
  placeOrder,
} from './payments.test-kit.ts';

let t: TestApp;
let call: AdminCall;
let owner: string;
let asha: Awaited<ReturnType<typeof createTestUser>>;
let kurta: number;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_POLL_MS: '50' } });
  call = adminCaller(t.app);
  owner = (await createTestStaff(t.app.db, 'owner')).token;
  asha = await createTestUser(t.database.db, { firstName: 'Asha', lastName: 'Verma' });
  kurta = await createPricedProduct(t.database.db, 149_900);
});
afterAll(async () => t?.close());

async function switches(value: { upi: boolean; card: boolean; cod: boolean }) {
  const current = (await call('GET', '/store', undefined, { token: owner })).body;
  return call('PUT', '/store', { ...current, paymentMethods: value }, { token: owner });
}

const offeredMethods = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/fields' });
  const method = paymentFieldsResponse.parse(res.json()).fields.find((f) => f.name === 'method')!;
  return method.options!.map((o) => o.value);
};

/** Store info is cached per catalog version; the poll here is 50 ms. */
async function infoMethods(expected: string[]): Promise<string[]> {
  let seen: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/storeInfo' });
    seen = storeInfo.parse(res.json()).paymentMethods ?? [];
    if (JSON.stringify(seen) === JSON.stringify(expected)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return seen;
}

const paymentRows = async (orderId: string) =>
  (
    await t.database.db.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId))
  )[0]!.n;

describe(`payment method switches (${testDbKind})`, () => {
  it('offers every configured method by default, in the store information too', async () => {
    expect(await offeredMethods()).toEqual(['upi', 'card', 'cod']);
    expect(await infoMethods(['upi', 'card', 'cod'])).toEqual(['upi', 'card', 'cod']);
  });

  it('refuses to switch every method off with a 400 naming the field, and changes nothing', async () => {
    const before = (await call('GET', '/store', undefined, { token: owner })).body;
    const res = await switches({ upi: false, card: false, cod: false });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/paymentMethods.*at least one payment method/);
    const notBoolean = await call(
      'PUT',
      '/store',
      { ...before, paymentMethods: { upi: 'no', card: true, cod: true } },
      { token: owner },
    );
    expect(notBoolean.status).toBe(400);
    expect((await call('GET', '/store', undefined, { token: owner })).body).toEqual(before);
    expect(await offeredMethods()).toEqual(['upi', 'card', 'cod']);
  });

  it('takes a switched-off method off the form and the store information, and records it', async () => {
    const res = await switches({ upi: false, card: true, cod: true });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.paymentMethods).toEqual({ upi: false, card: true, cod: true });
    expect(await offeredMethods()).toEqual(['card', 'cod']);
    expect(await infoMethods(['card', 'cod'])).toEqual(['card', 'cod']);
    const audit = await call('GET', '/audit?entity=store', undefined, { token: owner });
    const entry = (
      audit.body.data as { action: string; before: { paymentMethods: object }; after: object }[]
    )[0]!;
    expect(entry.action).toBe('store.update');
    expect(entry.before.paymentMethods).toEqual({ upi: true, card: true, cod: true });
    expect(entry.after).toMatchObject({ paymentMethods: { upi: false, card: true, cod: true } });
  });

  it('refuses a payment naming a switched-off method with a 409, and the order is untouched', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    const before = await orderRow(t.database.db, order.id);
    const res = await pay(t.app, asha.auth, order.id, payerFields('upi'));
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe(
      'UPI is switched off at this store. Choose one of: Card / Net banking, Cash on delivery.',
    );
    expect(await orderRow(t.database.db, order.id)).toEqual(before);
    expect(await paymentRows(order.id)).toBe(0);
    // The same with an Idempotency-Key: nothing is remembered for the key either.
    const keyed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: { ...asha.auth, 'idempotency-key': 'switch-test-0001' },
      payload: { orderId: order.id, fields: payerFields('upi') },
    });
    expect(keyed.statusCode).toBe(409);
    expect(await paymentRows(order.id)).toBe(0);
    // A method still on goes through.
    const card = await pay(t.app, asha.auth, order.id, payerFields('card'));
    expect(card.statusCode).toBe(200);
    expect(card.json<{ success: boolean }>().success).toBe(true);
  });

  it('switches cash on delivery off everywhere COD is decided: quote, order offer and payment', async () => {
    expect((await switches({ upi: true, card: true, cod: false })).status).toBe(200);
    expect(await offeredMethods()).toEqual(['upi', 'card']);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/quote',
      payload: {
        items: [{ productId: kurta, quantity: 1, size: 'M', color: 'Maroon' }],
        paymentMethod: 'cod',
      },
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json<{ cod: object; codFee: number }>()).toMatchObject({
      codFee: 0,
      cod: { offered: false, reason: 'unavailable' },
    });
    const order = await placeOrder(t.app, asha.auth, kurta);
    const offer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}/cod`,
      headers: asha.auth,
    });
    expect(offer.json<{ offered: boolean }>().offered).toBe(false);
    const before = await orderRow(t.database.db, order.id);
    const res = await pay(t.app, asha.auth, order.id, payerFields('cod'));
    expect(res.statusCode).toBe(409);
    expect(await orderRow(t.database.db, order.id)).toEqual(before);
    expect(await paymentRows(order.id)).toBe(0);
  });

  it("keeps COD's own controls when COD is on: the order value cap still withholds it", async () => {
    expect((await switches({ upi: true, card: true, cod: true })).status).toBe(200);
    // The demo store takes COD up to ₹30,000: a ₹35,000 lehenga is over it.
    const lehenga = await createPricedProduct(t.database.db, 3_500_000);
    const order = await placeOrder(t.app, asha.auth, lehenga);
    const res = await pay(t.app, asha.auth, order.id, payerFields('cod'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, error: expect.stringMatching(/up to/) });
    expect((await orderRow(t.database.db, order.id)).status).toBe(0);
  });
});
