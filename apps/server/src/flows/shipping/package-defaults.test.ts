// Package defaults per product type (docs/shipping.md, "Package defaults"): the owner's packages
// by product type start each parcel on the Ship screen and are booked when the sizes are left
// out; the owner's own sizes win. Settings stay the owner's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments } from '../../db/schema.ts';
import { testDbKind, type TestApp } from '../../test/harness.ts';
import type { AdminCall } from '../../modules/staff/staff.test-kit.ts';
import { packageFor, readSettingsRow } from '../../modules/shipping/index.ts';
import { pickup, processingOrderOf, setUp } from './shipping.test-kit.ts';

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

const kurta = { type: 'kurta', weightGrams: 350, lengthCm: 35, breadthCm: 28, heightCm: 6 };
const saree = { type: 'Saree', weightGrams: 600, lengthCm: 30, breadthCm: 30, heightCm: 8 };

describe(`package defaults per product type (${testDbKind})`, () => {
  it("sums each unit's weight and takes the largest box; a type not listed takes the default", async () => {
    const row = { ...(await readSettingsRow(t.app.db)), typePackages: [kurta, saree] };
    expect(packageFor(row, [])).toEqual({
      weightGrams: row.weightGrams,
      lengthCm: row.lengthCm,
      breadthCm: row.breadthCm,
      heightCm: row.heightCm,
    });
    expect(
      packageFor(row, [
        { type: 'Kurta', quantity: 2 },
        { type: 'saree', quantity: 1 },
      ]),
    ).toEqual({ weightGrams: 1300, lengthCm: 35, breadthCm: 30, heightCm: 8 });
    expect(packageFor(row, [{ type: 'Jutti', quantity: 1 }]).weightGrams).toBe(row.weightGrams);
    expect(packageFor(row, [{ type: 'Saree', quantity: 500 }]).weightGrams).toBe(50_000);
  });

  it("are the owner's: staff cannot set them, a type listed twice is refused", async () => {
    const asStaff = await admin(
      'PUT',
      '/shipping/settings',
      { typePackages: [kurta] },
      { token: staff },
    );
    expect(asStaff.status).toBe(403);
    const twice = await admin(
      'PUT',
      '/shipping/settings',
      { typePackages: [kurta, { ...kurta, type: 'KURTA' }] },
      { token: owner },
    );
    expect(twice.status).toBe(400);
    const bad = await admin(
      'PUT',
      '/shipping/settings',
      { typePackages: [{ ...kurta, weightGrams: 0 }] },
      { token: owner },
    );
    expect(bad.status).toBe(400);
    expect((await readSettingsRow(t.app.db)).typePackages).toEqual([]);
  });

  it('start each parcel on the Ship screen and are booked when the sizes are left out', async () => {
    const set = await admin(
      'PUT',
      '/shipping/settings',
      { provider: 'self', pickup, typePackages: [kurta, saree] },
      { token: owner },
    );
    expect(set.status, set.raw).toBe(200);
    expect((set.body as { typePackages: unknown }).typePackages).toEqual([kurta, saree]);

    const two = await processingOrderOf({ quantity: 2 });
    const one = await processingOrderOf();
    const queue = await admin('GET', '/shipping/queue', undefined, { token: staff });
    const entries = (queue.body as { data: { orderId: string; package: unknown }[] }).data;
    const expected = { weightGrams: 700, lengthCm: 35, breadthCm: 28, heightCm: 6 };
    expect(entries.find((e) => e.orderId === two.id)?.package).toEqual(expected);

    const booked = await admin(
      'POST',
      '/shipping/book',
      { parcels: [{ orderId: two.id }, { orderId: one.id, weightGrams: 900 }] },
      { token: staff },
    );
    expect(booked.status, booked.raw).toBe(200);
    const rowOf = async (orderId: string) =>
      (await t.app.db.select().from(shipments).where(eq(shipments.orderId, orderId)))[0]!;
    expect(await rowOf(two.id)).toMatchObject(expected);
    // The owner's own weight wins; the sizes she left out are the type's.
    expect(await rowOf(one.id)).toMatchObject({
      weightGrams: 900,
      lengthCm: 35,
      breadthCm: 28,
      heightCm: 6,
    });
  });
});
