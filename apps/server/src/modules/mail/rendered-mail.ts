// Mails written when queued, for events with no order to render them from later (a review
// request, a back-in-stock note): the caller gives the recipient, subject and both bodies, and
// the outbox sends them like the order mails (docs/mail.md). The dedupe key makes queueing twice
// a no-op, so a retried job cannot mail twice.
import type { Executor } from '../../db/client.ts';
import { insertOutboxMails, type AttachmentSpec } from './mail.repository.ts';

export interface RenderedMail {
  event: string;
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Documents attached when sent (a return's credit note with its refund mail). */
  attachments?: AttachmentSpec[];
}

/** Queues the mails in the caller's transaction; returns how many were new. */
export async function queueRenderedMails(tx: Executor, mails: RenderedMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  return insertOutboxMails(
    tx,
    mails.map((m) => ({ ...m, orderId: null, data: {}, attachments: m.attachments ?? [] })),
  );
}
