// The shopper's shipment and Shiprocket's tracking webhook (docs/shipping.md).
import {
  errorResponse,
  orderIdParams,
  orderLookupQuery,
  orderShipmentAnswer,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddressKey } from '../../lib/rate-limiter.ts';
import { notFound, unauthenticated } from '../../lib/domain-error.ts';
import { trackOrder } from '../../modules/orders/index.ts';
import {
  SHIPPING_WEBHOOK_PATH,
  readSettingsRow,
  shipmentOfOrder,
  shiprocketWebhookUpdate,
  webhookTokenMatches,
} from '../../modules/shipping/index.ts';
import { returnLabelPdf } from './return-pickups.service.ts';
import { applyCourierUpdate, type ShippingPorts } from './tracking.service.ts';

export const shippingRoutesWith = (ports: ShippingPorts) =>
  async function shippingRoutes(scope: FastifyInstance): Promise<void> {
    await routes(scope, ports);
  };

async function routes(scope: FastifyInstance, ports: ShippingPorts): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/orders/:id/shipment',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['orders'],
        summary: "The order's shipment: courier, AWB, tracking link, estimate and dated events",
        operationId: 'getOrderShipment',
        security: [{ bearer: [] }, {}],
        description:
          'The same access rule as GET /orders/{id}; `shipment` is null before shipping.',
        params: orderIdParams,
        querystring: orderLookupQuery,
        response: {
          200: orderShipmentAnswer,
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req) => {
      const order = await trackOrder(app.db, app.rateLimiter, {
        rawId: req.params.id,
        userId: req.user?.id ?? null,
        contactInfo: req.query.contactInfo,
        clientKey: clientAddressKey(req.ip),
        maxFailures: app.config.orders.lookupMaxFailures,
        windowSeconds: app.config.orders.lookupWindowSeconds,
      });
      return { shipment: await shipmentOfOrder(app.db, order.id) };
    },
  );

  returnLabelRoute(app);

  app.post(
    SHIPPING_WEBHOOK_PATH.replace('/api/v1', ''),
    {
      schema: {
        tags: ['shipping'],
        summary: "Shiprocket's tracking webhook (a new scan of a shipment)",
        operationId: 'shiprocketTrackingWebhook',
        security: [],
        description:
          'Authenticated by the x-api-key token the owner set in Shiprocket (Settings > API > ' +
          'Webhooks) and in the store; anything else is a 401 and changes nothing. Each event is ' +
          'stored once: a repeated or late event changes nothing.',
        body: z.record(z.string(), z.unknown()),
        response: {
          200: z.object({ accepted: z.boolean(), fresh: z.number().int() }).strict(),
          400: errorResponse,
          401: errorResponse,
        },
      },
    },
    async (req) => {
      const settings = await readSettingsRow(app.db);
      const sent = req.headers['x-api-key'];
      if (
        !webhookTokenMatches(
          typeof sent === 'string' ? sent : undefined,
          settings.shiprocketWebhookToken,
        )
      ) {
        throw unauthenticated('Unknown webhook token');
      }
      const update = shiprocketWebhookUpdate(req.body);
      if (!update) return { accepted: false, fresh: 0 };
      const applied = await applyCourierUpdate(app.db, 'shiprocket', update, ports);
      // Shiprocket wants a 200 for every delivery; an AWB the store does not know is ignored.
      return { accepted: applied !== null, fresh: applied?.fresh.length ?? 0 };
    },
  );
}

/** A self-shipped return's label, for the shopper under the order's own access rule. */
function returnLabelRoute(scope: FastifyInstance): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/orders/:id/returns/:returnId/label',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['orders'],
        summary: "A self-shipped return's label (PDF) for the shopper to print",
        operationId: 'getReturnLabel',
        security: [{ bearer: [] }, {}],
        description:
          'The same access rule as GET /orders/{id}. The shop is the destination, the store’s ' +
          'own reference the barcode. 404 when the return has no label of the store to print ' +
          '(a courier pickup brings its own).',
        params: orderIdParams.extend({
          returnId: z.coerce
            .number()
            .int()
            .min(1)
            .max(2 ** 31 - 1),
        }),
        querystring: orderLookupQuery,
        response: {
          200: {
            description: 'The return label, 4 x 6 inch',
            content: { 'application/pdf': { schema: z.string() } },
          },
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const order = await trackOrder(app.db, app.rateLimiter, {
        rawId: req.params.id,
        userId: req.user?.id ?? null,
        contactInfo: req.query.contactInfo,
        clientKey: clientAddressKey(req.ip),
        maxFailures: app.config.orders.lookupMaxFailures,
        windowSeconds: app.config.orders.lookupWindowSeconds,
      });
      const pdf = await returnLabelPdf(app.db, order.id, req.params.returnId);
      if (!pdf) throw notFound('No return label for this return');
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="return-${req.params.returnId}.pdf"`)
          // A Buffer goes out as it is: Fastify serialises only what is not already bytes.
          .send(pdf as unknown as string)
      );
    },
  );
}
