// The checkout flow's public entry (docs/architecture.md, "Layers"): quoting a cart and placing
// an order span catalog, offers, delivery, tax, store, mail and orders, so they live above those
// modules. Only app.ts and the doors above import a flow; no module does.
import type { StoreModule } from '../../kernel/store-module.ts';
import { addressBookRoutes } from './address-book.routes.ts';
import { checkoutRoutes as checkoutRoutesPlugin } from './checkout.routes.ts';
export { checkoutRoutes } from './checkout.routes.ts';
export { quoteOrder } from './order-pricing.service.ts';
export {
  createOrder,
  type CreateOrderResult,
  type OpenOrderLimits,
  type Shopper,
} from './place-order.service.ts';

/** The checkout flow registers like a module (kernel/store-module.ts): it has routes only. */
export const checkoutFlow: StoreModule = {
  name: 'checkout',
  routes: [checkoutRoutesPlugin, addressBookRoutes],
};
