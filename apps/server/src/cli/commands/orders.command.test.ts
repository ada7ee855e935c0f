import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '../../flows/checkout/index.ts';
import { markOrderPaid } from '../../modules/orders/index.ts';
import { address, ageOrder, createProduct, stockOf } from '../../modules/orders/test-fixtures.ts';
import { createTestUser, testDbKind } from '../../test/harness.ts';
import { CliError } from '../cli-types.ts';
import { createCliTestBed, type CliTestBed } from './cli-test-kit.ts';

let bed: CliTestBed;
let shopper: { id: string; email: string };

beforeAll(async () => {
  bed = await createCliTestBed();
  shopper = await createTestUser(bed.database.db, { email: 'ravi.k@example.in' });
});
afterAll(async () => {
  await bed?.database.close();
});

async function placeOrder(quantity = 2) {
  const p = await createProduct(bed.database.db, {
    title: 'Banarasi Kurta',
    regularPricePaise: 249_900,
    stock: { M: 5 },
  });
  const { order: body } = await createOrder(bed.database.db, shopper, {
    items: [{ productId: p.id, quantity, size: 'M', color: 'Navy' }],
    shippingAddress: address,
  });
  return { id: body.id, productId: p.id };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the command to fail');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(CliError);
      return (err as CliError).message;
    },
  );

describe(`orders:list (${testDbKind})`, () => {
  it('lists orders newest first with status, total and customer', async () => {
    const a = await placeOrder();
    const b = await placeOrder();
    const lines = await bed.run('orders:list');
    expect(lines[0]).toMatch(/^ORDER\s+PLACED\s+STATUS\s+TOTAL\s+UNITS\s+EMAIL\s+PHONE$/);
    const body = lines.slice(2, -1);
    expect(body.findIndex((l) => l.startsWith(b.id))).toBeLessThan(
      body.findIndex((l) => l.startsWith(a.id)),
    );
    const row = body.find((l) => l.startsWith(a.id))!;
    expect(row).toMatch(/pending/);
    expect(row).toContain('₹4,998.00');
    expect(row).toContain('ravi.k@example.in');
    expect(row).toContain('+919876543210');
    expect(row).toMatch(/IST/);
  });

  it('filters by status', async () => {
    const paid = await placeOrder();
    const pending = await placeOrder();
    await markOrderPaid(bed.database.db, paid.id, { method: 'upi', reference: '' });
    const lines = await bed.run('orders:list', '--status', 'processing');
    expect(lines.some((l) => l.startsWith(paid.id))).toBe(true);
    expect(lines.some((l) => l.startsWith(pending.id))).toBe(false);
  });

  it('says so when no order has that status', async () => {
    expect(await bed.run('orders:list', '--status', 'delivered')).toEqual(['No delivered orders.']);
  });

  it('honours --limit', async () => {
    await placeOrder();
    await placeOrder();
    const lines = await bed.run('orders:list', '--limit', '1');
    expect(lines.at(-1)).toBe('1 order');
  });

  it.each([
    [['--status', 'lost'], /--status must be one of pending\|processing/],
    [['--limit', '0'], /--limit must be a whole number from 1 to 1000/],
    [['--limit', 'ten'], /--limit must be a whole number/],
    [['--colour', 'red'], /orders:list: Unknown option '--colour'/],
    [['extra'], /unexpected argument/],
  ])('refuses %j with a clear message', async (args, message) => {
    expect(await rejection(bed.run('orders:list', ...args))).toMatch(message);
  });
});

describe(`orders:show (${testDbKind})`, () => {
  it('prints the order in full', async () => {
    const { id, productId } = await placeOrder(2);
    const lines = await bed.run('orders:show', id.toLowerCase());
    expect(lines[0]).toBe(`Order ${id}: pending`);
    expect(lines).toContain('Customer:  ravi.k@example.in');
    expect(lines).toContain('           Mumbai, Maharashtra 400050');
    expect(lines).toContain('Payment:   none yet, not paid');
    expect(lines).toContain(
      `  2 x Banarasi Kurta (M, Navy) [product ${productId}] at ₹2,499.00 = ₹4,998.00`,
    );
    expect(lines.at(-1)).toBe('Total:     ₹4,998.00');
  });

  it('refuses an unknown or malformed order number', async () => {
    expect(await rejection(bed.run('orders:show', 'EE-ZZZZZZ'))).toBe(
      'There is no order EE-ZZZZZZ',
    );
    expect(await rejection(bed.run('orders:show', '42'))).toMatch(/not an order number/);
    expect(await rejection(bed.run('orders:show'))).toBe('orders:show needs <order-number>');
  });
});

