// The delivery module's public entry: PIN codes, serviceability and the delivery promise
// (docs/delivery.md). Other modules, app.ts and the command line use only what is here.
import type { StoreModule } from '../../kernel/store-module.ts';
import { deliveryRoutes as deliveryRoutesPlugin } from './delivery.routes.ts';
import { deliveryAdminRoutes as deliveryAdminPlugin } from './delivery.admin-routes.ts';
import { pincodesAllow, pincodesBlock, pincodesLoad, pincodesRules } from './delivery.commands.ts';
export { deliveryAdminRoutes } from './delivery.admin-routes.ts';
export { deliveryRoutes } from './delivery.routes.ts';
export {
  checkCityForPin,
  checkDeliveryAddress,
  deliveryEstimate,
  ensurePinDirectory,
  loadPinDirectory,
  lookupPin,
  parsePinRange,
  pinDirectorySize,
  pinRules,
  pinServiceability,
  setPinRange,
  type DirectoryLoad,
  type PinLookup,
  type RuleChangeHook,
} from './delivery.service.ts';
export { readBundledDirectory, type PinDirectoryRow } from './pin-directory-source.ts';

/** The delivery module as the store registers it (kernel/store-module.ts). */
export const deliveryModule: StoreModule = {
  name: 'delivery',
  routes: [deliveryRoutesPlugin],
  adminRoutes: [deliveryAdminPlugin],
  commands: {
    'pincodes:load': pincodesLoad,
    'pincodes:block': pincodesBlock,
    'pincodes:allow': pincodesAllow,
    'pincodes:rules': pincodesRules,
  },
};
