// The content module's public entry: what app.ts, the command line and other modules may use.
// Everything else in this folder is the module's own.
import type { StoreModule } from '../../kernel/store-module.ts';
import { contentRoutes as contentRoutesPlugin } from './content.routes.ts';
import { contentAdminRoutes as contentAdminPlugin } from './content.admin-routes.ts';
import { contactList, newsletterExport } from './content.commands.ts';
export { contentRoutes } from './content.routes.ts';
export { contentAdminRoutes } from './content.admin-routes.ts';
export {
  latestContactMessages,
  newsletterSubscribers,
  sendContactMessage,
  subscribeToNewsletter,
  unreadMessageCount,
  type ContactMessageRow,
  type SubscriberRow,
} from './content.service.ts';

/** The content module as the store registers it (kernel/store-module.ts). */
export const contentModule: StoreModule = {
  name: 'content',
  routes: [contentRoutesPlugin],
  adminRoutes: [contentAdminPlugin],
  commands: { 'contact:list': contactList, 'newsletter:export': newsletterExport },
};
