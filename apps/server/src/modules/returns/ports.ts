// What the returns module needs of modules above it (docs/decisions/021, 029): the refund of a
// return (payments' refunds flow at merge) and the courier's reverse pickup (the shipping flow at
// merge). store-modules.ts passes them in: flows/refunds and flows/shipping.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';

export type RefundTo = 'source' | 'store_credit' | 'upi' | 'bank';

export interface RefundPayoutDetails {
  upiId?: string;
  bank?: { accountName: string; accountNumber: string; ifsc: string };
}

export interface ReturnRefunds {
  /**
   * Refunds `amountPaise` for these lines of a received return, in the caller's transaction.
   * The same `idempotencyKey` answers the same refund: a retry never pays twice.
   */
  refund(
    tx: Executor,
    input: {
      orderId: string;
      returnId: number;
      amountPaise: number;
      to: RefundTo;
      payout?: RefundPayoutDetails;
      lines: { orderItemId: number; quantity: number; amountPaise: number }[];
      idempotencyKey: string;
      actor: string;
    },
  ): Promise<{ refundId: number; state: 'done' | 'pending' | 'payout_due' }>;
  /** The owner paid a 'payout_due' refund herself and gives its reference. */
  recordPayout(
    tx: Executor,
    input: { refundId: number; reference: string; actor: string },
  ): Promise<void>;
}

/**
 * Where a step runs: the store's settings, and the running store when the step is a request to
 * it (its courier double answers in-process); a command line has no running store.
 */
export interface StepPlace {
  config: AppConfig;
  app?: FastifyInstance;
}

export interface ReturnPickups {
  request(
    tx: Executor,
    input: {
      returnId: number;
      orderId: string;
      lines: { orderItemId: number; quantity: number }[];
    },
    place: StepPlace,
  ): Promise<{ state: 'booked' | 'unavailable'; awb?: string; courier?: string; reason?: string }>;
  /**
   * Calls off the pickup booked for a return that is rejected after its approval: cancelled,
   * none (it had none), or refused with the courier's reason (it stays booked).
   */
  cancel(
    tx: Executor,
    input: { returnId: number },
    place: StepPlace,
  ): Promise<{ state: 'cancelled' | 'none' | 'refused'; reason?: string }>;
}

export interface ReturnsPorts {
  refunds: ReturnRefunds;
  pickups: ReturnPickups;
}
