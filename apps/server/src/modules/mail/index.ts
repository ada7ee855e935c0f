// The mail module's public entry: queueing an order's mail in the caller's transaction, and
// the worker that sends them (docs/mail.md). Everything else in this folder is its own.
export {
  MAIL_STATUSES,
  queueMail,
  recentMails,
  retryFailedMails,
  type MailStatus,
  type QueueMailInput,
  type OrderForMail,
  type InvoicePdf,
} from './mail.service.ts';
export { queueInvitationMail, type StaffInvitationMail } from './invitation-mail.ts';
export { registerMailWorker, type MailWorkerOptions } from './mail.jobs.ts';
export type { MailOrder, MailOrderLine, MailTaxSplit } from './mail-layout.ts';
export { MAIL_EVENTS, type CancelReason, type MailEvent } from './mail-templates.ts';
