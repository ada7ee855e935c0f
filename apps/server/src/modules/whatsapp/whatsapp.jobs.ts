// The WhatsApp worker every API process runs beside the mail worker, on the same settings
// (MAIL_WORKER, MAIL_POLL_SECONDS, MAIL_MAX_ATTEMPTS, MAIL_RETRY_*): one outbox discipline for
// both channels. Leases keep two processes from sending one message twice.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { createSender, type WhatsAppSender } from './whatsapp-sender.ts';
import { sendDueWhatsApp } from './whatsapp.service.ts';

const LEASE_MS = 2 * 60_000;
const BATCH = 20;

export function registerWhatsAppWorker(
  app: FastifyInstance,
  options: { sender?: WhatsAppSender } = {},
): void {
  const { config } = app;
  if (!config.mail.worker) return;
  const sender = options.sender ?? createSender(config.whatsapp.api, config.dataDir);
  const worker = `${process.pid}:${randomUUID()}`;

  async function tick(stopping: () => boolean): Promise<void> {
    try {
      const report = await sendDueWhatsApp(app.db, {
        worker,
        sender,
        publicUrl: config.publicUrl,
        maxAttempts: config.mail.maxAttempts,
        retryBaseMs: config.mail.retryBaseMs,
        retryMaxMs: config.mail.retryMaxMs,
        leaseMs: LEASE_MS,
        batch: BATCH,
        stopping,
      });
      if (report.sent + report.retrying + report.failed + report.skipped > 0) {
        const level = report.failed > 0 || report.retrying > 0 ? 'warn' : 'info';
        app.log[level]({ ...report, via: sender.via }, 'whatsapp messages sent');
      }
    } catch (err) {
      app.log.error({ err }, 'sending whatsapp messages failed; will retry on the next run');
    }
  }

  registerPeriodicJob(app, { everyMs: config.mail.pollMs, run: tick });
}
