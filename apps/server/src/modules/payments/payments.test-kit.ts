// Shared by the payments tests: a product with a known price, orders placed through the real
// POST /orders, and PayU messages signed the way PayU signs them (the formula written out
// again here, not borrowed from the code under test).
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import {
  createListeningTestApp,
  createTestUser,
  testConfig,
  type TestApp,
} from '../../test/harness.ts';
import { orders, paymentEvents, payments, productStock, products } from '../../db/schema.ts';
import { SANDBOX_MERCHANT_SALT } from './sandbox/sandbox-credentials.ts';
import { sandboxLedger } from './sandbox/sandbox-ledger.ts';

let productCounter = 0;

/** A kurta in one size and colour with plenty of stock, at an exact price. */
export async function createPricedProduct(db: Database, pricePaise: number): Promise<number> {
  productCounter += 1;
  const [row] = await db
    .insert(products)
    .values({
      title: `Payment Test Kurta ${productCounter}`,
      description: 'A product made for a payments test.',
      category: 'Men',
      parentCategory: 'Ethnic Wear',
      subCategory: 'Kurta',
      masterCategory: 'Apparel',
      gender: 'Men',
      regularPricePaise: pricePaise,
      sizes: ['M'],
      colors: ['Maroon'],
      art: {
        kind: 'kurta',
        primary: '#7a1f2b',
        secondary: '#c9a227',
        accent: '#c9a227',
        pattern: 'plain',
        seed: productCounter,
      },
    })
    .returning({ id: products.id });
  await db.insert(productStock).values({ productId: row!.id, size: 'M', quantity: 1000 });
  return row!.id;
}

/**
 * The store over real HTTP, where the sandbox gateway reaches it (its notifications, the
 * browser's return): the app listening on loopback, a shopper and a ₹1,499 kurta to order.
 */
export async function paymentsOverHttp(): Promise<{
  t: TestApp;
  base: string;
  asha: Awaited<ReturnType<typeof createTestUser>>;
  kurta: number;
}> {
  const t = await createListeningTestApp();
  const asha = await createTestUser(t.database.db);
  const kurta = await createPricedProduct(t.database.db, 149_900);
  return { t, base: t.base, asha, kurta };
}

export interface PlacedOrder {
  id: string;
  total: number;
}

export async function placeOrder(
  app: FastifyInstance,
  auth: { authorization: string },
  productId: number,
  quantity = 1,
): Promise<PlacedOrder> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: auth,
    payload: {
      items: [{ productId, quantity, size: 'M', color: 'Maroon' }],
      shippingAddress: {
        fullName: 'Asha Verma',
        address: '12, Linking Road, Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        postalCode: '400050',
        phone: '98765 43210',
      },
    },
  });
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ id: string; total: number; status: number }>();
  return { id: body.id, total: body.total };
}

export const payerFields = (method: string, extra: Record<string, string> = {}) => ({
  method,
  payerName: 'Asha Verma',
  payerEmail: 'asha@example.in',
  payerPhone: '+919876543210',
  businessName: '',
  gstin: '',
  ...extra,
});

export const DESKTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
export const IPHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

export async function pay(
  app: FastifyInstance,
  auth: { authorization: string },
  orderId: string,
  fields: Record<string, string>,
  userAgent = DESKTOP_AGENT,
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: { ...auth, 'user-agent': userAgent },
    payload: { orderId, fields },
  });
}

const sha512 = (parts: string[]) => createHash('sha512').update(parts.join('|')).digest('hex');

/**
 * What PayU posts back for the request `form`, signed with `salt`:
 * sha512(SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key).
 * `change` alters fields after signing unless `resign` is set (then it is signed as changed).
 * Signed with the sandbox's salt, it is what the sandbox gateway would have said, so the
 * sandbox's record (which its verify_payment answers from) learns the unchanged outcome, as
 * if the tester had pressed that button; `sandboxKnows: false` leaves the record alone (a
 * reply the gateway never gave).
 */
export function gatewayReply(
  form: Readonly<Record<string, string>>,
  salt: string,
  status: 'success' | 'failure' | 'pending',
  change: Record<string, string> = {},
  resign = false,
  sandboxKnows = true,
): Record<string, string> {
  const base: Record<string, string> = {
    mihpayid: `4030${Math.floor(Math.random() * 1e9)}`,
    mode: 'CC',
    status,
    unmappedstatus: status === 'success' ? 'captured' : 'failed',
    key: form.key!,
    txnid: form.txnid!,
    amount: form.amount!,
    productinfo: form.productinfo!,
    firstname: form.firstname!,
    email: form.email!,
    phone: form.phone!,
    udf1: form.udf1 ?? '',
    udf2: form.udf2 ?? '',
    udf3: form.udf3 ?? '',
    udf4: form.udf4 ?? '',
    udf5: form.udf5 ?? '',
  };
  if (salt === SANDBOX_MERCHANT_SALT && sandboxKnows) {
    sandboxLedger.record({
      txnid: base.txnid!,
      status,
      amount: base.amount!,
      productinfo: base.productinfo!,
      firstname: base.firstname!,
      email: base.email!,
      udf1: base.udf1!,
      mihpayid: base.mihpayid!,
    });
  }
  const sign = (f: Record<string, string>) =>
    sha512([
      salt,
      f.status!,
      '',
      '',
      '',
      '',
      '',
      f.udf5!,
      f.udf4!,
      f.udf3!,
      f.udf2!,
      f.udf1!,
      f.email!,
      f.firstname!,
      f.productinfo!,
      f.amount!,
      f.txnid!,
      f.key!,
    ]);
  if (resign) {
    const changed = { ...base, ...change };
    return { ...changed, hash: sign(changed) };
  }
  return { ...base, hash: sign(base), ...change };
}

export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export async function orderRow(db: Database, id: string) {
  const [row] = await db
    .select({
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paidAt: orders.paidAt,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row!;
}

export async function paymentsOf(db: Database, orderId: string) {
  return db
    .select({
      id: payments.id,
      method: payments.method,
      status: payments.status,
      amountPaise: payments.amountPaise,
      txnId: payments.txnId,
      gatewayRef: payments.gatewayRef,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId));
}

export async function eventsOf(db: Database, orderId: string, verified?: boolean) {
  return db
    .select({
      source: paymentEvents.source,
      verified: paymentEvents.verified,
      outcome: paymentEvents.outcome,
      dedupeKey: paymentEvents.dedupeKey,
    })
    .from(paymentEvents)
    .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
    .where(
      and(
        eq(payments.orderId, orderId),
        verified === undefined ? sql`true` : eq(paymentEvents.verified, verified),
      ),
    )
    .orderBy(paymentEvents.id);
}

/**
 * The same store and database without a gateway (PAYMENT_SANDBOX=false on loopback): UPI is
 * then the store's own VPA, a link confirmed by hand (docs/payments.md, the fallback).
 */
export async function appWithoutGateway(database: TestApp['database']): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ PAYMENT_SANDBOX: 'false' }),
    database,
    logger: false,
  });
  await app.ready();
  return app;
}
