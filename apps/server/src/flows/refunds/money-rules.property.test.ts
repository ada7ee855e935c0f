// The money rules of refunds and store credit as a property (docs/decisions/030): for any
// sequence of refunds of an order (amounts, destinations, retries of earlier keys) the refunds
// taken never add up past what was paid, a retry never adds a refund; and for any sequence of
// credit movements the balance equals the ledger's sum and is never below zero.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, storeCreditEntries } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { createPricedProduct } from '../../modules/payments/payments.test-kit.ts';
import { creditBalance, moveCredit, returnRefunds } from './index.ts';
import { paidByCard } from './refunds.test-kit.ts';

let t: TestApp;
let kurta: number;
beforeAll(async () => {
  t = await createTestApp();
  kurta = await createPricedProduct(t.app.db, 99_900);
});
afterAll(async () => {
  await t.close();
});

const attempt = fc.record({
  amountPaise: fc.integer({ min: 1, max: 120_000 }),
  to: fc.constantFrom('source' as const, 'store_credit' as const),
  /** Reuse the key of an earlier attempt (a retry) or take a new one. */
  retryOf: fc.option(fc.nat({ max: 5 }), { nil: null }),
});

describe(`money rules (${testDbKind})`, () => {
  it('refunds never pass what was paid; a retry never refunds twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(attempt, { minLength: 1, maxLength: 6 }), async (attempts) => {
        const shopper = await createTestUser(t.app.db);
        const order = await paidByCard(t.app, shopper.auth, kurta);
        const paid = order.total * 100;
        const keys: string[] = [];
        for (const [i, a] of attempts.entries()) {
          const key =
            a.retryOf !== null && keys.length > 0
              ? keys[a.retryOf % keys.length]!
              : `p:${order.id}:${i}`;
          keys.push(key);
          await t.app.db
            .transaction((tx) =>
              returnRefunds.refund(tx, {
                orderId: order.id,
                returnId: null,
                amountPaise: a.amountPaise,
                to: a.to,
                lines: [],
                idempotencyKey: key,
                actor: 'property',
              }),
            )
            .catch((err: { kind?: string }) => {
              if (err.kind !== 'conflict') throw err;
            });
        }
        const rows = await t.app.db.select().from(refunds).where(eq(refunds.orderId, order.id));
        const total = rows.reduce((s, r) => s + r.amountPaise, 0);
        expect(total).toBeLessThanOrEqual(paid);
        expect(new Set(rows.map((r) => r.idempotencyKey)).size).toBe(rows.length);
        const credited = rows
          .filter((r) => r.destination === 'store_credit')
          .reduce((s, r) => s + r.amountPaise, 0);
        expect(await creditBalance(t.app.db, shopper.id)).toBe(credited);
      }),
      { numRuns: 12 },
    );
  });

  it('store credit equals its ledger and is never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.integer({ min: -50_000, max: 50_000 }).filter((n) => n !== 0),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        async (moves) => {
          const shopper = await createTestUser(t.app.db);
          let expected = 0;
          for (const amountPaise of moves) {
            const ok = await t.app.db
              .transaction((tx) =>
                moveCredit(tx, { userId: shopper.id, amountPaise, kind: 'adjustment', actor: 'p' }),
              )
              .then(
                () => true,
                (err: { kind?: string }) => {
                  if (err.kind !== 'conflict') throw err;
                  return false;
                },
              );
            // A spend larger than the balance is refused; anything else is applied.
            expect(ok).toBe(expected + amountPaise >= 0);
            if (ok) expected += amountPaise;
          }
          const balance = await creditBalance(t.app.db, shopper.id);
          const [sum] = await t.app.db
            .select({ s: sql<string>`coalesce(sum(${storeCreditEntries.amountPaise}), 0)` })
            .from(storeCreditEntries)
            .where(eq(storeCreditEntries.userId, shopper.id));
          expect(balance).toBe(expected);
          expect(Number(sum!.s)).toBe(expected);
          expect(balance).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 25 },
    );
  });
});
