// The staff module's admin routes: sign-in and out, who am I, two-factor sign-in, staff and
// invitations (owner only), and the audit log (owner only). Registered in the admin scope of
// app.ts, where every route needs a staff token unless it says adminPublic.
import {
  acceptInvitationRequest,
  adminLoginRequest,
  adminLoginResponse,
  auditListResponse,
  auditQuery,
  changePasswordRequest,
  createInvitationRequest,
  errorResponse,
  invitationInfo,
  invitationResponse,
  invitationTokenParams,
  noQuery,
  recoveryCodesResponse,
  resetStaffPasswordRequest,
  sessionsEndedResponse,
  staffIdParams,
  staffListResponse,
  staffMe,
  staffMember,
  tokenResponse,
  twoFactorDisableRequest,
  twoFactorEnableRequest,
  twoFactorSetupResponse,
  updateStaffRequest,
  noContent,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOwner, staffOf } from '../../plugins/admin-auth.ts';
import { createPasswordHasher } from '../../kernel/password.ts';
import { listAuditEntries } from '../../kernel/audit.ts';
import { createStaffService, type StaffService } from './staff.service.ts';

const bearer = [{ bearer: [] }];
/** The answers every guarded admin route may give besides its own. */
const guarded = { 401: errorResponse, 403: errorResponse } as const;

export interface StaffAdminOptions {
  /** The name authenticator apps show beside the code: the store's (app.ts asks the store). */
  issuer: () => Promise<string>;
}

export async function staffAdminRoutes(
  scope: FastifyInstance,
  options: StaffAdminOptions,
): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const { config } = api;
  const staff = createStaffService({
    db: api.db,
    config,
    limiter: api.rateLimiter,
    hasher: createPasswordHasher({ cost: config.auth.passwordHashCost }),
  });

  ownSessionRoutes(scope, staff);
  twoFactorRoutes(scope, staff, options);
  invitationRoutes(scope, staff);
  teamRoutes(scope, staff);
}

/** Staff sign in and out, who am I, and changing one's own password. */
function ownSessionRoutes(scope: FastifyInstance, staff: StaffService): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/auth/login',
    {
      config: { adminPublic: true },
      schema: {
        tags: ['admin'],
        summary:
          'Staff sign-in; answers a bearer token, or { twoFactorRequired: true } when a code is needed',
        description:
          'With two-factor sign-in on, send email and password; the answer asks for the code, ' +
          'then send email, password and code (six digits from the app, or a recovery code).',
        operationId: 'adminSignIn',
        security: [],
        body: adminLoginRequest,
        response: {
          200: adminLoginResponse,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req) => staff.signIn(req.body, req.ip),
  );

  api.post(
    '/auth/logout',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign out of the admin: this token stops working at once',
        operationId: 'adminSignOut',
        security: bearer,
        response: { 204: noContent, ...guarded },
      },
    },
    async (req, reply) => {
      await staff.signOut(staffOf(req));
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in staff member',
        operationId: 'adminMe',
        security: bearer,
        querystring: noQuery,
        response: { 200: staffMe, 400: errorResponse, ...guarded },
      },
    },
    async (req) => staff.me(staffOf(req)),
  );

  api.post(
    '/auth/password',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change your own password; every other session of yours ends',
        description:
          'Needs the current password (wrong ones are limited per account like sign-in). ' +
          'Answers how many other sessions were signed out; this one goes on.',
        operationId: 'adminChangePassword',
        security: bearer,
        body: changePasswordRequest,
        response: {
          200: sessionsEndedResponse,
          400: errorResponse,
          429: errorResponse,
          ...guarded,
        },
      },
    },
    async (req) => staff.changePassword(staffOf(req), req.body),
  );

  // -------------------------------------------------------------------------------------------
  // Two-factor sign-in (owners)
}

