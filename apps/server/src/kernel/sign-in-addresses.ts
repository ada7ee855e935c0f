// The addresses an account signed in from, kept as digests (docs/decisions/002 and 018): shoppers
// in sign_in_addresses, staff in staff_sign_in_addresses. The two tables have one shape, so one
// piece of code reads and writes both; each module names its own tables and columns.
import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

/** A table of sign-in addresses and the accounts table its rows belong to. */
export interface SignInAddressTable {
  /** One row an account and address: the owner's id, the digest, when last signed in from. */
  addresses: PgTable;
  owner: PgColumn;
  addressHash: PgColumn;
  lastSignInAt: PgColumn;
  /** The accounts, found by their email. */
  accounts: PgTable;
  accountId: PgColumn;
  accountEmail: PgColumn;
}

/**
 * The description of one such table: its rows' `addressHash` and `lastSignInAt`, the column
 * holding the account's id, and the accounts table (its `id` and `email`).
 */
export function signInAddressTable(
  addresses: PgTable & { addressHash: PgColumn; lastSignInAt: PgColumn },
  owner: PgColumn,
  accounts: PgTable & { id: PgColumn; email: PgColumn },
): SignInAddressTable {
  return {
    addresses,
    owner,
    addressHash: addresses.addressHash,
    lastSignInAt: addresses.lastSignInAt,
    accounts,
    accountId: accounts.id,
    accountEmail: accounts.email,
  };
}

/**
 * Whether the account with this email signed in from the address (its digest) since `since`.
 * One query whether or not the email has an account, so the answer takes as long.
 */
export async function isKnownAddress(
  db: Executor,
  t: SignInAddressTable,
  email: string,
  addressHash: string,
  since: Date,
): Promise<boolean> {
  const rows = await db
    .select({ owner: t.owner })
    .from(t.addresses)
    .innerJoin(t.accounts, eq(t.accountId, t.owner))
    .where(
      and(eq(t.accountEmail, email), eq(t.addressHash, addressHash), gt(t.lastSignInAt, since)),
    )
    .limit(1);
  return rows.length > 0;
}

/** Remembers a successful sign-in from the address, keeping the account's `keep` latest. */
export async function rememberAddress(
  db: Executor,
  t: SignInAddressTable,
  ownerId: string,
  addressHash: string,
  keep: number,
): Promise<void> {
  const now = new Date().toISOString();
  const owner = sql.identifier(t.owner.name);
  const hash = sql.identifier(t.addressHash.name);
  const last = sql.identifier(t.lastSignInAt.name);
  // Written in SQL because the builder's insert is typed by one table's own column names.
  await db.execute(sql`
    insert into ${t.addresses} (${owner}, ${hash}, ${last})
    values (${ownerId}, ${addressHash}, ${now}::timestamptz)
    on conflict (${owner}, ${hash}) do update set ${last} = excluded.${last}`);
  const latest = db
    .select({ addressHash: t.addressHash })
    .from(t.addresses)
    .where(eq(t.owner, ownerId))
    .orderBy(desc(t.lastSignInAt))
    .limit(keep);
  await db.delete(t.addresses).where(and(eq(t.owner, ownerId), notInArray(t.addressHash, latest)));
}
