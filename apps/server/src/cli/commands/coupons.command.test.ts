// The owner's offer-code and cash-on-delivery commands (docs/offers.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '../../flows/checkout/index.ts';
import { markOrderPaid, shipOrder } from '../../modules/orders/index.ts';
import { address, createProduct, stockOf } from '../../modules/orders/test-fixtures.ts';
import { createTestUser, testDbKind } from '../../test/harness.ts';
import { CliError } from '../cli-types.ts';
import { createCliTestBed, type CliTestBed } from './cli-test-kit.ts';

let bed: CliTestBed;

beforeAll(async () => {
  bed = await createCliTestBed();
});
afterAll(async () => {
  await bed?.database.close();
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the command to fail');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(CliError);
      return (err as CliError).message;
    },
  );

describe(`coupons:create, coupons:list, coupons:disable (${testDbKind})`, () => {
  it('creates a code with its limits, lists it and disables it', async () => {
    const out = await bed.run(
      'coupons:create',
      'diwali10',
      '--percent',
      '10',
      '--max-discount',
      '500',
      '--min',
      '1,999',
      '--ends',
      '2026-11-05',
      '--per-shopper',
      '1',
      '--category',
      'Women',
      '--category',
      'Sarees',
    );
    expect(out[0]).toBe(
      'Created DIWALI10: 10 % off (at most ₹500.00); min ₹1,999.00; 1/shopper; only Women, Sarees',
    );
    expect(out[1]).toBe('  until 6 Nov 2026, 12:00 am IST');
    const list = await bed.run('coupons:list');
    expect(list[0]).toMatch(/^CODE\s+OFFER/);
    expect(list.find((l) => l.startsWith('DIWALI10'))).toContain('0/∞');
    expect(await bed.run('coupons:disable', 'Diwali10')).toEqual([
      'DIWALI10 is disabled (0 uses taken).',
    ]);
    expect((await bed.run('coupons:list')).find((l) => l.startsWith('DIWALI10'))).toContain(
      'disabled',
    );
  });

  it('refuses what cannot be a code', async () => {
    expect(await refusal(bed.run('coupons:create', 'X', '--percent', '10'))).toContain(
      'An offer code is 2 to 32',
    );
    expect(
      await refusal(bed.run('coupons:create', 'BOTH', '--percent', '5', '--flat', '100')),
    ).toBe('Give either a percentage or a flat amount off, not both');
    expect(
      await refusal(bed.run('coupons:create', 'LATE', '--flat', '100', '--ends', '2026-02-30')),
    ).toBe('"2026-02-30" is not a real date');
    await bed.run('coupons:create', 'TWICE', '--flat', '100');
    expect(await refusal(bed.run('coupons:create', 'twice', '--flat', '50'))).toBe(
      'There is already a code TWICE',
    );
    expect(await refusal(bed.run('coupons:disable', 'NOPE'))).toBe('There is no code NOPE');
  });
});

describe(`orders:rto (${testDbKind})`, () => {
  it('returns a shipped parcel to stock, and only a shipped one', async () => {
    const shopper = await createTestUser(bed.database.db);
    const p = await createProduct(bed.database.db, { stock: { M: 5 } });
    const { order } = await createOrder(bed.database.db, shopper, {
      items: [{ productId: p.id, quantity: 2, size: 'M', color: 'Navy' }],
      shippingAddress: address,
    });
    expect(await refusal(bed.run('orders:rto', order.id))).toBe(
      `${order.id} is pending: only a shipped order can come back to origin`,
    );
    await markOrderPaid(bed.database.db, order.id, { method: 'upi', reference: '' });
    await shipOrder(bed.database.db, order.id, 'DTDC55555');
    expect(await stockOf(bed.database.db, p.id, 'M')).toBe(3);
    const out = await bed.run('orders:rto', order.id.toLowerCase());
    expect(out[0]).toContain(`${order.id}: returned to origin`);
    expect(await stockOf(bed.database.db, p.id, 'M')).toBe(5);
    expect(await refusal(bed.run('orders:cod-link', order.id))).toBe(
      `${order.id} is not a cash-on-delivery order waiting for confirmation`,
    );
  });
});
