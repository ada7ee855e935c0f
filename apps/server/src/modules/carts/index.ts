// The carts module's public entry (docs/whatsapp.md, decision 022): a signed-in shopper's cart
// kept on the server, its restore link, and the abandoned-cart reminder's job. It queues the
// reminder through the WhatsApp module's outbox; nothing imports this module back.
import type { StoreModule } from '../../kernel/store-module.ts';
import { registerCartReminders } from './carts.jobs.ts';
import { cartRestoreRoutes, cartRoutes } from './carts.routes.ts';
export { remindAbandonedCarts, RESTORE_LINK_DAYS } from './carts.service.ts';

export const cartsModule: StoreModule = {
  name: 'carts',
  routes: [cartRoutes, cartRestoreRoutes],
  jobs: [registerCartReminders],
};
