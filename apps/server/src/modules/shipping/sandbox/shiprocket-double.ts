// A loopback stand-in for Shiprocket's external API (docs/shipping.md, "The Shiprocket double"),
// served by the store itself when the shipping sandbox is on (shipping-config.ts: loopback or
// SHIPPING_SANDBOX=true, never in production). It speaks the documented paths, fields and answers
// under /shiprocket-sandbox/v1/external, keeps its orders, shipments and scans in memory, and its
// control call adds a scan and posts Shiprocket's tracking webhook to the store, with the x-api-key
// token the owner set, as Shiprocket's panel would.
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { labelsPdf } from '../label-pdf.ts';
import { readSettingsRow } from '../shipping.repository.ts';
import { SHIPPING_WEBHOOK_PATH, pickupOf } from '../shipping-settings.service.ts';
import { SHIPROCKET_DOUBLE_PREFIX, shippingSandboxOn } from '../shipping-config.ts';

/** The double's API user, as an owner would create one under Settings > API. */
export const DOUBLE_API_EMAIL = 'api-user@shiprocket.test';
export const DOUBLE_API_PASSWORD = 'sandbox-api-password';

type Json = Record<string, unknown>;
interface Scan { date: string; status: string; activity: string; location: string; 'sr-status': string; 'sr-status-label': string }
interface DoubleShipment {
  srOrderId: number;
  shipmentId: number;
  channelOrderId: string;
  order: Json;
  awb: string | null;
  courier: string;
  pickupScheduled: boolean;
  cancelled: boolean;
  statusId: number;
  scans: Scan[];
  etd: string;
}
export interface DoubleState {
  shipments: Map<number, DoubleShipment>;
  tokens: Set<string>;
  /** While true every call but login answers 503, as a courier outage would. */
  down: boolean;
  logins: number;
}

const states = new WeakMap<object, DoubleState>();
/** The double's memory for a store (tests look into it). */
export function shiprocketDoubleState(config: object): DoubleState | undefined {
  return states.get(config);
}

const LABELS: Record<number, string> = {
  6: 'SHIPPED', 7: 'DELIVERED', 9: 'RTO INITIATED', 10: 'RTO DELIVERED', 17: 'OUT FOR DELIVERY',
  18: 'IN TRANSIT', 21: 'UNDELIVERED', 42: 'PICKED UP',
};
/** The control call's names for Shiprocket's shipment status codes. */
const CODE_OF = {
  'picked-up': 42, 'in-transit': 18, 'out-for-delivery': 17, delivered: 7,
  'delivery-failed': 21, 'rto-initiated': 9, 'returned-to-origin': 10,
} as const;

