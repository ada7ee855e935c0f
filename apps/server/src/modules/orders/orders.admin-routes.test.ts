// The admin's order routes and Today: guards, filters, moves through the status machine with
// the version check, the audit log, CSV and the packing slip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { createCoupon } from '../offers/index.ts';
import { pay, payerFields } from '../payments/payments.test-kit.ts';
import { adminCaller, createTestStaff, expectAdminGuards } from '../staff/staff.test-kit.ts';
import { createOrder } from '../../flows/checkout/index.ts';
import { address, createProduct, placeOrderAs, stockOf } from './test-fixtures.ts';

let t: TestApp;
let call: ReturnType<typeof adminCaller>;
let owner: string;
let staff: string;
let shopper: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await createTestApp();
  call = adminCaller(t.app);
  owner = (await createTestStaff(t.app.db, 'owner')).token;
  staff = (await createTestStaff(t.app.db, 'staff')).token;
  shopper = await createTestUser(t.app.db, { email: 'priya.nair@example.in' });
});
afterAll(async () => t?.close());

/** A Pending order of 2 units of a fresh product (total ₹2,998), with this name and phone. */
async function pendingOrder(fields: { fullName?: string; phone?: string } = {}) {
  const p = await createProduct(t.app.db, { stock: { S: 5 } });
  const { order } = await createOrder(t.app.db, shopper, {
    items: [{ productId: p.id, quantity: 2, size: 'S', color: 'Maroon' }],
    shippingAddress: { ...address, ...fields },
  });
  return { id: order.id, productId: p.id };
}

describe('guards', () => {
  it('every order route answers 401 without a token and 403 to a shopper', async () => {
    const { id } = await pendingOrder();
    const routes = [
      { method: 'GET', url: '/today' },
      { method: 'GET', url: '/orders' },
      { method: 'GET', url: '/orders.csv' },
      { method: 'GET', url: `/orders/${id}` },
      { method: 'GET', url: `/orders/${id}/packing-slip` },
      {
        method: 'POST',
        url: `/orders/${id}/ship`,
        body: { courier: 'India Post', trackingNumber: 'EK123456789IN' },
      },
      { method: 'POST', url: `/orders/${id}/mark-paid`, body: { amount: 2998 } },
      { method: 'POST', url: `/orders/${id}/deliver`, body: {} },
      { method: 'POST', url: `/orders/${id}/cancel`, body: {} },
    ] as const;
    for (const route of routes) await expectAdminGuards(call, route, { shopper: shopper.token });
    // Nothing moved.
    const detail = await call('GET', `/orders/${id}`, undefined, { token: staff });
    expect(detail.body.status).toBe(0);
  });
});

