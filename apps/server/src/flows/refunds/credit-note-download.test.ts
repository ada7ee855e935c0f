// A return's credit note to download (docs/returns.md, "The credit note"): the shopper's order
// lists its notes and answers each PDF under the invoice's access rule, and the admin's document
// route answers it by refund. A note of another order, or none, is a 404; a malformed refund a 400.
import type { Order } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { receivedReturn, returnStep } from '../../modules/returns/returns.test-kit.ts';
import { adminCaller, staffToken } from '../../modules/staff/staff.test-kit.ts';

let t: TestApp;
let owner: string;
let admin: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffToken(t.app, 'owner');
  admin = adminCaller(t.app);
});
afterAll(async () => {
  await t.close();
});

type Shopper = Awaited<ReturnType<typeof createTestUser>>;

/** A delivered, paid order of two kurtas; one comes back for store credit and is refunded. */
async function refundedReturn(shopper: Shopper) {
  const step = returnStep(admin, owner);
  const received = await receivedReturn(t, shopper, step);
  expect((await step(received.returnId, 'refund')).status).toBe(200);
  return received;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe(`a return's credit note to download (${testDbKind})`, () => {
  it("lists the note on the shopper's order and answers its PDF to her, and to whoever gives the order's email", async () => {
    const shopper = await createTestUser(t.app.db);
    const { orderId } = await refundedReturn(shopper);

    const seen = (await get(`/orders/${orderId}`, shopper.auth)).json<Order>();
    expect(seen.creditNotes).toHaveLength(1);
    const note = seen.creditNotes![0]!;
    expect(note.refund).toEqual(expect.any(Number));
    expect(note.number).toMatch(/\S/);
    // The list shows the same notes.
    const listed = (await get('/orders', shopper.auth)).json<Order[]>();
    expect(listed.find((o) => o.id === orderId)?.creditNotes).toEqual([note]);

    const mine = await get(`/orders/${orderId}/credit-note?refund=${note.refund}`, shopper.auth);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-disposition']).toContain(
      `credit-note-${orderId}-${note.refund}.pdf`,
    );
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const byEmail = await get(
      `/orders/${orderId}/credit-note?refund=${note.refund}&contactInfo=${encodeURIComponent(shopper.email)}`,
    );
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 to anyone else, for a refund of another order, and where no note was issued', async () => {
    const shopper = await createTestUser(t.app.db);
    const stranger = await createTestUser(t.app.db);
    const { orderId } = await refundedReturn(shopper);
    const other = await refundedReturn(await createTestUser(t.app.db));
    const refund = (await get(`/orders/${orderId}`, shopper.auth)).json<Order>().creditNotes![0]!
      .refund!;
    const otherRefund = (
      (await admin('GET', `/refunds?orderId=${other.orderId}`, undefined, { token: owner }))
        .body as unknown as { refunds: { id: number }[] }
    ).refunds[0]!.id;
    expect(otherRefund).not.toBe(refund);

    // Another shopper's token, no token, a wrong contact: the same 404 as a missing order.
    for (const res of [
      await get(`/orders/${orderId}/credit-note?refund=${refund}`, stranger.auth),
      await get(`/orders/${orderId}/credit-note?refund=${refund}`),
      await get(`/orders/${orderId}/credit-note?refund=${refund}&contactInfo=nobody%40example.com`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toBe('application/pdf');
    }
    // Her own order, but a refund whose note belongs to another order; and no cancellation note.
    const notHers = await get(`/orders/${orderId}/credit-note?refund=${otherRefund}`, shopper.auth);
    expect(notHers.statusCode).toBe(404);
    expect((await get(`/orders/${orderId}/credit-note`, shopper.auth)).statusCode).toBe(404);
    // A refund that is not a number is refused before any lookup.
    for (const bad of ['0', 'abc', '-1', '1e3']) {
      const res = await get(`/orders/${orderId}/credit-note?refund=${bad}`, shopper.auth);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it("answers the note to the admin by its refund, and 404 for another order's refund", async () => {
    const shopper = await createTestUser(t.app.db);
    const { orderId } = await refundedReturn(shopper);
    const refunds = await admin('GET', `/refunds?orderId=${orderId}`, undefined, { token: owner });
    expect(refunds.status).toBe(200);
    const refund = (
      refunds.body as unknown as { refunds: { id: number; returnId: number | null }[] }
    ).refunds[0]!;
    expect(refund.returnId).not.toBeNull();

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/tax/orders/${orderId}/invoice?refund=${refund.id}`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`credit-note-${orderId}-${refund.id}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await refundedReturn(await createTestUser(t.app.db));
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/tax/orders/${other.orderId}/invoice?refund=${refund.id}`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(wrong.statusCode).toBe(404);
    const unsigned = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/tax/orders/${orderId}/invoice?refund=${refund.id}`,
    });
    expect(unsigned.statusCode).toBe(401);
  });
});
