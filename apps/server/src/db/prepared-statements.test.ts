// On PostgreSQL every parameterised statement is prepared once per connection (client.ts).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/harness.ts';
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
});
