// Shiprocket's external API (apidocs.shiprocket.in; docs/shipping.md): a dedicated API user logs
// in for a JWT that lasts ten days, cached here until shortly before it expires and dropped on a
// 401; every other call carries it as a bearer token. Weights go in kilograms, sizes in cm,
// phone numbers as ten digits.
import {
  CourierError,
  PickupUnavailable,
  type AssignedAwb,
  type BookedReversePickup,
  type CourierOption,
  type CreatedShipment,
  type Parcel,
  type ReverseParcel,
  type ShippingProvider,
  type TrackingEvent,
  type TrackingUpdate,
} from './provider.ts';
import { statusOfShiprocketCode } from './tracking-status.ts';

export const SHIPROCKET_API_URL = 'https://apiv2.shiprocket.in';
/** Shiprocket's public tracking page, linked for shoppers when the answer carries none. */
export const shiprocketTrackingUrl = (awb: string) =>
  `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

export interface ShiprocketCredentials {
  apiUrl: string;
  email: string;
  password: string;
  pickupLocation: string;
  pickup: {
    name: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    pin: string;
  };
}

type Fetch = typeof fetch;
type Json = Record<string, unknown>;

/** Tokens per API user, kept until a minute before their `exp` (or nine days when unreadable). */
const tokens = new Map<string, { token: string; expiresAt: number }>();

function expiryOf(token: string, now: number): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: unknown;
    };
    if (typeof payload.exp === 'number') return payload.exp * 1000 - 60_000;
  } catch {
    // Not a JWT we can read: fall back to the documented lifetime, less a day.
  }
  return now + 9 * 24 * 3600_000;
}

const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
const kg = (grams: number) => Math.round(grams) / 1000;
const rupees = (paise: number) => Math.round(paise) / 100;
const dateTime = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');
const str = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;

/** Shiprocket's "2023-05-19 11:59:16" is India time. */
function istDate(value: unknown): Date | null {
  const s = str(value);
  if (!s) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(s);
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+05:30`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A Shiprocket scan (webhook `scans[]` or tracking `shipment_track_activities[]`) as an event. */
export function shiprocketScan(scan: Json): TrackingEvent | null {
  const code = Number(scan['sr-status'] ?? scan['sr_status']);
  const status = Number.isInteger(code) ? statusOfShiprocketCode(code) : null;
  const at = istDate(scan.date);
  if (!status || !at) return null;
  const location = str(scan.location) ?? undefined;
  const note = str(scan.activity) ?? undefined;
  return { code: String(code), at, status, location, note };
}

type Call = (method: 'GET' | 'POST', path: string, body?: Json | null) => Promise<Json>;

