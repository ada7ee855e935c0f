// WhatsApp order updates (docs/whatsapp.md, decision 022), registered by app.ts in one line.
// A flow because a shopper's tap on Confirm or Cancel changes an order (modules/orders) from a
// message of modules/whatsapp, and orders already queues WhatsApp messages: the two modules
// meet here, above both, never in a circle.
import type { FastifyInstance } from 'fastify';
import { registerAdminAuth } from '../../plugins/admin-auth.ts';
import { userOfSessionToken } from '../../modules/accounts/index.ts';
import { staffOfToken } from '../../modules/staff/index.ts';
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

const noStore = (scope: FastifyInstance) =>
  scope.addHook('onSend', (_req, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

export async function registerWhatsApp(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const replies = codReplies(app.rateLimiter, {
    maxFailures: config.orders.lookupMaxFailures,
    windowSeconds: config.orders.lookupWindowSeconds,
  });
  await app.register(
    async (api) => {
      noStore(api);
      await api.register(whatsappWebhookRoutes, { replies });
      await api.register(whatsappAccountRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(
    async (admin) => {
      registerAdminAuth(admin, {
        staffOfToken: (token) => staffOfToken(app.db, token, config.auth.adminSessionMaxDays),
        isShopperToken: async (token) => (await userOfSessionToken(app.db, token)) !== null,
      });
      noStore(admin);
      await admin.register(whatsappAdminRoutes);
    },
    { prefix: '/api/v1/admin' },
  );
  await app.register(graphDouble);
  registerWhatsAppWorker(app);
}
