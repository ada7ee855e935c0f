// Every API process looks for due review request mails every few minutes; the work is
// idempotent (review-requests.service.ts), so no process has to be "the scheduler".
import type { FastifyInstance } from 'fastify';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { sendReviewRequests } from './review-requests.service.ts';

export function registerReviewRequests(app: FastifyInstance): void {
  registerPeriodicJob(app, {
    everyMs: 10 * 60_000,
    failed: 'queueing review requests failed',
    async run() {
      const queued = await sendReviewRequests(app.db, { publicUrl: app.config.publicUrl });
      if (queued > 0) app.log.info({ queued }, 'review request mails queued');
    },
  });
}
