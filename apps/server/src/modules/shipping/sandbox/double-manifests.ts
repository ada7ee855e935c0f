// The Shiprocket double's manifests and order cancelling (shiprocket-double.ts), as Shiprocket's
// external API documents them: POST /manifests/generate takes shipment ids whose AWB is assigned
// and pickup generated, and refuses a shipment manifested before; POST /manifests/print takes the
// Shiprocket order ids of manifested shipments and answers a manifest_url, which the double serves
// as a real PDF. POST /orders/cancel cancels orders by their Shiprocket ids (a return order too).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { manifestPdf } from '../label-pdf.ts';
import { SHIPROCKET_DOUBLE_PREFIX } from '../shipping-config.ts';
import {
  BASE,
  anyBody,
  guardOf,
  hidden,
  istStamp,
  type DoubleShipment,
  type DoubleState,
} from './double-state.ts';

const idsOf = (v: unknown): number[] =>
  Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];

const refuse = (message: string) => ({ message, status_code: 400 });

/** The shipments of a generate call, or Shiprocket's reason for refusing them all. */
function manifestable(state: DoubleState, ids: number[]): DoubleShipment[] | string {
  if (ids.length === 0) return 'The shipment id field is required.';
  const found: DoubleShipment[] = [];
  for (const id of ids) {
    const s = state.shipments.get(id);
    if (!s || s.cancelled || s.isReturn !== undefined) return `Invalid shipment id ${id}`;
    if (!s.awb || !s.pickupScheduled) {
      return `AWB must be assigned and pickup generated for shipment id ${id} before its manifest`;
    }
    if (s.manifestId !== undefined) return `Manifest already generated for shipment id ${id}`;
    found.push(s);
  }
  return found;
}

export function registerManifests(scope: FastifyInstance, state: DoubleState): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const guard = guardOf(state);
  const urlOf = (name: string) =>
    `${app.config.publicUrl.replace(/\/+$/, '')}${SHIPROCKET_DOUBLE_PREFIX}/manifests/${name}.pdf`;

  app.post(
    `${BASE}/manifests/generate`,
    { schema: { ...hidden, body: anyBody }, ...guard },
    async (req, reply) => {
      const found = manifestable(state, idsOf(req.body.shipment_id));
      if (typeof found === 'string') return reply.code(400).send(refuse(found));
      const id = state.nextId++;
      for (const s of found) s.manifestId = id;
      state.manifests.set(id, found);
      return { status: 1, manifest_url: urlOf(`MANIFEST-${id}`) };
    },
  );

  app.post(
    `${BASE}/manifests/print`,
    { schema: { ...hidden, body: anyBody }, ...guard },
    async (req, reply) => {
      const orderIds = idsOf(req.body.order_ids);
      if (orderIds.length === 0) {
        return reply.code(400).send(refuse('The order ids field is required.'));
      }
      const found: DoubleShipment[] = [];
      for (const orderId of orderIds) {
        const s = [...state.shipments.values()].find((x) => x.srOrderId === orderId);
        if (!s || s.manifestId === undefined) {
          return reply
            .code(400)
            .send(refuse(`Manifest is not generated for order id ${orderId}: generate it first`));
        }
        found.push(s);
      }
      const id = state.nextId++;
      state.manifests.set(id, found);
      return { manifest_url: urlOf(`MANIFEST-${id}`) };
    },
  );

  app.get(
    `${SHIPROCKET_DOUBLE_PREFIX}/manifests/:name`,
    { schema: { ...hidden, params: z.object({ name: z.string().regex(/^MANIFEST-\d+\.pdf$/) }) } },
    async (req, reply) => {
      const shipments = state.manifests.get(Number(req.params.name.replace(/\D/g, '')));
      if (!shipments) return reply.code(404).send({ message: 'No such manifest' });
      const pdf = await manifestPdf({
        storeName: 'Shiprocket',
        day: istStamp(new Date()).slice(0, 10),
        parcels: shipments.map((s) => ({
          awb: s.awb ?? '',
          courier: s.courier,
          orderId: s.channelOrderId,
          name: String(s.order.billing_customer_name ?? ''),
          pin: String(s.order.billing_pincode ?? ''),
          weightGrams: Math.round(Number(s.order.weight) * 1000),
          codPaise:
            s.order.payment_method === 'COD' ? Math.round(Number(s.order.sub_total) * 100) : 0,
        })),
      });
      return reply.type('application/pdf').send(pdf);
    },
  );

  // "Cancel an Order": by Shiprocket order ids; a cancelled return order is never picked up.
  app.post(
    `${BASE}/orders/cancel`,
    { schema: { ...hidden, body: anyBody }, ...guard },
    async (req, reply) => {
      const ids = idsOf(req.body.ids);
      const found = ids.map((id) => [...state.shipments.values()].find((x) => x.srOrderId === id));
      if (ids.length === 0 || found.some((s) => !s)) {
        return reply.code(422).send({
          message: 'Oops! Invalid Data.',
          errors: { ids: ['The selected ids is invalid.'] },
          status_code: 422,
        });
      }
      const picked = found.find((s) => s!.scans.some((x) => Number(x['sr-status']) === 42));
      if (picked) {
        return reply
          .code(400)
          .send(refuse(`Order ${picked.srOrderId} is already picked up: it cannot be cancelled`));
      }
      for (const s of found) {
        s!.cancelled = true;
        s!.statusId = 8;
      }
      return reply.code(204).send();
    },
  );
}
