// The scheduled check of pending card payments (reconcile.service.ts). Every API process runs
// it on a timer, like the orders' expiry: settling a payment is applied once per (transaction,
// status), so two processes asking about one payment at once change it once.
import type { FastifyInstance } from 'fastify';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { gatewayVerifier, reconcilePendingPayments } from './reconcile.service.ts';

export function registerPaymentChecks(app: FastifyInstance): void {
  if (!app.config.payments.gateway) return;
  const verify = gatewayVerifier(app);
  registerPeriodicJob(app, {
    everyMs: app.config.paymentChecks.intervalMinutes * 60_000,
    failed: 'checking pending payments failed',
    async run() {
      const { paid, failed } = await reconcilePendingPayments(app.db, verify, {
        afterMinutes: app.config.paymentChecks.afterMinutes,
        log: app.log,
      });
      if (paid.length > 0 || failed.length > 0) {
        app.log.info({ paid, failed }, 'pending card payments settled with the gateway');
      }
    },
  });
}