/** Two-factor sign-in: set up, switch on, new recovery codes, switch off. */
function twoFactorRoutes(
  scope: FastifyInstance,
  staff: StaffService,
  options: StaffAdminOptions,
): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/auth/2fa/setup',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary:
          'Start two-factor setup: a new secret and otpauth:// link for the authenticator app (owner only)',
        operationId: 'adminTwoFactorSetup',
        security: bearer,
        response: { 200: twoFactorSetupResponse, 409: errorResponse, ...guarded },
      },
    },
    async (req) => staff.startTwoFactor(staffOf(req), await options.issuer()),
  );

  api.post(
    '/auth/2fa/enable',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary:
          'Turn two-factor sign-in on with a code from the app; answers the recovery codes once (owner only)',
        operationId: 'adminTwoFactorEnable',
        security: bearer,
        body: twoFactorEnableRequest,
        response: {
          200: recoveryCodesResponse,
          400: errorResponse,
          409: errorResponse,
          ...guarded,
        },
      },
    },
    async (req) => staff.enableTwoFactor(staffOf(req), req.body.code),
  );

  api.post(
    '/auth/2fa/recovery-codes',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'New recovery codes (the old ones stop working); shown once (owner only)',
        operationId: 'adminRecoveryCodes',
        security: bearer,
        response: { 200: recoveryCodesResponse, 409: errorResponse, ...guarded },
      },
    },
    async (req) => staff.renewRecoveryCodes(staffOf(req)),
  );

  api.post(
    '/auth/2fa/disable',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Turn two-factor sign-in off (needs the password) (owner only)',
        operationId: 'adminTwoFactorDisable',
        security: bearer,
        body: twoFactorDisableRequest,
        response: {
          204: noContent,
          400: errorResponse,
          409: errorResponse,
          429: errorResponse,
          ...guarded,
        },
      },
    },
    async (req, reply) => {
      await staff.disableTwoFactor(staffOf(req), req.body.password);
      return reply.code(204).send(null);
    },
  );

  // -------------------------------------------------------------------------------------------
  // Invitations
}

/** Invitations: look one up, accept it, and send a new one. */
function invitationRoutes(scope: FastifyInstance, staff: StaffService): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/invitations/:token',
    {
      config: { adminPublic: true },
      schema: {
        tags: ['admin'],
        summary: 'Whom an invitation link invites (no sign-in needed)',
        operationId: 'adminInvitation',
        security: [],
        params: invitationTokenParams,
        querystring: noQuery,
        response: { 200: invitationInfo, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => staff.invitation(req.params.token),
  );

  api.post(
    '/invitations/:token/accept',
    {
      config: { adminPublic: true },
      schema: {
        tags: ['admin'],
        summary: 'Accept an invitation with a name and password; answers a bearer token',
        operationId: 'adminAcceptInvitation',
        security: [],
        params: invitationTokenParams,
        body: acceptInvitationRequest,
        response: {
          201: tokenResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await staff.acceptInvitation(req.params.token, req.body, req.ip)),
  );

  api.post(
    '/staff/invitations',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Invite a staff member: a single-use link that works for 48 hours (owner only)',
        operationId: 'adminInviteStaff',
        security: bearer,
        body: createInvitationRequest,
        response: { 201: invitationResponse, 400: errorResponse, 409: errorResponse, ...guarded },
      },
    },
    async (req, reply) => reply.code(201).send(await staff.invite(staffOf(req), req.body.email)),
  );

  // -------------------------------------------------------------------------------------------
  // Staff (owner only)
}

/** The team: list, change, reset a password, sign out; and the audit log. */
function teamRoutes(scope: FastifyInstance, staff: StaffService): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/staff',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Every staff member and owner (owner only)',
        operationId: 'adminListStaff',
        security: bearer,
        querystring: noQuery,
        response: { 200: staffListResponse, 400: errorResponse, ...guarded },
      },
    },
    async () => ({ data: await staff.list() }),
  );

  api.patch(
    '/staff/:id',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Disable a staff member (ends their sessions) or enable again (owner only)',
        operationId: 'adminUpdateStaff',
        security: bearer,
        params: staffIdParams,
        body: updateStaffRequest,
        response: {
          200: staffMember,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          ...guarded,
        },
      },
    },
    async (req) => staff.setDisabled(staffOf(req), req.params.id, req.body.disabled),
  );

  api.post(
    '/staff/:id/password',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Give a staff member a new password; all of their sessions end (owner only)',
        operationId: 'adminResetStaffPassword',
        security: bearer,
        params: staffIdParams,
        body: resetStaffPasswordRequest,
        response: {
          200: sessionsEndedResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          ...guarded,
        },
      },
    },
    async (req) => staff.resetStaffPassword(staffOf(req), req.params.id, req.body.newPassword),
  );

  api.post(
    '/staff/:id/sign-out',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Sign a staff member out everywhere (owner only)',
        operationId: 'adminSignOutStaff',
        security: bearer,
        params: staffIdParams,
        response: {
          200: sessionsEndedResponse,
          400: errorResponse,
          404: errorResponse,
          ...guarded,
        },
      },
    },
    async (req) => ({ sessionsEnded: await staff.signOutEverywhere(staffOf(req), req.params.id) }),
  );

  // -------------------------------------------------------------------------------------------
  // Audit log (owner only)

  api.get(
    '/audit',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary:
          'The audit log, newest first, filtered by entity, actor, action and dates (owner only)',
        operationId: 'adminAuditLog',
        security: bearer,
        querystring: auditQuery,
        response: { 200: auditListResponse, 400: errorResponse, ...guarded },
      },
    },
    async (req) => listAuditEntries(api.db, req.query),
  );
}
