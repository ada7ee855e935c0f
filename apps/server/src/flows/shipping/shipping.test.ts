// Shipping against the loopback Shiprocket double (docs/shipping.md): settings and their secrets,
// booking (Shiprocket and self-ship), the courier being down, labels whose barcode scans, the
// day's manifest, and tracking by webhook and by polling, stored once, ending the order.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments } from '../../db/schema.ts';
import { testDbKind, type TestApp } from '../../test/harness.ts';
import type { AdminCall } from '../../modules/staff/staff.test-kit.ts';
import { orderRow } from '../../modules/orders/test-fixtures.ts';
import { pdfText } from '../../modules/tax/pdf-text.test-kit.ts';
import { DOUBLE_API_PASSWORD, shiprocketDoubleState } from '../../modules/shipping/index.ts';
import {
  WEBHOOK_TOKEN,
  pickup,
  processingOrder,
  setUp,
  size,
  useShiprocket,
} from './shipping.test-kit.ts';

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

describe(`courier settings (${testDbKind})`, () => {
  it('only the owner changes them, and secrets come back as their last four characters', async () => {
    expect(
      (await admin('PUT', '/shipping/settings', { provider: 'self' }, { token: staff })).status,
    ).toBe(403);
    const bad = await admin(
      'PUT',
      '/shipping/settings',
      { pickup: { ...pickup, pin: '012345' } },
      { token: owner },
    );
    expect(bad.status).toBe(400);
    const res = await useShiprocket();
    expect(res.status, res.raw).toBe(200);
    expect(res.raw).not.toContain(DOUBLE_API_PASSWORD);
    expect(res.raw).not.toContain(WEBHOOK_TOKEN);
    expect(res.body).toMatchObject({
      provider: 'shiprocket',
      sandbox: true,
      shiprocket: { passwordSet: true, passwordHint: '••••word', webhookTokenHint: '••••1234' },
      webhookUrl: expect.stringMatching(/\/api\/v1\/shipping\/webhook$/),
    });
    // A secret left out keeps its value.
    await admin(
      'PUT',
      '/shipping/settings',
      { shiprocket: { pickupLocation: 'Primary' } },
      { token: owner },
    );
    const read = await admin('GET', '/shipping/settings', undefined, { token: staff });
    expect(read.body).toMatchObject({
      shiprocket: { passwordSet: true, webhookTokenHint: '••••1234' },
    });
  });
});

describe(`booking with Shiprocket's double (${testDbKind})`, () => {
  it('books, moves the order to Shipped with AWB and courier, and logs in once', async () => {
    await useShiprocket();
    const a = await processingOrder();
    const b = await processingOrder();
    const queue = await admin('GET', '/shipping/queue', undefined, { token: staff });
    expect(
      (queue.body.data as { orderId: string; codAmount: number }[]).find((q) => q.orderId === a),
    ).toMatchObject({
      codAmount: 1249,
    });
    const state = shiprocketDoubleState(t.config)!;
    const loginsBefore = state.logins;
    const res = await admin(
      'POST',
      '/shipping/book',
      {
        parcels: [
          { orderId: a, ...size },
          { orderId: b, ...size },
        ],
      },
      { token: staff },
    );
    expect(res.status, res.raw).toBe(200);
    const data = res.body.data as { outcome: string; awb: string; courier: string }[];
    expect(
      data.map((d) => d.outcome),
      res.raw,
    ).toEqual(['booked', 'booked']);
    expect(state.logins - loginsBefore).toBeLessThanOrEqual(1); // the token is cached
    const row = await orderRow(t.app.db, a);
    expect(row).toMatchObject({
      status: 2,
      trackingNumber: data[0]!.awb,
      courier: 'Delhivery Surface',
    });
    const booked = [...state.shipments.values()].find((s) => s.awb === data[0]!.awb)!;
    expect(booked).toMatchObject({ pickupScheduled: true, channelOrderId: a });
    expect(booked.order).toMatchObject({
      payment_method: 'COD',
      sub_total: 1249,
      weight: 0.7,
      pickup_location: 'Primary',
    });
    // Booking it again changes nothing.
    const again = await admin(
      'POST',
      '/shipping/book',
      { parcels: [{ orderId: a, ...size }] },
      { token: staff },
    );
    expect(again.body.data).toEqual([
      { orderId: a, outcome: 'failed', reason: 'Only a Processing order can be shipped' },
    ]);

    const labels = await admin('GET', `/shipping/labels?orders=${a},${b}`, undefined, {
      token: staff,
    });
    expect(labels.status).toBe(200);
    expect(labels.headers['content-type']).toBe('application/pdf');
    const pdf = Buffer.from(labels.raw, 'latin1');
    const text = await pdfText(
      Buffer.from(
        (
          await t.app.inject({
            url: `/api/v1/admin/shipping/labels?orders=${a}`,
            headers: { authorization: `Bearer ${staff}` },
          })
        ).rawPayload,
      ),
    );
    expect(text).toContain(`Order ${a}`);
    expect(text).toContain('Asha Verma');
    expect(text).toContain('Rangrez Studio');
    expect(text).toMatch(/COD: collect ₹\s?1,249/);
    expect(pdf.length).toBeGreaterThan(1000);

    const manifest = await t.app.inject({
      url: '/api/v1/admin/shipping/manifest',
      headers: { authorization: `Bearer ${staff}` },
    });
    const mtext = await pdfText(manifest.rawPayload);
    expect(mtext).toContain(data[0]!.awb);
    expect(mtext).toContain(data[1]!.awb);
    expect(mtext).toMatch(/COD to collect in total: ₹\s?2,498/);
    expect(mtext).toContain('Received by (courier)');
  });
});

