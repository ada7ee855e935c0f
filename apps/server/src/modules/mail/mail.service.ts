// The order mails' outbox (docs/mail.md). A change to an order queues its mail in the same
// transaction (queueMail), so a mail exists exactly when its change was committed and the
// change never waits for a mail server. A worker in each API process (mail.jobs.ts) then sends
// what is due: rendered at the first attempt from the order as it is then, sent through the
// store's mailer (lib/mailer.ts), retried with a doubling wait up to a cap, and marked failed
// after the last attempt.
import type { Executor } from '../../db/client.ts';
import type { Mailer, MailAttachment } from '../../lib/mailer.ts';
import { getStoreSettings } from '../store/index.ts';
import type { MailOrder, MailStore } from './mail-layout.ts';
import {
  renderOrderMail,
  type CancelReason,
  type MailContext,
  type MailEvent,
  type MailEventData,
} from './mail-templates.ts';
import {
  claimDueMails,
  insertOutboxMails,
  listMails,
  requeueFailedMails,
  markMailAttemptFailed,
  markMailSent,
  releaseMails,
  saveRenderedMail,
  type AttachmentSpec,
  type MailSummary,
  type NewOutboxMail,
  type OutboxMail,
} from './mail.repository.ts';

/** One event of one order. `dedupeKey` defaults to `<event>:<orderId>`: one mail per event. */
export type QueueMailInput = { orderId: string; dedupeKey?: string } & (
  | { event: 'order-placed'; codConfirmUrl?: string | undefined }
  | { event: 'payment-received' }
  | { event: 'order-shipped' }
  | { event: 'order-out-for-delivery' }
  | { event: 'order-delivered' }
  | { event: 'order-cancelled'; reason: CancelReason }
  | { event: 'cod-confirmed' }
);

function outboxRow(input: QueueMailInput): NewOutboxMail {
  const data: Record<string, string> = {};
  if (input.event === 'order-placed' && input.codConfirmUrl) {
    data.codConfirmUrl = input.codConfirmUrl;
  }
  if (input.event === 'order-cancelled') data.reason = input.reason;
  // The shipped mail carries the invoice; a cancelled one the credit note, when one was issued.
  const attachments: AttachmentSpec[] =
    input.event === 'order-shipped'
      ? [{ kind: 'invoice', orderId: input.orderId }]
      : input.event === 'order-cancelled'
        ? [{ kind: 'credit-note', orderId: input.orderId }]
        : [];
  return {
    event: input.event,
    orderId: input.orderId,
    dedupeKey: input.dedupeKey ?? `${input.event}:${input.orderId}`,
    data,
    attachments,
  };
}

/**
 * Queues the mails of order events in the caller's transaction `tx`: they are sent once it
 * commits, and never if it rolls back. Queueing an event again (the same dedupe key) changes
 * nothing, so a retried change cannot mail twice. Returns how many mails were new.
 */
export async function queueMail(
  tx: Executor,
  input: QueueMailInput | QueueMailInput[],
): Promise<number> {
  const inputs = Array.isArray(input) ? input : [input];
  return insertOutboxMails(tx, inputs.map(outboxRow));
}

/** The order as a mail tells of it, or null when there is no such order. */
export type OrderForMail = (db: Executor, orderId: string) => Promise<MailOrder | null>;
/**
 * The order's invoice (or bill of supply) or credit note as a PDF (modules/tax invoicePdf); with
 * a refund's id, the credit note of that return's refund. Null when none was issued.
 */
export type InvoicePdf = (
  db: Executor,
  orderId: string,
  which: 'invoice' | 'credit-note',
  refundId?: number,
) => Promise<Buffer | null>;

export interface MailSending {
  /** Names this process's claims; unique per worker. */
  worker: string;
  mailer: Mailer;
  orderForMail: OrderForMail;
  /** Absent until invoices exist: the shipped mail then goes without one. */
  invoicePdf?: InvoicePdf | undefined;
  publicUrl: string;
  holdMinutes: number;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claim lasts: longer than any one send can take (lib/mailer.ts SMTP_TIMEOUTS). */
  leaseMs: number;
  batch: number;
  /** Asked between mails: true once the process is closing, to claim nothing more. */
  stopping?: () => boolean;
  log?: { warn(obj: object, msg: string): void } | undefined;
}

/** The wait before attempt `attempt + 1`: the base, doubled per attempt made, at most the cap. */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 40));
}

function storeOf(settings: Awaited<ReturnType<typeof getStoreSettings>>): MailStore {
  return {
    name: settings.storeName,
    companyName: settings.companyName,
    address: settings.companyAddress,
    email: settings.companyEmail,
    phone: settings.companyPhone,
  };
}

