// The payments feature's public entry: other features and app/ import only from here.
export { ORDER_ID_MISSING, PaymentError, PaymentFlow } from './components/payment-flow';
