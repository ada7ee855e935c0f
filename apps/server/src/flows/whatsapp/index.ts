// WhatsApp order updates (docs/whatsapp.md, decision 022), one descriptor in src/store-modules.ts.
// A flow because a shopper's tap on Confirm or Cancel changes an order (modules/orders) from a
// message of modules/whatsapp, and orders already queues WhatsApp messages: the two modules
// meet here, above both, never in a circle.
import type { FastifyInstance } from 'fastify';
import type { StoreModule } from '../../kernel/store-module.ts';
import {
  graphDouble,
  registerWhatsAppWorker,
  whatsappAccountRoutes,
  whatsappWebhookRoutes,
} from '../../modules/whatsapp/index.ts';
import { codReplies } from './cod-replies.service.ts';
import { whatsappAdminRoutes } from './whatsapp.admin-routes.ts';

export { codReplies } from './cod-replies.service.ts';
export { whatsappNumbers } from './whatsapp-numbers.service.ts';

/** Meta's webhooks, with the COD replies held to the same look-up limit as the mailed link. */
async function webhooks(api: FastifyInstance): Promise<void> {
  const { config } = api;
  const replies = codReplies(api.rateLimiter, {
    maxFailures: config.orders.lookupMaxFailures,
    windowSeconds: config.orders.lookupWindowSeconds,
  });
  await api.register(whatsappWebhookRoutes, { replies });
}

export const whatsappFlow: StoreModule = {
  name: 'whatsapp',
  routes: [webhooks, whatsappAccountRoutes],
  adminRoutes: [whatsappAdminRoutes],
  rootRoutes: [graphDouble],
  jobs: [registerWhatsAppWorker],
};
