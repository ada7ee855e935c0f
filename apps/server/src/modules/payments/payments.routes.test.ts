// POST /payments, GET /payments/fields and GET /payments/status through the real app.
import { createHash } from 'node:crypto';
import { paymentFieldsResponse, paymentResponse } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  createTestApp,
  createTestUser,
  testConfig,
  testDbKind,
  type TestApp,
} from '../../test/harness.ts';
import { cancelOrder } from '../orders/index.ts';
import { SANDBOX_MERCHANT_KEY, SANDBOX_MERCHANT_SALT } from './sandbox/sandbox-credentials.ts';
import {
  createPricedProduct,
  IPHONE_AGENT,
  orderRow,
  pay,
  payerFields,
  paymentsOf,
  placeOrder,
  appWithoutGateway,
} from './payments.test-kit.ts';
import type { FastifyInstance } from 'fastify';

let t: TestApp;
let asha: Awaited<ReturnType<typeof createTestUser>>;
let ravi: Awaited<ReturnType<typeof createTestUser>>;
let kurta: number;
let oddPrice: number;

beforeAll(async () => {
  t = await createTestApp();
  asha = await createTestUser(t.database.db, { firstName: 'Asha', lastName: 'Verma' });
  ravi = await createTestUser(t.database.db, { firstName: 'Ravi', lastName: 'Iyer' });
  kurta = await createPricedProduct(t.database.db, 149_900);
  oddPrice = await createPricedProduct(t.database.db, 105_050);
});
afterAll(async () => {
  await t?.close();
});

const upiLink = (orderId: string, amount: string) =>
  `upi://pay?pa=ethnicelegance.demo@example.invalid&pn=Ethnic%20Elegance%20(demo)&am=${amount}&cu=INR` +
  `&tn=Order%20${orderId}&tr=${orderId}`;

describe(`GET /payments/fields (${testDbKind})`, () => {
  it('describes the form in the spec shape with every configured method', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/fields' });
    expect(res.statusCode).toBe(200);
    const body = paymentFieldsResponse.parse(res.json());
    const method = body.fields.find((f) => f.name === 'method')!;
    expect(method.options!.map((o) => o.label)).toEqual([
      'UPI',
      'Card / Net banking',
      'Cash on delivery',
    ]);
    expect(method.defaultValue).toBe('upi');
    // The demo VPA and the sandbox gateway: the screen must say it is a test.
    expect(body.testMode).toBe(true);
    expect(method.description).toMatch(/Test mode/);
    const phone = body.fields.find((f) => f.name === 'payerPhone')!;
    expect(phone).toMatchObject({ type: 'tel', rules: { minLength: 10, maxLength: 10 } });
    expect(phone.rules!.pattern).toMatch(/^\/.+\/$/);
    expect(body.fields.find((f) => f.name === 'gstin')!.showWhenFilled).toEqual(['businessName']);
  });

  it("prefills the signed-in shopper's name and email", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/fields',
      headers: asha.auth,
    });
    const fields = paymentFieldsResponse.parse(res.json()).fields;
    expect(fields.find((f) => f.name === 'payerName')!.defaultValue).toBe('Asha Verma');
    expect(fields.find((f) => f.name === 'payerEmail')!.defaultValue).toBe(asha.email);
    expect(fields.find((f) => f.name === 'payerPhone')!.defaultValue).toBe('+91');
  });

  it("prefills the mobile number of the shopper's account (issue 36)", async () => {
    const meera = await createTestUser(t.database.db, { phone: '+917012345678' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/fields',
      headers: meera.auth,
    });
    const fields = paymentFieldsResponse.parse(res.json()).fields;
    expect(fields.find((f) => f.name === 'payerPhone')!.defaultValue).toBe('+91 70123 45678');
  });

  it('refuses unknown query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/fields?x=1' });
    expect(res.statusCode).toBe(400);
  });

  it('offers only what is configured, and nothing of the demo in production', async () => {
    const fieldsOf = async (env: Record<string, string>) => {
      const app = await buildApp({ config: testConfig(env), database: t.database, logger: false });
      try {
        const res = await app.inject({ method: 'GET', url: '/api/v1/payments/fields' });
        const body = paymentFieldsResponse.parse(res.json());
        return {
          methods: body.fields[0]!.options!.map((o) => o.value),
          testMode: body.testMode,
        };
      } finally {
        await app.close();
      }
    };
    expect(await fieldsOf({ PAYMENTS_ENABLED: 'cod,upi' })).toEqual({
      methods: ['upi', 'cod'],
      testMode: true,
    });
    expect(await fieldsOf({ PAYMENT_SANDBOX: 'false' })).toEqual({
      methods: ['upi', 'cod'],
      testMode: true,
    });
    // Production: no sandbox, and the seeded demo VPA is not a real payee.
    expect(await fieldsOf({ NODE_ENV: 'production' })).toEqual({
      methods: ['cod'],
      testMode: false,
    });
    expect(await fieldsOf({ NODE_ENV: 'production', UPI_VPA: 'sharmatextiles@okaxis' })).toEqual({
      methods: ['upi', 'cod'],
      testMode: false,
    });
  });
});

