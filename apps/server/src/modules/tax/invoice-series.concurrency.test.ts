import { financialYear } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { markOrderPaid, shipOrder } from '../orders/index.ts';
import { placePendingOrder } from '../orders/test-fixtures.ts';
import { taxDocumentsOfOrder } from './index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`invoice numbers under load (${testDbKind})`, () => {
  it('stay consecutive, gapless and unique with 50 orders shipped at once', async () => {
    const shopper = await createTestUser(t.app.db);
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      const { id } = await placePendingOrder(t.app.db, shopper, 1);
      await markOrderPaid(t.app.db, id, { method: 'upi', reference: `UTR${i}` });
      ids.push(id);
    }
    // One of them shipped twice at once: the second loses the move and issues nothing.
    const results = await Promise.all([
      ...ids.map((id, i) => shipOrder(t.app.db, id, `TRACK${i}`)),
      shipOrder(t.app.db, ids[0]!, 'TRACK-AGAIN'),
    ]);
    expect(results.filter((r) => r.outcome === 'moved')).toHaveLength(50);

    const numbers = (await Promise.all(ids.map((id) => taxDocumentsOfOrder(t.app.db, id)))).flatMap(
      (docs) => docs.map((d) => d.number),
    );
    expect(numbers).toHaveLength(50);
    const fy = financialYear(new Date());
    const seq = numbers
      .map((n) => {
        expect(n).toMatch(new RegExp(`^EE/${fy}/\\d{6}$`));
        expect(n.length).toBeLessThanOrEqual(16);
        return Number(n.slice(-6));
      })
      .sort((a, b) => a - b);
    // Consecutive from wherever the series stood: no gap, no repeat.
    expect(seq).toEqual(Array.from({ length: 50 }, (_, i) => seq[0]! + i));
    expect(seq[0]).toBe(1);
  });
});
