// The only code that reads and writes users, sessions, reset tokens and the addresses accounts
// signed in from, for the accounts module.
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResets, sessions, signInAddresses, users } from './schema.ts';
import { signInAddressTable } from '../../kernel/sign-in-addresses.ts';

export interface UserRow {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  createdAt: Date;
}

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  createdAt: users.createdAt,
};

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const rows = await db.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}

/** The new user, or null when the email is already taken (also when another request won a race). */
/** The account id of an email (any case), or null: for the owner's store credit adjustments. */
export async function findAccountIdByEmail(db: Executor, email: string): Promise<string | null> {
  return (await findUserByEmail(db, email))?.id ?? null;
}

export async function insertUser(
  db: Executor,
  values: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    phone: string | null;
  },
): Promise<UserRow | null> {
  const rows = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning(userColumns);
  return rows[0] ?? null;
}

/** The account's details as its owner sees them, or null when it no longer exists. */
export async function findUserById(db: Executor, userId: string): Promise<UserRow | null> {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

/** The account's mobile number (+91 and ten digits), or null: it prefills forms, nothing more. */
export async function findAccountPhone(db: Executor, userId: string): Promise<string | null> {
  const rows = await db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.phone ?? null;
}

/** The account's first name, or null when there is no such account. */
export async function findAccountFirstName(db: Executor, userId: string): Promise<string | null> {
  const rows = await db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.firstName ?? null;
}

/** Sets or (with null) removes the account's phone; the account as it now is, or null if gone. */
export async function updateUserPhone(
  db: Executor,
  userId: string,
  phone: string | null,
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ phone, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(userColumns);
  return rows[0] ?? null;
}

/** A phone typed into many accounts is someone's game; staff see the orders of the first few. */
const MAX_ACCOUNTS_PER_PHONE = 20;

/**
 * The accounts that gave this phone (stored form), for staff looking for a shopper's orders.
 * The phone is unverified: callers must never let it open an order to a shopper.
 */
export async function findUserIdsByPhone(db: Executor, phone: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(MAX_ACCOUNTS_PER_PHONE);
  return rows.map((r) => r.id);
}

export async function updatePasswordHash(
  db: Executor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The columns a signed-in request carries about its shopper (see plugins/auth.ts). */
export interface SessionUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  sessionId: string;
}

export async function insertSession(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The user of a session that is neither revoked nor expired at `now`, with the session's id. */
export async function findSessionUser(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<SessionUserRow | null> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Sessions that can never be used again are only clutter: drop a user's expired or revoked ones. */
export async function deleteDeadSessions(db: Executor, userId: string): Promise<void> {
  const now = new Date();
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, now)),
      ),
    );
}

export async function insertPasswordReset(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** The user a live (unused, unexpired) reset token belongs to. */
export async function findLiveReset(
  db: Executor,
  tokenHash: string,
): Promise<{ userId: string; email: string } | null> {
  const rows = await db
    .select({ userId: passwordResets.userId, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Uses the reset token and sets the new password in one transaction: the token is marked used
 * by a conditional UPDATE, so of two requests racing with one token only one can win. Every
 * session of the user is revoked and the user's other outstanding reset tokens are spent too.
 * Returns the user's id, or null when the token was no longer live.
 */
export async function completePasswordReset(
  db: Executor,
  tokenHash: string,
  passwordHash: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId, id: passwordResets.id });
    const hit = used[0];
    if (!hit) return null;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, hit.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, hit.userId), isNull(sessions.revokedAt)));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.userId, hit.userId),
          ne(passwordResets.id, hit.id),
          isNull(passwordResets.usedAt),
        ),
      );
    return hit.userId;
  });
}

/** Shoppers' sign-in addresses, for the kernel's reads and writes of them. */
export const shopperAddresses = signInAddressTable(signInAddresses, signInAddresses.userId, users);
