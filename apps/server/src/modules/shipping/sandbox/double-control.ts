// The tester's handle on the Shiprocket double (shiprocket-double.ts).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readSettingsRow } from '../shipping.repository.ts';
import { SHIPPING_WEBHOOK_PATH } from '../shipping-settings.service.ts';
import { SHIPROCKET_DOUBLE_PREFIX } from '../shipping-config.ts';
import { CODE_OF, LABELS, hidden, istStamp, type DoubleState, type Scan } from './double-state.ts';

const scanBody = z
  .object({
    awb: z.string(),
    status: z.enum([
      'picked-up',
      'in-transit',
      'out-for-delivery',
      'delivered',
      'delivery-failed',
      'rto-initiated',
      'returned-to-origin',
    ]),
    location: z.string().max(80).optional(),
    note: z.string().max(120).optional(),
    /** Minutes after the previous scan (default 60), so a test's timeline has distinct times. */
    afterMinutes: z.number().int().min(0).max(10_000).optional(),
    webhook: z.boolean().optional(),
  })
  .strict();

/** The tester's handle on the courier: a new scan, and Shiprocket's webhook to the store. */
export function registerControl(app: FastifyInstance, state: DoubleState): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    `${SHIPROCKET_DOUBLE_PREFIX}/control/outage`,
    { schema: { ...hidden, body: z.object({ down: z.boolean() }).strict() } },
    async (req) => {
      state.down = req.body.down;
      return { down: state.down };
    },
  );
  api.post(
    `${SHIPROCKET_DOUBLE_PREFIX}/control/unserviceable`,
    {
      schema: {
        ...hidden,
        body: z.object({ pin: z.string().regex(/^\d{6}$/), unserved: z.boolean() }).strict(),
      },
    },
    async (req) => {
      if (req.body.unserved) state.unservedPins.add(req.body.pin);
      else state.unservedPins.delete(req.body.pin);
      return { unserved: [...state.unservedPins] };
    },
  );
  api.post(
    `${SHIPROCKET_DOUBLE_PREFIX}/control/scan`,
    { schema: { ...hidden, body: scanBody } },
    async (req, reply) => {
      const s = [...state.shipments.values()].find((x) => x.awb === req.body.awb);
      if (!s)
        return reply.code(404).send({ error: 'No such AWB at the double', code: 'not_found' });
      const code = CODE_OF[req.body.status];
      const prev = s.scans.at(-1);
      // The first scan is now; each next one afterMinutes (default 60) after the one before.
      const at = prev
        ? new Date(
            new Date(`${prev.date.replace(' ', 'T')}+05:30`).getTime() +
              (req.body.afterMinutes ?? 60) * 60_000,
          )
        : new Date();
      const scan: Scan = {
        date: istStamp(at),
        status: `X-${code}`,
        activity: req.body.note ?? LABELS[code] ?? '',
        location: req.body.location ?? 'Hub',
        'sr-status': String(code),
        'sr-status-label': LABELS[code] ?? '',
      };
      s.scans.push(scan);
      s.statusId = code;
      if (req.body.webhook === false) return { scan, webhook: null };
      const settings = await readSettingsRow(app.db);
      const payload = {
        awb: s.awb,
        courier_name: s.courier,
        current_status: LABELS[code],
        current_status_id: code,
        shipment_status: LABELS[code],
        shipment_status_id: code,
        current_timestamp: scan.date,
        order_id: s.channelOrderId,
        sr_order_id: s.srOrderId,
        awb_assigned_date: s.scans[0]?.date ?? scan.date,
        pickup_scheduled_date: scan.date,
        etd: s.etd,
        scans: s.scans,
        is_return: s.isReturn ? 1 : 0,
        channel_id: 1,
        pod_status: '',
        pod: 'Not Available',
      };
      const res = await app.inject({
        method: 'POST',
        url: SHIPPING_WEBHOOK_PATH,
        payload,
        headers: {
          'content-type': 'application/json',
          ...(settings.shiprocketWebhookToken
            ? { 'x-api-key': settings.shiprocketWebhookToken }
            : {}),
        },
      });
      return { scan, webhook: res.statusCode };
    },
  );
}
