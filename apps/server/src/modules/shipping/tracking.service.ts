// The courier's tracking events (docs/shipping.md, "Tracking"): from Shiprocket's webhook or the
// polling job, each event is stored once however often it arrives (its key is the courier's code
// and time), and the shipment's status only ever moves forward by rank, so a late "in transit"
// never undoes "delivered". What the order should do about it is the caller's (flows/shipping).
import { timingSafeEqual, createHash } from 'node:crypto';
import type { OrderShipment, TrackingStatus } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import type { TrackingEvent, TrackingUpdate } from './providers/provider.ts';
import { shiprocketScan } from './providers/shiprocket.ts';
import { RANK, statusOfShiprocketCode } from './providers/tracking-status.ts';
import {
  eventsOfShipment,
  findShipmentOfOrder,
  insertEvent,
  lockShipmentByAwb,
  updateShipmentState,
} from './shipping.repository.ts';

export interface TrackingApplied {
  orderId: string;
  /** The statuses of the events that were new, in time order. */
  fresh: TrackingStatus[];
  /** The new events themselves (status and time), in time order. */
  freshEvents: { status: TrackingStatus; at: Date }[];
  /** The shipment's status after the update, when it moved forward. */
  movedTo: TrackingStatus | null;
}

/** Stores what is new in an update and moves the shipment forward; null for an unknown AWB. */
export async function applyTracking(
  tx: Executor,
  provider: string,
  update: TrackingUpdate,
): Promise<TrackingApplied | null> {
  const shipment = await lockShipmentByAwb(tx, provider, update.awb);
  if (!shipment) return null;
  const events = [...update.events].sort((a, b) => a.at.getTime() - b.at.getTime());
  const fresh: TrackingStatus[] = [];
  const freshEvents: { status: TrackingStatus; at: Date }[] = [];
  for (const e of events) {
    const stored = await insertEvent(tx, {
      shipmentId: shipment.id,
      eventKey: `${e.code}@${e.at.toISOString()}`,
      at: e.at,
      status: e.status,
      location: e.location ?? null,
      note: e.note ?? null,
    });
    if (stored) {
      fresh.push(e.status);
      freshEvents.push({ status: e.status, at: e.at });
    }
  }
  const next = statusAfter(events, update.status, shipment, fresh.length);
  await updateShipmentState(tx, shipment.id, {
    ...(next ? { status: next, rank: RANK[next] } : {}),
    ...(update.expectedDelivery ? { expectedDelivery: update.expectedDelivery } : {}),
    lastPolledAt: new Date(),
  });
  return { orderId: shipment.orderId, fresh, freshEvents, movedTo: next };
}

/**
 * Where an update moves a parcel now at `current`: the furthest status among the update's own
 * and its events (events in time order), or null when it does not move forward.
 */
export function statusAfter(
  events: TrackingEvent[],
  updateStatus: TrackingStatus | null,
  current: { status: string; rank: number },
  freshCount: number,
): TrackingStatus | null {
  let best: TrackingStatus | null = null;
  for (const s of [...events.map((e) => e.status), ...(updateStatus ? [updateStatus] : [])]) {
    if (!best || RANK[s] > RANK[best]) best = s;
  }
  // A failed attempt followed by a new out-for-delivery keeps the latest of equal rank.
  const latest = events.at(-1)?.status ?? null;
  if (latest && best && RANK[latest] === RANK[best]) best = latest;
  const moves =
    best !== null &&
    (RANK[best] > current.rank ||
      (RANK[best] === current.rank && best !== current.status && freshCount > 0));
  return moves ? best : null;
}

/** Whether the webhook's x-api-key is the token the owner set (compared in constant time). */
export function webhookTokenMatches(sent: string | undefined, expected: string): boolean {
  if (!expected || !sent) return false;
  const a = createHash('sha256').update(sent).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

type Json = Record<string, unknown>;

/** Shiprocket's tracking webhook body (its API docs, "Webhooks") as a tracking update. */
export function shiprocketWebhookUpdate(body: Json): TrackingUpdate | null {
  const awb =
    typeof body.awb === 'string' || typeof body.awb === 'number' ? String(body.awb) : null;
  if (!awb) return null;
  const code = Number(body.shipment_status_id);
  const scans = Array.isArray(body.scans) ? (body.scans as Json[]) : [];
  const events = scans.map(shiprocketScan).filter((e): e is TrackingEvent => e !== null);
  const etd = typeof body.etd === 'string' ? body.etd.slice(0, 10) : null;
  return {
    awb,
    status: Number.isInteger(code) ? statusOfShiprocketCode(code) : null,
    expectedDelivery: etd && /^\d{4}-\d{2}-\d{2}$/.test(etd) ? etd : null,
    events,
  };
}

/** The shipment on the shopper's order (docs/product/rules.md section 9), null before shipping. */
export async function shipmentOfOrder(
  db: Executor,
  orderId: string,
): Promise<OrderShipment | null> {
  const s = await findShipmentOfOrder(db, orderId);
  if (!s) return null;
  const events = await eventsOfShipment(db, s.id);
  return {
    courier: s.courier,
    awb: s.awb,
    trackingUrl: s.trackingUrl,
    expectedDelivery: s.expectedDelivery,
    // In time order, the booking among the courier's events.
    events: [
      { at: s.createdAt.toISOString(), status: 'booked' as const },
      ...events.map((e) => ({
        at: e.at.toISOString(),
        status: e.status as TrackingStatus,
        ...(e.location ? { location: e.location } : {}),
        ...(e.note ? { note: e.note } : {}),
      })),
    ].sort((a, b) => a.at.localeCompare(b.at)),
  };
}
