// The owner's numbers on returns (issue 31 item 9; docs/returns.md): what waits for her, units
// by reason and by product, the share of requests that are exchanges, and the days from request
// to refund paid. Rejected requests are left out of the counts.
import type { ReturnReason, ReturnsReport } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { queueItem } from './queue.ts';
import {
  countAwaitingAction,
  requestTotals,
  returnsQueue,
  unitsByProduct,
  unitsByReason,
} from './returns.repository.ts';

export async function returnsReport(db: Executor): Promise<ReturnsReport> {
  const totals = await requestTotals(db);
  return {
    awaitingAction: await countAwaitingAction(db),
    byReason: (await unitsByReason(db)).map((r) => ({
      reason: r.reason as ReturnReason,
      units: r.units,
    })),
    byProduct: await unitsByProduct(db),
    requests: totals.requests,
    exchanges: totals.exchanges,
    exchangeShare: totals.requests === 0 ? 0 : totals.exchanges / totals.requests,
    daysToRefund: totals.daysToRefund === null ? null : Math.round(totals.daysToRefund * 10) / 10,
  };
}

const cell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // A leading = + - @ would be read as a formula by a spreadsheet.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Every request (latest 5,000), one row per line, for a spreadsheet. */
export async function returnsCsv(db: Executor): Promise<string> {
  const rows = [
    'return,order,state,requested,reason,want,product,title,size,quantity,exchange_size,refund_rupees,refund_state,refunded',
  ];
  for (const r of (await returnsQueue(db, undefined, 5000)).map(queueItem)) {
    for (const l of r.lines) {
      rows.push(
        [
          r.id,
          r.orderId,
          r.state,
          r.createdAt,
          r.reason,
          r.want,
          l.orderItemId,
          l.title,
          l.size,
          l.quantity,
          l.exchangeSize,
          l.refund.toFixed(2),
          r.refundState,
          r.refundedAt,
        ]
          .map(cell)
          .join(','),
      );
    }
  }
  return rows.join('\n') + '\n';
}
