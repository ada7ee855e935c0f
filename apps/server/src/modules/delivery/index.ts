// The delivery module's public entry: PIN codes, serviceability and the delivery promise
// (docs/delivery.md). Other modules, app.ts and the command line use only what is here.
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
