// A tap on the COD message's Confirm or Cancel button, as the orders module's own rules for the
// mailed link decide: the payload carries the link's token, and the tap goes through the very
// functions the link page uses (codLinkState, confirmCodOrder), so an expired or replaced link
// does nothing here either. Cancel is the shopper's cancellation of a Pending order: its stock
// goes back and the cancellation mail goes (cancelOrder).
import type { Executor } from '../../db/client.ts';
import {
  cancelOrder,
  codLinkState,
  confirmCodOrder,
  type AttemptLimiter,
} from '../../modules/orders/index.ts';
import type { CodReplies, CodReply } from '../../modules/whatsapp/index.ts';

export function codReplies(
  limiter: AttemptLimiter,
  limits: { maxFailures: number; windowSeconds: number },
): CodReplies {
  return async (db: Executor, reply: CodReply) => {
    // Counted per order, as the link page counts per address: a wrong token is a failed look-up.
    const who = { clientKey: `whatsapp:${reply.orderId}`, ...limits };
    const state = await codLinkState(db, limiter, who, reply.orderId, reply.token);
    if (state.state !== 'awaiting') return 'ignored';
    if (reply.action === 'confirm') {
      const done = await confirmCodOrder(db, limiter, who, reply.orderId, reply.token);
      return done.state === 'confirmed' ? 'cod-confirmed' : 'ignored';
    }
    const moved = await cancelOrder(db, reply.orderId);
    return moved.outcome === 'moved' ? 'cod-cancelled' : 'ignored';
  };
}
