// A courier's tracking update applied to the order (docs/shipping.md, "Tracking"): the events are
// stored once each by the shipping module; a shipment that has just reached delivered ends the
// order (Delivered, with its mail), and one just returned to origin runs the existing RTO path
// (stock back, credit note). Both moves are the orders module's own, in the same transaction.
import type { Executor } from '../../db/client.ts';
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
    return applied;
  });
}
