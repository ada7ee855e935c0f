// orders:ship and an order "paid" through the sandbox gateway: the simulation took no money,
// so the owner's command line must not send the goods (docs/payments.md, "Test mode").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOrderPaid } from '../../modules/orders/index.ts';
import { SANDBOX_MERCHANT_SALT } from '../../modules/payments/index.ts';
import {
  createPricedProduct,
  gatewayReply,
  orderRow,
  pay,
  payerFields,
  placeOrder,
  postForm,
} from '../../modules/payments/payments.test-kit.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { CliError, type CliContext } from '../cli-types.ts';
import { commands } from './index.ts';

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

async function run(name: string, ...args: string[]): Promise<string[]> {
  const lines: string[] = [];
  const ctx: CliContext = { db: t.database.db, config: t.config, out: (l) => lines.push(l) };
  await commands[name]!.run(args, ctx);
  return lines;
}

/** An order paid by card through the sandbox, the way a shopper's browser does it. */
async function paidThroughSandbox(): Promise<string> {
  const order = await placeOrder(t.app, asha.auth, kurta);
  const started = (await pay(t.app, asha.auth, order.id, payerFields('card'))).json<{
    action: { formParams: { data: Record<string, string> } };
  }>();
  const reply = gatewayReply(started.action.formParams.data, SANDBOX_MERCHANT_SALT, 'success');
  const res = await postForm(t.app, '/api/v1/payments/payu/return', reply);
  expect(res.statusCode).toBe(303);
  expect((await orderRow(t.database.db, order.id)).status).toBe(1);
  return order.id;
}

describe(`orders:ship after a sandbox payment (${testDbKind})`, () => {
  it('refuses to ship it, saying no money was taken, and leaves it Processing', async () => {
    const id = await paidThroughSandbox();
    const refusal = await run('orders:ship', id, '--tracking', 'DTDC-Z998877').then(
      () => null,
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(CliError);
    expect((refusal as CliError).message).toMatch(
      new RegExp(`^${id} was paid through the test gateway \\(sandbox\\): no money was taken`),
    );
    expect((await orderRow(t.database.db, id)).status).toBe(1);
  });

  it('still ships an order paid another way', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    await markOrderPaid(t.database.db, order.id, { method: 'upi', reference: 'UTR123456789012' });
    expect(await run('orders:ship', order.id, '--tracking', 'DTDC-Z998877')).toEqual([
      `${order.id}: shipped with tracking number DTDC-Z998877`,
    ]);
  });
});
