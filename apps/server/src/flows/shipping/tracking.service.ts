// A courier's tracking update applied to the order (docs/shipping.md, "Tracking"): the events are
// stored once each by the shipping module; a shipment that has just reached delivered ends the
// order (Delivered, with its mail), and one just returned to origin runs the existing RTO path
// (stock back, credit note). Both moves are the orders module's own, in the same transaction;
// an out-for-delivery event queues its mail (modules/mail) and the shopper's WhatsApp message
// (modules/whatsapp; the delivered one goes with the order's own move to Delivered) there too.
import type { Executor } from '../../db/client.ts';
import { queueMail } from '../../modules/mail/index.ts';
import { deliverOrder, getOrderForOwner, returnToOrigin } from '../../modules/orders/index.ts';
import { queueWhatsApp } from '../../modules/whatsapp/index.ts';
import {
  applyReverseTracking,
  applyTracking,
  type ReverseTrackingApplied,
  type TrackingApplied,
  type TrackingUpdate,
} from '../../modules/shipping/index.ts';
import { codPaiseOf } from './ship.service.ts';

/** What the shipping flow tells modules above it (store-modules.ts wires them). */
export interface ShippingPorts {
  /** A return's reverse pickup was delivered back to the store, in the update's transaction. */
  onReturnDelivered?: (tx: Executor, returnId: number) => Promise<void>;
}

/**
 * A courier's update, applied in one transaction: a forward parcel's (below), else a reverse
 * pickup's, whose delivery to the store is told to the returns module once (it moves forward
 * only once). Null for an AWB the store does not know.
 */
export async function applyCourierUpdate(
  db: Executor,
  provider: string,
  update: TrackingUpdate,
  ports: ShippingPorts = {},
): Promise<TrackingApplied | ReverseTrackingApplied | null> {
  return db.transaction(async (tx) => {
    const applied = await applyTracking(tx, provider, update);
    if (!applied) {
      const back = await applyReverseTracking(tx, provider, update);
      if (back?.movedTo === 'delivered') await ports.onReturnDelivered?.(tx, back.returnId);
      return back;
    }
    if (applied.movedTo === 'delivered') await deliverOrder(tx, applied.orderId);
    if (applied.movedTo === 'returned-to-origin') await returnToOrigin(tx, applied.orderId);
    // The out-for-delivery mail, once per attempt (a second attempt after a failed one mails
    // again), unless the parcel was delivered in the same update.
    if (applied.movedTo !== 'delivered') {
      const attempts = applied.freshEvents.filter((e) => e.status === 'out-for-delivery');
      await queueMail(
        tx,
        attempts.map((e) => ({
          event: 'order-out-for-delivery' as const,
          orderId: applied.orderId,
          dedupeKey: `order-out-for-delivery:${applied.orderId}:${e.at.toISOString()}`,
        })),
      );
      // And the shopper's WhatsApp message, where she said yes to it: once per attempt too.
      const order = attempts.length > 0 ? await getOrderForOwner(tx, applied.orderId) : null;
      for (const e of order ? attempts : []) {
        await queueWhatsApp(tx, {
          event: 'order-out-for-delivery',
          order: order!,
          codPaise: codPaiseOf(order!),
          attempt: e.at.toISOString(),
        });
      }
    }
    return applied;
  });
}
