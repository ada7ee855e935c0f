// Shipping (docs/shipping.md, decision 026), one descriptor in src/store-modules.ts. A flow
// because booking a parcel moves an order (modules/orders) with a courier's answer
// (modules/shipping), and a tracking event ends one: the two modules meet here, never in a circle.
// The returns module above it books reverse pickups through `returnPickups` and hears a return
// delivered back to the store through the onReturnDelivered port.
import type { FastifyInstance } from 'fastify';
import type { StoreModule } from '../../kernel/store-module.ts';
import { doubleAwareFetch, shiprocketDouble } from '../../modules/shipping/index.ts';
import { codRemittanceAdminRoutes } from './cod-remittance.admin-routes.ts';
import { codRemittanceCommands } from './cod-remittance.commands.ts';
import { returnPickupsWith, type ReturnPickups } from './return-pickups.service.ts';
import { shippingAdminRoutes } from './shipping.admin-routes.ts';
import { registerShipmentPolling } from './shipping.jobs.ts';
import { shippingRoutesWith } from './shipping.routes.ts';
import type { ShippingPorts } from './tracking.service.ts';

export { bookParcels, shipQueue } from './ship.service.ts';
export { applyCourierUpdate, type ShippingPorts } from './tracking.service.ts';
export { pollShipments } from './shipping.jobs.ts';
export {
  returnLabelPath,
  returnPickupsWith,
  type ReturnPickupRequest,
  type ReturnPickups,
} from './return-pickups.service.ts';

/** The running store the port books with (its settings' provider, its double in development). */
let running: FastifyInstance | null = null;

/**
 * Reverse pickups through the running store's courier: the port the returns module receives in
 * store-modules.ts. Usable once the store is built (the shipping flow's job binds it).
 */
export const returnPickups: ReturnPickups = {
  request(tx, input) {
    if (!running) throw new Error('returnPickups: the store is not built yet');
    const app = running;
    return returnPickupsWith(app.config, () => doubleAwareFetch(app)).request(tx, input);
  },
};

export function shippingFlow(ports: ShippingPorts = {}): StoreModule {
  return {
    name: 'shipping',
    routes: [shippingRoutesWith(ports)],
    adminRoutes: [shippingAdminRoutes, codRemittanceAdminRoutes],
    commands: codRemittanceCommands,
    rootRoutes: [shiprocketDouble],
    jobs: [
      (app) => {
        running = app;
      },
      (app) => registerShipmentPolling(app, ports),
    ],
  };
}
