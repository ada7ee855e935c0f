// The owner's queue of returns: the wire shape with the customer, and when a refund was paid.
import type { QueuedReturn, ReturnPayout } from '@store/contract';
import { toWireReturn } from './returns-wire.ts';
import type { ReturnWithLines } from './returns.repository.ts';

export function queueItem(r: ReturnWithLines & { customer: string; email: string }): QueuedReturn {
  return {
    ...toWireReturn(r),
    customer: r.customer,
    email: r.email,
    payout: (r.payout as ReturnPayout | null) ?? null,
    refundedAt: r.refundedAt?.toISOString() ?? null,
  };
}
