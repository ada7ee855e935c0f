// The mail worker every API process runs, like the orders' expiry (modules/orders/orders.jobs.ts):
// a timer sends what is due. Processes need no coordinator: each claims mails with a lease
// (mail.repository.ts claimDueMails), so several send side by side and no mail goes twice.
// MAIL_WORKER=false keeps a process out of it; the mails then wait for another process.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createMailer } from '../../lib/mailer.ts';
import { registerPeriodicJob } from '../../lib/periodic-job.ts';
import { sendDueMails, type InvoicePdf, type OrderForMail } from './mail.service.ts';

/**
 * A claim outlives the longest send: the SMTP time limits (lib/mailer.ts SMTP_TIMEOUTS, two
 * minutes together) and making an invoice, with room to spare.
 */
export const MAIL_LEASE_MS = 10 * 60_000;
const BATCH = 20;

export interface MailWorkerOptions {
  /** The orders module's answer to "what does this order hold now?". */
  orderForMail: OrderForMail;
  /** The tax module's invoice, attached to the shipped mail; without it the mail goes alone. */
  invoicePdf?: InvoicePdf | undefined;
}

export function registerMailWorker(app: FastifyInstance, options: MailWorkerOptions): void {
  const { config } = app;
  if (!config.mail.worker) return;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  const worker = `${process.pid}:${randomUUID()}`;

  async function tick(stopping: () => boolean): Promise<void> {
    try {
      const report = await sendDueMails(app.db, {
        worker,
        mailer,
        orderForMail: options.orderForMail,
        invoicePdf: options.invoicePdf,
        publicUrl: config.publicUrl,
        holdMinutes: config.orders.holdMinutes,
        maxAttempts: config.mail.maxAttempts,
        retryBaseMs: config.mail.retryBaseMs,
        retryMaxMs: config.mail.retryMaxMs,
        leaseMs: MAIL_LEASE_MS,
        batch: BATCH,
        stopping,
        log: app.log,
      });
      if (report.sent + report.retrying + report.failed > 0) {
        const level = report.failed > 0 || report.retrying > 0 ? 'warn' : 'info';
        app.log[level]({ ...report, via: mailer.transport }, 'order mails sent');
      }
    } catch (err) {
      app.log.error({ err }, 'sending order mails failed; will retry on the next run');
    }
  }

  registerPeriodicJob(app, {
    everyMs: config.mail.pollMs,
    run: tick,
    // The mail being sent finishes and is marked; the rest of the batch is handed back.
    closed: () => mailer.close(),
  });
}
