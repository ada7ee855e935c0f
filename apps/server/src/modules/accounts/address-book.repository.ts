// The address book's rows (schema.ts saved_addresses; issue 31 item 8). Every call names the
// account: an id of someone else's address finds nothing.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { savedAddresses } from './schema.ts';

export type SavedAddressRow = typeof savedAddresses.$inferSelect;
export type AddressFields = Pick<
  SavedAddressRow,
  'fullName' | 'address' | 'city' | 'state' | 'postalCode' | 'phone'
>;

export async function listSavedAddresses(db: Executor, userId: string): Promise<SavedAddressRow[]> {
  return db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.lastUsedAt), desc(savedAddresses.id));
}

export async function countSavedAddresses(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId));
  return Number(row?.n ?? 0);
}

const same = (userId: string, a: AddressFields) =>
  and(
    eq(savedAddresses.userId, userId),
    eq(savedAddresses.fullName, a.fullName),
    eq(savedAddresses.address, a.address),
    eq(savedAddresses.city, a.city),
    eq(savedAddresses.state, a.state),
    eq(savedAddresses.postalCode, a.postalCode),
    eq(savedAddresses.phone, a.phone),
  );

/** The same address already in the book, marked used now; null when it is not there. */
export async function touchSameAddress(
  db: Executor,
  userId: string,
  a: AddressFields,
): Promise<SavedAddressRow | null> {
  const rows = await db
    .update(savedAddresses)
    .set({ lastUsedAt: sql`now()` })
    .where(same(userId, a))
    .returning();
  return rows[0] ?? null;
}

export async function insertSavedAddress(
  db: Executor,
  userId: string,
  a: AddressFields,
): Promise<SavedAddressRow> {
  const [row] = await db
    .insert(savedAddresses)
    .values({ userId, ...a })
    .returning();
  return row!;
}

/** Drops the account's least recently used address (to make room at checkout). */
export async function deleteOldestAddress(db: Executor, userId: string): Promise<void> {
  const [oldest] = await db
    .select({ id: savedAddresses.id })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(asc(savedAddresses.lastUsedAt), asc(savedAddresses.id))
    .limit(1);
  if (oldest) await db.delete(savedAddresses).where(eq(savedAddresses.id, oldest.id));
}

export async function updateSavedAddress(
  db: Executor,
  userId: string,
  id: number,
  a: AddressFields,
): Promise<SavedAddressRow | null> {
  const rows = await db
    .update(savedAddresses)
    .set(a)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteSavedAddress(
  db: Executor,
  userId: string,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .returning({ id: savedAddresses.id });
  return rows.length > 0;
}
