// The cart feature's public entry: other features and app/ import only from here.
export { CartProvider, useCart, type AddToCartInput } from './cart-context';
export {
  CART_STORAGE_KEY,
  MAX_LINE_QUANTITY,
  cartCount,
  cartTotal,
  lineKey,
  missingChoice,
  type CartLine,
} from './cart-reducer';
export { colourIn } from './colour-names';
export { checkoutGate, type CheckoutGate } from './checkout-gate';
export { CartView } from './components/cart-view';
export { useQuote } from './api/quote';
export { OFFER_CODE_STORAGE_KEY, useOfferCode } from './offer-code';
export { CartServerCopyLater } from './cart-server-copy-later';
export { CartRestore } from './components/cart-restore';
