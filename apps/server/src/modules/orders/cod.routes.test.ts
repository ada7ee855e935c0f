// Cash on delivery's controls through the API (docs/offers.md): the fee, the confirmation link
// above ₹5,000, its deadline and parcels returned to origin. The demo store's settings apply.
import type { Order } from '@store/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { taxDocumentsOfOrder } from '../tax/index.ts';
import { pay, payerFields } from '../payments/payments.test-kit.ts';
import { expireUnpaidOrders, issueCodLink, returnToOrigin, shipOrder } from './index.ts';
import { address, createProduct, orderRow, placeOrderAs, stockOf } from './test-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Places a COD order of one item at this price; a phone marks the shopper's parcels. */
const order = async (
  shopper: { auth: Record<string, string> },
  pricePaise: number,
  phone?: string,
) => {
  const p = await createProduct(t.app.db, { regularPricePaise: pricePaise, stock: { M: 5 } });
  const placed = await placeOrderAs(
    t.app,
    {
      items: [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }],
      shippingAddress: phone ? { ...address, phone } : address,
    },
    shopper.auth,
  );
  return { placed, productId: p.id };
};

describe(`cash on delivery: placing and confirming (${testDbKind})`, () => {
  it('adds the COD fee and moves a small order to Processing at once', async () => {
    const shopper = await createTestUser(t.app.db);
    const { placed } = await order(shopper, 120_000);
    const offer = await t.app.inject({
      url: `/api/v1/orders/${placed.id}/cod`,
      headers: shopper.auth,
    });
    expect(offer.json()).toMatchObject({ offered: true, fee: 49, totalWithCod: 1249 });
    const res = await pay(t.app, shopper.auth, placed.id, payerFields('cod'));
    expect(res.json()).toEqual({ success: true });
    expect(await orderRow(t.app.db, placed.id)).toMatchObject({
      status: 1,
      codFeePaise: 4_900,
      totalPaise: 124_900,
    });
  });

  it('a large COD order waits for the single-use link, then moves to Processing', async () => {
    const shopper = await createTestUser(t.app.db);
    const { placed } = await order(shopper, 600_000);
    const res = await pay(t.app, shopper.auth, placed.id, payerFields('cod'));
    expect(res.json()).toMatchObject({ success: true, confirmationRequired: expect.any(String) });
    const waiting = await orderRow(t.app.db, placed.id);
    expect(waiting).toMatchObject({ status: 0, paymentMethod: 'cod', totalPaise: 604_900 });
    expect(waiting.codConfirmBy).toBeInstanceOf(Date);
    // The link went out in the order-placed mail, in the transaction that chose COD.
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, placed.id));
    const mailed = mails.find((m) => m.data.codConfirmUrl);
    expect(mailed?.data.codConfirmUrl).toMatch(/\/confirm-cod\?order=EE-[A-Z0-9]{6}&token=/);
    const url = await issueCodLink(t.app.db, placed.id, 'http://127.0.0.1:8044');
    const token = new URL(url!).searchParams.get('token')!;
    expect(waiting.codConfirmTokenHash).not.toContain(token);
    const look = await t.app.inject({
      url: `/api/v1/orders/${placed.id}/confirm-cod?token=${token}`,
    });
    expect(look.json()).toMatchObject({ state: 'awaiting', total: 6049 });
    expect((await orderRow(t.app.db, placed.id)).status).toBe(0);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.id}/confirm-cod`,
      payload: { token: 'x'.repeat(32) },
    });
    expect(wrong.json().state).toBe('invalid');
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.id}/confirm-cod`,
      payload: { token },
    });
    expect(ok.json()).toMatchObject({ state: 'confirmed' });
    expect((await orderRow(t.app.db, placed.id)).status).toBe(1);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.id}/confirm-cod`,
      payload: { token },
    });
    expect(twice.json().state).toBe('confirmed');
  });

  it('a COD link answers only its holder: any other token reads as an unknown order, counted', async () => {
    const shopper = await createTestUser(t.app.db);
    const { placed } = await order(shopper, 600_000);
    await pay(t.app, shopper.auth, placed.id, payerFields('cod'));
    const url = await issueCodLink(t.app.db, placed.id, 'http://127.0.0.1:8044');
    const token = new URL(url!).searchParams.get('token')!;
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.id}/confirm-cod`,
      payload: { token },
    });
    expect(ok.json()).toMatchObject({ state: 'confirmed', total: 6049 });
    // An order number that names no order, answered as a stranger's guess is.
    const unknownId = placed.id.endsWith('Z')
      ? `${placed.id.slice(0, -1)}Y`
      : `${placed.id.slice(0, -1)}Z`;
    const from = (remoteAddress: string, id: string, tok: string) =>
      t.app.inject({
        url: `/api/v1/orders/${id}/confirm-cod?token=${tok}`,
        remoteAddress,
      });
    const guess = 'g'.repeat(32);
    const unknown = await from('10.29.5.1', unknownId, guess);
    const stranger = await from('10.29.5.2', placed.id, guess);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ ...unknown.json(), orderId: placed.id });
    expect(stranger.json()).toMatchObject({ state: 'invalid', total: null });
    const strangerPost = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.id}/confirm-cod`,
      payload: { token: guess },
      remoteAddress: '10.29.5.2',
    });
    expect(strangerPost.json()).toEqual(stranger.json());
    // The link's holder still reads what became of the order.
    expect((await from('10.29.5.3', placed.id, token)).json()).toMatchObject({
      state: 'confirmed',
      total: 6049,
    });
    // Wrong tokens count as failed order look-ups: a guesser is soon answered 429.
    const answers: number[] = [];
    for (let i = 0; i <= t.app.config.orders.lookupMaxFailures; i++) {
      answers.push((await from('10.29.5.4', placed.id, `${guess.slice(1)}${i % 10}`)).statusCode);
    }
    expect(answers).toContain(429);
    expect(answers.slice(0, answers.indexOf(429)).every((s) => s === 200)).toBe(true);
  });
});

describe(`cash on delivery: deadlines and returns (${testDbKind})`, () => {
  it('an unconfirmed COD order is cancelled after its deadline, stock back', async () => {
    const shopper = await createTestUser(t.app.db);
    const { placed, productId } = await order(shopper, 600_000);
    await pay(t.app, shopper.auth, placed.id, payerFields('cod'));
    // Inside the window: the ordinary 30-minute hold does not touch it.
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(orders.id, placed.id));
    await expireUnpaidOrders(t.app.db, { holdMinutes: 30, maxHours: 48 });
    expect((await orderRow(t.app.db, placed.id)).status).toBe(0);
    await expireUnpaidOrders(t.app.db, {
      holdMinutes: 30,
      maxHours: 48,
      now: new Date(Date.now() + 25 * 3_600_000),
    });
    expect((await orderRow(t.app.db, placed.id)).status).toBe(4);
    expect(await stockOf(t.app.db, productId, 'M')).toBe(5);
  });

  it('a parcel returned to origin puts stock back and withholds COD from the phone', async () => {
    const shopper = await createTestUser(t.app.db);
    const phone = '9123456780';
    const { placed, productId } = await order(shopper, 120_000, phone);
    await pay(t.app, shopper.auth, placed.id, payerFields('cod'));
    await shipOrder(t.app.db, placed.id, 'DTDC12345');
    const back = await returnToOrigin(t.app.db, placed.id);
    expect(back.outcome).toBe('returned');
    expect(await stockOf(t.app.db, productId, 'M')).toBe(5);
    // The document issued at shipping is answered by a credit note (docs/tax.md).
    const documents = await taxDocumentsOfOrder(t.app.db, placed.id);
    expect(documents.map((d) => d.kind)).toHaveLength(2);
    expect(documents.at(-1)?.kind).toBe('credit-note');
    expect((await returnToOrigin(t.app.db, placed.id)).outcome).toBe('not-allowed');
    const next = await order(shopper, 120_000, phone);
    const offer = await t.app.inject({
      url: `/api/v1/orders/${next.placed.id}/cod`,
      headers: shopper.auth,
    });
    expect(offer.json()).toMatchObject({ offered: false, reason: 'returns' });
    const res = await pay(t.app, shopper.auth, next.placed.id, payerFields('cod'));
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json().error).toContain('returned undelivered');
    const wire = (
      await t.app.inject({ url: `/api/v1/orders/${placed.id}`, headers: shopper.auth })
    ).json<Order>();
    expect(wire.status).toBe(4);
  });
});
