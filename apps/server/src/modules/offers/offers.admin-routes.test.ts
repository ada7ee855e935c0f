// The admin's offer codes and cash-on-delivery moves: who may do what, and the audit entry of
// each change (docs/offers.md).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { markOrderPaid, shipOrder } from '../orders/index.ts';
import { address, createProduct, placeOrderAs } from '../orders/test-fixtures.ts';
import { staffToken } from '../staff/staff.test-kit.ts';

let t: TestApp;
let owner: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffToken(t.app, 'owner');
  staff = await staffToken(t.app, 'staff');
});
afterAll(async () => {
  await t.close();
});

const admin = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const audited = async (action: string, entityId: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe(`admin offer codes (${testDbKind})`, () => {
  it('the owner creates and disables a code; staff may read but not change', async () => {
    const body = {
      code: 'diwali25',
      percent: 25,
      maxDiscount: 1000,
      minOrder: 2999,
      ends: '2026-11-30',
      perShopper: 1,
      categories: ['Women'],
    };
    expect((await admin('POST', '/coupons', staff, body)).statusCode).toBe(403);
    const created = await admin('POST', '/coupons', owner, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'DIWALI25',
      kind: 'percent',
      amount: 25,
      maxDiscount: 1000,
      minOrder: 2999,
      endsAt: '2026-11-30T18:30:00.000Z',
      used: 0,
      disabled: false,
    });
    expect((await admin('POST', '/coupons', owner, body)).statusCode).toBe(409);
    const list = await admin('GET', '/coupons', staff);
    expect(list.json().map((c: { code: string }) => c.code)).toContain('DIWALI25');
    expect((await admin('POST', '/coupons/DIWALI25/disable', staff)).statusCode).toBe(403);
    const off = await admin('POST', '/coupons/diwali25/disable', owner);
    expect(off.json()).toMatchObject({ code: 'DIWALI25', disabled: true });
    expect(await audited('coupon.create', 'DIWALI25')).toHaveLength(1);
    expect(await audited('coupon.disable', 'DIWALI25')).toHaveLength(1);
  });

  it("names the field of a refusal, as the admin's form shows it, and creates nothing", async () => {
    const refusals: [object, string][] = [
      [{ code: 'no spaces!', percent: 5 }, 'code: An offer code is 2 to'],
      [{ code: 'BOTH1', percent: 5, flat: 100 }, 'percent: Give either a percentage or a flat'],
      [{ code: 'NONE1' }, 'percent: Give either a percentage or a flat'],
      [
        { code: 'DATE1', percent: 5, starts: '2026-02-30' },
        'starts: "2026-02-30" is not a real date',
      ],
      [{ code: 'DATE2', percent: 5, ends: 'soon' }, 'ends: "soon" is not a date like'],
      [
        { code: 'DATE3', percent: 5, starts: '2026-11-05T10:00', ends: '2026-11-05T09:00' },
        'ends: The code must end after it starts',
      ],
      [{ code: 'PCT1', percent: 120 }, 'percent: A percentage off is at most 100'],
      [{ code: 'USES1', flat: 100, maxUses: 0 }, 'maxUses: Enter at least 1'],
    ];
    for (const [body, message] of refusals) {
      const res = await admin('POST', '/coupons', owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toContain(message);
    }
    const codes = (await admin('GET', '/coupons', owner))
      .json()
      .map((c: { code: string }) => c.code);
    for (const code of ['BOTH1', 'NONE1', 'DATE1', 'DATE2', 'DATE3', 'PCT1', 'USES1']) {
      expect(codes).not.toContain(code);
    }
  });

  it('staff record a parcel returned to origin, once, with an audit entry', async () => {
    const shopper = await createTestUser(t.app.db);
    const p = await createProduct(t.app.db);
    const order = await placeOrderAs(
      t.app,
      {
        items: [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }],
        shippingAddress: { ...address, phone: '9000012345' },
      },
      shopper.auth,
    );
    expect((await admin('POST', `/orders/${order.id}/return-to-origin`, staff)).statusCode).toBe(
      409,
    );
    await markOrderPaid(t.app.db, order.id, { method: 'upi', reference: '' });
    await shipOrder(t.app.db, order.id, 'BLUEDART 998877');
    const back = await admin('POST', `/orders/${order.id}/return-to-origin`, staff);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ id: order.id, status: 4, returnsOfPhone: 1 });
    expect(await audited('order.return-to-origin', order.id)).toHaveLength(1);
  });
});
