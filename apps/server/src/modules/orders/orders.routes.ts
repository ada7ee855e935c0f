import {
  cancelOrderRequest,
  codConfirmBody,
  codConfirmQuery,
  codConfirmResponse,
  orderCodOfferResponse,
  errorResponse,
  order,
  orderIdParams,
  orderListQuery,
  orderListResponse,
  orderCreditNoteQuery,
  orderLookupQuery,
  orderReadQuery,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddressKey } from '../../lib/rate-limiter.ts';
import {
  listShopperOrders,
  orderCreditNotePdf,
  orderInvoicePdf,
  trackOrder,
} from './order-lookup.service.ts';
import { codLinkState, codOfferForOrder, confirmCodOrder } from './cod.service.ts';
import { cancelOrderAsShopper } from './shopper-cancel.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCodRoutes(app);
  registerOrderLookupRoutes(app);
  registerCreditNoteRoute(app);
  registerShopperActions(app);
};

/** What the shopper does to her own order (docs/decisions/024, "The shopper cancels"). */
function registerShopperActions(app: ZodApp): void {
  app.post(
    '/orders/:id/cancel',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'The shopper cancels her own pending or processing order, with a reason',
        operationId: 'cancelOwnOrder',
        description:
          'Its stock goes back, an issued invoice gets a credit note, and money already taken ' +
          'is recorded as a refund due (the answer’s `cancellation`). Another shopper’s order ' +
          'answers 404, as look-ups do; a shipped, delivered or cancelled one 409.',
        security: [{ bearer: [] }],
        params: orderIdParams,
        body: cancelOrderRequest.nullish(),
        response: {
          200: order,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (req) => cancelOrderAsShopper(app.db, req.user!.id, req.params.id, req.body?.reason),
  );
}

// Order look-ups by someone who has not shown they may see the order are counted per address.
function lookupBy(app: ZodApp, ip: string) {
  return {
    clientKey: clientAddressKey(ip),
    maxFailures: app.config.orders.lookupMaxFailures,
    windowSeconds: app.config.orders.lookupWindowSeconds,
  };
}

/** Cash on delivery: the offer for an unpaid order and the confirmation link. */
function registerCodRoutes(app: ZodApp): void {
  const storeTakesCod = () => app.config.payments.methods.includes('cod');

  app.get(
    '/orders/:id/cod',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Whether cash on delivery is offered for an unpaid order, its fee, and why not',
        operationId: 'orderCodOffer',
        security: [{ bearer: [] }],
        params: orderIdParams,
        response: { 200: orderCodOfferResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (req) => codOfferForOrder(app.db, req.params.id, req.user!.id, storeTakesCod()),
  );

  app.get(
    '/orders/:id/confirm-cod',
    {
      schema: {
        tags: ['orders'],
        summary: 'Where a cash-on-delivery confirmation link stands (changes nothing)',
        operationId: 'codLinkState',
        description:
          'Without the order’s own link the answer is `invalid`, exactly as for an order that ' +
          'does not exist; such answers count as failed order look-ups (429 for a while).',
        security: [],
        params: orderIdParams,
        querystring: codConfirmQuery,
        response: { 200: codConfirmResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (req) =>
      codLinkState(app.db, app.rateLimiter, lookupBy(app, req.ip), req.params.id, req.query.token),
  );

  app.post(
    '/orders/:id/confirm-cod',
    {
      schema: {
        tags: ['orders'],
        summary: 'Confirms a cash-on-delivery order with the single-use link from its mail',
        operationId: 'confirmCod',
        security: [],
        params: orderIdParams,
        body: codConfirmBody,
        response: { 200: codConfirmResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (req) =>
      confirmCodOrder(
        app.db,
        app.rateLimiter,
        lookupBy(app, req.ip),
        req.params.id,
        req.body.token,
      ),
  );
}

/** The shopper's orders, one order, and its invoice. */
function registerOrderLookupRoutes(app: ZodApp): void {
  app.get(
    '/orders',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: "The signed-in shopper's orders, newest first",
        operationId: 'listOrders',
        security: [{ bearer: [] }],
        querystring: orderListQuery,
        response: { 200: orderListResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (req) => listShopperOrders(app.db, req.user!.id, req.query.limit, req.query.lang),
  );

  app.get(
    '/orders/:id',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['orders'],
        summary: 'One order, for its owner or for whoever gives its email or phone',
        operationId: 'getOrder',
        security: [{ bearer: [] }, {}],
        description:
          'Without the owner’s token, `contactInfo` must be the email the order was placed ' +
          'with or its shipping phone. Otherwise the answer is 404 whether or not the order ' +
          'exists. Repeated failed lookups are answered 429 for a while.',
        params: orderIdParams,
        querystring: orderReadQuery,
        response: { 200: order, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (req) =>
      trackOrder(
        app.db,
        app.rateLimiter,
        {
          rawId: req.params.id,
          userId: req.user?.id ?? null,
          contactInfo: req.query.contactInfo,
          ...lookupBy(app, req.ip),
        },
        req.query.lang,
      ),
  );

  app.get(
    '/orders/:id/invoice',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['orders'],
        summary: "The order's tax invoice (or bill of supply) as a PDF, once it has shipped",
        operationId: 'getOrderInvoice',
        security: [{ bearer: [] }, {}],
        description:
          'The same access rule as GET /orders/{id}: the owner’s token, or `contactInfo`. ' +
          '404 until the invoice is issued, which happens when the order ships (docs/tax.md).',
        params: orderIdParams,
        querystring: orderLookupQuery,
        response: {
          200: {
            description: 'The invoice, A4, in PDF',
            content: { 'application/pdf': { schema: z.string() } },
          },
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const { pdf, orderId } = await orderInvoicePdf(app.db, app.rateLimiter, {
        rawId: req.params.id,
        userId: req.user?.id ?? null,
        contactInfo: req.query.contactInfo,
        ...lookupBy(app, req.ip),
      });
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="invoice-${orderId}.pdf"`)
          .header('cache-control', 'private, no-store')
          // A Buffer goes out as it is: Fastify serialises only what is not already bytes.
          .send(pdf as unknown as string)
      );
    },
  );
}

/** One of the order's credit notes (docs/returns.md), under the invoice's access rule. */
function registerCreditNoteRoute(app: ZodApp): void {
  app.get(
    '/orders/:id/credit-note',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['orders'],
        summary: "One of the order's credit notes as a PDF: a return's, or a cancellation's",
        operationId: 'getOrderCreditNote',
        security: [{ bearer: [] }, {}],
        description:
          'The same access rule as GET /orders/{id}/invoice. `refund` names a return’s note ' +
          '(the order’s `creditNotes` list them); without it, the note of a cancellation. ' +
          '404 when no such note was issued (docs/returns.md).',
        params: orderIdParams,
        querystring: orderCreditNoteQuery,
        response: {
          200: {
            description: 'The credit note, A4, in PDF',
            content: { 'application/pdf': { schema: z.string() } },
          },
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const { refund, contactInfo } = req.query;
      const { pdf, name } = await orderCreditNotePdf(
        app.db,
        app.rateLimiter,
        {
          rawId: req.params.id,
          userId: req.user?.id ?? null,
          contactInfo,
          ...lookupBy(app, req.ip),
        },
        refund === undefined ? undefined : Number(refund),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="credit-note-${name}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string);
    },
  );
}