describe(`POST /payments with UPI (${testDbKind})`, () => {
  // The store's own VPA: the fallback of a store without a gateway.
  let own: FastifyInstance;
  beforeAll(async () => {
    own = await appWithoutGateway(t.database);
  });
  afterAll(async () => {
    await own?.close();
  });

  it('answers a QR code on a desktop with the exact UPI link', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    const res = await pay(own, asha.auth, order.id, payerFields('upi'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      action: { type: 'qr', qr: upiLink(order.id, '1499.00') },
    });
    // Nothing is confirmed until the money is seen: the order stays Pending.
    expect((await orderRow(t.database.db, order.id)).status).toBe(0);
  });

  it('writes the amount as the order total with two decimals', async () => {
    const order = await placeOrder(t.app, asha.auth, oddPrice, 2);
    expect(order.total).toBe(2101);
    const res = await pay(own, asha.auth, order.id, payerFields('upi'));
    expect(res.json().action.qr).toBe(upiLink(order.id, '2101.00'));
    const one = await placeOrder(t.app, asha.auth, oddPrice);
    const res1 = await pay(own, asha.auth, one.id, payerFields('upi'));
    expect(res1.json().action.qr).toContain('&am=1050.50&');
  });

  it('opens the UPI app on a phone, by User-Agent or by the device field', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    const link = upiLink(order.id, '1499.00');
    const byAgent = await pay(own, asha.auth, order.id, payerFields('upi'), IPHONE_AGENT);
    expect(byAgent.json()).toEqual({
      success: true,
      action: { type: 'deeplink', redirectUrl: link },
    });
    const byField = await pay(own, asha.auth, order.id, payerFields('upi', { device: 'mobile' }));
    expect(byField.json().action).toEqual({ type: 'deeplink', redirectUrl: link });
    const override = await pay(
      own,
      asha.auth,
      order.id,
      payerFields('upi', { device: 'desktop' }),
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36',
    );
    expect(override.json().action).toEqual({ type: 'qr', qr: link });
    // However often the QR is asked for, the order has one UPI payment row.
    expect((await paymentsOf(t.database.db, order.id)).map((p) => p.method)).toEqual(['upi']);
  });
});

describe(`POST /payments with a card (${testDbKind})`, () => {
  it('answers a signed form for the gateway, and keeps the salt to itself', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    const res = await pay(
      t.app,
      asha.auth,
      order.id,
      payerFields('card', { businessName: 'Sharma Textiles', gstin: '27AAPFU0939F1ZV' }),
    );
    expect(res.statusCode).toBe(200);
    const body = paymentResponse.parse(res.json());
    expect(body.success).toBe(true);
    if (!body.success || body.action?.type !== 'redirect_post') throw new Error('not a form');
    const url = 'http://localhost:8044/sandbox-gateway/_payment';
    expect(body.action.redirectUrl).toBe(url);
    expect(body.action.formParams.url).toBe(url);
    const data = body.action.formParams.data;
    const [payment] = await paymentsOf(t.database.db, order.id);
    expect(payment).toMatchObject({ method: 'card', status: 'pending', amountPaise: 149_900 });
    expect(data).toEqual({
      key: SANDBOX_MERCHANT_KEY,
      txnid: payment!.txnId,
      amount: '1499.00',
      productinfo: `Order ${order.id}`,
      firstname: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      surl: 'http://localhost:8044/api/v1/payments/payu/return',
      furl: 'http://localhost:8044/api/v1/payments/payu/return',
      udf1: order.id,
      udf2: '27AAPFU0939F1ZV',
      udf3: 'Sharma Textiles',
      hash: expect.any(String),
    });
    expect(data.txnid).toMatch(/^[A-Z0-9]{1,25}$/);
    // key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT
    const expected = createHash('sha512')
      .update(
        [
          data.key,
          data.txnid,
          '1499.00',
          `Order ${order.id}`,
          'Asha Verma',
          'asha@example.in',
          order.id,
          '27AAPFU0939F1ZV',
          'Sharma Textiles',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          SANDBOX_MERCHANT_SALT,
        ].join('|'),
      )
      .digest('hex');
    expect(data.hash).toBe(expected);
    expect(res.body).not.toContain(SANDBOX_MERCHANT_SALT);
  });

  it('uses a fresh transaction id for every attempt', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    const a = (await pay(t.app, asha.auth, order.id, payerFields('card'))).json();
    const b = (await pay(t.app, asha.auth, order.id, payerFields('card'))).json();
    expect(a.action.formParams.data.txnid).not.toBe(b.action.formParams.data.txnid);
    expect(await paymentsOf(t.database.db, order.id)).toHaveLength(2);
  });
});

