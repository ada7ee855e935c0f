// The shipping module's public entry (docs/shipping.md, decision 026): couriers behind one
// ShippingProvider, their settings, shipments and tracking events, the store's labels and
// manifests, and the loopback Shiprocket double. Booking an order and moving it on a tracking
// event span the orders module too, so they live in flows/shipping, which registers this module's
// double among its own routes.
export {
  shiprocketDouble,
  shiprocketDoubleState,
  DOUBLE_API_EMAIL,
  DOUBLE_API_PASSWORD,
} from './sandbox/shiprocket-double.ts';
export {
  labelsPdf,
  manifestPdf,
  code128Png,
  type LabelData,
  type ManifestData,
} from './label-pdf.ts';
export {
  CourierError,
  PickupUnavailable,
  type NdrCorrections,
  type ReverseParcel,
  type Parcel,
  type ShippingProvider,
  type TrackingUpdate,
} from './providers/provider.ts';
export { selfShipReference, SELF_SHIP_REFERENCE } from './providers/self-ship.ts';
export { doubleAwareFetch, shippingSandboxOn } from './shipping-config.ts';
export {
  SHIPPING_WEBHOOK_PATH,
  defaultPackageOf,
  packageFor,
  pickupOf,
  providerOf,
  readShippingSettings,
  updateShippingSettings,
} from './shipping-settings.service.ts';
export {
  applyTracking,
  shipmentOfOrder,
  shiprocketWebhookUpdate,
  webhookTokenMatches,
  type TrackingApplied,
} from './tracking.service.ts';
export {
  findShipmentOfOrder,
  findShipmentsOfOrders,
  insertShipment,
  latestEventOf,
  listShipmentsOfDay,
  markCourierManifested,
  setShipmentStatus,
  readSettingsRow,
  shipmentsToPoll,
  shipmentsWithFailedAttempt,
  type ShipmentRow,
} from './shipping.repository.ts';
export {
  codLedgerOf,
  importRemittance,
  parseRemittanceCsv,
  MAX_REMITTANCE_LINES,
  type RemittanceLine,
} from './cod-remittance.service.ts';
export {
  applyReverseTracking,
  bookReversePickup,
  cancelReversePickup,
  type ReversePickupAnswer,
  type ReversePickupCancelled,
  type ReverseTrackingApplied,
} from './reverse-pickups.service.ts';
export {
  findReverseShipment,
  reverseShipmentsToPoll,
  type ReverseShipmentRow,
} from './reverse-shipments.repository.ts';
