// Unpaid orders hold stock for ORDER_HOLD_MINUTES (longer while a card payment is in progress,
// at most UNPAID_ORDER_TTL_HOURS); past that they are cancelled and the stock goes back on the
// shelf. Every API process runs this on a timer: the work is idempotent and concurrent runs
// skip each other's rows, so no single process has to be "the scheduler".
import type { FastifyInstance } from 'fastify';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { expireUnpaidOrders, type PaymentsInFlight } from './order-expiry.service.ts';

export interface OrderExpiryOptions {
  /** The payments module's answer to "is a payment in progress for these orders?". */
  paymentsInFlight: PaymentsInFlight;
}

export function registerOrderExpiry(app: FastifyInstance, options: OrderExpiryOptions): void {
  registerPeriodicJob(app, {
    everyMs: app.config.orders.expiryIntervalMinutes * 60_000,
    failed: 'expiring unpaid orders failed',
    async run() {
      const { cancelled, keysPurged } = await expireUnpaidOrders(app.db, {
        holdMinutes: app.config.orders.holdMinutes,
        maxHours: app.config.unpaidOrderTtlHours,
        paymentsInFlight: options.paymentsInFlight,
      });
      if (cancelled.length > 0 || keysPurged > 0) {
        app.log.info({ cancelled, keysPurged }, 'expired unpaid orders cancelled');
      }
    },
  });
}