class PermanentMailError extends Error {}

async function resolveAttachments(
  db: Executor,
  specs: AttachmentSpec[],
  s: MailSending,
): Promise<(MailAttachment & { kind: AttachmentSpec['kind'] })[]> {
  const files: (MailAttachment & { kind: AttachmentSpec['kind'] })[] = [];
  for (const spec of specs) {
    if (!s.invoicePdf) continue;
    // No document (an order shipped before invoices were issued, a cancelled order that was
    // never invoiced): the mail goes without one. A failure to make one is thrown, and the
    // attempt retried, so the shopper does get it.
    const content = await s.invoicePdf(db, spec.orderId, spec.kind, spec.refundId);
    if (!content) continue;
    files.push({
      filename: `${spec.kind}-${spec.orderId}${spec.refundId === undefined ? '' : `-${spec.refundId}`}.pdf`,
      contentType: 'application/pdf',
      content,
      kind: spec.kind,
    });
  }
  return files;
}

async function sendOne(
  db: Executor,
  mail: OutboxMail,
  store: MailStore,
  s: MailSending,
): Promise<boolean> {
  const attachments = await resolveAttachments(db, mail.attachments, s);
  let message = mail.to
    ? { to: mail.to, subject: mail.subject ?? '', html: mail.html ?? '', text: mail.text ?? '' }
    : null;
  if (!message) {
    const order = mail.orderId ? await s.orderForMail(db, mail.orderId) : null;
    if (!order) throw new PermanentMailError(`order ${mail.orderId ?? '(none)'} not found`);
    const ctx: MailContext = {
      publicUrl: s.publicUrl,
      store,
      holdMinutes: s.holdMinutes,
      attached: attachments.map((a) => a.kind),
    };
    const rendered = renderOrderMail(
      mail.event as MailEvent,
      order,
      mail.data as MailEventData,
      ctx,
    );
    message = { to: order.email, ...rendered };
    // Kept before sending: a lease that ran out means another worker has the mail now.
    if (!(await saveRenderedMail(db, mail.id, s.worker, message))) return false;
  }
  await s.mailer.send({
    ...message,
    // Replies go to the store's own address, not to the sending address (issue 31 item 2).
    ...(store.email ? { replyTo: store.email } : {}),
    storeName: store.name,
    attachments: attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
    key: mail.dedupeKey,
  });
  if (!(await markMailSent(db, mail.id, s.worker))) {
    s.log?.warn({ mail: mail.id }, 'a mail was sent after its lease ran out');
  }
  return true;
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { responseCode?: unknown }).responseCode;
    const text = typeof code === 'number' ? `${code} ${err.message}` : err.message;
    return text.slice(0, 1000);
  }
  return String(err).slice(0, 1000);
}

export interface SendReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the mails that are due, a batch at a time, until none is left (or `stopping`). Each
 * is claimed with a lease first, so another process running this at the same time sends
 * other mails, never the same one.
 */
export async function sendDueMails(db: Executor, s: MailSending): Promise<SendReport> {
  const report: SendReport = { sent: 0, retrying: 0, failed: 0 };
  const store = storeOf(await getStoreSettings(db));
  for (;;) {
    if (s.stopping?.()) return report;
    const claimed = await claimDueMails(db, s.worker, s.leaseMs, s.batch);
    if (claimed.length === 0) return report;
    for (const [i, mail] of claimed.entries()) {
      if (s.stopping?.()) {
        // Handed back at once rather than held until the lease runs out.
        await releaseMails(
          db,
          s.worker,
          claimed.slice(i).map((m) => m.id),
        );
        return report;
      }
      try {
        if (await sendOne(db, mail, store, s)) report.sent += 1;
      } catch (err) {
        const permanent = err instanceof PermanentMailError;
        const last = permanent || mail.attempts >= s.maxAttempts;
        const wait = last ? null : retryDelayMs(mail.attempts, s.retryBaseMs, s.retryMaxMs);
        await markMailAttemptFailed(db, mail.id, s.worker, describe(err), wait);
        if (last) report.failed += 1;
        else report.retrying += 1;
      }
    }
  }
}

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The owner's view of the outbox: the newest mails, of one status or all. */
export async function recentMails(
  db: Executor,
  filter: { status?: MailStatus | undefined; limit: number },
): Promise<MailSummary[]> {
  return listMails(db, filter);
}

/**
 * Sends failed mails again (after the owner mended the mail server's set-up), with a fresh
 * count of attempts: the one with this dedupe key, or every failed one (null). Returns how many.
 */
export async function retryFailedMails(db: Executor, dedupeKey: string | null): Promise<number> {
  return requeueFailedMails(db, dedupeKey);
}
