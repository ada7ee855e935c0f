import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { createOrder } from '../../flows/checkout/index.ts';
import { markOrderPaid, shipOrder } from '../orders/index.ts';
import { address, createProduct } from '../orders/test-fixtures.ts';
import {
  adminCaller,
  expectAdminGuards,
  staffToken,
  type AdminCall,
} from '../staff/staff.test-kit.ts';

let t: TestApp;
let call: AdminCall;
let owner: string;
let staff: string;
let shopper: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await createTestApp();
  call = adminCaller(t.app);
  owner = await staffToken(t.app, 'owner');
  staff = await staffToken(t.app, 'staff');
  shopper = await createTestUser(t.app.db);
});
afterAll(async () => {
  await t?.close();
});

describe(`admin tax routes (${testDbKind})`, () => {
  it('guards every route, and rates are the owner’s to change', async () => {
    await expectAdminGuards(call, { method: 'GET', url: '/tax/rates' }, { shopper: shopper.token });
    await expectAdminGuards(
      call,
      { method: 'PUT', url: '/tax/rates/7117', body: { slabs: [{ upTo: null, rate: 3 }] } },
      { shopper: shopper.token, staff },
    );
    await expectAdminGuards(
      call,
      { method: 'GET', url: '/tax/report?month=2026-11' },
      { shopper: shopper.token },
    );
  });

  it('lists the rates and sets one, with an audit entry', async () => {
    const set = await call(
      'PUT',
      '/tax/rates/9615',
      { slabs: [{ upTo: null, rate: 18 }] },
      { token: owner },
    );
    expect(set.status, set.raw).toBe(200);
    expect(set.body).toEqual({
      hsnPrefix: '9615',
      slabs: [{ upTo: null, rate: 18 }],
      source: 'owner',
    });
    const listed = await call('GET', '/tax/rates', undefined, { token: staff });
    const rates = listed.body.rates as { hsnPrefix: string; source: string }[];
    expect(rates.find((r) => r.hsnPrefix === '9615')?.source).toBe('owner');
    expect(rates.find((r) => r.hsnPrefix === '62')?.source).toBe('default');
    const audit = await call('GET', '/audit', undefined, { token: owner });
    expect(audit.raw).toContain('tax.rate.set');
    const bad = await call(
      'PUT',
      '/tax/rates/9615',
      { slabs: [{ upTo: 100, rate: 5 }] },
      { token: owner },
    );
    expect(bad.status).toBe(400);
  });

  it('serves an order’s invoice and the month’s report to staff', async () => {
    const p = await createProduct(t.app.db);
    const { order } = await createOrder(t.app.db, shopper, {
      items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Maroon' }],
      shippingAddress: address,
    });
    expect(
      (await call('GET', `/tax/orders/${order.id}/invoice`, undefined, { token: staff })).status,
    ).toBe(404);
    await markOrderPaid(t.app.db, order.id, { method: 'upi', reference: 'UTR7' });
    await shipOrder(t.app.db, order.id, 'DTDC 77');
    const pdf = await call('GET', `/tax/orders/${order.id}/invoice`, undefined, { token: staff });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const now = new Date(Date.now() + 330 * 60_000);
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const report = await call('GET', `/tax/report?month=${month}`, undefined, { token: staff });
    expect(report.status).toBe(200);
    const files = report.body.files as { name: string; csv: string }[];
    expect(files.map((f) => f.name)).toContain('hsn.csv');
    expect(files.find((f) => f.name === 'b2cs.csv')!.csv).toContain('27-Maharashtra');
  });
});
