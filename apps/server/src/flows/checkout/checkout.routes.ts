// The checkout's two calls: the quote of a cart and placing the order. They sit in the flow, not
// in the orders module, because they price across catalog, offers, delivery, tax and store
// before the orders module records anything (docs/decisions/013-kernel-and-flows.md).
import {
  createOrderRequest,
  errorResponse,
  order,
  quoteRequest,
  quoteResponse,
  refusal,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddressKey } from '../../lib/rate-limiter.ts';
import { checkCityForPin } from '../../modules/delivery/index.ts';
import { idempotencyKeyOf } from '../../modules/orders/index.ts';
import { countCodeGuess, quoteOrder } from './order-pricing.service.ts';
import { createOrder } from './place-order.service.ts';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const storeTakesCod = () => app.config.payments.methods.includes('cod');
  // Offer codes that do not exist count per address as failed sign-ins do (decision 018).
  const codeGuesses = (ip: string) => ({
    clientKey: clientAddressKey(ip),
    max: app.config.auth.maxPerAddress,
    windowSeconds: app.config.auth.windowSeconds,
  });

  app.post(
    '/orders/quote',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['orders'],
        summary: 'The whole price of a cart before it is ordered (offer code, shipping, COD, tax)',
        operationId: 'quoteOrder',
        description:
          'Answers the subtotal, the offer code’s discount (or why it does not apply), shipping, ' +
          'the cash-on-delivery fee when `paymentMethod` is `cod`, the GST inside the prices, ' +
          'the total, the delivery estimate for `postalCode`, and whether cash on delivery is ' +
          'offered (and why not). With `city`, a city that is not where `postalCode` is gets a ' +
          '400, as `POST /orders` would. Nothing is held; `POST /orders` prices everything again. ' +
          'Offer codes that do not exist are counted per client address (429 past the limit).',
        security: [{ bearer: [] }, {}],
        body: quoteRequest,
        response: { 200: quoteResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (req) => {
      await countCodeGuess(app.db, app.rateLimiter, codeGuesses(req.ip), req.body.couponCode);
      const { city, ...request } = req.body;
      if (city !== undefined && request.postalCode !== undefined) {
        await checkCityForPin(app.db, request.postalCode, city, 'city');
      }
      return quoteOrder(app.db, req.user?.id ?? null, request, storeTakesCod());
    },
  );

  app.post(
    '/orders',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Place an order from the cart (prices and stock are decided by the server)',
        operationId: 'placeOrder',
        description:
          'Send `products` (product id to quantity) or `items` (with size and colour). An ' +
          '`Idempotency-Key` header makes retries safe: the same key and body within 24 hours ' +
          'answers the first order again; the same key with another body is a 422. An account ' +
          'may hold a few unpaid orders at once, and so may one client address ' +
          '(`MAX_OPEN_ORDERS_PER_ACCOUNT`, `MAX_OPEN_ORDERS_PER_ADDRESS`): past that the ' +
          'answer is 429 with `Retry-After`. An unpaid order is cancelled after ' +
          '`ORDER_HOLD_MINUTES` unless a card payment is in progress.',
        security: [{ bearer: [] }],
        body: createOrderRequest,
        response: {
          201: order,
          400: refusal('invalid', 'coupon_invalid', 'coupon_expired'),
          401: errorResponse,
          409: refusal('conflict', 'out_of_stock', 'coupon_used_up'),
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const key = idempotencyKeyOf(req.headers['idempotency-key']);
      await countCodeGuess(app.db, app.rateLimiter, codeGuesses(req.ip), req.body.couponCode);
      const user = req.user!;
      const { holdMinutes, maxOpenPerAccount, maxOpenPerAddress } = app.config.orders;
      const language = /^hi\b/i.test(req.headers['accept-language'] ?? '') ? 'hi' : 'en';
      const shopper = { id: user.id, email: user.email, language } as const;
      const result = await createOrder(app.db, shopper, req.body, key, {
        clientKey: clientAddressKey(req.ip),
        maxPerAccount: maxOpenPerAccount,
        maxPerAddress: maxOpenPerAddress,
        holdMinutes,
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      // Only successful creations are remembered, so a replay is a 201 too.
      return reply.code(201).send(result.order);
    },
  );
};
