// The store module's public entry: what app.ts, the command line and other modules may use.
// Everything else in this folder is the module's own.
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
