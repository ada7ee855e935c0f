// The refunds flow's timer: gateway refunds sent and followed to done (refund-settler.ts), and
// the store credit spent on orders that were cancelled without the cancellation giving it back
// (an unpaid order's expiry) returned to its shopper.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { gatewayRefunder } from '../../modules/payments/index.ts';
import { settleGatewayRefunds } from './refund-settler.ts';
import { giveBackCreditOfCancelledOrders } from './cancellation-refunds.ts';

/** A pending refund is asked about again after this long. */
const ASK_AGAIN_MS = 60_000;

/** What the refunds flow tells the modules it serves (store-modules.ts wires it). */
export interface RefundsPorts {
  /** Gateway refunds that were pending are now done or failed (the returns queue follows). */
  onSettled?: (
    db: Executor,
    settled: { done: number[]; failed: number[] },
    publicUrl: string,
  ) => Promise<void>;
}

export function registerRefundJobs(app: FastifyInstance, ports: RefundsPorts = {}): void {
  const refunder = gatewayRefunder(app);
  registerPeriodicJob(app, {
    everyMs: app.config.paymentChecks.intervalMinutes * 60_000,
    failed: 'refunds: the run failed',
    async run() {
      await giveBackCreditOfCancelledOrders(app.db);
      if (!refunder) return;
      const { done, failed } = await settleGatewayRefunds(app.db, refunder, {
        afterMs: ASK_AGAIN_MS,
        log: app.log,
      });
      if (done.length > 0 || failed.length > 0) {
        app.log.info({ done, failed }, 'gateway refunds settled');
        await ports.onSettled?.(app.db, { done, failed }, app.config.publicUrl);
      }
    },
  });
}
