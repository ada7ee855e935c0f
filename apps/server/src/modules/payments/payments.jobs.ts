// The scheduled check of pending card payments (reconcile.service.ts). Every API process runs
// it on a timer, like the orders' expiry: settling a payment is applied once per (transaction,
// status), so two processes asking about one payment at once change it once.
import type { FastifyInstance } from 'fastify';
import { gatewayVerifier, reconcilePendingPayments } from './reconcile.service.ts';

export function registerPaymentChecks(app: FastifyInstance): void {
  if (!app.config.payments.gateway) return;
  const verify = gatewayVerifier(app);
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function tick(): Promise<void> {
    if (running) return; // a slow gateway is never asked twice at once by one process
    running = true;
    try {
      const { paid, failed } = await reconcilePendingPayments(app.db, verify, {
        afterMinutes: app.config.paymentChecks.afterMinutes,
        log: app.log,
      });
      if (paid.length > 0 || failed.length > 0) {
        app.log.info({ paid, failed }, 'pending card payments settled with the gateway');
      }
    } catch (err) {
      app.log.error({ err }, 'checking pending payments failed; will retry on the next run');
    } finally {
      running = false;
    }
  }

  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), app.config.paymentChecks.intervalMinutes * 60_000);
    // The timer must never be what keeps the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
