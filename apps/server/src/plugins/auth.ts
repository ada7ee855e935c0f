// Turns the Authorization header into req.user for the routes that ask for it. Who a token
// belongs to is the accounts module's business: app.ts passes its lookup in, so that this
// plugin reads no table and imports no module.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../lib/domain-error.ts';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  sessionId: string;
}

/** The user a bearer token signs in, or null when it signs in no one. */
export type SessionLookup = (token: string) => Promise<AuthUser | null>;

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

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export function registerAuth(app: FastifyInstance, lookup: SessionLookup): void {
  app.decorateRequest('user', null);

  app.decorate('requireUser', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw unauthenticated('Authentication required');
    const user = await lookup(token);
    if (!user) throw unauthenticated('Your session has expired. Please sign in again.');
    req.user = user;
  });

  app.decorate('optionalUser', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    req.user = token ? await lookup(token) : null;
  });
}
