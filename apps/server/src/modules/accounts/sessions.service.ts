// Bearer tokens are opaque random strings; only their SHA-256 hash is stored (sessions table).
// The auth plugin asks here who a token belongs to; app.ts hands it this lookup.
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { hashToken } from '../../kernel/tokens.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findSessionUser, insertSession } from './accounts.repository.ts';

/** Tokens are 43 base64url characters; anything else is rejected before the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new session for the user: 256 random bits, returned once, stored only as a hash. */
export async function issueSessionToken(
  db: Executor,
  userId: string,
  ttlHours: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await insertSession(db, { userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The shopper a bearer token signs in, or null for a malformed, unknown, revoked or expired one. */
export async function userOfSessionToken(db: Executor, token: string): Promise<AuthUser | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  return findSessionUser(db, hashToken(token), new Date());
}
