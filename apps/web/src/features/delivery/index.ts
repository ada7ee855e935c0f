// The delivery feature's public entry: PIN look-ups and the delivery promise on the product
// page, in the cart and at checkout (docs/delivery.md, "On the storefront").
export { pincodeQueryOptions, usePincode } from './api/get-pincode';
export { CheckDelivery } from './components/check-delivery';
export { DeliveryPromiseNote } from './components/delivery-promise-note';
export { DELIVERY_PIN_KEY, rememberedPin, rememberPin } from './delivery-memory';
export { codLine, lookupFailure, NOT_SERVED, promiseLine } from './delivery-text';
