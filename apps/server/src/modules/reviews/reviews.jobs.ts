// Every API process looks for due review request mails every few minutes; the work is
// idempotent (review-requests.service.ts), so no process has to be "the scheduler".
import type { FastifyInstance } from 'fastify';
import { sendReviewRequests } from './review-requests.service.ts';

const EVERY_MS = 10 * 60_000;

export function registerReviewRequests(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  async function tick(): Promise<void> {
    if (running) return;
    running = true;
    try {
      const queued = await sendReviewRequests(app.db, { publicUrl: app.config.publicUrl });
      if (queued > 0) app.log.info({ queued }, 'review request mails queued');
    } catch (err) {
      app.log.error({ err }, 'queueing review requests failed; will retry on the next run');
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
