// Bearer tokens are opaque random strings; only their SHA-256 hash is stored (sessions table).
// This plugin turns the Authorization header into req.user for the routes that ask for it.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { unauthorized } from '../lib/http-error.ts';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.requireUser (and by app.optionalUser when a valid token came). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: (req: FastifyRequest) => Promise<void>;
    optionalUser: (req: FastifyRequest) => Promise<void>;
  }
}

export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

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
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);

  async function lookup(token: string): Promise<AuthUser | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const rows = await app.db
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
          eq(sessions.tokenHash, hashToken(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return rows[0] ?? null;
  }

  app.decorate('requireUser', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized('Authentication required');
    const user = await lookup(token);
    if (!user) throw unauthorized('Your session has expired. Please sign in again.');
    req.user = user;
  });

  app.decorate('optionalUser', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    req.user = token ? await lookup(token) : null;
  });
}
