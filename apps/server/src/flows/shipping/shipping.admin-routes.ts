// The admin's Ship screen and courier settings (docs/shipping.md): under /api/v1/admin, behind
// the staff token the admin scope checks already. Settings are the owner's; shipping is staff work.
import {
  bookParcelsRequest,
  bookParcelsResponse,
  courierManifestResponse,
  errorResponse,
  failedDeliveryAction,
  failedDeliveryList,
  orderIdParams,
  labelsQuery,
  manifestQuery,
  noQuery,
  shipQueueResponse,
  shippingSettingsUpdate,
  shippingSettingsView,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../kernel/audit.ts';
import { requireOwner, staffOf } from '../../plugins/admin-auth.ts';
import {
  doubleAwareFetch,
  readShippingSettings,
  updateShippingSettings,
} from '../../modules/shipping/index.ts';
import { courierManifestOf } from './courier-manifest.service.ts';
import { labelsOf, manifestOf } from './documents.service.ts';
import { actOnFailedDelivery, listFailedDeliveries } from './failed-delivery.service.ts';
import { bookParcels, shipQueue } from './ship.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const bearer = [{ bearer: [] }];
const guarded = { 401: errorResponse, 403: errorResponse } as const;
const pdfAnswer = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: z.string() } },
});

export async function shippingAdminRoutes(scope: FastifyInstance): Promise<void> {
  const api: ZodApp = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/shipping/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'The courier settings; secrets only as their last four characters',
        operationId: 'adminShippingSettings',
        security: bearer,
        querystring: noQuery,
        response: { 200: shippingSettingsView, 400: errorResponse, ...guarded },
      },
    },
    async () => readShippingSettings(api.db, api.config),
  );

  api.put(
    '/shipping/settings',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Change the courier settings (owner only); a secret left out keeps its value',
        operationId: 'adminUpdateShippingSettings',
        security: bearer,
        body: shippingSettingsUpdate,
        response: { 200: shippingSettingsView, 400: errorResponse, ...guarded },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const view = await updateShippingSettings(api.db, api.config, req.body);
      // The log says what changed, never a secret's value.
      await recordAudit(api.db, {
        actor: staff,
        action: 'shipping.settings',
        entity: 'store',
        entityId: 'shipping',
        after: { ...view, shiprocket: { ...view.shiprocket } },
      });
      return view;
    },
  );

  registerShipRoutes(api);
  registerCourierManifestRoute(api);
  registerFailedRoutes(api);
}

/** The Ship screen: the queue, booking, labels and the manifest. */
function registerShipRoutes(api: ZodApp): void {
  api.get(
    '/shipping/queue',
    {
      schema: {
        tags: ['admin'],
        summary: 'Processing orders not yet booked with a courier, with the default package',
        operationId: 'adminShipQueue',
        security: bearer,
        querystring: noQuery,
        response: { 200: shipQueueResponse, 400: errorResponse, ...guarded },
      },
    },
    async () => shipQueue(api.db),
  );

  api.post(
    '/shipping/book',
    {
      schema: {
        tags: ['admin'],
        summary: 'Book the picked orders with the courier; each booked order moves to Shipped',
        description:
          'Each parcel is answered booked (AWB, courier) or failed (the reason); a failed one ' +
          'stays Processing and nothing of it is kept.',
        operationId: 'adminBookParcels',
        security: bearer,
        body: bookParcelsRequest,
        response: { 200: bookParcelsResponse, 400: errorResponse, ...guarded },
      },
    },
    async (req) => bookParcels(api.db, api.config, staffOf(req), req.body, doubleAwareFetch(api)),
  );

  api.get(
    '/shipping/labels',
    {
      schema: {
        tags: ['admin'],
        summary: 'The labels of booked orders: one PDF, one 4 x 6 inch page each',
        operationId: 'adminShippingLabels',
        security: bearer,
        querystring: labelsQuery,
        response: {
          200: pdfAnswer('The labels'),
          400: errorResponse,
          404: errorResponse,
          ...guarded,
        },
      },
    },
    async (req, reply) => {
      const pdf = await labelsOf(api.db, req.query.orders.split(','));
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', 'inline; filename="labels.pdf"')
          // A Buffer goes out as it is: Fastify serialises only what is not already bytes.
          .send(pdf as unknown as string)
      );
    },
  );

  api.get(
    '/shipping/manifest',
    {
      schema: {
        tags: ['admin'],
        summary: "The day's manifest (IST): parcels handed over, the COD total, signature lines",
        operationId: 'adminShippingManifest',
        security: bearer,
        querystring: manifestQuery,
        response: { 200: pdfAnswer('The manifest, A4'), 400: errorResponse, ...guarded },
      },
    },
    async (req, reply) => {
      const pdf = await manifestOf(api.db, req.query.date);
      return (
        reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `inline; filename="manifest-${req.query.date ?? 'today'}.pdf"`,
          )
          // A Buffer goes out as it is: Fastify serialises only what is not already bytes.
          .send(pdf as unknown as string)
      );
    },
  );
}

/** The courier's own manifest (Shiprocket's generate and print), beside the store's PDF. */
function registerCourierManifestRoute(api: ZodApp): void {
  api.post(
    '/shipping/courier-manifest',
    {
      schema: {
        tags: ['admin'],
        summary: "The courier's own manifest of the day's parcels (IST): the URL of its PDF",
        description:
          'Shiprocket generates the manifest of the parcels not manifested yet, then prints ' +
          "the manifest of all the day's parcels. 409 with the reason when the courier refuses " +
          "or for self-ship (which has the store's manifest only); 404 when none was booked.",
        operationId: 'adminCourierManifest',
        security: bearer,
        body: manifestQuery,
        response: {
          200: courierManifestResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          ...guarded,
        },
      },
    },
    async (req) =>
      courierManifestOf(api.db, api.config, doubleAwareFetch(api), staffOf(req), req.body.date),
  );
}

/** The failed-delivery queue and the owner's answer, sent to the courier. */
function registerFailedRoutes(api: ZodApp): void {
  api.get(
    '/shipping/failed',
    {
      schema: {
        tags: ['admin'],
        summary: "Parcels with a failed delivery attempt and the courier's reason",
        operationId: 'adminFailedDeliveries',
        security: bearer,
        querystring: noQuery,
        response: { 200: failedDeliveryList, 400: errorResponse, ...guarded },
      },
    },
    async () => listFailedDeliveries(api.db),
  );

  api.post(
    '/shipping/failed/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Try a failed delivery again (new date, address or phone) or return it to origin',
        description:
          "Sent to the courier (Shiprocket's NDR action); answers the queue as it is now.",
        operationId: 'adminActOnFailedDelivery',
        security: bearer,
        params: orderIdParams,
        body: failedDeliveryAction,
        response: {
          200: failedDeliveryList,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          ...guarded,
        },
      },
    },
    async (req) =>
      actOnFailedDelivery(
        api.db,
        api.config,
        doubleAwareFetch(api),
        staffOf(req),
        req.params.id,
        req.body,
      ),
  );
}