describe('GET /admin/orders', () => {
  it('filters by tab, order number, phone, email, name and dates', async () => {
    const a = await pendingOrder({ fullName: 'Kavya Raghunathan', phone: '+91 91234 56780' });
    const b = await pendingOrder({ fullName: 'Kavya Iyer', phone: '9988776655' });
    await call('POST', `/orders/${b.id}/cancel`, {}, { token: staff });
    const ids = async (query: string) => {
      const res = await call('GET', `/orders${query}`, undefined, { token: staff });
      expect(res.status, res.raw).toBe(200);
      return (res.body.data as { id: string }[]).map((o) => o.id);
    };
    expect(await ids(`?q=${a.id.toLowerCase()}`)).toEqual([a.id]);
    expect(await ids('?q=91234%2056780')).toEqual([a.id]);
    expect(await ids('?q=kavya')).toEqual([b.id, a.id]);
    expect(await ids('?q=Kavya%20Ragh')).toEqual([a.id]);
    expect(await ids('?q=kavya&status=cancelled')).toEqual([b.id]);
    expect(await ids('?q=kavya&status=pending')).toEqual([a.id]);
    expect((await ids('?q=PRIYA.NAIR@example.in')).length).toBeGreaterThanOrEqual(2);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(await ids(`?q=kavya&from=${day}&to=${day}`)).toEqual([b.id, a.id]);
    expect(await ids(`?q=kavya&to=2020-01-01`)).toEqual([]);
  });

  it('finds by phone the orders of the accounts that gave it, whatever phone they ship to', async () => {
    const other = await createTestUser(t.app.db, { phone: '+917012345698' });
    const p = await createProduct(t.app.db, { stock: { S: 5 } });
    const { order: fromAccount } = await createOrder(t.app.db, other, {
      items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Maroon' }],
      shippingAddress: { ...address, phone: '9812300000' },
    });
    const shippedThere = await pendingOrder({ phone: '70123 45698' });
    const res = await call('GET', '/orders?q=%2B91%2070123%2045698', undefined, { token: staff });
    expect(res.status, res.raw).toBe(200);
    expect((res.body.data as { id: string }[]).map((o) => o.id)).toEqual([
      shippedThere.id,
      fromAccount.id,
    ]);
    // Without an account giving it, a phone finds only what was shipped to it.
    const none = await call('GET', '/orders?q=7012345697', undefined, { token: staff });
    expect(none.body.data).toEqual([]);
  });

  it('pages 50 at a time and says whether there is more', async () => {
    const res = await call('GET', '/orders?page=1', undefined, { token: staff });
    expect(res.body).toMatchObject({ page: 1, pageSize: 50, hasMore: false });
  });

  it('refuses unknown filters and bad values with 400', async () => {
    for (const q of [
      '?status=lost',
      '?from=2025-13-01',
      '?from=2025-02-30',
      '?page=0',
      '?sort=x',
    ]) {
      const res = await call('GET', `/orders${q}`, undefined, { token: staff });
      expect(res.status, q).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });
});

describe('moves', () => {
  it('mark paid checks the amount, then ship, deliver; each is in the audit log', async () => {
    const { id } = await pendingOrder();
    const wrong = await call('POST', `/orders/${id}/mark-paid`, { amount: 2000 }, { token: staff });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/differs from the order total/);
    const none = await call('POST', `/orders/${id}/mark-paid`, {}, { token: staff });
    expect(none.status).toBe(400);

    const paid = await call(
      'POST',
      `/orders/${id}/mark-paid`,
      { amount: 2998, reference: 'UTR 4242', expectedVersion: 1 },
      { token: staff },
    );
    expect(paid.status, paid.raw).toBe(200);
    expect(paid.body).toMatchObject({ status: 1, version: 2, allowedMoves: ['ship', 'cancel'] });
    expect(paid.body.payments).toEqual([
      expect.objectContaining({ source: 'operator', amount: 2998, method: 'upi' }),
    ]);

    const noCourier = await call(
      'POST',
      `/orders/${id}/ship`,
      { trackingNumber: 'EK123456789IN' },
      { token: staff },
    );
    expect(noCourier.status).toBe(400);
    const shipped = await call(
      'POST',
      `/orders/${id}/ship`,
      { courier: 'India Post', trackingNumber: 'EK123456789IN', expectedVersion: 2 },
      { token: staff },
    );
    expect(shipped.status, shipped.raw).toBe(200);
    expect(shipped.body).toMatchObject({
      status: 2,
      courier: 'India Post',
      trackingNumber: 'EK123456789IN',
      allowedMoves: ['deliver'],
    });

    // The shopper reads the number and the courier on /track-order (GET /orders/{id}).
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}?contactInfo=priya.nair@example.in`,
    });
    expect(tracked.json()).toMatchObject({
      trackingNumber: 'EK123456789IN',
      courier: 'India Post',
    });

    const delivered = await call('POST', `/orders/${id}/deliver`, undefined, { token: staff });
    expect(delivered.status, delivered.raw).toBe(200);
    expect(delivered.body.status).toBe(3);
    const history = (delivered.body.history as { what: string; by: string | null }[]).map(
      (h) => h.what,
    );
    expect(history).toEqual(['placed', 'paid', 'shipped', 'delivered']);

    const audit = await call('GET', `/audit?entity=order&entityId=${id}`, undefined, {
      token: owner,
    });
    expect((audit.body.data as { action: string }[]).map((e) => e.action)).toEqual([
      'order.deliver',
      'order.ship',
      'order.mark-paid',
    ]);
    const ship = (audit.body.data as { action: string; before: unknown; after: unknown }[])[1]!;
    expect(ship.before).toMatchObject({ status: 'processing', trackingNumber: null });
    expect(ship.after).toMatchObject({ status: 'shipped', trackingNumber: 'EK123456789IN' });
  });

  it('a stale version is a 409 and changes nothing', async () => {
    const { id } = await pendingOrder();
    const first = await call(
      'POST',
      `/orders/${id}/mark-paid`,
      { amount: 2998, expectedVersion: 1 },
      { token: staff },
    );
    expect(first.status).toBe(200);
    const stale = await call(
      'POST',
      `/orders/${id}/cancel`,
      { expectedVersion: 1 },
      { token: owner },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('This order was changed by someone else; reload it');
    const detail = await call('GET', `/orders/${id}`, undefined, { token: staff });
    expect(detail.body).toMatchObject({ status: 1, version: 2 });
  });

  it('cancel returns the stock; a move the status machine forbids is a 409', async () => {
    const { id, productId } = await pendingOrder();
    expect(await stockOf(t.app.db, productId, 'S')).toBe(3);
    const cancelled = await call('POST', `/orders/${id}/cancel`, {}, { token: staff });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe(4);
    expect(await stockOf(t.app.db, productId, 'S')).toBe(5);
    const ship = await call(
      'POST',
      `/orders/${id}/ship`,
      { courier: 'Delhivery', trackingNumber: 'DL-1234' },
      { token: staff },
    );
    expect(ship.status).toBe(409);
    expect(ship.body.error).toMatch(/cancelled and cannot be shipped/);
    expect((await call('POST', '/orders/EE-222222/deliver', {}, { token: staff })).status).toBe(
      404,
    );
  });
});

describe(`the price breakdown and a return to origin (${testDbKind})`, () => {
  it('shows subtotal, code, discount, shipping and COD fee, then the parcel coming back', async () => {
    const p = await createProduct(t.app.db, { regularPricePaise: 60_000, stock: { M: 3 } });
    const code = `ADMIN${Date.now().toString(36).toUpperCase()}`;
    await createCoupon(t.app.db, { code, flatPaise: 10_000 });
    const placed = await placeOrderAs(
      t.app,
      {
        items: [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }],
        shippingAddress: { ...address, phone: '9000054321' },
        couponCode: code,
      },
      shopper.auth,
    );
    expect((await pay(t.app, shopper.auth, placed.id, payerFields('cod'))).json()).toEqual({
      success: true,
    });
    const before = await call('GET', `/orders/${placed.id}`, undefined, { token: staff });
    expect(before.status, before.raw).toBe(200);
    // The demo store's rules: ₹79 shipping below ₹999, a ₹49 COD fee (docs/offers.md).
    expect(before.body).toMatchObject({
      paymentMethod: 'cod',
      subtotal: 600,
      discount: 100,
      couponCode: code,
      shippingFee: 79,
      codFee: 49,
      total: 628,
      codConfirmBy: null,
      returnedToOriginAt: null,
    });

    await call(
      'POST',
      `/orders/${placed.id}/ship`,
      { courier: 'India Post', trackingNumber: 'EK987654321IN' },
      { token: staff },
    );
    expect(await stockOf(t.app.db, p.id, 'M')).toBe(2);
    const back = await call('POST', `/orders/${placed.id}/return-to-origin`, undefined, {
      token: staff,
    });
    expect(back.status, back.raw).toBe(200);
    expect(await stockOf(t.app.db, p.id, 'M')).toBe(3);
    const after = await call('GET', `/orders/${placed.id}`, undefined, { token: staff });
    expect(after.body).toMatchObject({
      status: 4,
      returnedToOriginAt: back.body.returnedToOriginAt,
      allowedMoves: [],
    });
    expect((after.body.history as { what: string }[]).map((h) => h.what)).toEqual([
      'placed',
      'shipped',
      'cancelled',
      'returned to origin',
    ]);
  });
});

describe('exports', () => {
  it('CSV of the filtered list', async () => {
    const a = await pendingOrder({ fullName: '=Danger Name' });
    const res = await call('GET', `/orders.csv?q=${a.id}`, undefined, { token: staff });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.raw.trim().split('\r\n');
    expect(lines[0]).toBe(
      'order,placedAt,status,name,phone,email,address,city,state,pin,items,total,paymentMethod,courier,trackingNumber',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${a.id},`);
    expect(lines[1]).toContain(",'=Danger Name,");
    expect(lines[1]).toContain(',2,2998.00,');
  });

  it('packing slip data', async () => {
    const { id } = await pendingOrder();
    const res = await call('GET', `/orders/${id}/packing-slip`, undefined, { token: staff });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      orderId: id,
      itemCount: 2,
      total: 2998,
      shipTo: { fullName: 'Asha Verma', postalCode: '400050' },
      lines: [{ size: 'S', color: 'Maroon', quantity: 2 }],
    });
  });
});

describe('GET /admin/today', () => {
  it('counts what waits and sums the money received today, paise-exact', async () => {
    const before = (await call('GET', '/today', undefined, { token: staff })).body as {
      waiting: { payment: number; shipping: number };
      revenue: { today: number };
      salesPerDay: { revenue: number }[];
    };
    const { id } = await pendingOrder();
    const mid = (await call('GET', '/today', undefined, { token: staff })).body as typeof before;
    expect(mid.waiting.payment).toBe(before.waiting.payment + 1);
    await call('POST', `/orders/${id}/mark-paid`, { amountPaise: 299_800 }, { token: staff });
    const after = (await call('GET', '/today', undefined, { token: staff })).body as typeof before;
    expect(after.waiting.payment).toBe(before.waiting.payment);
    expect(after.waiting.shipping).toBe(before.waiting.shipping + 1);
    expect(after.revenue.today).toBe(before.revenue.today + 2998);
    expect(after.salesPerDay).toHaveLength(30);
    expect(after.salesPerDay.at(-1)!.revenue).toBe(after.revenue.today);
    expect(after).toMatchObject({ lowStockThreshold: 3, unreadMessages: expect.any(Number) });
  });
});
