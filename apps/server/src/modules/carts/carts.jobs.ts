// The abandoned-cart reminder's timer: every process with a mail worker looks for due carts
// every few minutes. Two processes at once are safe: each cart is locked and re-checked in the
// transaction that queues its reminder, and the outbox's key allows one reminder per cart.
import type { FastifyInstance } from 'fastify';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { remindAbandonedCarts } from './carts.service.ts';

export function registerCartReminders(app: FastifyInstance): void {
  const { config } = app;
  if (!config.mail.worker) return;
  registerPeriodicJob(app, {
    everyMs: 5 * 60_000,
    failed: 'abandoned-cart reminders failed',
    async run() {
      const report = await remindAbandonedCarts(app.db, {
        hours: config.whatsapp.cartReminderHours,
      });
      if (report.reminded > 0) app.log.info(report, 'abandoned-cart reminders queued');
    },
  });
}
