// A courier's tracking update applied to the order (docs/shipping.md, "Tracking"): the events are
// stored once each by the shipping module; a shipment that has just reached delivered ends the
// order (Delivered, with its mail), and one just returned to origin runs the existing RTO path
// (stock back, credit note). Both moves are the orders module's own, in the same transaction;
// an out-for-delivery event queues its mail (modules/mail) there too.
import type { Executor } from '../../db/client.ts';
import { queueMail } from '../../modules/mail/index.ts';
import { deliverOrder, returnToOrigin } from '../../modules/orders/index.ts';
import {
  applyTracking,
  type TrackingApplied,
  type TrackingUpdate,
} from '../../modules/shipping/index.ts';

export async function applyCourierUpdate(
  db: Executor,
  provider: string,
  update: TrackingUpdate,
): Promise<TrackingApplied | null> {
  return db.transaction(async (tx) => {
    const applied = await applyTracking(tx, provider, update);
    if (!applied) return null;
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
    }
    return applied;
  });
}
