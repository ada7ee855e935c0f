// The owner's returns queue (issue 31 items 5 and 9; docs/returns.md): list, the steps of a
// request, the numbers and their CSV, and what is not returnable. Owner only: a step moves money
// and stock. Each step is one transaction with its audit entry and mail (owner.service.ts).
import {
  errorResponse,
  returnApproveInput,
  returnExchangeInput,
  returnIdParams,
  returnPayoutInput,
  returnReceiveInput,
  returnRejectInput,
  returnRequest,
  type ReturnRequest,
  returnsQueue,
  returnsQueueQuery,
  returnsReport,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwner, staffOf } from '../../plugins/admin-auth.ts';
import {
  approveReturn,
  exchangeReturn,
  receiveReturn,
  recordReturnPayout,
  refundReturn,
  rejectReturn,
  type OwnerContext,
} from './owner.service.ts';
import type { ReturnsPorts } from './ports.ts';
import { queueItem } from './queue.ts';
import { returnsCsv, returnsReport as reportOf } from './report.service.ts';
import { returnsQueue as queueOf } from './returns.repository.ts';
import { exclusionsView, setExclusion } from './exclusions.service.ts';

const bearer = [{ bearer: [] }];
const guarded = { 401: errorResponse, 403: errorResponse } as const;
const stepAnswers = {
  200: returnRequest,
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  ...guarded,
} as const;
const exclusion = z
  .object({ kind: z.enum(['product', 'category']), value: z.string().trim().min(1).max(120) })
  .strict();
const exclusions = z.object({
  notReturnable: z.array(exclusion.extend({ title: z.string().nullable() })),
});

export async function returnsAdminRoutes(
  scope: FastifyInstance,
  options: { ports: ReturnsPorts },
): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: Parameters<typeof staffOf>[0]): OwnerContext => {
    const staff = staffOf(req);
    return {
      db: api.db,
      actor: { id: staff.id, email: staff.email },
      ports: options.ports,
      publicUrl: api.config.publicUrl,
      place: { config: api.config, app: scope },
    };
  };

  api.get(
    '/returns',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'The returns queue, newest first, by state (owner only)',
        operationId: 'adminReturns',
        security: bearer,
        querystring: returnsQueueQuery,
        response: { 200: returnsQueue, 400: errorResponse, ...guarded },
      },
    },
    async (req) => ({ returns: (await queueOf(api.db, req.query.state)).map(queueItem) }),
  );

  api.get(
    '/returns/report',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Returns by reason and product, exchange share, days to refund (owner only)',
        operationId: 'adminReturnsReport',
        security: bearer,
        response: { 200: returnsReport, ...guarded },
      },
    },
    async () => reportOf(api.db),
  );

  const step = <B extends z.ZodTypeAny>(
    name: string,
    summary: string,
    body: B,
    run: (c: OwnerContext, id: number, input: z.output<B>) => Promise<ReturnRequest>,
  ) =>
    api.post(
      `/returns/:id/${name}`,
      {
        onRequest: requireOwner,
        schema: {
          tags: ['admin'],
          summary: `${summary} (owner only)`,
          operationId: `adminReturn${name[0]!.toUpperCase()}${name.slice(1)}`,
          security: bearer,
          params: returnIdParams,
          body,
          response: stepAnswers,
        },
      },
      async (req) => run(ctx(req), req.params.id, req.body as z.output<B>),
    );

  step(
    'approve',
    'Approve a return: courier pickup, or the shopper ships it',
    returnApproveInput,
    (c, id, b) => approveReturn(c, id, b.pickup),
  );
  step('reject', 'Reject a return with a reason the shopper reads', returnRejectInput, (c, id, b) =>
    rejectReturn(c, id, b.reason),
  );
  step(
    'receive',
    'Mark a return received: each unit restocked or written off',
    returnReceiveInput,
    (c, id, b) => receiveReturn(c, id, b.lines),
  );
  step(
    'refund',
    'Refund a received return through the refunds in use',
    z.object({}).strict(),
    (c, id) => refundReturn(c, id),
  );
  step(
    'payout',
    'Record the refund the owner paid herself, with its reference',
    returnPayoutInput,
    (c, id, b) => recordReturnPayout(c, id, b.reference),
  );
  step('exchange', 'Send the kept size as a ₹0 exchange order', returnExchangeInput, (c, id, b) =>
    exchangeReturn(c, id, b),
  );

  exclusionRoutes(scope);
}

/** The report as CSV, and what is not returnable: a product or a category (exclusions.service.ts). */
function exclusionRoutes(scope: FastifyInstance): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/returns/report.csv',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Every return line as CSV (owner only)',
        operationId: 'adminReturnsCsv',
        security: bearer,
        response: {
          200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
          ...guarded,
        },
      },
    },
    async (_req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="returns.csv"')
        .send(await returnsCsv(api.db)),
  );

  api.get(
    '/returns/not-returnable',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Products and categories marked not returnable (owner only)',
        operationId: 'adminNotReturnable',
        security: bearer,
        response: { 200: exclusions, ...guarded },
      },
    },
    async () => exclusionsView(api.db),
  );

  api.put(
    '/returns/not-returnable',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Mark a product or category not returnable, or returnable again (owner only)',
        operationId: 'adminSetNotReturnable',
        security: bearer,
        body: exclusion.extend({ notReturnable: z.boolean() }),
        response: { 200: exclusions, 400: errorResponse, 404: errorResponse, ...guarded },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      await setExclusion(api.db, { id: staff.id, email: staff.email }, req.body);
      return exclusionsView(api.db);
    },
  );
}
