// Gateway refunds are sent and followed outside the transaction that started them (a network
// call never holds a database lock): this job takes each pending gateway refund, sends it with
// cancel_refund_transaction if the gateway has not got it yet, and asks check_action_status
// until the gateway says done or failed. Before sending, it asks for the refund by our token,
// so a refund whose first answer was lost is found, not sent twice.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  findRefundablePayment,
  type GatewayRefunder,
  type RefundStatusAnswer,
} from '../../modules/payments/index.ts';
import { findOpenGatewayRefunds, setRefundState, type RefundRow } from './refunds.repository.ts';
import { refunds } from './schema.ts';

export interface SettleResult {
  done: number[];
  failed: number[];
  pending: number[];
}

/**
 * Claims a refund for this run: moves its updated_at on only if no one else did since it was
 * read. Of two processes looking at one refund, one sends it.
 */
async function claim(db: Executor, row: RefundRow): Promise<boolean> {
  const claimed = await db
    .update(refunds)
    .set({ updatedAt: new Date() })
    .where(and(eq(refunds.id, row.id), eq(refunds.updatedAt, row.updatedAt)))
    .returning({ id: refunds.id });
  return claimed.length > 0;
}

async function applyStatus(
  db: Executor,
  row: RefundRow,
  answer: Extract<RefundStatusAnswer, { requestId: string }>,
): Promise<keyof SettleResult> {
  const note = Object.entries(answer.detail)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')
    .slice(0, 300);
  if (answer.kind === 'pending') {
    await setRefundState(db, row.id, ['pending'], 'pending', {
      gatewayRef: answer.requestId,
      note,
    });
    return 'pending';
  }
  const to = answer.kind === 'done' ? 'done' : 'failed';
  await setRefundState(db, row.id, ['pending'], to, { gatewayRef: answer.requestId, note });
  return to;
}

async function settleOne(
  db: Executor,
  refunder: GatewayRefunder,
  row: RefundRow,
  log: FastifyBaseLogger,
): Promise<keyof SettleResult> {
  if (!(await claim(db, row))) return 'pending';
  const payment = await findRefundablePayment(db, row.orderId);
  if (!payment) {
    await setRefundState(db, row.id, ['pending'], 'failed', { note: 'no gateway payment found' });
    return 'failed';
  }
  const ref = { mihpayid: payment.mihpayid, token: row.gatewayToken };
  const status = await refunder.check({ ...ref, requestId: row.gatewayRef });
  if (status.kind === 'unreachable') {
    log.warn({ refundId: row.id, reason: status.reason }, 'refund check: gateway not asked');
    return 'pending';
  }
  if (status.kind !== 'not-found') return applyStatus(db, row, status);
  if (row.gatewayRef !== null) {
    log.warn({ refundId: row.id }, 'refund check: the gateway does not know its request');
    return 'pending';
  }
  const sent = await refunder.request({ ...ref, amountPaise: row.amountPaise });
  if (sent.kind === 'queued') {
    await setRefundState(db, row.id, ['pending'], 'pending', {
      gatewayRef: sent.requestId,
      note: sent.message,
    });
    return 'pending';
  }
  if (sent.kind === 'refused') {
    log.warn({ refundId: row.id, msg: sent.message }, 'the gateway refused a refund');
    await setRefundState(db, row.id, ['pending'], 'failed', { note: sent.message || 'refused' });
    return 'failed';
  }
  log.warn({ refundId: row.id, reason: sent.reason }, 'refund: gateway not reached');
  return 'pending';
}

/** Sends and follows the pending gateway refunds last touched at least `afterMs` ago. */
export async function settleGatewayRefunds(
  db: Executor,
  refunder: GatewayRefunder,
  options: { afterMs: number; now?: Date; log: FastifyBaseLogger },
): Promise<SettleResult> {
  const now = options.now?.getTime() ?? Date.now();
  const due = await findOpenGatewayRefunds(db, new Date(now - options.afterMs), 50);
  const result: SettleResult = { done: [], failed: [], pending: [] };
  for (const row of due) {
    result[await settleOne(db, refunder, row, options.log)].push(row.id);
  }
  return result;
}
