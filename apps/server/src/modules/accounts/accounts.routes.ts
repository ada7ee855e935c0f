// Register, sign in, sign out, account details and password reset (docs/product/storefront.md sections 3 to 8).
import path from 'node:path';
import {
  accountInfoResponse,
  errorResponse,
  forgotPasswordRequest,
  loginRequest,
  messageResponse,
  registerRequest,
  registerResponse,
  resetPasswordRequest,
  tokenResponse,
  noQuery,
  updateAccountRequest,
  noContent,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMailer } from '../../lib/mailer.ts';
import { acceptEmptyJsonBody } from '../../plugins/empty-json-body.ts';
import { createAccountsService, type AccountsService } from './accounts.service.ts';
import { createPasswordHasher } from '../../kernel/password.ts';

const bearer = [{ bearer: [] }];
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  const accounts = createAccountsService({
    db: app.db,
    config,
    limiter: app.rateLimiter,
    hasher: createPasswordHasher({ cost: config.auth.passwordHashCost }),
    mailer,
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await accounts.drain();
    await mailer.close();
  });
  acceptEmptyJsonBody(app);

  registerSessionRoutes(app, accounts);
  registerAccountRoutes(app, accounts);
};

/** Register, sign in and sign out. */
function registerSessionRoutes(app: ZodApp, accounts: AccountsService): void {
  app.post(
    '/users/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account; answers the new user, already signed in',
        operationId: 'registerUser',
        security: [],
        body: registerRequest,
        response: {
          201: registerResponse,
          400: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req, reply) => reply.code(201).send(await accounts.register(req.body, req.ip)),
  );

  app.post(
    '/users/authorize',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password; answers a bearer token',
        operationId: 'signIn',
        security: [],
        body: loginRequest,
        response: {
          200: tokenResponse,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req) => accounts.signIn(req.body, req.ip),
  );

  app.post(
    '/users/logout',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: the presented token stops working at once',
        operationId: 'signOut',
        security: bearer,
        response: { 204: noContent, 401: errorResponse },
      },
    },
    async (req, reply) => {
      await accounts.signOut(req.user!);
      return reply.code(204).send(null);
    },
  );
}

/** Account details and password reset. */
function registerAccountRoutes(app: ZodApp, accounts: AccountsService): void {
  app.get(
    '/accountInfo',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: "The signed-in shopper's name, email and member-since date",
        operationId: 'getAccountInfo',
        querystring: noQuery,
        security: bearer,
        response: { 200: accountInfoResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (req) => accounts.accountInfo(req.user!),
  );

  app.put(
    '/accountInfo',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in shopper's mobile number (null or empty removes it)",
        operationId: 'updateAccountInfo',
        querystring: noQuery,
        security: bearer,
        body: updateAccountRequest,
        response: { 200: accountInfoResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (req) => accounts.updateAccount(req.user!, req.body),
  );

  app.post(
    '/users/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link (the answer is the same for unknown emails)',
        operationId: 'requestPasswordReset',
        security: [],
        body: forgotPasswordRequest,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (req) => accounts.requestPasswordReset(req.body.email, req.ip),
  );

  app.post(
    '/users/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset link token; signs out every session',
        operationId: 'resetPassword',
        security: [],
        body: resetPasswordRequest,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (req) => accounts.resetPassword(req.body, req.ip),
  );
}
