// POST /payments answers 200 with { success, error } for refusals a shopper can act on (the
// order is not Pending, a form value breaks a rule, the method is not offered), as the
// payment screen in docs/product/storefront.md reads them; 400 for a malformed request, 401 without a valid token, 404 for an
// order that does not exist or is someone else's (one answer for both).
import {
  errorResponse,
  noQuery,
  paymentFieldsResponse,
  paymentRequest,
  paymentResponse,
  paymentStatusQuery,
  paymentStatusResponse,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyOf } from '../orders/index.ts';
import { acceptFormBodies, formFields } from './form-body.ts';
import { limitGatewayPosts } from './gateway-post-limit.ts';
import { getPaymentFields, getPaymentStatus, startPaymentOnce } from './payments.service.ts';
import { confirmPayuPayment } from './payu-confirmation.service.ts';
import { gatewayTransport, gatewayVerifier } from './reconcile.service.ts';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/fields',
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['payments'],
        summary: 'The payment form: methods this store offers and the payer fields',
        operationId: 'getPaymentFields',
        security: [{ bearer: [] }, {}],
        querystring: noQuery,
        response: { 200: paymentFieldsResponse, 400: errorResponse },
      },
    },
    async (req) => getPaymentFields(app.db, app.config, req.user),
  );

  app.post(
    '/payments',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Pay a Pending order of the signed-in shopper',
        operationId: 'startPayment',
        description:
          'Refusals the shopper can act on are 200 { success: false, error }. An ' +
          '`Idempotency-Key` header makes retries safe: the same key and body within 24 hours ' +
          'answers the first reply again; the same key with another body is a 422.',
        security: [{ bearer: [] }],
        body: paymentRequest,
        response: {
          200: paymentResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const key = idempotencyKeyOf(req.headers['idempotency-key']);
      const result = await startPaymentOnce(
        app.db,
        app.config,
        req.user!.id,
        req.body,
        {
          userAgent: req.headers['user-agent'],
          ip: req.ip,
          transport: gatewayTransport(app),
          log: req.log,
        },
        key,
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return result.body;
    },
  );

  app.get(
    '/payments/status',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: "Whether the shopper's order is paid (polled by the UPI QR screen)",
        operationId: 'getPaymentStatus',
        security: [{ bearer: [] }],
        querystring: paymentStatusQuery,
        response: {
          200: paymentStatusResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (req) => getPaymentStatus(app.db, req.user!.id, req.query.orderId),
  );

  await app.register(payuCallbackRoutes);
};

/** PayU's two ways of reporting back, in their own scope so only they take form bodies. */
const payuCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  const gatewayPosts = limitGatewayPosts(app, 'payu');
  const verify = gatewayVerifier(app);

  app.post(
    '/payments/payu/return',
    {
      schema: {
        tags: ['payments'],
        summary: "PayU's browser return (surl and furl): verifies, records, redirects (303)",
        operationId: 'receivePayuReturn',
        security: [],
        body: formFields,
        response: {
          303: {
            description: 'To the thank-you page, or back to the payment page with the outcome',
            content: { 'text/plain': { schema: z.literal('') } },
          },
          400: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const result = await confirmPayuPayment(
        app.db,
        app.config,
        req.body,
        'return',
        req.log,
        verify,
      );
      if (result.accepted) await gatewayPosts.refund(req);
      const base = app.config.publicUrl;
      const order = result.orderId ? encodeURIComponent(result.orderId) : null;
      // The storefront's pages: thank you, or the payment page with the outcome to show.
      const target = !order
        ? `${base}/orders`
        : result.state === 'paid'
          ? `${base}/order-success?orderId=${order}`
          : `${base}/payment?orderId=${order}&payment=${result.state}`;
      return reply.redirect(target, 303);
    },
  );

  app.post(
    '/payments/payu/notify',
    {
      schema: {
        tags: ['payments'],
        summary: "PayU's server-to-server notification: 200 when believed, 400 when not",
        operationId: 'receivePayuNotification',
        security: [],
        body: formFields,
        response: {
          200: {
            description: 'Believed and applied (or a repeat of one that was)',
            content: { 'text/plain': { schema: z.literal('OK') } },
          },
          400: {
            description: 'Not believed (text), or a malformed body (the error shape)',
            content: {
              'text/plain': { schema: z.literal('Rejected') },
              'application/json': { schema: errorResponse },
            },
          },
        },
      },
    },
    async (req, reply) => {
      const result = await confirmPayuPayment(
        app.db,
        app.config,
        req.body,
        'webhook',
        req.log,
        verify,
      );
      if (result.accepted) await gatewayPosts.refund(req);
      return reply
        .code(result.accepted ? 200 : 400)
        .type('text/plain; charset=utf-8')
        .send(result.accepted ? 'OK' : 'Rejected');
    },
  );
};
