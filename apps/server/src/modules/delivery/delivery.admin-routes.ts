// The delivery module's admin routes: the serviceability rules (docs/delivery.md). Every staff
// member may read them; only the owner changes them, and each change is in the audit log.
import {
  errorResponse,
  noQuery,
  pinRangeRequest,
  pinRuleList,
  pinRuleRequest,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOwner, staffOf } from '../../plugins/admin-auth.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { pinRules, setPinRange, type RuleChangeHook } from './delivery.service.ts';

const bearer = [{ bearer: [] }];
const guarded = { 401: errorResponse, 403: errorResponse } as const;

export async function deliveryAdminRoutes(scope: FastifyInstance): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/pincodes/rules',
    {
      schema: {
        tags: ['admin'],
        summary: 'The PIN ranges not served, or served without cash on delivery',
        operationId: 'adminListPinRules',
        security: bearer,
        querystring: noQuery,
        response: { 200: pinRuleList, 400: errorResponse, ...guarded },
      },
    },
    async () => ({ data: await pinRules(api.db) }),
  );

  const audited =
    (actor: { id: string; email: string }, action: string, range: string): RuleChangeHook =>
    (tx, { before, after }) =>
      recordAudit(tx, { actor, action, entity: 'pincodes', entityId: range, before, after });

  api.post(
    '/pincodes/rules',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary:
          "Mark a PIN or range not served ('blocked') or served without cash on delivery ('noCod') (owner only)",
        operationId: 'adminSetPinRule',
        security: bearer,
        body: pinRuleRequest,
        response: { 200: pinRuleList, 400: errorResponse, ...guarded },
      },
    },
    async (req) => {
      const { range, kind } = req.body;
      const staff = staffOf(req);
      const { rules } = await setPinRange(
        api.db,
        range,
        kind,
        audited(staff, `pincodes.${kind === 'blocked' ? 'block' : 'no-cod'}`, range),
      );
      return { data: rules };
    },
  );

  api.post(
    '/pincodes/allow',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Serve a PIN or range normally again (removes the rules inside it) (owner only)',
        operationId: 'adminAllowPins',
        security: bearer,
        body: pinRangeRequest,
        response: { 200: pinRuleList, 400: errorResponse, ...guarded },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const { rules } = await setPinRange(
        api.db,
        req.body.range,
        null,
        audited(staff, 'pincodes.allow', req.body.range),
      );
      return { data: rules };
    },
  );
}
