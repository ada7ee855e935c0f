// The language a shopper last ordered in, by her email address (docs/decisions/032): mails that
// are not about an order (back in stock) go in it, English when she has not ordered yet.
import { desc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from './schema.ts';

/** Each address's latest order's language ('en' or 'hi'), keyed by the address in lower case. */
export async function lastOrderLanguages(
  db: Executor,
  emails: readonly string[],
): Promise<Map<string, 'en' | 'hi'>> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  const out = new Map<string, 'en' | 'hi'>();
  if (wanted.length === 0) return out;
  const rows = await db
    .select({ email: sql<string>`lower(${orders.email})`, language: orders.language })
    .from(orders)
    .where(inArray(sql`lower(${orders.email})`, wanted))
    .orderBy(desc(orders.createdAt));
  // Newest first: the first row of an address is its latest order.
  for (const row of rows) if (!out.has(row.email)) out.set(row.email, row.language);
  return out;
}
