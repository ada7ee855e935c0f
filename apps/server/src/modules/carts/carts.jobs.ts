// The abandoned-cart reminder's timer: every process with a mail worker looks for due carts
// every few minutes. Two processes at once are safe: each cart is locked and re-checked in the
// transaction that queues its reminder, and the outbox's key allows one reminder per cart.
import type { FastifyInstance } from 'fastify';
import { remindAbandonedCarts } from './carts.service.ts';

const EVERY_MS = 5 * 60_000;

export function registerCartReminders(app: FastifyInstance): void {
  const { config } = app;
  if (!config.mail.worker) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  async function tick(): Promise<void> {
    try {
      const report = await remindAbandonedCarts(app.db, {
        hours: config.whatsapp.cartReminderHours,
      });
      if (report.reminded > 0) app.log.info(report, 'abandoned-cart reminders queued');
    } catch (err) {
      app.log.error({ err }, 'abandoned-cart reminders failed; will retry on the next run');
    }
  }

  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = tick().finally(() => {
        running = null;
      });
    }, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
