// What a store offers and says depending on its address (docs/payments.md, "Test mode"): on a
// public PUBLIC_URL without payment settings, cash on delivery only and a log line saying what
// to set; on loopback, the sandbox and the demo VPA, a warning, and testMode for every page.
import { paymentFieldsResponse, storeInfo } from '@store/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { payments } from '../../db/schema.ts';
import {
  createTestApp,
  createTestUser,
  testConfig,
  testDbKind,
  type TestApp,
} from '../../test/harness.ts';
import { demoStoreSettings, saveStoreSettings } from '../store/index.ts';
import { createPricedProduct, pay, payerFields, placeOrder } from './payments.test-kit.ts';

const PUBLIC = { PUBLIC_URL: 'https://shop.example.in' };

let t: TestApp;
let asha: Awaited<ReturnType<typeof createTestUser>>;
let kurta: number;

beforeAll(async () => {
  t = await createTestApp();
  asha = await createTestUser(t.database.db);
  kurta = await createPricedProduct(t.database.db, 149_900);
});
afterAll(async () => {
  await t?.close();
});

/** The app on the shared database with `env`, its warnings collected. */
async function withApp(
  env: Record<string, string>,
  use: (app: Awaited<ReturnType<typeof buildApp>>, warnings: string[]) => Promise<void>,
) {
  const lines: string[] = [];
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'warn', ...env }),
    database: t.database,
    logStream: { write: (line) => lines.push(line) },
  });
  try {
    await app.ready();
    const warnings = lines
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .filter((l) => l.level === 40)
      .map((l) => l.msg);
    await use(app, warnings);
  } finally {
    await app.close();
  }
}

async function offered(app: Awaited<ReturnType<typeof buildApp>>) {
  const res = await app.inject({ method: 'GET', url: '/api/v1/payments/fields' });
  expect(res.statusCode).toBe(200);
  const body = paymentFieldsResponse.parse(res.json());
  const method = body.fields.find((f) => f.name === 'method')!;
  return { methods: method.options!.map((o) => o.value), testMode: body.testMode };
}

async function info(app: Awaited<ReturnType<typeof buildApp>>) {
  const res = await app.inject({ method: 'GET', url: '/api/v1/storeInfo' });
  expect(res.statusCode).toBe(200);
  return storeInfo.parse(res.json());
}

describe(`a store on a public address (${testDbKind})`, () => {
  it('with no payment settings offers cash on delivery only, and says why at start', async () => {
    await withApp(PUBLIC, async (app, warnings) => {
      expect(await offered(app)).toEqual({ methods: ['cod'], testMode: false });
      expect((await info(app)).testMode).toBe(false);
      const note = warnings.filter((w) => w.startsWith('Payments:'));
      expect(note).toHaveLength(1);
      expect(note[0]).toMatch(/offering cash on delivery only/);
      expect(note[0]).toMatch(/PAYU_KEY and PAYU_SALT/);
      expect(note[0]).toMatch(/UPI_VPA or the store's upiVpa/);
      expect(warnings.some((w) => w.startsWith('Test mode'))).toBe(false);

      const order = await placeOrder(app, asha.auth, kurta);
      for (const [method, label] of [
        ['card', 'Card / Net banking'],
        ['upi', 'UPI'],
      ] as const) {
        const res = await pay(app, asha.auth, order.id, payerFields(method));
        expect(res.json()).toEqual({
          success: false,
          error: `${label} is not available at this store.`,
        });
      }
      // The sandbox is not even there to post to.
      const sandbox = await app.inject({ method: 'POST', url: '/sandbox-gateway/_payment' });
      expect(sandbox.statusCode).toBe(404);
    });
  });

  it("offers the owner's own VPA whatever the address", async () => {
    await withApp({ ...PUBLIC, UPI_VPA: 'ethnicelegance@okaxis' }, async (app, warnings) => {
      expect(await offered(app)).toEqual({ methods: ['upi', 'cod'], testMode: false });
      expect(warnings.filter((w) => w.startsWith('Payments:'))).toEqual([
        expect.stringMatching(/set PAYU_KEY and PAYU_SALT for cards and net banking\.$/),
      ]);
    });
  });

  it('runs the sandbox when PAYMENT_SANDBOX=true asks for it, and says so', async () => {
    await withApp({ ...PUBLIC, PAYMENT_SANDBOX: 'true' }, async (app, warnings) => {
      expect(await offered(app)).toEqual({ methods: ['upi', 'card', 'cod'], testMode: true });
      expect((await info(app)).testMode).toBe(true);
      expect(warnings).toContainEqual(expect.stringMatching(/^Test mode: .*PAYMENT_SANDBOX/));
    });
  });
});

describe(`a store on loopback (${testDbKind})`, () => {
  it('keeps its demo, warns at start, and tells every page it is in test mode', async () => {
    await withApp({}, async (app, warnings) => {
      expect(await offered(app)).toEqual({ methods: ['upi', 'card', 'cod'], testMode: true });
      expect((await info(app)).testMode).toBe(true);
      expect(warnings).toContainEqual(
        expect.stringMatching(/^Test mode: payments are simulated.*loopback address/),
      );
      expect(warnings.some((w) => w.startsWith('Payments:'))).toBe(false);
    });
  });

  it('records a card payment through the sandbox as a sandbox payment', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    expect((await pay(t.app, asha.auth, order.id, payerFields('card'))).statusCode).toBe(200);
    const rows = await t.database.db
      .select({ method: payments.method, sandbox: payments.sandbox })
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(rows).toEqual([{ method: 'card', sandbox: true }]);
  });

  it('keeps UPI on the store VPA beside the gateway when PAYU_UPI=false', async () => {
    await withApp({ PAYU_UPI: 'false' }, async (app) => {
      const fields = await app.inject({ method: 'GET', url: '/api/v1/payments/fields' });
      expect(fields.json().fields.map((f: { name: string }) => f.name)).not.toContain('upiId');
      const order = await placeOrder(app, asha.auth, kurta);
      const res = await pay(app, asha.auth, order.id, payerFields('upi'));
      const action = (res.json() as { action: { qr: string } }).action;
      expect(action.qr).toMatch(/^upi:\/\/pay\?pa=ethnicelegance\.demo@example\.invalid&/);
      expect((await info(app)).upiConfirmedBy).toBe('owner');
    });
    await withApp({}, async (app) => {
      expect((await info(app)).upiConfirmedBy).toBe('gateway');
    });
  });

  it("sends UPI to the demo VPA no one can register, even from an earlier release's settings", async () => {
    await saveStoreSettings(t.database.db, {
      ...demoStoreSettings,
      upiVpa: 'ethnicelegance.demo@upi',
    });
    try {
      // Without a gateway (with one, UPI goes through it): the store's own VPA setting.
      await withApp({ PAYMENT_SANDBOX: 'false' }, async (app) => {
        const order = await placeOrder(app, asha.auth, kurta);
        const res = await pay(app, asha.auth, order.id, payerFields('upi'));
        const action = (res.json() as { action: { qr: string } }).action;
        expect(action.qr).toMatch(/^upi:\/\/pay\?pa=ethnicelegance\.demo@example\.invalid&/);
      });
    } finally {
      await saveStoreSettings(t.database.db, demoStoreSettings);
    }
  });
});
