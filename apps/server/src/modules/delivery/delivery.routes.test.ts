// GET /pincodes/{pin}, the delivery promise from the store's settings, serviceability rules
// and the checkout's PIN check, on the whole bundled directory (docs/delivery.md).
import { pinCodeAnswer } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { caller, createTestApp, createTestUser, type TestApp } from '../../test/harness.ts';
import { countOrders, createProduct } from '../orders/test-fixtures.ts';
import { getStoreSettings, saveStoreSettings } from '../store/index.ts';
import {
  deliveryEstimate,
  loadPinDirectory,
  lookupPin,
  pinDirectorySize,
  pinServiceability,
  readBundledDirectory,
  setPinRange,
} from './index.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let firstLoadMs = 0;

/** An instant given as IST wall time. */
const ist = (local: string) => new Date(`${local}+05:30`);

beforeAll(async () => {
  // The read cache notices a change within its poll interval (docs/architecture.md).
  t = await createTestApp({ env: { CATALOG_CACHE_POLL_MS: '50' } });
  call = caller(t.app);
  const rows = readBundledDirectory();
  firstLoadMs = (await loadPinDirectory(t.app.db, rows)).milliseconds;
}, 120_000);
afterAll(async () => t?.close());

describe('the PIN directory', () => {
  it('holds every PIN once, with states from the contract, and loads again without change', async () => {
    const size = await pinDirectorySize(t.app.db);
    expect(size).toBeGreaterThan(19_000);
    // Printed so the load time can be read off a test run (docs/delivery.md quotes it).
    console.info(`PIN directory: ${size} PINs loaded in ${firstLoadMs} ms`);
    const again = await loadPinDirectory(t.app.db);
    expect(again.pins).toBe(size);
    expect(await pinDirectorySize(t.app.db)).toBe(size);
  }, 120_000);
});

