// The checkout flow's public entry (docs/architecture.md, "Layers"): quoting a cart and placing
// an order span catalog, offers, delivery, tax, store, mail and orders, so they live above those
// modules. Only app.ts and the doors above import a flow; no module does.
export { checkoutRoutes } from './checkout.routes.ts';
export { quoteOrder } from './order-pricing.service.ts';
export {
  createOrder,
  type CreateOrderResult,
  type OpenOrderLimits,
  type Shopper,
} from './place-order.service.ts';
