// The WhatsApp module's public entry (docs/whatsapp.md, decision 022): queueing an order's
// message in the caller's transaction, the checkout's consent, the webhook and account routes,
// the worker, the Graph API double, and the owner's numbers. The COD replies' effect on orders
// is given by flows/whatsapp, which composes this module with orders.
export {
  queueCartReminder,
  queueWhatsApp,
  recordCheckoutConsent,
  sendDueWhatsApp,
  type OrderForWhatsApp,
  type QueueWhatsAppInput,
} from './whatsapp.service.ts';
export { registerWhatsAppWorker } from './whatsapp.jobs.ts';
export { createSender } from './whatsapp-sender.ts';
export { WEBHOOK_PATH, whatsappAccountRoutes, whatsappWebhookRoutes } from './whatsapp.routes.ts';
export type { CodReplies } from './whatsapp-webhook.service.ts';
export type { CodReply, WhatsAppLanguage } from './whatsapp-templates.ts';
export { CART_RESTORE_PATH } from './whatsapp-templates.ts';
export { graphDouble } from './sandbox/graph-double.ts';
export {
  listInbox as whatsappInbox,
  messageCounts as whatsappMessageCounts,
  ordersConfirmedOnWhatsApp,
} from './whatsapp.repository.ts';
