// The orders module's public entry: what the app, the command line and other modules (payments)
// may use of it. Everything else in this folder is the module's own business.
export { ordersRoutes } from './orders.routes.ts';
export { registerOrderExpiry } from './orders.jobs.ts';
export { parseOrderId, toWireOrder } from './order-reference.ts';
export {
  createOrder,
  type CreateOrderResult,
  type OpenOrderLimits,
  type Shopper,
} from './place-order.service.ts';
export {
  ORDER_NOT_FOUND,
  getOrderForOwner,
  listOrdersForOwner,
  listShopperOrders,
  trackOrder,
  type AttemptLimiter,
  type TrackRequest,
} from './order-lookup.service.ts';
export {
  TRACKING_NUMBER,
  acceptCashOnDelivery,
  cancelOrder,
  deliverOrder,
  findOrderForPayment,
  findOrderPayState,
  lockOrderForPayment,
  markOrderPaid,
  shipOrder,
  type MoveResult,
  type OrderForPayment,
  type PaymentOutcome,
} from './order-moves.service.ts';
export {
  cancelExpiredOrders,
  expireUnpaidOrders,
  type ExpiryPolicy,
  type PaymentsInFlight,
} from './order-expiry.service.ts';
export {
  onceForKey,
  type IdempotencyRef,
  type IdempotencyRefusals,
} from './idempotency.service.ts';
export {
  OrderStatus,
  STATUS_NAMES,
  canTransition,
  parseStatusName,
  statusName,
  statusesBefore,
  type OrderStatusCode,
} from './order-status.ts';
export type { OrderItemRow, OrderRow, OrderWithItems } from './orders.repository.ts';