/** "2023-05-19 11:59:16" in India time, as Shiprocket writes times. */
function istStamp(d: Date): string {
  return new Date(d.getTime() + 5.5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function token(): string {
  const b64 = (o: Json) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = b64({ alg: 'HS256', typ: 'JWT' });
  const body = b64({ sub: randomInt(1, 1e6), exp: Math.floor(Date.now() / 1000) + 10 * 24 * 3600, jti: randomBytes(8).toString('hex') });
  const sig = createHmac('sha256', 'double').update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

const ADHOC_REQUIRED = [
  'order_id', 'order_date', 'pickup_location', 'billing_customer_name', 'billing_address', 'billing_city',
  'billing_pincode', 'billing_state', 'billing_country', 'billing_email', 'billing_phone', 'order_items',
  'payment_method', 'sub_total', 'length', 'breadth', 'height', 'weight',
] as const;

const anyBody = z.record(z.string(), z.unknown());
const hidden = { hide: true } as const;

export const shiprocketDouble: FastifyPluginAsyncZod = async (app) => {
  if (!shippingSandboxOn(app.config)) return;
  const state: DoubleState = { shipments: new Map(), tokens: new Set(), down: false, logins: 0 };
  states.set(app.config, state);
  const base = `${SHIPROCKET_DOUBLE_PREFIX}/v1/external`;
  let nextId = 100_000 + randomInt(0, 800_000);

  /** Bearer token check and the outage switch, before every call but login. */
  const guard = { preHandler: async (req: { headers: Json }, reply: { code: (n: number) => { send: (b: Json) => unknown } }) => {
    const auth = typeof req.headers.authorization === 'string' ? req.headers.authorization : '';
    if (!state.tokens.has(auth.replace(/^Bearer /, ''))) {
      return reply.code(401).send({ message: 'Token has expired', status_code: 401 });
    }
    if (state.down) return reply.code(503).send({ message: 'Service Unavailable', status_code: 503 });
    return undefined;
  } };

  app.post(`${base}/auth/login`, { schema: { ...hidden, body: anyBody } }, async (req, reply) => {
    const { email, password } = req.body;
    if (email !== DOUBLE_API_EMAIL || password !== DOUBLE_API_PASSWORD) {
      return reply.code(403).send({ message: 'Invalid email and password combination', status_code: 403 });
    }
    const t = token();
    state.tokens.add(t);
    state.logins += 1;
    return { id: 1, first_name: 'API', last_name: 'User', email, company_id: 1, token: t };
  });

  app.get(`${base}/courier/serviceability/`, { schema: { ...hidden, querystring: anyBody }, ...guard }, async (req, reply) => {
    const q = req.query as Record<string, string>;
    for (const k of ['pickup_postcode', 'delivery_postcode', 'weight', 'cod']) {
      if (!q[k]) return reply.code(422).send({ message: `The ${k} field is required.`, errors: { [k]: ['required'] }, status_code: 422 });
    }
    const kg = Number(q.weight);
    const couriers = [
      { courier_company_id: 10, courier_name: 'Delhivery Surface', rate: 55 + 30 * Math.ceil(kg / 0.5), estimated_delivery_days: '5', cod: 1 },
      { courier_company_id: 24, courier_name: 'Xpressbees Surface', rate: 50 + 32 * Math.ceil(kg / 0.5), estimated_delivery_days: '6', cod: 1 },
    ];
    return { status: 200, data: { available_courier_companies: couriers } };
  });

  app.post(`${base}/orders/create/adhoc`, { schema: { ...hidden, body: anyBody }, ...guard }, async (req, reply) => {
    const b = req.body;
    const missing = ADHOC_REQUIRED.filter((k) => b[k] === undefined || b[k] === '' || b[k] === null);
    if (missing.length > 0) {
      return reply.code(422).send({
        message: 'Oops! Invalid Data.',
        errors: Object.fromEntries(missing.map((k) => [k, [`The ${k} field is required.`]])),
        status_code: 422,
      });
    }
    const s: DoubleShipment = {
      srOrderId: nextId++, shipmentId: nextId++, channelOrderId: String(b.order_id), order: b, awb: null,
      courier: '', pickupScheduled: false, cancelled: false, statusId: 1, scans: [],
      etd: istStamp(new Date(Date.now() + 5 * 24 * 3600_000)),
    };
    state.shipments.set(s.shipmentId, s);
    return { order_id: s.srOrderId, shipment_id: s.shipmentId, status: 'NEW', status_code: 1, onboarding_completed_now: 0, awb_code: '', courier_company_id: '', courier_name: '' };
  });

  app.post(`${base}/orders/create/return`, { schema: { ...hidden, body: anyBody }, ...guard }, async (req) => {
    const s: DoubleShipment = {
      srOrderId: nextId++, shipmentId: nextId++, channelOrderId: String(req.body.order_id), order: req.body,
      awb: null, courier: '', pickupScheduled: false, cancelled: false, statusId: 1, scans: [], etd: '',
    };
    state.shipments.set(s.shipmentId, s);
    return { order_id: s.srOrderId, shipment_id: s.shipmentId, status: 'RETURN PENDING', status_code: 21, company_name: 'Store' };
  });

  app.post(`${base}/courier/assign/awb`, { schema: { ...hidden, body: anyBody }, ...guard }, async (req, reply) => {
    const s = state.shipments.get(Number(req.body.shipment_id));
    if (!s || s.cancelled) return reply.code(400).send({ message: 'Invalid shipment id', status_code: 400 });
    s.awb ??= `1904${String(randomInt(0, 1e10)).padStart(10, '0')}`;
    s.courier = 'Delhivery Surface';
    return {
      awb_assign_status: 1,
      response: { data: { awb_code: s.awb, courier_company_id: 10, courier_name: s.courier, shipment_id: s.shipmentId, order_id: s.srOrderId, assigned_date_time: { date: istStamp(new Date()) } } },
    };
  });

  app.post(`${base}/courier/generate/pickup`, { schema: { ...hidden, body: anyBody }, ...guard }, async (req, reply) => {
    const ids = Array.isArray(req.body.shipment_id) ? (req.body.shipment_id as unknown[]).map(Number) : [];
    const found = ids.map((id) => state.shipments.get(id));
    if (ids.length === 0 || found.some((s) => !s?.awb)) {
      return reply.code(400).send({ message: 'Please assign AWB before generating pickup', status_code: 400 });
    }
    for (const s of found) if (s) { s.pickupScheduled = true; s.statusId = 3; }
    return { pickup_status: 1, response: { pickup_scheduled_date: istStamp(new Date(Date.now() + 24 * 3600_000)), pickup_token_number: `Reference No: ${randomInt(1e5, 1e6)}`, status: 3, data: 'Pickup is scheduled' } };
  });

  app.post(`${base}/courier/generate/label`, { schema: { ...hidden, body: anyBody }, ...guard }, async (req) => {
    const ids = Array.isArray(req.body.shipment_id) ? (req.body.shipment_id as unknown[]).map(Number) : [];
    const ok = ids.filter((id) => state.shipments.get(id)?.awb);
    return {
      label_created: ok.length > 0 ? 1 : 0,
      label_url: ok.length > 0 ? `${app.config.publicUrl}${SHIPROCKET_DOUBLE_PREFIX}/labels/${ok.join('-')}.pdf` : '',
      response: ok.length > 0 ? 'Label has been created and uploaded successfully!' : 'No AWB',
      not_created: ids.filter((id) => !ok.includes(id)),
    };
  });

  app.get(`${SHIPROCKET_DOUBLE_PREFIX}/labels/:ids`, { schema: { ...hidden, params: z.object({ ids: z.string().regex(/^\d+(-\d+)*\.pdf$/) }) } }, async (req, reply) => {
    const shipments = req.params.ids.replace('.pdf', '').split('-').map((id) => state.shipments.get(Number(id))).filter((s) => s?.awb);
    const pickup = pickupOf(await readSettingsRow(app.db));
    const from = pickup ?? { name: '', address: '', city: '', state: '', pin: '', phone: '' };
    const pdf = await labelsPdf(shipments.map((s) => ({
      awb: s!.awb!, courier: s!.courier, orderId: s!.channelOrderId,
      codPaise: s!.order.payment_method === 'COD' ? Math.round(Number(s!.order.sub_total) * 100) : 0,
      weightGrams: Math.round(Number(s!.order.weight) * 1000), dimensions: `${String(s!.order.length)}x${String(s!.order.breadth)}x${String(s!.order.height)} cm`,
      to: { name: String(s!.order.billing_customer_name), address: String(s!.order.billing_address), city: String(s!.order.billing_city), state: String(s!.order.billing_state), pin: String(s!.order.billing_pincode), phone: String(s!.order.billing_phone) },
      from, shippedOn: istStamp(new Date()).slice(0, 10),
    })));
    return reply.type('application/pdf').send(pdf);
  });

  app.post(`${base}/orders/cancel/shipment/awbs`, { schema: { ...hidden, body: anyBody }, ...guard }, async (req) => {
    const awbs = Array.isArray(req.body.awbs) ? (req.body.awbs as unknown[]).map(String) : [];
    for (const s of state.shipments.values()) if (s.awb && awbs.includes(s.awb)) { s.cancelled = true; s.statusId = 8; }
    return { message: 'Bulk Shipment cancellation is in progress. Please wait for 24 hours.' };
  });

  app.get(`${base}/courier/track/awb/:awb`, { schema: { ...hidden, params: z.object({ awb: z.string() }) }, ...guard }, async (req, reply) => {
    const s = [...state.shipments.values()].find((x) => x.awb === req.params.awb);
    if (!s) return reply.code(404).send({ message: 'Awb not found', status_code: 404 });
    return { tracking_data: trackingData(s) };
  });

  registerControl(app, state);
};

function trackingData(s: DoubleShipment): Json {
  return {
    track_status: 1,
    shipment_status: s.statusId,
    shipment_track: [{ awb_code: s.awb, courier_name: s.courier, current_status: LABELS[s.statusId] ?? 'AWB ASSIGNED', edd: s.etd, origin: '', destination: String(s.order.billing_city ?? '') }],
    shipment_track_activities: [...s.scans].reverse(),
    track_url: `https://shiprocket.co/tracking/${s.awb}`,
    etd: s.etd,
  };
}

const scanBody = z.object({
  awb: z.string(),
  status: z.enum(['picked-up', 'in-transit', 'out-for-delivery', 'delivered', 'delivery-failed', 'rto-initiated', 'returned-to-origin']),
  location: z.string().max(80).optional(),
  note: z.string().max(120).optional(),
  /** Minutes after the previous scan (default 60), so a test's timeline has distinct times. */
  afterMinutes: z.number().int().min(0).max(10_000).optional(),
  webhook: z.boolean().optional(),
}).strict();

/** The tester's handle on the courier: a new scan, and Shiprocket's webhook to the store. */
function registerControl(app: FastifyInstance, state: DoubleState): void {
  const api = app.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
  api.post(`${SHIPROCKET_DOUBLE_PREFIX}/control/outage`, { schema: { ...hidden, body: z.object({ down: z.boolean() }).strict() } }, async (req) => {
    state.down = req.body.down;
    return { down: state.down };
  });
  api.post(`${SHIPROCKET_DOUBLE_PREFIX}/control/scan`, { schema: { ...hidden, body: scanBody } }, async (req, reply) => {
    const s = [...state.shipments.values()].find((x) => x.awb === req.body.awb);
    if (!s) return reply.code(404).send({ error: 'No such AWB at the double', code: 'not_found' });
    const code = CODE_OF[req.body.status];
    const prev = s.scans.at(-1);
    const prevAt = prev ? new Date(`${prev.date.replace(' ', 'T')}+05:30`).getTime() : Date.now() - 6 * 3600_000;
    const at = new Date(prevAt + (req.body.afterMinutes ?? 60) * 60_000);
    const scan: Scan = {
      date: istStamp(at), status: `X-${code}`, activity: req.body.note ?? LABELS[code] ?? '', location: req.body.location ?? 'Hub',
      'sr-status': String(code), 'sr-status-label': LABELS[code] ?? '',
    };
    s.scans.push(scan);
    s.statusId = code;
    if (req.body.webhook === false) return { scan, webhook: null };
    const settings = await readSettingsRow(app.db);
    const payload = {
      awb: s.awb, courier_name: s.courier, current_status: LABELS[code], current_status_id: code,
      shipment_status: LABELS[code], shipment_status_id: code, current_timestamp: scan.date,
      order_id: s.channelOrderId, sr_order_id: s.srOrderId, awb_assigned_date: s.scans[0]?.date ?? scan.date,
      pickup_scheduled_date: scan.date, etd: s.etd, scans: s.scans, is_return: 0, channel_id: 1,
      pod_status: '', pod: 'Not Available',
    };
    const res = await app.inject({
      method: 'POST', url: SHIPPING_WEBHOOK_PATH, payload,
      headers: { 'content-type': 'application/json', ...(settings.shiprocketWebhookToken ? { 'x-api-key': settings.shiprocketWebhookToken } : {}) },
    });
    return { scan, webhook: res.statusCode };
  });
}
