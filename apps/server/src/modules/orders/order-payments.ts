// The orders module's port to the payments module, which sits above it (payments imports orders):
// src/store-modules.ts fills it in.
import type { Executor } from '../../db/client.ts';

/** What the orders module needs of the payments module; src/store-modules.ts passes it in (payments imports orders). */
export interface AdminOrderPayments {
  /** Marks a Pending order paid after checking the amount; in the caller's transaction. */
  markPaid(
    tx: Executor,
    orderId: string,
    payment: { method: string; reference: string | null; amountPaise: number },
  ): Promise<'paid' | 'already-paid' | 'not-payable'>;
  /** Throws when the order was "paid" through the test gateway: it must not be shipped. */
  refuseSandboxPaid(tx: Executor, orderId: string): Promise<void>;
  history(
    db: Executor,
    orderId: string,
  ): Promise<
    {
      at: Date;
      method: string;
      amountPaise: number;
      paymentStatus: string;
      source: string;
      outcome: string;
      verified: boolean;
      sandbox: boolean;
    }[]
  >;
  /** Of these Pending orders, how many wait for the owner to confirm a UPI payment. */
  awaitingUpi(db: Executor, orderIds: string[]): Promise<number>;
  /** The payments the owner marked by hand for one order (the command line's orders:show). */
  ownerPayments(
    db: Executor,
    orderId: string,
  ): Promise<{ method: string; reference: string | null; at: Date }[]>;
  /** Of these orders, the ones with a card or UPI payment still under way (not to expire yet). */
  inFlight(tx: Executor, orderIds: string[]): Promise<Set<string>>;
}
