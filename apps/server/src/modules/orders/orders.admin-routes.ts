// The admin's order routes and the Today screen. Staff and owners may work orders; each move
// goes through the same services as the command line, in one transaction with its audit entry.
import { Readable } from 'node:stream';
import {
  adminOrderDetail,
  adminOrderListResponse,
  adminOrderQuery,
  errorResponse,
  markPaidRequest,
  noQuery,
  orderIdParams,
  orderMoveRequest,
  packingSlipResponse,
  shipOrderRequest,
  todayResponse,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../plugins/admin-auth.ts';
import {
  listOrdersForAdmin,
  moveOrderAsStaff,
  orderDetailForAdmin,
  ordersCsv,
  packingSlip,
  type AdminMove,
  type AdminOrderPayments,
} from './order-admin.service.ts';
import { today } from './today.service.ts';

const bearer = [{ bearer: [] }];
const guarded = { 401: errorResponse, 403: errorResponse } as const;

export interface OrdersAdminOptions {
  payments: AdminOrderPayments;
}

export async function ordersAdminRoutes(
  scope: FastifyInstance,
  options: OrdersAdminOptions,
): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const { payments } = options;

  api.get(
    '/today',
    {
      schema: {
        tags: ['admin'],
        summary:
          'What waits (payment, confirmation, shipping), revenue today, 7 and 30 days (IST), sales per day, low stock, unread messages',
        operationId: 'adminToday',
        security: bearer,
        querystring: noQuery,
        response: { 200: todayResponse, 400: errorResponse, ...guarded },
      },
    },
    async () => today(api.db, payments),
  );

  api.get(
    '/orders',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Orders newest first, by status tab, search (order number, phone, email or name), IST days and page',
        operationId: 'adminListOrders',
        security: bearer,
        querystring: adminOrderQuery,
        response: { 200: adminOrderListResponse, 400: errorResponse, ...guarded },
      },
    },
    async (req) => listOrdersForAdmin(api.db, req.query),
  );

  api.get(
    '/orders.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The filtered order list as CSV (same filters as GET /admin/orders, every page)',
        operationId: 'adminExportOrders',
        security: bearer,
        querystring: adminOrderQuery.omit({ page: true }),
        response: {
          200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
          400: errorResponse,
          ...guarded,
        },
      },
    },
    async (req, reply) => {
      // The first batch is read before answering, so a database fault is still a clean 500.
      const rows = ordersCsv(api.db, req.query);
      const first = await rows.next();
      async function* all() {
        if (!first.done) yield first.value;
        yield* rows;
      }
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="orders.csv"')
          // A stream of CSV text; the schema's string type cannot say "stream".
          .send(Readable.from(all()) as unknown as string)
      );
    },
  );

  api.get(
    '/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One order with its lines, address, payment events, history and allowed moves',
        operationId: 'adminGetOrder',
        security: bearer,
        params: orderIdParams,
        querystring: noQuery,
        response: { 200: adminOrderDetail, 400: errorResponse, 404: errorResponse, ...guarded },
      },
    },
    async (req) => orderDetailForAdmin(api.db, payments, req.params.id),
  );

  api.get(
    '/orders/:id/packing-slip',
    {
      schema: {
        tags: ['admin'],
        summary: "What the order's packing slip prints: shop, address, lines, cash to collect",
        operationId: 'adminPackingSlip',
        security: bearer,
        params: orderIdParams,
        querystring: noQuery,
        response: { 200: packingSlipResponse, 400: errorResponse, 404: errorResponse, ...guarded },
      },
    },
    async (req) => packingSlip(api.db, req.params.id),
  );

  orderMoveRoutes(scope, payments);
}

/** Staff moves on one order: ship, deliver, cancel, refund and the like. */
function orderMoveRoutes(scope: FastifyInstance, payments: AdminOrderPayments): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const moveResponses = {
    200: adminOrderDetail,
    400: errorResponse,
    404: errorResponse,
    409: errorResponse,
    ...guarded,
  };
  const move = (req: Parameters<typeof staffOf>[0], id: string, m: AdminMove) =>
    moveOrderAsStaff(api.db, payments, staffOf(req), id, m);

  api.post(
    '/orders/:id/ship',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ship a processing order with the courier and tracking number',
        description:
          'expectedVersion (the version the screen showed) makes a stale copy a 409 instead of a silent overwrite.',
        operationId: 'adminShipOrder',
        security: bearer,
        params: orderIdParams,
        body: shipOrderRequest,
        response: moveResponses,
      },
    },
    async (req) => move(req, req.params.id, { kind: 'ship', input: req.body }),
  );

  api.post(
    '/orders/:id/mark-paid',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Record a payment seen by the owner (UPI, bank transfer); the amount must equal the total',
        operationId: 'adminMarkOrderPaid',
        security: bearer,
        params: orderIdParams,
        body: markPaidRequest,
        response: moveResponses,
      },
    },
    async (req) => move(req, req.params.id, { kind: 'mark-paid', input: req.body }),
  );

  api.post(
    '/orders/:id/deliver',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a shipped order delivered (cash on delivery: the money came in)',
        operationId: 'adminDeliverOrder',
        security: bearer,
        params: orderIdParams,
        body: orderMoveRequest.nullish(),
        response: moveResponses,
      },
    },
    async (req) => move(req, req.params.id, { kind: 'deliver', input: req.body ?? {} }),
  );

  api.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cancel a pending or processing order; its units go back in stock',
        operationId: 'adminCancelOrder',
        security: bearer,
        params: orderIdParams,
        body: orderMoveRequest.nullish(),
        response: moveResponses,
      },
    },
    async (req) => move(req, req.params.id, { kind: 'cancel', input: req.body ?? {} }),
  );
}
