// The one code for both tables of sign-in addresses, on a real database: an address is known to
// the account that signed in from it, by that account's email, within the window; each account
// keeps its latest few; shoppers' and staff's rows never mix.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAddresses, staffMembers, staffSignInAddresses, users } from '../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../test/harness.ts';
import { isKnownAddress, rememberAddress, signInAddressTable } from './sign-in-addresses.ts';

const shoppers = signInAddressTable(signInAddresses, signInAddresses.userId, users);
const staff = signInAddressTable(staffSignInAddresses, staffSignInAddresses.staffId, staffMembers);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const hash = () => randomBytes(32).toString('hex');
const longAgo = new Date(Date.now() - 86_400_000);

async function newStaff(): Promise<{ id: string; email: string }> {
  const email = `staff.${randomBytes(4).toString('hex')}@shop.example.in`;
  const [row] = await t.database.db
    .insert(staffMembers)
    .values({ email, passwordHash: 'not-a-hash', role: 'staff' })
    .returning({ id: staffMembers.id });
  return { id: row!.id, email };
}

describe(`sign-in addresses (${testDbKind})`, () => {
  it('knows an address by the email of the account that signed in from it', async () => {
    const db = t.database.db;
    const user = await createTestUser(db);
    const other = await createTestUser(db);
    const address = hash();
    expect(await isKnownAddress(db, shoppers, user.email, address, longAgo)).toBe(false);
    await rememberAddress(db, shoppers, user.id, address, 10);
    expect(await isKnownAddress(db, shoppers, user.email, address, longAgo)).toBe(true);
    expect(await isKnownAddress(db, shoppers, other.email, address, longAgo)).toBe(false);
    expect(await isKnownAddress(db, shoppers, user.email, hash(), longAgo)).toBe(false);
    // Not since a moment from now.
    const later = new Date(Date.now() + 60_000);
    expect(await isKnownAddress(db, shoppers, user.email, address, later)).toBe(false);
  });

  it('signing in again from an address moves its time on and adds no row', async () => {
    const db = t.database.db;
    const user = await createTestUser(db);
    const address = hash();
    await rememberAddress(db, shoppers, user.id, address, 10);
    const [first] = await db
      .select({ at: signInAddresses.lastSignInAt })
      .from(signInAddresses)
      .where(eq(signInAddresses.userId, user.id));
    await new Promise((r) => setTimeout(r, 5));
    await rememberAddress(db, shoppers, user.id, address, 10);
    const rows = await db
      .select({ at: signInAddresses.lastSignInAt })
      .from(signInAddresses)
      .where(eq(signInAddresses.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.at.getTime()).toBeGreaterThan(first!.at.getTime());
  });

  it("keeps each account's latest few, and staff's apart from shoppers'", async () => {
    const db = t.database.db;
    const member = await newStaff();
    const user = await createTestUser(db);
    const addresses = [hash(), hash(), hash(), hash()];
    for (const address of addresses) {
      await rememberAddress(db, staff, member.id, address, 3);
      await new Promise((r) => setTimeout(r, 2));
    }
    await rememberAddress(db, shoppers, user.id, addresses[0]!, 3);
    const kept = await db
      .select({ addressHash: staffSignInAddresses.addressHash })
      .from(staffSignInAddresses)
      .where(eq(staffSignInAddresses.staffId, member.id));
    expect(kept.map((r) => r.addressHash).sort()).toEqual(addresses.slice(1).sort());
    expect(await isKnownAddress(db, staff, member.email, addresses[0]!, longAgo)).toBe(false);
    expect(await isKnownAddress(db, staff, member.email, addresses[3]!, longAgo)).toBe(true);
    // The shopper's row is the shopper's: the staff table's email does not find it.
    expect(await isKnownAddress(db, shoppers, user.email, addresses[0]!, longAgo)).toBe(true);
    expect(await isKnownAddress(db, staff, user.email, addresses[0]!, longAgo)).toBe(false);
  });
});
