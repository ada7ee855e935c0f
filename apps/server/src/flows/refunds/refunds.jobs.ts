// The refunds flow's timers: gateway refunds sent and followed to done (refund-settler.ts), and
// the store credit spent on orders that were cancelled without the cancellation giving it back
// (an unpaid order's expiry) returned to its shopper.
import type { FastifyInstance } from 'fastify';
import { gatewayRefunder } from '../../modules/payments/index.ts';
import { settleGatewayRefunds } from './refund-settler.ts';
import { giveBackCreditOfCancelledOrders } from './cancellation-refunds.ts';

/** A pending refund is asked about again after this long. */
const ASK_AGAIN_MS = 60_000;

export function registerRefundJobs(app: FastifyInstance): void {
  const refunder = gatewayRefunder(app);
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function tick(): Promise<void> {
    if (running) return;
    running = true;
    try {
      await giveBackCreditOfCancelledOrders(app.db);
      if (!refunder) return;
      const { done, failed } = await settleGatewayRefunds(app.db, refunder, {
        afterMs: ASK_AGAIN_MS,
        log: app.log,
      });
      if (done.length > 0 || failed.length > 0) {
        app.log.info({ done, failed }, 'gateway refunds settled');
      }
    } catch (err) {
      app.log.error({ err }, 'refunds: the run failed; will retry on the next one');
    } finally {
      running = false;
    }
  }

  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), app.config.paymentChecks.intervalMinutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
