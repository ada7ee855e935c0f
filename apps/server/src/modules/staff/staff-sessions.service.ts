// Admin bearer tokens: 256 random bits, stored only as a SHA-256 hash, in staff_sessions (never
// in the shoppers' sessions table, so neither kind of token can be taken for the other). A
// session ends after 12 hours without use, ADMIN_SESSION_MAX_DAYS (7) after sign-in however
// much it is used, when revoked (sign-out, a new password, two-factor sign-in turned on or
// off), or when its member is disabled.
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { hashToken } from '../../kernel/tokens.ts';
import type { StaffPrincipal } from '../../plugins/admin-auth.ts';
import { findSessionStaff, insertStaffSession, touchStaffSession } from './staff.repository.ts';

export const STAFF_SESSION_IDLE_HOURS = 12;
const IDLE_MS = STAFF_SESSION_IDLE_HOURS * 3_600_000;
/**
 * last_used_at is written at most once a minute per session: the idle limit is counted in hours,
 * and a write on every request would turn each admin read into a write.
 */
const TOUCH_EVERY_MS = 60_000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const idleSince = (now: Date) => new Date(now.getTime() - IDLE_MS);

export async function issueStaffToken(db: Executor, staffId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertStaffSession(db, { staffId, tokenHash: hashToken(token) });
  return token;
}

/**
 * The staff member a bearer token signs in, or null; keeps the session alive while used, up to
 * `maxDays` after it began.
 */
export async function staffOfToken(
  db: Executor,
  token: string,
  maxDays: number,
): Promise<StaffPrincipal | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const now = new Date();
  const startedSince = new Date(now.getTime() - maxDays * 86_400_000);
  const row = await findSessionStaff(db, hashToken(token), idleSince(now), startedSince);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await touchStaffSession(db, row.sessionId, now);
  }
  return { id: row.id, email: row.email, role: row.role, sessionId: row.sessionId };
}
