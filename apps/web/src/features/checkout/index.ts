// The checkout feature's public entry: other features and app/ import only from here.
export { CheckoutView } from './components/checkout-view';
export { AttemptKey } from './idempotency-key';
