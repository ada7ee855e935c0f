// Every API process looks for restocked sizes someone waits for every half minute; the work is
// idempotent (stock-alerts.service.ts), so no process has to be "the scheduler".
import type { FastifyInstance } from 'fastify';
import { sendBackInStockMails } from './stock-alerts.service.ts';

const EVERY_MS = 30_000;

export function registerBackInStock(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  async function tick(): Promise<void> {
    if (running) return;
    running = true;
    try {
      const queued = await sendBackInStockMails(app.db, { publicUrl: app.config.publicUrl });
      if (queued > 0) app.log.info({ queued }, 'back-in-stock mails queued');
    } catch (err) {
      app.log.error({ err }, 'back-in-stock mails failed; will retry on the next run');
    } finally {
      running = false;
    }
  }
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
