// On PostgreSQL every parameterised statement is prepared once per connection (client.ts),
// except one marked to be planned for its values (plan-per-query.ts).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/harness.ts';
import { PLAN_ONCE, PLAN_PER_QUERY, plannedForValues, plannedOnce } from './plan-per-query.ts';
import { products } from './schema.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

describe.runIf(testDbKind === 'postgres')('prepared statements (postgres)', () => {
  it('prepares a parameterised statement once per connection and reuses it', async () => {
    await db.db.transaction(async (tx) => {
      // One transaction is one connection, so pg_prepared_statements shows what it holds.
      const prepared = async () =>
        (
          (await tx.execute(
            sql`select statement from pg_prepared_statements where statement like ${'%from "products"%'}`,
          )) as unknown as { rows: { statement: string }[] }
        ).rows.filter((r) => r.statement.includes('"products"."id" = $1'));
      for (const id of [1, 2, 3]) {
        await tx.select({ id: products.id }).from(products).where(eq(products.id, id));
      }
      expect(await prepared()).toHaveLength(1);
      // Statements without parameters are not named: nothing else piles up.
      await tx.execute(sql`select 1`);
      expect(await prepared()).toHaveLength(1);
    });
  });

  it('leaves a statement planned for its values unnamed, so each run is planned for its own', async () => {
    await db.db.transaction(async (tx) => {
      const marked = sql`${products.id} = ${1}`;
      for (let run = 0; run < 7; run++) {
        const rows = await tx
          .select({ id: products.id })
          .from(products)
          .where(plannedForValues(marked));
        expect(rows.length).toBeLessThanOrEqual(1);
      }
      const held = (await tx.execute(
        sql`select statement from pg_prepared_statements where statement like ${`%${PLAN_PER_QUERY}%`}`,
      )) as unknown as { rows: unknown[] };
      expect(held.rows).toHaveLength(0);
      // The same statement without the mark is held, so the test above can tell the two apart.
      await tx.select({ id: products.id }).from(products).where(marked);
      const plain = (await tx.execute(
        sql`select statement from pg_prepared_statements where statement like ${'%"products"."id" = $1%'}`,
      )) as unknown as { rows: unknown[] };
      expect(plain.rows.length).toBeGreaterThan(0);
      // A condition dear to plan beside it keeps the statement named.
      await tx
        .select({ id: products.id })
        .from(products)
        .where(and(plannedForValues(marked), plannedOnce(sql`${products.title} <> ${'x'}`)));
      const once = (await tx.execute(
        sql`select statement from pg_prepared_statements where statement like ${`%${PLAN_ONCE}%`}`,
      )) as unknown as { rows: unknown[] };
      expect(once.rows).toHaveLength(1);
    });
  });
});
