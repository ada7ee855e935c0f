// The Shiprocket double's labels, cancellations and tracking (shiprocket-double.ts).
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { labelsPdf } from '../label-pdf.ts';
import { readSettingsRow } from '../shipping.repository.ts';
import { pickupOf } from '../shipping-settings.service.ts';
import { SHIPROCKET_DOUBLE_PREFIX } from '../shipping-config.ts';
import {
  BASE,
  LABELS,
  anyBody,
  guardOf,
  hidden,
  istStamp,
  type DoubleShipment,
  type DoubleState,
  type Json,
} from './double-state.ts';

/** Labels, cancelling shipments, and tracking by AWB. */
export function registerDocumentsAndTracking(scope: FastifyInstance, state: DoubleState): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const guard = guardOf(state);
  app.post(
    `${BASE}/courier/generate/pickup`,
    { schema: { ...hidden, body: anyBody }, ...guard },
    async (req, reply) => {
      const ids = Array.isArray(req.body.shipment_id)
        ? (req.body.shipment_id as unknown[]).map(Number)
        : [];
      const found = ids.map((id) => state.shipments.get(id));
      if (ids.length === 0 || found.some((s) => !s?.awb)) {
        return reply
          .code(400)
          .send({ message: 'Please assign AWB before generating pickup', status_code: 400 });
      }
      for (const s of found)
        if (s) {
          s.pickupScheduled = true;
          s.statusId = 3;
        }
      return {
        pickup_status: 1,
        response: {
          pickup_scheduled_date: istStamp(new Date(Date.now() + 24 * 3600_000)),
          pickup_token_number: `Reference No: ${randomInt(1e5, 1e6)}`,
          status: 3,
          data: 'Pickup is scheduled',
        },
      };
    },
  );

  app.post(
    `${BASE}/courier/generate/label`,
    { schema: { ...hidden, body: anyBody }, ...guard },
    async (req) => {
      const ids = Array.isArray(req.body.shipment_id)
        ? (req.body.shipment_id as unknown[]).map(Number)
        : [];
      const ok = ids.filter((id) => state.shipments.get(id)?.awb);
      return {
        label_created: ok.length > 0 ? 1 : 0,
        label_url:
          ok.length > 0
            ? `${app.config.publicUrl}${SHIPROCKET_DOUBLE_PREFIX}/labels/${ok.join('-')}.pdf`
            : '',
        response: ok.length > 0 ? 'Label has been created and uploaded successfully!' : 'No AWB',
        not_created: ids.filter((id) => !ok.includes(id)),
      };
    },
  );

  app.get(
    `${SHIPROCKET_DOUBLE_PREFIX}/labels/:ids`,
    { schema: { ...hidden, params: z.object({ ids: z.string().regex(/^\d+(-\d+)*\.pdf$/) }) } },
    async (req, reply) => {
      const shipments = req.params.ids
        .replace('.pdf', '')
        .split('-')
        .map((id) => state.shipments.get(Number(id)))
        .filter((s) => s?.awb);
      const pickup = pickupOf(await readSettingsRow(app.db));
      const from = pickup ?? { name: '', address: '', city: '', state: '', pin: '', phone: '' };
      const pdf = await labelsPdf(
        shipments.map((s) => ({
          awb: s!.awb!,
          courier: s!.courier,
          orderId: s!.channelOrderId,
          codPaise:
            s!.order.payment_method === 'COD' ? Math.round(Number(s!.order.sub_total) * 100) : 0,
          weightGrams: Math.round(Number(s!.order.weight) * 1000),
          dimensions: `${String(s!.order.length)}x${String(s!.order.breadth)}x${String(s!.order.height)} cm`,
          to: {
            name: String(s!.order.billing_customer_name),
            address: String(s!.order.billing_address),
            city: String(s!.order.billing_city),
            state: String(s!.order.billing_state),
            pin: String(s!.order.billing_pincode),
            phone: String(s!.order.billing_phone),
          },
          from,
          shippedOn: istStamp(new Date()).slice(0, 10),
        })),
      );
      return reply.type('application/pdf').send(pdf);
    },
  );

  app.post(
    `${BASE}/orders/cancel/shipment/awbs`,
    { schema: { ...hidden, body: anyBody }, ...guard },
    async (req) => {
      const awbs = Array.isArray(req.body.awbs) ? (req.body.awbs as unknown[]).map(String) : [];
      for (const s of state.shipments.values())
        if (s.awb && awbs.includes(s.awb)) {
          s.cancelled = true;
          s.statusId = 8;
        }
      return { message: 'Bulk Shipment cancellation is in progress. Please wait for 24 hours.' };
    },
  );

  app.get(
    `${BASE}/courier/track/awb/:awb`,
    { schema: { ...hidden, params: z.object({ awb: z.string() }) }, ...guard },
    async (req, reply) => {
      const s = [...state.shipments.values()].find((x) => x.awb === req.params.awb);
      if (!s) return reply.code(404).send({ message: 'Awb not found', status_code: 404 });
      return { tracking_data: trackingData(s) };
    },
  );
}

export function trackingData(s: DoubleShipment): Json {
  return {
    track_status: 1,
    shipment_status: s.statusId,
    shipment_track: [
      {
        awb_code: s.awb,
        courier_name: s.courier,
        current_status: LABELS[s.statusId] ?? 'AWB ASSIGNED',
        edd: s.etd,
        origin: '',
        destination: String(s.order.billing_city ?? ''),
      },
    ],
    shipment_track_activities: [...s.scans].reverse(),
    track_url: `https://shiprocket.co/tracking/${s.awb}`,
    etd: s.etd,
  };
}

/** POST /ndr/{awb}/action: re-attempt or return a parcel after a failed delivery attempt. */
export function registerNdr(scope: FastifyInstance, state: DoubleState): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${BASE}/ndr/:awb/action`,
    {
      schema: { ...hidden, params: z.object({ awb: z.string() }), body: anyBody },
      ...guardOf(state),
    },
    async (req, reply) => {
      const s = [...state.shipments.values()].find((x) => x.awb === req.params.awb);
      const action = req.body.action;
      if (!s) return reply.code(404).send({ message: 'Awb not found', status_code: 404 });
      if (action !== 're-attempt' && action !== 'return') {
        return reply
          .code(422)
          .send({ message: 'The action must be re-attempt or return.', status_code: 422 });
      }
      if (s.statusId !== 21) {
        return reply
          .code(400)
          .send({ message: 'No failed delivery for this AWB.', status_code: 400 });
      }
      const fields = (['phone', 'address1', 'deferred_date'] as const).filter(
        (k) => typeof req.body[k] === 'string' && req.body[k] !== '',
      );
      (s.ndrActions ??= []).push({
        action,
        comments: String(req.body.comments ?? ''),
        ...Object.fromEntries(fields.map((k) => [k, String(req.body[k])])),
      });
      return reply.code(202).send({ status: 'Data Updated Sucessfully' });
    },
  );
}
