import type { AdminOrderDetail } from '@store/contract';

type Attempt = AdminOrderDetail['payments'][number];

/** What an attempt reported that says it did not go through: kept as it was heard. */
const FAILED = /fail|cancel|declin|expire|mismatch|tamper/i;

/**
 * The word beside a payment attempt on the order screen. The rows are what each attempt
 * reported when it reported it, so a cash on delivery or card attempt read "pending" after the
 * order was paid (issue 36): an attempt that succeeded, or the order's last attempt of the
 * method it was paid by, now says "paid"; a failed one keeps its word.
 */
export function attemptOutcome(
  order: Pick<AdminOrderDetail, 'paidAt' | 'paymentMethod'>,
  attempts: readonly Attempt[],
  index: number,
): string {
  const attempt = attempts[index]!;
  if (FAILED.test(attempt.outcome)) return attempt.outcome;
  if (attempt.paymentStatus === 'success') return 'paid';
  if (!order.paidAt || attempt.method !== order.paymentMethod) return attempt.outcome;
  const lastOfMethod = attempts.findLastIndex(
    (a) => a.method === attempt.method && a.source !== 'operator',
  );
  return index === lastOfMethod || attempt.source === 'operator' ? 'paid' : attempt.outcome;
}
