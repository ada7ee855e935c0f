// Every API process looks for restocked sizes someone waits for every half minute; the work is
// idempotent (stock-alerts.service.ts), so no process has to be "the scheduler".
import type { FastifyInstance } from 'fastify';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { sendBackInStockMails } from './stock-alerts.service.ts';

export function registerBackInStock(app: FastifyInstance): void {
  registerPeriodicJob(app, {
    everyMs: 30_000,
    failed: 'back-in-stock mails failed',
    async run() {
      const queued = await sendBackInStockMails(app.db, { publicUrl: app.config.publicUrl });
      if (queued > 0) app.log.info({ queued }, 'back-in-stock mails queued');
    },
  });
}
