// The content module's public entry: what app.ts, the command line and other modules may use.
// Everything else in this folder is the module's own.
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