describe(`the label's barcode (${testDbKind})`, () => {
  it("prints the AWB as a Code 128 barcode that zbarimg reads off the label's page", async () => {
    await useShiprocket();
    const id = await processingOrder();
    const res = await admin(
      'POST',
      '/shipping/book',
      { parcels: [{ orderId: id, ...size }] },
      { token: staff },
    );
    const awb = (res.body.data as { awb: string }[])[0]!.awb;
    const pdf = await t.app.inject({
      url: `/api/v1/admin/shipping/labels?orders=${id}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'label-'));
    writeFileSync(join(dir, 'label.pdf'), pdf.rawPayload);
    execFileSync('gs', [
      '-q',
      '-dNOPAUSE',
      '-dBATCH',
      '-sDEVICE=pnggray',
      '-r200',
      `-sOutputFile=${join(dir, 'page-%d.png')}`,
      join(dir, 'label.pdf'),
    ]);
    expect(readdirSync(dir).filter((f) => f.endsWith('.png'))).toHaveLength(1);
    const read = execFileSync('zbarimg', [
      '--quiet',
      '--raw',
      '-Scode128.enable',
      join(dir, 'page-1.png'),
    ])
      .toString()
      .trim();
    expect(read).toBe(awb);
  });
});

describe(`when the courier is down, and self-ship (${testDbKind})`, () => {
  it('a courier that is down leaves the order Processing and keeps nothing', async () => {
    await useShiprocket();
    const id = await processingOrder();
    await t.app.inject({
      method: 'POST',
      url: '/shiprocket-sandbox/control/outage',
      payload: { down: true },
    });
    try {
      const res = await admin(
        'POST',
        '/shipping/book',
        { parcels: [{ orderId: id, ...size }] },
        { token: staff },
      );
      expect(res.status).toBe(200);
      expect((res.body.data as { outcome: string; reason: string }[])[0]).toMatchObject({
        outcome: 'failed',
        reason: expect.stringContaining('The order stays Processing'),
      });
    } finally {
      await t.app.inject({
        method: 'POST',
        url: '/shiprocket-sandbox/control/outage',
        payload: { down: false },
      });
    }
    expect((await orderRow(t.app.db, id)).status).toBe(1);
    expect(await t.app.db.select().from(shipments).where(eq(shipments.orderId, id))).toHaveLength(
      0,
    );
  });

  it('self-ship makes its own reference and needs no courier', async () => {
    await admin(
      'PUT',
      '/shipping/settings',
      { provider: 'self', selfCourierName: 'India Post', pickup },
      { token: owner },
    );
    const id = await processingOrder();
    const res = await admin(
      'POST',
      '/shipping/book',
      { parcels: [{ orderId: id, ...size }] },
      { token: staff },
    );
    expect((res.body.data as unknown[])[0]).toMatchObject({
      outcome: 'booked',
      awb: expect.stringMatching(/^SS\d{13}$/),
      courier: 'India Post',
    });
    expect((await orderRow(t.app.db, id)).status).toBe(2);
  });
});