describe(`orders:mark-paid (${testDbKind})`, () => {
  it('moves a pending order to processing and keeps the reference', async () => {
    const { id } = await placeOrder();
    expect(
      await bed.run('orders:mark-paid', id, '--amount', '4998', '--reference', 'UTR 4312 9981'),
    ).toEqual([`${id}: marked paid (upi); it is now processing`]);
    const shown = await bed.run('orders:show', id);
    expect(shown[0]).toBe(`Order ${id}: processing`);
    expect(shown.some((l) => l.includes('reference UTR 4312 9981'))).toBe(true);
  });

  it('changes nothing for an order paid already', async () => {
    const { id } = await placeOrder();
    await bed.run('orders:mark-paid', id, '--amount', '4998');
    expect(await bed.run('orders:mark-paid', id, '--amount', '4998', '--method', 'cash')).toEqual([
      `${id} was already paid or accepted for cash on delivery; nothing changed`,
    ]);
  });

  it('refuses a cancelled order', async () => {
    const { id } = await placeOrder();
    await bed.run('orders:cancel', id);
    expect(await rejection(bed.run('orders:mark-paid', id, '--amount', '4998'))).toMatch(
      /is cancelled and cannot be paid/,
    );
  });

  it('requires --amount, showing the order total', async () => {
    const { id } = await placeOrder();
    expect(await rejection(bed.run('orders:mark-paid', id))).toBe(
      `orders:mark-paid needs --amount <rupees>: the total of ${id} is ₹4,998.00; give the amount you received`,
    );
    expect((await bed.run('orders:show', id))[0]).toBe(`Order ${id}: pending`);
  });

  it('refuses an amount that differs from the total, naming both, and changes nothing', async () => {
    const { id } = await placeOrder();
    expect(await rejection(bed.run('orders:mark-paid', id, '--amount', '49.98'))).toBe(
      `${id}: the amount received, ₹49.98, differs from the order total, ₹4,998.00; nothing changed`,
    );
    expect((await bed.run('orders:show', id))[0]).toBe(`Order ${id}: pending`);
    expect(await rejection(bed.run('orders:mark-paid', id, '--amount', 'lots'))).toMatch(
      /--amount must be rupees/,
    );
  });

  it('accepts the total written with a rupee sign, commas or paise', async () => {
    const { id } = await placeOrder();
    expect(await bed.run('orders:mark-paid', id, '--amount', '₹4,998.00')).toEqual([
      `${id}: marked paid (upi); it is now processing`,
    ]);
  });

  it('refuses a method that is not one word', async () => {
    const { id } = await placeOrder();
    expect(await rejection(bed.run('orders:mark-paid', id, '--method', 'drop table'))).toMatch(
      /--method/,
    );
  });
});

describe(`orders:ship and orders:deliver (${testDbKind})`, () => {
  it('ships a paid order with its tracking number, then delivers it', async () => {
    const { id } = await placeOrder();
    await bed.run('orders:mark-paid', id, '--amount', '4998');
    expect(await bed.run('orders:ship', id, '--tracking', 'DTDC-Z998877')).toEqual([
      `${id}: shipped with tracking number DTDC-Z998877`,
    ]);
    expect(await bed.run('orders:deliver', id)).toEqual([`${id}: delivered`]);
    const shown = await bed.run('orders:show', id);
    expect(shown[0]).toBe(`Order ${id}: delivered`);
    expect(shown).toContain('Tracking:  DTDC-Z998877');
  });

  it('refuses to ship an unpaid order, saying why', async () => {
    const { id } = await placeOrder();
    expect(await rejection(bed.run('orders:ship', id, '--tracking', 'DTDC1'))).toMatch(
      new RegExp(`^${id} is pending and cannot be shipped`),
    );
  });

  it('needs a well-formed --tracking', async () => {
    const { id } = await placeOrder();
    expect(await rejection(bed.run('orders:ship', id))).toBe(
      'orders:ship needs --tracking <number>',
    );
    expect(await rejection(bed.run('orders:ship', id, '--tracking', 'a;b'))).toMatch(
      /--tracking must be/,
    );
  });

  it('refuses to deliver an order that has not shipped', async () => {
    const { id } = await placeOrder();
    expect(await rejection(bed.run('orders:deliver', id))).toMatch(
      /is pending and cannot be delivered/,
    );
  });
});

describe(`orders:cancel and orders:expire (${testDbKind})`, () => {
  it('cancels and puts the stock back', async () => {
    const { id, productId } = await placeOrder(2);
    expect(await stockOf(bed.database.db, productId, 'M')).toBe(3);
    expect(await bed.run('orders:cancel', id)).toEqual([
      `${id}: cancelled; its stock is back on the shelf`,
    ]);
    expect(await stockOf(bed.database.db, productId, 'M')).toBe(5);
  });

  it('reminds the owner to refund a paid order it cancels', async () => {
    const { id } = await placeOrder(1);
    await bed.run('orders:mark-paid', id, '--amount', '2499');
    const lines = await bed.run('orders:cancel', id);
    expect(lines[1]).toMatch(/^Note: it was paid \(upi, .*\); refund ₹2,499.00 to the shopper\.$/);
  });

  it('refuses to cancel a shipped order', async () => {
    const { id } = await placeOrder(1);
    await bed.run('orders:mark-paid', id, '--amount', '2499');
    await bed.run('orders:ship', id, '--tracking', 'IP123456789IN');
    expect(await rejection(bed.run('orders:cancel', id))).toMatch(
      /is shipped and cannot be cancelled/,
    );
  });

  it('expires unpaid orders older than the limit', async () => {
    const old = await placeOrder(1);
    const recent = await placeOrder(1);
    const fresh = await placeOrder(1);
    await ageOrder(bed.database.db, old.id, 30);
    await ageOrder(bed.database.db, recent.id, 2);
    const [line] = await bed.run('orders:expire', '--older-than-hours', '3');
    expect(line).toMatch(/^Cancelled \d+ unpaid order\(s\) older than 3 h: /);
    expect(line).toContain(old.id);
    expect(line).not.toContain(recent.id);
    expect(await stockOf(bed.database.db, old.productId, 'M')).toBe(5);
    // Without the option, the API timer's rule: no payment started, placed over 30 minutes ago.
    const [second] = await bed.run('orders:expire');
    expect(second).toMatch(/^Cancelled \d+ unpaid order\(s\) older than 30 min: /);
    expect(second).toContain(recent.id);
    expect(second).not.toContain(fresh.id);
  });
});
