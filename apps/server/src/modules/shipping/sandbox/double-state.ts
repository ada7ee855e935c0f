// The Shiprocket double's memory and the pieces its routes share (shiprocket-double.ts).
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import { SHIPROCKET_DOUBLE_PREFIX } from '../shipping-config.ts';

/** The double's API user, as an owner would create one under Settings > API. */
export const DOUBLE_API_EMAIL = 'api-user@shiprocket.test';
export const DOUBLE_API_PASSWORD = 'sandbox-api-password';

export type Json = Record<string, unknown>;
export interface Scan {
  date: string;
  status: string;
  activity: string;
  location: string;
  'sr-status': string;
  'sr-status-label': string;
}
export interface DoubleShipment {
  /** A return order (POST /orders/create/return): its AWB was asked with is_return: 1. */
  isReturn?: boolean;
  /** What the seller asked after failed attempts (POST /ndr/{awb}/action), in order. */
  ndrActions?: {
    action: string;
    comments: string;
    phone?: string;
    address1?: string;
    deferred_date?: string;
  }[];
  /** The manifest it was generated in (POST /manifests/generate); a second one is refused. */
  manifestId?: number;
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
  nextId: number;
  shipments: Map<number, DoubleShipment>;
  tokens: Set<string>;
  /** While true every call but login answers 503, as a courier outage would. */
  down: boolean;
  logins: number;
  /** PINs no courier of the double picks up from or delivers to (control/unserviceable). */
  unservedPins: Set<string>;
  /** Manifests generated or printed, by id, with their shipments (served as PDFs). */
  manifests: Map<number, DoubleShipment[]>;
}

export const states = new WeakMap<object, DoubleState>();
/** The double's memory for a store (tests look into it). */
export function shiprocketDoubleState(config: object): DoubleState | undefined {
  return states.get(config);
}

export const LABELS: Record<number, string> = {
  6: 'SHIPPED',
  7: 'DELIVERED',
  9: 'RTO INITIATED',
  10: 'RTO DELIVERED',
  17: 'OUT FOR DELIVERY',
  18: 'IN TRANSIT',
  21: 'UNDELIVERED',
  42: 'PICKED UP',
};
/** The control call's names for Shiprocket's shipment status codes. */
export const CODE_OF = {
  'picked-up': 42,
  'in-transit': 18,
  'out-for-delivery': 17,
  delivered: 7,
  'delivery-failed': 21,
  'rto-initiated': 9,
  'returned-to-origin': 10,
} as const;

/** "2023-05-19 11:59:16" in India time, as Shiprocket writes times. */
export function istStamp(d: Date): string {
  return new Date(d.getTime() + 5.5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function token(): string {
  const b64 = (o: Json) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = b64({ alg: 'HS256', typ: 'JWT' });
  const body = b64({
    sub: randomInt(1, 1e6),
    exp: Math.floor(Date.now() / 1000) + 10 * 24 * 3600,
    jti: randomBytes(8).toString('hex'),
  });
  const sig = createHmac('sha256', 'double').update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export const ADHOC_REQUIRED = [
  'order_id',
  'order_date',
  'pickup_location',
  'billing_customer_name',
  'billing_address',
  'billing_city',
  'billing_pincode',
  'billing_state',
  'billing_country',
  'billing_email',
  'billing_phone',
  'order_items',
  'payment_method',
  'sub_total',
  'length',
  'breadth',
  'height',
  'weight',
] as const;

/** The return order's required fields (its API docs, "Create a Return Order"). */
export const RETURN_REQUIRED = [
  'order_id',
  'order_date',
  'pickup_customer_name',
  'pickup_address',
  'pickup_city',
  'pickup_state',
  'pickup_country',
  'pickup_pincode',
  'pickup_email',
  'pickup_phone',
  'shipping_customer_name',
  'shipping_address',
  'shipping_city',
  'shipping_country',
  'shipping_pincode',
  'shipping_state',
  'shipping_phone',
  'order_items',
  'payment_method',
  'sub_total',
  'length',
  'breadth',
  'height',
  'weight',
] as const;

/** Shiprocket's 422 for missing fields. */
export function missingFields(b: Json, required: readonly string[]): Json | null {
  const missing = required.filter((k) => b[k] === undefined || b[k] === '' || b[k] === null);
  if (missing.length === 0) return null;
  return {
    message: 'Oops! Invalid Data.',
    errors: Object.fromEntries(missing.map((k) => [k, [`The ${k} field is required.`]])),
    status_code: 422,
  };
}

export const anyBody = z.record(z.string(), z.unknown());
export const hidden = { hide: true } as const;

export const BASE = `${SHIPROCKET_DOUBLE_PREFIX}/v1/external`;

/** Bearer token check and the outage switch, before every call but login. */
export function guardOf(state: DoubleState) {
  return {
    preHandler: async (
      req: { headers: Json },
      reply: { code: (n: number) => { send: (b: Json) => unknown } },
    ) => {
      const auth = typeof req.headers.authorization === 'string' ? req.headers.authorization : '';
      if (!state.tokens.has(auth.replace(/^Bearer /, ''))) {
        return reply.code(401).send({ message: 'Token has expired', status_code: 401 });
      }
      if (state.down)
        return reply.code(503).send({ message: 'Service Unavailable', status_code: 503 });
      return undefined;
    },
  };
}