describe('GET /pincodes/{pin}', () => {
  it('answers the place, the service and the promise', async () => {
    const res = await call('GET', '/pincodes/400001');
    expect(res.status).toBe(200);
    const body = pinCodeAnswer.parse(res.body);
    expect(body).toMatchObject({
      pin: '400001',
      city: 'Mumbai',
      district: 'MUMBAI',
      state: 'Maharashtra',
      serviceable: true,
      cod: true,
    });
    expect(body.estimate!.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.estimate!.minDays).toBeLessThanOrEqual(body.estimate!.maxDays);
    expect(res.headers.etag).toBeTruthy();
    const again = await call('GET', '/pincodes/400001', undefined, {
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.status).toBe(304);
  });

  it('is 404 for a PIN India Post does not list and 400 for one that is not a PIN', async () => {
    const missing = await call('GET', '/pincodes/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('PIN code 999999 does not exist');
    for (const bad of ['012345', '12345', 'abcdef', '1234567']) {
      const res = await call('GET', `/pincodes/${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/6 digits/);
    }
  });
});

describe('the delivery promise', () => {
  // The demo store dispatches from 302002 (Jaipur), 1 handling day, cut-off 14:00.
  // Tue 24 Nov 2026, 10:00 IST: dispatched the same day.
  const now = ist('2026-11-24T10:00');

  it('picks the zone from the dispatch PIN', async () => {
    const zones = (await getStoreSettings(t.app.db)).delivery.zones;
    const days = async (pin: string) => {
      const e = await deliveryEstimate(t.app.db, pin, now);
      return e && { from: e.from, to: e.to };
    };
    // Same city (Jaipur 302017): 1-2 working days after Tue 24 -> Wed 25 .. Thu 26.
    expect(zones.sameCity).toEqual({ minDays: 1, maxDays: 2 });
    expect(await days('302017')).toEqual({ from: '2026-11-25', to: '2026-11-26' });
    // Same state (Ajmer 305001): 2-4 -> Thu 26 .. Sat 28.
    expect(await days('305001')).toEqual({ from: '2026-11-26', to: '2026-11-28' });
    // Rest of India (Mumbai): 4-7 -> Sat 28, (Sun skipped) .. Wed 2 Dec.
    expect(await days('400001')).toEqual({ from: '2026-11-28', to: '2026-12-02' });
    // Far region (Guwahati 781001): 6-10 -> Tue 1 Dec .. Sat 5 Dec.
    expect(await days('781001')).toEqual({ from: '2026-12-01', to: '2026-12-05' });
  });

  it("follows the owner's settings: metro to metro, cut-off and holidays", async () => {
    const saved = await getStoreSettings(t.app.db);
    try {
      await saveStoreSettings(t.app.db, {
        ...saved,
        delivery: {
          ...saved.delivery,
          dispatchPin: '110001',
          cutoffTime: '09:30',
          holidays: ['2026-11-25'],
          zones: { ...saved.delivery.zones, metroToMetro: { minDays: 1, maxDays: 3 } },
        },
      });
      // After the 09:30 cut-off on Tue; Wed 25 is a holiday: handling Thu 26, transit 1-3
      // working days to Mumbai (metro to metro) -> Fri 27 .. Mon 30 (Sunday skipped).
      const e = await deliveryEstimate(t.app.db, '400001', now);
      expect(e).toEqual({ from: '2026-11-27', to: '2026-11-30', minDays: 3, maxDays: 6 });
      const res = await call('GET', '/pincodes/400001');
      expect(pinCodeAnswer.parse(res.body).estimate).not.toBeNull();
    } finally {
      await saveStoreSettings(t.app.db, saved);
    }
  });
});

describe('serviceability rules', () => {
  it('marks ranges not served or without cash on delivery; the latest word wins', async () => {
    await setPinRange(t.app.db, '790001-792999', 'blocked');
    await setPinRange(t.app.db, '791001', 'noCod');
    const blocked = await lookupPin(t.app.db, '790001');
    expect(blocked).toMatchObject({
      state: 'Arunachal Pradesh',
      serviceable: false,
      cod: false,
      estimate: null,
    });
    expect(await lookupPin(t.app.db, '791001')).toMatchObject({ serviceable: true, cod: false });
    // The rules alone answer too, for any well-formed PIN (the directory need not hold it).
    expect(await pinServiceability(t.app.db, '791001')).toEqual({ serviceable: true, cod: false });
    expect(await pinServiceability(t.app.db, '792999')).toEqual({ serviceable: false, cod: false });
    expect(await pinServiceability(t.app.db, '110001')).toEqual({ serviceable: true, cod: true });
    const res = await call('GET', '/pincodes/792001');
    expect(res.body).toMatchObject({ serviceable: false, cod: false, estimate: null });

    const { rules } = await setPinRange(t.app.db, '790001-790999', null);
    expect(rules.map((r) => [r.from, r.to, r.kind])).toEqual([
      ['791000', '791000', 'blocked'],
      ['791001', '791001', 'noCod'],
      ['791002', '792999', 'blocked'],
    ]);
    expect(await lookupPin(t.app.db, '790001')).toMatchObject({ serviceable: true, cod: true });
    // Cached answers go with the change, within the cache's poll interval.
    expect((await call('GET', '/pincodes/792001')).body).toMatchObject({ serviceable: false });
    await setPinRange(t.app.db, '100000-999999', null);
    await vi.waitFor(
      async () =>
        expect((await call('GET', '/pincodes/792001')).body).toMatchObject({ serviceable: true }),
      { timeout: 2000, interval: 50 },
    );
  });
});

describe('the checkout PIN check', () => {
  const order = async (postalCode: string, state: string, city = 'Bengaluru') => {
    const user = await createTestUser(t.app.db);
    const product = await createProduct(t.app.db, { sizes: ['M'], colors: [] });
    return call(
      'POST',
      '/orders',
      {
        items: [{ productId: product.id, quantity: 1, size: 'M' }],
        shippingAddress: {
          fullName: 'Asha Verma',
          address: '12 MG Road',
          city,
          state,
          postalCode,
          phone: '9876543210',
        },
      },
      { token: user.token },
    );
  };

  it('takes a PIN of the chosen state, including a border PIN in its other state', async () => {
    expect((await order('560025', 'Karnataka')).status).toBe(201);
    expect((await order('396215', 'Gujarat', 'Daman')).status).toBe(201);
  });

  it('refuses a city that is not where the PIN code is, naming the PIN’s city (issue 36)', async () => {
    const before = await countOrders(t.app.db);
    const wrongCity = await order('560038', 'Karnataka', 'Mumbai');
    expect(wrongCity.status).toBe(400);
    expect(wrongCity.body.error).toBe(
      'shippingAddress.city: PIN code 560038 is in Bengaluru, not Mumbai; check the city or the PIN code',
    );
    expect(await countOrders(t.app.db)).toBe(before);
    expect((await order('560038', 'Karnataka', 'Bangalore')).status).toBe(201);
    expect((await order('110017', 'Delhi', 'New Delhi')).status).toBe(201);
  });

  it('refuses the same city on a quote that names one, and quotes without one as before', async () => {
    const product = await createProduct(t.app.db, { sizes: ['M'], colors: [] });
    const items = [{ productId: product.id, quantity: 1, size: 'M' }];
    const quote = (body: object) => call('POST', '/orders/quote', { items, ...body });
    const refused = await quote({ postalCode: '560038', city: 'Mumbai' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      'city: PIN code 560038 is in Bengaluru, not Mumbai; check the city or the PIN code',
    );
    expect((await quote({ postalCode: '560038', city: 'Bengaluru' })).status).toBe(200);
    expect((await quote({ postalCode: '560038' })).status).toBe(200);
  });

  it('refuses a PIN that does not exist, is in another state, or is not served', async () => {
    const missing = await order('999999', 'Karnataka');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(
      'shippingAddress.postalCode: PIN code 999999 does not exist; please check it',
    );
    const wrongState = await order('560025', 'Kerala');
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.error).toBe(
      'shippingAddress.postalCode: PIN code 560025 is in Karnataka, not Kerala; check the PIN code or the state',
    );
    await setPinRange(t.app.db, '560025', 'blocked');
    try {
      const blocked = await order('560025', 'Karnataka');
      expect(blocked.status).toBe(400);
      expect(blocked.body.error).toBe(
        'shippingAddress.postalCode: sorry, we do not deliver to PIN code 560025 yet',
      );
    } finally {
      await setPinRange(t.app.db, '560025', null);
    }
  });
});
