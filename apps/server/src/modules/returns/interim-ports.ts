// The stand-ins wired until the real refunds and pickups are merged (docs/decisions/029). They
// pretend nothing: a refund is written down as a payout the owner makes herself (UPI, bank
// transfer, the gateway's dashboard or store credit by hand) and records with its reference, and
// no courier is asked for a pickup, so the shopper is told to ship the parcel back.
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/domain-error.ts';
import type { ReturnPickups, ReturnRefunds } from './ports.ts';
import { returnPayouts } from './schema.ts';

export const payoutDueRefunds: ReturnRefunds = {
  async refund(tx, input) {
    const inserted = await tx
      .insert(returnPayouts)
      .values({
        returnId: input.returnId,
        orderId: input.orderId,
        amountPaise: input.amountPaise,
        to: input.to,
        payout: input.payout ?? null,
        idempotencyKey: input.idempotencyKey,
        createdBy: input.actor,
      })
      .onConflictDoNothing({ target: returnPayouts.idempotencyKey })
      .returning({ id: returnPayouts.id, paidAt: returnPayouts.paidAt });
    const row =
      inserted[0] ??
      (
        await tx
          .select({ id: returnPayouts.id, paidAt: returnPayouts.paidAt })
          .from(returnPayouts)
          .where(eq(returnPayouts.idempotencyKey, input.idempotencyKey))
      )[0]!;
    return { refundId: row.id, state: row.paidAt ? 'done' : 'payout_due' };
  },
  async recordPayout(tx, input) {
    const rows = await tx
      .update(returnPayouts)
      .set({ reference: input.reference, paidAt: new Date() })
      .where(eq(returnPayouts.id, input.refundId))
      .returning({ id: returnPayouts.id });
    if (rows.length === 0) throw notFound('No such refund');
  },
};

export const shopperShipsBack: ReturnPickups = {
  request() {
    return Promise.resolve({
      state: 'unavailable',
      reason: 'Courier pickups are not set up: the shopper ships the parcel back',
    });
  },
};
