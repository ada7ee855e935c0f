// A re-attempt's corrected address line or phone (docs/shipping.md, "Failed deliveries"): sent to
// the courier in Shiprocket's own NDR fields, written to the order's shipping address (checked as
// checkout checks it, the phone stored as checkout stores it), logged with who changed what, and
// shown by the shopper's order and the next label; the invoice already issued keeps its copy.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, shipments, taxDocuments } from '../../db/schema.ts';
import { testDbKind, type TestApp } from '../../test/harness.ts';
import type { AdminCall } from '../../modules/staff/staff.test-kit.ts';
import { address, orderRow } from '../../modules/orders/test-fixtures.ts';
import { pdfText } from '../../modules/tax/pdf-text.test-kit.ts';
import { shiprocketDoubleState } from '../../modules/shipping/index.ts';
import { bookOrder, processingOrderOf, scan, setUp, useShiprocket } from './shipping.test-kit.ts';

let t: TestApp;
let admin: AdminCall;
let owner: string;
let staff: string;

beforeAll(async () => {
  ({ t, admin, owner, staff } = await setUp());
});
afterAll(async () => {
  await t.close();
});

const NEW_ADDRESS = 'Flat 7, Lotus Residency, Hill Road';

describe(`a re-attempt's corrections reach the order (${testDbKind})`, () => {
  it('writes the address and phone to the order, logs it, and the invoice keeps its copy', async () => {
    await useShiprocket();
    const { id, shopper } = await processingOrderOf();
    const awb = await bookOrder(id);
    await scan(awb, 'picked-up');
    await scan(awb, 'delivery-failed', { note: 'Address incomplete' });
    const before = await orderRow(t.app.db, id);
    const act = (body: Record<string, unknown>) =>
      admin('POST', `/shipping/failed/${id}`, { action: 're-attempt', ...body }, { token: owner });

    // An address line checkout would refuse is refused here, and nothing is sent or changed.
    for (const bad of ['Flat 7', '   ', 'x'.repeat(301), 'Flat 7, Lotus\u0000 Residency']) {
      const res = await act({ address: bad });
      expect(res.status, `${bad}: ${res.raw}`).toBe(400);
    }
    expect((await act({ phone: '5812345678' })).status).toBe(400);
    const double = [...shiprocketDoubleState(t.config)!.shipments.values()].find(
      (x) => x.awb === awb,
    )!;
    expect(double.ndrActions ?? []).toEqual([]);
    expect(await orderRow(t.app.db, id)).toMatchObject({
      address: before.address,
      phone: before.phone,
    });

    const res = await act({ address: `  ${NEW_ADDRESS} `, phone: '+919812345678' });
    expect(res.status, res.raw).toBe(200);
    // The courier gets them in its own fields, and in the comments.
    expect(double.ndrActions).toEqual([
      {
        action: 're-attempt',
        comments: `Please deliver again; at: ${NEW_ADDRESS}; phone: +919812345678`,
        address1: NEW_ADDRESS,
        phone: '9812345678',
      },
    ]);
    const after = await orderRow(t.app.db, id);
    expect(after).toMatchObject({
      address: NEW_ADDRESS,
      phone: '+919812345678',
      city: before.city,
      postalCode: before.postalCode,
    });
    expect(after.version).toBe(before.version + 1);

    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.delivery-contact'), eq(auditLog.entityId, id)));
    expect(entry!.actorEmail).toMatch(/^owner\./);
    expect(entry!.before).toEqual({ address: before.address, phone: before.phone });
    expect(entry!.after).toEqual({ address: NEW_ADDRESS, phone: '+919812345678' });

    // The shopper's order shows the corrected address; the next label prints it.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}`,
      headers: shopper.auth,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      shippingAddress: { address: NEW_ADDRESS, phone: '+919812345678' },
    });
    const label = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/shipping/labels?orders=${id}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(label.statusCode).toBe(200);
    expect(await pdfText(label.rawPayload)).toContain('Lotus Residency');

    // The invoice issued when it shipped is not rewritten.
    const docs = await t.app.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id));
    expect(docs.length).toBeGreaterThan(0);
    const printed = JSON.stringify(docs.map((d) => d.document));
    expect(printed).toContain(address.address);
    expect(printed).not.toContain('Lotus Residency');
  });

  it('a date alone changes nothing on the order and logs no contact change', async () => {
    await useShiprocket();
    const { id } = await processingOrderOf();
    const awb = await bookOrder(id);
    await scan(awb, 'delivery-failed', { note: 'Customer not available' });
    const before = await orderRow(t.app.db, id);
    const res = await admin(
      'POST',
      `/shipping/failed/${id}`,
      { action: 're-attempt', date: '2030-01-02' },
      { token: owner },
    );
    expect(res.status, res.raw).toBe(200);
    expect((await orderRow(t.app.db, id)).version).toBe(before.version);
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.delivery-contact'), eq(auditLog.entityId, id)));
    expect(entries).toHaveLength(0);
    const [row] = await t.app.db.select().from(shipments).where(eq(shipments.awb, awb));
    expect(row!.status).toBe('in-transit');
  });
});
