// The store module's public entry: what app.ts, the command line and other modules may use.
// Everything else in this folder is the module's own.
import type { StoreModule } from '../../kernel/store-module.ts';
import type { Executor } from '../../db/client.ts';
import { recordAudit } from '../../kernel/audit.ts';
import type { PaymentsOffer } from './store.service.ts';
import type { AppConfig } from '../../config.ts';
import { storeRoutes as storeRoutesPlugin } from './store.routes.ts';
import { storeAdminRoutes as storeAdminPlugin } from './store.admin-routes.ts';
import { storeSet, storeShow } from './store.commands.ts';
export { storeRoutes } from './store.routes.ts';
export { storeAdminRoutes, type StoreAdminOptions } from './store.admin-routes.ts';
export {
  getStoreInfo,
  getStoreSettings,
  saveStoreSettings,
  saveStoreSettingsAudited,
  savedStoreSettings,
} from './store.service.ts';
export {
  DEMO_UPI_VPA,
  demoStoreSettings,
  isDemoUpiVpa,
  storeSettingsSchema,
  type StoreSettings,
} from './store-settings.ts';
export { demoDetailsLeft, ownShopSettings } from './demo-details.ts';

/** What the store module needs of modules above it (payments imports store). */
export interface StorePorts {
  /** The payment methods taken now and whether only test payments: the payments module's answer. */
  paymentsOffer(db: Executor, config: AppConfig): Promise<PaymentsOffer>;
  /** The Hindi names of categories: the catalog module's (which imports store). */
  hindiCategoryNames?(db: Executor, categories: string[]): Promise<Record<string, string>>;
}

/** The store module as the store registers it (kernel/store-module.ts). */
export function storeModule(ports: StorePorts): StoreModule {
  return {
    name: 'store',
    routes: [
      (scope) =>
        storeRoutesPlugin(scope, {
          paymentsOffer: (db) => ports.paymentsOffer(db, scope.config),
          hindiCategoryNames: ports.hindiCategoryNames,
        }),
    ],
    adminRoutes: [(scope) => storeAdminPlugin(scope, { recordAudit })],
    commands: { 'store:show': storeShow, 'store:set': storeSet },
  };
}
