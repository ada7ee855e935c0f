// The door of the owner's admin (docs/decisions/009-admin.md). Inside the admin scope every
// route needs a staff member's bearer token: none or an unknown one is a 401, a shopper's is a
// 403 (a shopper account never gains admin rights). Who a token belongs to is the staff and
// accounts modules' business: app.ts passes both lookups in, so this plugin reads no table.
// A route that must answer before sign-in (the sign-in itself, an invitation link) says so with
// `config: { adminPublic: true }`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../lib/domain-error.ts';
import { bearerToken } from './auth.ts';

export type StaffRole = 'owner' | 'staff';

/** Who is signed in to the admin. */
export interface StaffPrincipal {
  id: string;
  email: string;
  role: StaffRole;
  /** The session the token opened, so that signing out ends exactly that one. */
  sessionId: string;
}

export interface AdminAuthLookups {
  /** The staff member a token signs in, or null. */
  staffOfToken(token: string): Promise<StaffPrincipal | null>;
  /** Whether the token is a live shopper session (for a 403 that says why). */
  isShopperToken(token: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set inside the admin scope for every route that is not adminPublic. */
    staff: StaffPrincipal | null;
  }
  interface FastifyContextConfig {
    /** The route answers without a staff token (sign-in, invitation links). */
    adminPublic?: boolean;
  }
}

export const ADMIN_MESSAGES = {
  signInRequired: 'Sign in to the admin first',
  expired: 'Your admin session has ended. Please sign in again.',
  shopperToken: 'This is a shopper account; the admin needs a staff sign-in',
  ownerOnly: 'Only the owner can do this',
} as const;

/** Call inside the admin scope (an encapsulated plugin): every route in it is guarded. */
export function registerAdminAuth(scope: FastifyInstance, lookups: AdminAuthLookups): void {
  if (!scope.hasRequestDecorator('staff')) scope.decorateRequest('staff', null);
  scope.addHook('onRequest', async (req) => {
    if (req.routeOptions.config.adminPublic) return;
    const token = bearerToken(req);
    if (!token) throw unauthenticated(ADMIN_MESSAGES.signInRequired);
    const staff = await lookups.staffOfToken(token);
    if (staff) {
      req.staff = staff;
      return;
    }
    if (await lookups.isShopperToken(token)) throw forbidden(ADMIN_MESSAGES.shopperToken);
    throw unauthenticated(ADMIN_MESSAGES.expired);
  });
}

/**
 * For owner-only routes: staff get a 403. Best as the route's `onRequest` (it runs after the
 * scope's door), so that staff are refused before their input is read or validated; it works
 * as a `preHandler` too.
 */
export async function requireOwner(req: FastifyRequest): Promise<void> {
  if (!req.staff) throw unauthenticated(ADMIN_MESSAGES.signInRequired);
  if (req.staff.role !== 'owner') throw forbidden(ADMIN_MESSAGES.ownerOnly);
}

/** The signed-in staff member of a guarded route (the hook above guarantees one). */
export function staffOf(req: FastifyRequest): StaffPrincipal {
  if (!req.staff) throw unauthenticated(ADMIN_MESSAGES.signInRequired);
  return req.staff;
}
