// Reverse pickups (docs/shipping.md, "Reverse pickups"): an approved return collected from the
// shopper by the shop's courier and brought back to its pickup address. Booking goes through the
// same ShippingProvider as forward parcels; the pickup is kept once per return (keyed by the
// return's id), and its tracking events are stored once each and move it forward only, exactly
// as a forward parcel's. What a return does when its parcel arrives is the caller's.
import type { TrackingStatus } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import {
  CourierError,
  PickupUnavailable,
  type ReverseParcel,
  type ShippingProvider,
  type TrackingEvent,
  type TrackingUpdate,
} from './providers/provider.ts';
import { RANK } from './providers/tracking-status.ts';
import {
  findReverseShipment,
  insertReverseEvent,
  insertReverseShipment,
  lockReverseShipment,
  lockReverseShipmentByAwb,
  updateReverseShipment,
  type ReverseShipmentRow,
} from './reverse-shipments.repository.ts';
import { statusAfter } from './tracking.service.ts';

export interface ReversePickupAnswer {
  state: 'booked' | 'unavailable';
  awb?: string;
  courier?: string;
  reason?: string;
}

/**
 * Books the pickup of a return with the provider and records it in `tx`. A return that already
 * has one answers it again (nothing is booked twice). A PIN the courier does not serve, or a
 * courier that is down, answers 'unavailable' with the courier's reason and keeps nothing.
 */
export async function bookReversePickup(
  tx: Executor,
  provider: ShippingProvider,
  input: {
    returnId: number;
    orderId: string;
    lines: { orderItemId: number; quantity: number }[];
    parcel: ReverseParcel;
  },
): Promise<ReversePickupAnswer> {
  const existing = await findReverseShipment(tx, input.returnId);
  if (existing) return { state: 'booked', awb: existing.awb, courier: existing.courier };
  let booked;
  try {
    booked = await provider.reversePickup(input.parcel);
  } catch (err) {
    if (err instanceof PickupUnavailable) return { state: 'unavailable', reason: err.message };
    if (err instanceof CourierError) {
      return { state: 'unavailable', reason: `The courier could not book it: ${err.message}` };
    }
    throw err;
  }
  const row = await insertReverseShipment(tx, {
    returnId: input.returnId,
    orderId: input.orderId,
    provider: provider.kind,
    courier: booked.courier,
    awb: booked.awb,
    providerOrderId: booked.providerOrderId,
    providerShipmentId: booked.providerShipmentId,
    trackingUrl: booked.trackingUrl,
    lines: input.lines,
    weightGrams: input.parcel.weightGrams,
  });
  if (!row) {
    // Booked twice at the same moment: keep the first, give the courier its second back.
    await provider.cancel([booked.awb]).catch(() => undefined);
    const first = await findReverseShipment(tx, input.returnId);
    return { state: 'booked', awb: first?.awb ?? booked.awb, courier: first?.courier };
  }
  return { state: 'booked', awb: row.awb, courier: row.courier };
}

export interface ReversePickupCancelled {
  /** cancelled: called off now; none: there was none to call off; refused: it stays booked. */
  state: 'cancelled' | 'none' | 'refused';
  reason?: string;
}

/**
 * Calls off the pickup of a return that will not come back, in `tx`: the courier cancels its
 * return order (self-ship has nothing to tell) and the pickup is kept as cancelled. A pickup the
 * courier has already collected, or one the courier will not cancel (or cannot be reached to),
 * is refused with the reason and stays as it was.
 */
export async function cancelReversePickup(
  tx: Executor,
  provider: ShippingProvider,
  returnId: number,
): Promise<ReversePickupCancelled> {
  const pickup = await lockReverseShipment(tx, returnId);
  if (!pickup || pickup.status === 'cancelled') return { state: 'none' };
  if (pickup.status !== 'booked') {
    return { state: 'refused', reason: `the courier has it already (${pickup.status})` };
  }
  if (pickup.provider !== provider.kind) {
    return {
      state: 'refused',
      reason: `it was booked with ${pickup.provider}, not the courier set now`,
    };
  }
  try {
    await provider.cancelReversePickup({
      providerOrderId: pickup.providerOrderId,
      providerShipmentId: pickup.providerShipmentId,
      awb: pickup.awb,
    });
  } catch (err) {
    if (err instanceof CourierError) return { state: 'refused', reason: err.message };
    throw err;
  }
  await updateReverseShipment(tx, pickup.id, { status: 'cancelled', rank: RANK.cancelled });
  return { state: 'cancelled' };
}

export interface ReverseTrackingApplied {
  returnId: number;
  orderId: string;
  fresh: TrackingStatus[];
  movedTo: TrackingStatus | null;
}

/** Stores what is new in an update of a reverse pickup; null when the AWB is not one. */
export async function applyReverseTracking(
  tx: Executor,
  provider: string,
  update: TrackingUpdate,
): Promise<ReverseTrackingApplied | null> {
  const pickup = await lockReverseShipmentByAwb(tx, provider, update.awb);
  if (!pickup) return null;
  const events: TrackingEvent[] = [...update.events].sort(
    (a, b) => a.at.getTime() - b.at.getTime(),
  );
  const fresh: TrackingStatus[] = [];
  for (const e of events) {
    const stored = await insertReverseEvent(tx, {
      reverseShipmentId: pickup.id,
      eventKey: `${e.code}@${e.at.toISOString()}`,
      at: e.at,
      status: e.status,
      location: e.location ?? null,
      note: e.note ?? null,
    });
    if (stored) fresh.push(e.status);
  }
  const next = statusAfter(events, update.status, pickup, fresh.length);
  await updateReverseShipment(tx, pickup.id, {
    ...(next ? { status: next, rank: RANK[next] } : {}),
    ...(next === 'delivered' ? { receivedAt: new Date() } : {}),
    lastPolledAt: new Date(),
  });
  return { returnId: pickup.returnId, orderId: pickup.orderId, fresh, movedTo: next };
}

export type { ReverseShipmentRow };
