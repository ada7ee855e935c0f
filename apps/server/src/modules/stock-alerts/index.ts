// The back-in-stock module's public entry (issue 33): "Notify me" sign-ups and the one mail each
// gets when the size is on the shelf again. Everything else in this folder is its own.
import type { StoreModule } from '../../kernel/store-module.ts';
import { registerBackInStock } from './stock-alerts.jobs.ts';
import { stockAlertsRoutes } from './stock-alerts.routes.ts';
export { sendBackInStockMails } from './stock-alerts.service.ts';

/** The back-in-stock module as the store registers it (kernel/store-module.ts). */
export const stockAlertsModule: StoreModule = {
  name: 'stock-alerts',
  routes: [stockAlertsRoutes],
  jobs: [registerBackInStock],
};
