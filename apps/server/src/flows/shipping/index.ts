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
import type { AppConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import {
  returnPickupsWith,
  type ReturnPickupRequest,
  type ReturnPickups,
} from './return-pickups.service.ts';
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

/**
 * Reverse pickups through the shop's courier: the port the returns module receives in
 * store-modules.ts. In a running store its courier double answers in-process; a command line
 * reaches the courier (or the running store's double) over the network.
 */
export const returnPickups = {
  request(tx: Executor, input: ReturnPickupRequest, place: PortPlace) {
    return pickupsAt(place).request(tx, input);
  },
  cancel(tx: Executor, input: { returnId: number }, place: PortPlace) {
    return pickupsAt(place).cancel(tx, input);
  },
};

type PortPlace = { config: AppConfig; app?: FastifyInstance };
const pickupsAt = ({ config, app }: PortPlace): ReturnPickups =>
  returnPickupsWith(config, () => (app ? doubleAwareFetch(app) : fetch));

export function shippingFlow(ports: ShippingPorts = {}): StoreModule {
  return {
    name: 'shipping',
    routes: [shippingRoutesWith(ports)],
    adminRoutes: [shippingAdminRoutes, codRemittanceAdminRoutes],
    commands: codRemittanceCommands,
    rootRoutes: [shiprocketDouble],
    jobs: [(app) => registerShipmentPolling(app, ports)],
  };
}
