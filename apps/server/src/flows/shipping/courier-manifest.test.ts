// Shiprocket's own manifest (docs/shipping.md, "Ship"), over real HTTP: the store listens, and
// its Shiprocket API address is the double's at "localhost" (not the store's own address), so
// every call to the double goes through the network. The double refuses a manifest for a
// shipment without a pickup or one manifested before, as Shiprocket does, and its manifest URL
// serves a real PDF.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, shipments } from '../../db/schema.ts';
import { createListeningTestApp, testDbKind, type TestApp } from '../../test/harness.ts';
import type { AdminCall } from '../../modules/staff/staff.test-kit.ts';
import { pdfText } from '../../modules/tax/pdf-text.test-kit.ts';
import {
  CourierError,
  DOUBLE_API_EMAIL,
  DOUBLE_API_PASSWORD,
  shiprocketDoubleState,
} from '../../modules/shipping/index.ts';
import { shiprocketProvider } from '../../modules/shipping/providers/shiprocket.ts';
import {
  bookOrder,
  pickup,
  processingOrder,
  setUp,
  size,
  useShiprocket,
} from './shipping.test-kit.ts';

let t: TestApp & { base: string };
let admin: AdminCall;
let owner: string;
let staff: string;
let doubleUrl: string;

beforeAll(async () => {
  let listening: TestApp & { base: string };
  ({ admin, owner, staff } = await setUp(async () => {
    listening = await createListeningTestApp();
    return listening;
  }));
  t = listening!;
  doubleUrl = `${t.base.replace('127.0.0.1', 'localhost')}/shiprocket-sandbox`;
});
afterAll(async () => {
  await t.close();
});

const manifest = (body: Record<string, unknown> = {}) =>
  admin('POST', '/shipping/courier-manifest', body, { token: staff });

async function book(): Promise<{ id: string; awb: string }> {
  const id = await processingOrder();
  return { id, awb: await bookOrder(id) };
}

async function pdfAt(url: string): Promise<string> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/pdf');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(bytes);
}

describe(`Shiprocket's manifest through the double over HTTP (${testDbKind})`, () => {
  it('self-ship has none: the store manifest is the one', async () => {
    await admin('PUT', '/shipping/settings', { provider: 'self', pickup }, { token: owner });
    const res = await manifest();
    expect(res.status, res.raw).toBe(409);
    expect(res.body).toMatchObject({ error: expect.stringContaining("store's manifest") });
  });

  it("generates the day's parcels once, prints them all, and the URL is a real PDF", async () => {
    expect((await useShiprocket()).status).toBe(200);
    const set = await admin(
      'PUT',
      '/shipping/settings',
      { shiprocket: { apiUrl: doubleUrl } },
      { token: owner },
    );
    expect(set.status, set.raw).toBe(200);
    const state = shiprocketDoubleState(t.app.config)!;
    const before = state.logins;
    const a = await book();
    // Booked over the network: the double saw a login of its own.
    expect(state.logins).toBeGreaterThan(before);

    const first = await manifest();
    expect(first.status, first.raw).toBe(200);
    expect(first.body).toMatchObject({ parcels: 1, generated: 1 });
    const url = first.body.manifestUrl as string;
    expect(url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/shiprocket-sandbox\/manifests\/MANIFEST-\d+\.pdf$/,
    );
    const text = await pdfAt(url);
    expect(text).toContain(a.awb);
    expect(text).toContain(a.id);

    // A second parcel the same day: only it is generated; the print lists both.
    const b = await book();
    const second = await manifest();
    expect(second.status, second.raw).toBe(200);
    expect(second.body).toMatchObject({ parcels: 2, generated: 1 });
    const both = await pdfAt(second.body.manifestUrl as string);
    expect(both).toContain(a.awb);
    expect(both).toContain(b.awb);

    // Asking again generates nothing (Shiprocket would refuse it) and prints the same parcels.
    const again = await manifest();
    expect(again.body).toMatchObject({ parcels: 2, generated: 0 });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'shipping.courier-manifest'));
    expect(audit).toHaveLength(2);
  });

  it("passes on Shiprocket's refusal of a parcel manifested before, changing nothing", async () => {
    const { awb } = await book();
    expect((await manifest()).status).toBe(200);
    // The store forgets it was manifested; Shiprocket has not forgotten.
    await t.app.db
      .update(shipments)
      .set({ courierManifestedAt: null })
      .where(eq(shipments.awb, awb));
    const res = await manifest();
    expect(res.status, res.raw).toBe(409);
    expect(res.body.error).toMatch(/Manifest already generated for shipment id \d+/);
    const [row] = await t.app.db.select().from(shipments).where(eq(shipments.awb, awb));
    expect(row!.courierManifestedAt).toBeNull();
  });

  it('a day with no Shiprocket parcels is 404; a bad date is 400', async () => {
    expect((await manifest({ date: '2020-01-01' })).status).toBe(404);
    expect((await manifest({ date: 'yesterday' })).status).toBe(400);
  });

  it('the double refuses a shipment without a pickup, and printing what was never generated', async () => {
    const provider = shiprocketProvider(
      {
        apiUrl: doubleUrl,
        email: DOUBLE_API_EMAIL,
        password: DOUBLE_API_PASSWORD,
        pickupLocation: 'Primary',
        pickup,
      },
      fetch,
    );
    const parcel = {
      orderId: `MAN-${Date.now()}`,
      orderedAt: new Date(),
      ...size,
      to: { ...pickup, email: 'shopper@example.com' },
      items: [{ name: 'Kurta', sku: 'K-1', units: 1, sellingPricePaise: 120_000 }],
      totalPaise: 120_000,
      codPaise: 0,
    };
    const created = await provider.createShipment(parcel);
    await provider.assignAwb(created, parcel);
    const id = created.providerShipmentId!;
    await expect(provider.manifests!.generate([id])).rejects.toThrow(
      /answered 400: AWB must be assigned and pickup generated/,
    );
    await expect(provider.manifests!.print([created.providerOrderId!])).rejects.toBeInstanceOf(
      CourierError,
    );
    await provider.schedulePickup([id]);
    await provider.manifests!.generate([id]);
    await expect(provider.manifests!.generate([id])).rejects.toThrow(/Manifest already generated/);
    const url = await provider.manifests!.print([created.providerOrderId!]);
    expect(await pdfAt(url)).toContain(parcel.orderId);
  });
});