/** Shiprocket's calls with the cached token, logging in again once on a 401. */
function shiprocketClient(
  creds: Pick<ShiprocketCredentials, 'apiUrl' | 'email' | 'password'>,
  fetcher: Fetch,
): Call {
  const base = `${creds.apiUrl.replace(/\/+$/, '')}/v1/external`;
  const cacheKey = `${base}|${creds.email}`;

  async function login(): Promise<string> {
    const cached = tokens.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const res = await send(
      'POST',
      '/auth/login',
      { email: creds.email, password: creds.password },
      null,
    );
    const token = str(res.token);
    if (!token) throw new CourierError('Shiprocket login answered no token');
    tokens.set(cacheKey, { token, expiresAt: expiryOf(token, Date.now()) });
    return token;
  }

  async function send(
    method: 'GET' | 'POST',
    path: string,
    body: Json | null,
    token: string | null,
  ): Promise<Json> {
    let res: Response;
    try {
      res = await fetcher(`${base}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body && method === 'POST' ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new CourierError(`Shiprocket is not reachable (${(err as Error).message})`);
    }
    const text = await res.text();
    let json: Json = {};
    try {
      json = text ? (JSON.parse(text) as Json) : {};
    } catch {
      throw new CourierError(`Shiprocket answered ${res.status} without JSON`);
    }
    if (res.status === 401 && token) {
      tokens.delete(cacheKey);
      throw new UnauthorizedError();
    }
    if (!res.ok) {
      throw new CourierError(
        `Shiprocket answered ${res.status}: ${str(json.message) ?? 'no message'}`,
      );
    }
    return json;
  }

  /** A call with the cached token, logging in again once if Shiprocket says it expired. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body: Json | null = null,
  ): Promise<Json> {
    try {
      return await send(method, path, body, await login());
    } catch (err) {
      if (!(err instanceof UnauthorizedError)) throw err;
      return send(method, path, body, await login());
    }
  }
  return call;
}

function orderItems(parcel: Pick<Parcel, 'items'>) {
  return parcel.items.map((i) => ({
    name: i.name,
    sku: i.sku,
    units: i.units,
    selling_price: rupees(i.sellingPricePaise),
  }));
}

/** Shiprocket's return order: picked up at the shopper's, delivered to the store's pickup address. */
function returnOrderBody(parcel: ReverseParcel, p: ShiprocketCredentials['pickup']): Json {
  const [first, ...rest] = parcel.from.name.trim().split(/\s+/);
  return {
    order_id: parcel.reference,
    order_date: dateTime(new Date()),
    pickup_customer_name: first ?? parcel.from.name,
    pickup_last_name: rest.join(' '),
    pickup_address: parcel.from.address,
    pickup_city: parcel.from.city,
    pickup_state: parcel.from.state,
    pickup_country: 'India',
    pickup_pincode: parcel.from.pin,
    pickup_email: parcel.from.email,
    pickup_phone: tenDigits(parcel.from.phone),
    shipping_customer_name: p.name,
    shipping_address: p.address,
    shipping_city: p.city,
    shipping_state: p.state,
    shipping_country: 'India',
    shipping_pincode: p.pin,
    shipping_phone: tenDigits(p.phone),
    order_items: orderItems(parcel),
    // Shiprocket's return orders are always prepaid: nothing is collected at the shopper's door.
    payment_method: 'Prepaid',
    sub_total: rupees(parcel.valuePaise),
    length: parcel.lengthCm,
    breadth: parcel.breadthCm,
    height: parcel.heightCm,
    weight: kg(parcel.weightGrams),
  };
}

/** Shiprocket's serviceability answer as courier options, cheapest first. */
function couriersOf(res: Json): CourierOption[] {
  const data = (res.data ?? {}) as Json;
  const list = Array.isArray(data.available_courier_companies)
    ? (data.available_courier_companies as Json[])
    : [];
  return list
    .map((c) => ({
      courierId: str(c.courier_company_id) ?? '',
      name: str(c.courier_name) ?? 'Courier',
      ratePaise: Math.round(Number(c.rate ?? c.freight_charge ?? 0) * 100),
      etdDays: Number.isFinite(Number(c.estimated_delivery_days))
        ? Number(c.estimated_delivery_days)
        : null,
    }))
    .sort((a, b) => a.ratePaise - b.ratePaise);
}

export function shiprocketProvider(
  creds: ShiprocketCredentials,
  fetcher: Fetch = fetch,
): ShippingProvider {
  const call = shiprocketClient(creds, fetcher);
  return {
    kind: 'shiprocket',
    async serviceability(q): Promise<CourierOption[]> {
      const params = new URLSearchParams({
        pickup_postcode: q.pickupPin,
        delivery_postcode: q.deliveryPin,
        weight: String(kg(q.weightGrams)),
        cod: q.cod ? '1' : '0',
      });
      const res = await call('GET', `/courier/serviceability/?${params}`);
      return couriersOf(res);
    },

    async createShipment(parcel): Promise<CreatedShipment> {
      const [first, ...rest] = parcel.to.name.trim().split(/\s+/);
      const res = await call('POST', '/orders/create/adhoc', {
        order_id: parcel.orderId,
        order_date: dateTime(parcel.orderedAt),
        pickup_location: creds.pickupLocation,
        billing_customer_name: first ?? parcel.to.name,
        billing_last_name: rest.join(' '),
        billing_address: parcel.to.address,
        billing_city: parcel.to.city,
        billing_pincode: parcel.to.pin,
        billing_state: parcel.to.state,
        billing_country: 'India',
        billing_email: parcel.to.email,
        billing_phone: tenDigits(parcel.to.phone),
        shipping_is_billing: true,
        order_items: orderItems(parcel),
        payment_method: parcel.codPaise > 0 ? 'COD' : 'Prepaid',
        sub_total: rupees(parcel.codPaise > 0 ? parcel.codPaise : parcel.totalPaise),
        length: parcel.lengthCm,
        breadth: parcel.breadthCm,
        height: parcel.heightCm,
        weight: kg(parcel.weightGrams),
      });
      const providerOrderId = str(res.order_id);
      const providerShipmentId = str(res.shipment_id);
      if (!providerShipmentId) throw new CourierError('Shiprocket created no shipment');
      return { providerOrderId, providerShipmentId };
    },

    async assignAwb(created): Promise<AssignedAwb> {
      const res = await call('POST', '/courier/assign/awb', {
        shipment_id: Number(created.providerShipmentId),
      });
      const data = ((res.response as Json | undefined)?.data ?? {}) as Json;
      const awb = str(data.awb_code);
      if (res.awb_assign_status !== 1 || !awb) {
        throw new CourierError(`Shiprocket assigned no AWB: ${str(res.message) ?? 'no courier'}`);
      }
      return {
        awb,
        courier: str(data.courier_name) ?? 'Shiprocket',
        trackingUrl: shiprocketTrackingUrl(awb),
      };
    },

    async schedulePickup(ids): Promise<void> {
      const res = await call('POST', '/courier/generate/pickup', { shipment_id: ids.map(Number) });
      if (res.pickup_status !== 1) throw new CourierError('Shiprocket scheduled no pickup');
    },

    async courierLabel(ids): Promise<string | null> {
      const res = await call('POST', '/courier/generate/label', { shipment_id: ids.map(Number) });
      return res.label_created === 1 ? str(res.label_url) : null;
    },

    async cancel(awbs): Promise<void> {
      await call('POST', '/orders/cancel/shipment/awbs', { awbs });
    },

    // The NDR action carries the corrections in its own fields (phone, address1, deferred_date)
    // as well as in the comments a person at the courier reads.
    async ndrAction(awb, action, comments, corrections = {}): Promise<void> {
      await call('POST', `/ndr/${encodeURIComponent(awb)}/action`, {
        action,
        comments,
        ...(corrections.phone ? { phone: tenDigits(corrections.phone) } : {}),
        ...(corrections.address ? { address1: corrections.address } : {}),
        ...(corrections.date ? { deferred_date: corrections.date } : {}),
      });
    },
    async track(awb): Promise<TrackingUpdate> {
      const res = await call('GET', `/courier/track/awb/${encodeURIComponent(awb)}`);
      const data = (res.tracking_data ?? {}) as Json;
      const code = Number(data.shipment_status);
      const activities = Array.isArray(data.shipment_track_activities)
        ? (data.shipment_track_activities as Json[])
        : [];
      const track = Array.isArray(data.shipment_track)
        ? (data.shipment_track[0] as Json | undefined)
        : undefined;
      const edd = istDate(track?.edd ?? data.etd);
      return {
        awb,
        status: Number.isInteger(code) ? statusOfShiprocketCode(code) : null,
        expectedDelivery: edd ? edd.toISOString().slice(0, 10) : null,
        events: activities.map(shiprocketScan).filter((e): e is TrackingEvent => e !== null),
      };
    },

    reversePickup: (parcel) => bookReturn(call, creds, parcel),

    cancelReversePickup: (booked) => cancelReturn(call, booked),
    manifests: shiprocketManifests(call),
  };
}

/** "Cancel an Order" with the return order's Shiprocket id: its pickup is called off too. */
async function cancelReturn(call: Call, booked: CreatedShipment & { awb: string }): Promise<void> {
  if (booked.providerOrderId) {
    await call('POST', '/orders/cancel', { ids: [Number(booked.providerOrderId)] });
  } else {
    await call('POST', '/orders/cancel/shipment/awbs', { awbs: [booked.awb] });
  }
}

/** Shiprocket's manifests: "Generate Manifest" by shipment ids, "Print Manifest" by order ids. */
function shiprocketManifests(call: Call): NonNullable<ShippingProvider['manifests']> {
  return {
    // Needs the AWB assigned and the pickup generated; answers status 1 and a manifest_url.
    async generate(ids): Promise<void> {
      const res = await call('POST', '/manifests/generate', { shipment_id: ids.map(Number) });
      if (res.status !== 1) {
        throw new CourierError(`Shiprocket generated no manifest: ${str(res.message) ?? ''}`);
      }
    },
    // Prints the manifest already generated for these Shiprocket orders: its PDF's URL.
    async print(orderIds): Promise<string> {
      const res = await call('POST', '/manifests/print', { order_ids: orderIds.map(Number) });
      const url = str(res.manifest_url);
      if (!url) throw new CourierError('Shiprocket answered no manifest URL');
      return url;
    },
  };
}

/** Shiprocket's return order, then its return AWB, for a courier that serves the shopper's PIN. */
async function bookReturn(
  call: Call,
  creds: ShiprocketCredentials,
  parcel: ReverseParcel,
): Promise<BookedReversePickup> {
  await returnServiceable(call, parcel, creds.pickup.pin);
  const res = await call('POST', '/orders/create/return', returnOrderBody(parcel, creds.pickup));
  const created = {
    providerOrderId: str(res.order_id),
    providerShipmentId: str(res.shipment_id),
  };
  if (!created.providerShipmentId) throw new CourierError('Shiprocket created no return');
  // "Generate AWB for Return Shipment": the forward call, marked as a return.
  const awbRes = await call('POST', '/courier/assign/awb', {
    shipment_id: Number(created.providerShipmentId),
    is_return: 1,
  });
  const data = ((awbRes.response as Json | undefined)?.data ?? {}) as Json;
  const awb = str(data.awb_code);
  if (awbRes.awb_assign_status !== 1 || !awb) {
    const why = str(data.awb_assign_error) ?? str(awbRes.message) ?? 'no courier';
    throw new PickupUnavailable(`Shiprocket assigned no return AWB: ${why}`);
  }
  return {
    ...created,
    awb,
    courier: str(data.courier_name) ?? 'Shiprocket',
    trackingUrl: shiprocketTrackingUrl(awb),
  };
}

/** Whether a courier collects from the shopper's PIN for the store's (serviceability, is_return=1). */
async function returnServiceable(call: Call, parcel: ReverseParcel, storePin: string) {
  const params = new URLSearchParams({
    pickup_postcode: parcel.from.pin,
    delivery_postcode: storePin,
    weight: String(kg(parcel.weightGrams)),
    cod: '0',
    is_return: '1',
    declared_value: String(Math.max(1, Math.round(parcel.valuePaise / 100))),
  });
  let res: Json;
  try {
    res = await call('GET', `/courier/serviceability/?${params}`);
  } catch (err) {
    // Shiprocket answers an unserved PIN with a 404 and its reason; an outage stays an outage.
    if (err instanceof CourierError && /answered 404/.test(err.message)) {
      throw new PickupUnavailable(err.message.replace(/^Shiprocket answered 404: /, ''));
    }
    throw err;
  }
  if (couriersOf(res).length === 0) {
    throw new PickupUnavailable(
      str(res.message) ?? `No courier picks up from PIN ${parcel.from.pin}`,
    );
  }
}

class UnauthorizedError extends CourierError {
  constructor() {
    super('Shiprocket refused the token');
  }
}