describe(`POST /payments with cash on delivery (${testDbKind})`, () => {
  it('confirms the order with no action and moves it to Processing', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    const res = await pay(t.app, asha.auth, order.id, payerFields('cod'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const row = await orderRow(t.database.db, order.id);
    expect(row).toMatchObject({ status: 1, paymentMethod: 'cod', paidAt: null });
    expect((await paymentsOf(t.database.db, order.id))[0]).toMatchObject({
      method: 'cod',
      status: 'pending',
    });
    // Confirmed is not paid: the cash comes at the door.
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/status?orderId=${order.id}`,
      headers: asha.auth,
    });
    expect(status.json()).toEqual({ orderId: order.id, status: 1, paid: false });
  });

  it('refuses to take an order twice', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    await pay(t.app, asha.auth, order.id, payerFields('cod'));
    for (const method of ['cod', 'upi', 'card']) {
      const res = await pay(t.app, asha.auth, order.id, payerFields(method));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: false,
        error: 'This order has already been paid or confirmed.',
      });
    }
    expect(await paymentsOf(t.database.db, order.id)).toHaveLength(1);
  });
});

describe(`POST /payments refusals (${testDbKind})`, () => {
  it('needs a signed-in shopper', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      payload: { orderId: order.id, fields: payerFields('cod') },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication required', code: 'unauthorized' });
  });

  it("answers someone else's order and an unknown one alike, and changes nothing", async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    const foreign = await pay(t.app, ravi.auth, order.id, payerFields('cod'));
    const unknown = await pay(t.app, ravi.auth, 'EE-ZZZZZZ', payerFields('cod'));
    for (const res of [foreign, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Order not found or access denied', code: 'not_found' });
    }
    expect((await orderRow(t.database.db, order.id)).status).toBe(0);
    expect(await paymentsOf(t.database.db, order.id)).toHaveLength(0);
  });

  it('refuses a cancelled order', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    await cancelOrder(t.database.db, order.id);
    const res = await pay(t.app, asha.auth, order.id, payerFields('upi'));
    expect(res.json()).toEqual({
      success: false,
      error: 'This order has been cancelled and can no longer be paid.',
    });
    expect(await paymentsOf(t.database.db, order.id)).toHaveLength(0);
  });

  it('names an unknown method and the ones on offer', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    const res = await pay(t.app, asha.auth, order.id, payerFields('bitcoin'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      error: 'Unknown payment method. Choose one of: UPI, Card / Net banking, Cash on delivery.',
    });
  });

  it('refuses a method the store has not configured', async () => {
    const app = await buildApp({
      config: testConfig({ PAYMENTS_ENABLED: 'upi,cod' }),
      database: t.database,
      logger: false,
    });
    try {
      const order = await placeOrder(app, asha.auth, kurta);
      const res = await pay(app, asha.auth, order.id, payerFields('card'));
      expect(res.json()).toEqual({
        success: false,
        error: 'Card / Net banking is not available at this store.',
      });
      expect(await paymentsOf(t.database.db, order.id)).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('answers a broken form value with the rule it breaks, and changes nothing', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    const cases: [Record<string, string>, string][] = [
      [{ payerPhone: '+911234567890' }, 'Invalid phone number format'],
      [{ payerName: '' }, 'Full name is required'],
      [{ payerEmail: 'asha@' }, 'Invalid email address'],
      [{ businessName: 'Sharma Textiles', gstin: '27AAPFU0939F1ZW' }, 'GSTIN is not valid'],
    ];
    for (const [change, message] of cases) {
      const res = await pay(t.app, asha.auth, order.id, payerFields('cod', change));
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(false);
      expect(res.json().error).toContain(message);
    }
    expect((await orderRow(t.database.db, order.id)).status).toBe(0);
    expect(await paymentsOf(t.database.db, order.id)).toHaveLength(0);
  });

  it.each([
    [
      'an unknown field',
      { fields: { ...payerFields('cod'), amount: '1' } },
      /unknown payment field/,
    ],
    [
      'a number for a field',
      { fields: { ...payerFields('cod'), payerPhone: 9876543210 } },
      /fields/,
    ],
    ['no fields', {}, /fields/],
    ['an extra body key', { fields: payerFields('cod'), total: 1 }, /Unrecognized key/],
    ['a bad device', { fields: payerFields('upi', { device: 'tv' }) }, /device/],
  ])('refuses %s with a 400', async (_name, body, message) => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: asha.auth,
      payload: { orderId: order.id, ...body },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect((await orderRow(t.database.db, order.id)).status).toBe(0);
  });
});
