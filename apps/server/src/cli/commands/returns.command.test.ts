// The returns queue on the command line (docs/returns.md): a refund request approved,
// received with a unit written off, refunded as a payout due and recorded paid; the list and
// the report say so; a step out of order is a CliError that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '../../flows/checkout/index.ts';
import { deliverOrder, markOrderPaid, shipOrder } from '../../modules/orders/index.ts';
import { address, createProduct, stockOf } from '../../modules/orders/test-fixtures.ts';
import {
  createTestApp,
  createTestUser,
  testConfig,
  testDbKind,
  type TestApp,
} from '../../test/harness.ts';
import { CliError, type CliContext } from '../cli-types.ts';
import { commands } from './index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function run(name: string, ...args: string[]): Promise<string[]> {
  const lines: string[] = [];
  const ctx: CliContext = { db: t.app.db, config: testConfig(), out: (l) => lines.push(l) };
  await commands[name]!.run(args, ctx);
  return lines;
}

describe(`returns:* commands (${testDbKind})`, () => {
  it('approve, receive, refund and record the payout of a return', async () => {
    const shopper = await createTestUser(t.app.db);
    const p = await createProduct(t.app.db, { stock: { S: 5 } });
    const { order } = await createOrder(t.app.db, shopper, {
      items: [{ productId: p.id, quantity: 2, size: 'S', color: 'Maroon' }],
      shippingAddress: address,
    });
    await markOrderPaid(t.app.db, order.id, { method: 'card', reference: 'test' });
    await shipOrder(t.app.db, order.id, 'AWB99999');
    await deliverOrder(t.app.db, order.id);
    const item = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${order.id}/returns`,
        headers: shopper.auth,
      })
    ).json<{ lines: { orderItemId: number }[] }>().lines[0]!.orderItemId;
    const request = JSON.stringify({
      lines: [{ orderItemId: item, quantity: 2 }],
      reason: 'quality',
      want: 'source',
    });
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/returns`,
      headers: { ...shopper.auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: `--x\r\nContent-Disposition: form-data; name="request"\r\n\r\n${request}\r\n--x--\r\n`,
    });
    expect(made.statusCode, made.body).toBe(201);
    const r = made.json<{ id: number; lines: { id: number }[] }>();
    const id = String(r.id);

    await expect(run('returns:refund', id)).rejects.toBeInstanceOf(CliError);
    expect(await run('returns:approve', id)).toEqual([
      `Return ${id} (order ${order.id}): approved`,
    ]);
    expect((await run('returns:list', '--state', 'approved')).join('\n')).toContain(order.id);
    await run('returns:receive', id, '--line', `${r.lines[0]!.id}:1:1`);
    expect(await stockOf(t.app.db, p.id, 'S')).toBe(4);
    expect(await run('returns:refund', id)).toEqual([
      `Return ${id} (order ${order.id}): received, refund payout_due`,
    ]);
    await expect(run('returns:payout', id)).rejects.toBeInstanceOf(CliError);
    expect(await run('returns:payout', id, '--reference', 'UTR 77889900')).toEqual([
      `Return ${id} (order ${order.id}): closed, refund done`,
    ]);
    const report = (await run('returns:report')).join('\n');
    expect(report).toMatch(/Quality: \d+/);
    expect((await run('returns:report', '--csv')).join('\n')).toContain(order.id);
    expect(
      commands['returns:approve']!.help.startsWith('Usage: npm run admin -- returns:approve'),
    ).toBe(true);
  });
});
