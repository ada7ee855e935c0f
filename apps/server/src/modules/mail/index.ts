// The mail module's public entry: queueing an order's mail in the caller's transaction, and
// the worker that sends them (docs/mail.md). Everything else in this folder is its own.
import type { StoreModule } from '../../kernel/store-module.ts';
import {
  registerMailWorker as mailWorker,
  type MailWorkerOptions as MailPorts,
} from './mail.jobs.ts';
import { mailList, mailRetry } from './mail.commands.ts';
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
export { queueRenderedMails, type RenderedMail } from './rendered-mail.ts';
export { html as mailHtml } from './mail-html.ts';
export { backInStockMailHi } from './mail-templates-hi.ts';
export { registerMailWorker, type MailWorkerOptions } from './mail.jobs.ts';
export type { MailOrder, MailOrderLine, MailTaxSplit } from './mail-layout.ts';
export {
  MAIL_EVENTS,
  renderOrderMail,
  type CancelReason,
  type MailEvent,
} from './mail-templates.ts';

/** The mail module as the store registers it (kernel/store-module.ts); orders and tax come in as ports. */
export function mailModule(ports: MailPorts): StoreModule {
  return {
    name: 'mail',
    commands: { 'mail:list': mailList, 'mail:retry': mailRetry },
    jobs: [(app) => mailWorker(app, ports)],
  };
}
