// Shipping (docs/shipping.md, decision 026), one descriptor in src/store-modules.ts. A flow
// because booking a parcel moves an order (modules/orders) with a courier's answer
// (modules/shipping), and a tracking event ends one: the two modules meet here, never in a circle.
import type { StoreModule } from '../../kernel/store-module.ts';
import { shiprocketDouble } from '../../modules/shipping/index.ts';
import { codRemittanceAdminRoutes } from './cod-remittance.admin-routes.ts';
import { codRemittanceCommands } from './cod-remittance.commands.ts';
import { shippingAdminRoutes } from './shipping.admin-routes.ts';
import { registerShipmentPolling } from './shipping.jobs.ts';
import { shippingRoutes } from './shipping.routes.ts';

export { bookParcels, shipQueue } from './ship.service.ts';
export { applyCourierUpdate } from './tracking.service.ts';
export { pollShipments } from './shipping.jobs.ts';

export const shippingFlow: StoreModule = {
  name: 'shipping',
  routes: [shippingRoutes],
  adminRoutes: [shippingAdminRoutes, codRemittanceAdminRoutes],
  commands: codRemittanceCommands,
  rootRoutes: [shiprocketDouble],
  jobs: [registerShipmentPolling],
};
