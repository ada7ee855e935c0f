// The orders module's public entry: what the app, the command line and other modules (payments)
// may use of it. Everything else in this folder is the module's own business.
import type { StoreModule } from '../../kernel/store-module.ts';
import type { AdminOrderPayments as OrderPayments } from './order-admin.service.ts';
import { ordersRoutes as ordersRoutesPlugin } from './orders.routes.ts';
import { ordersAdminRoutes as ordersAdminPlugin } from './orders.admin-routes.ts';
import { codAdminRoutes as codAdminPlugin } from './cod.admin-routes.ts';
import { registerOrderExpiry as orderExpiry } from './orders.jobs.ts';
import { ordersCommands } from './orders.commands.ts';
import { ordersCodLink, ordersRto } from './cod.commands.ts';
import { setCancellationRefunds, type CancellationRefunds } from './cancellation-port.ts';
export { ordersRoutes } from './orders.routes.ts';
export { ordersAdminRoutes, type OrdersAdminOptions } from './orders.admin-routes.ts';
export type { AdminOrderPayments } from './order-admin.service.ts';
export { auditedOrderChange } from './order-admin.service.ts';
export { codLinkAsStaff, returnToOriginAsStaff } from './cod-admin.service.ts';
export { registerOrderExpiry } from './orders.jobs.ts';
export { newOrderId, parseOrderId, toWireOrder } from './order-reference.ts';
export {
  ORDER_NOT_FOUND,
  getOrderForMail,
  getOrderForOwner,
  listOrdersForOwner,
  listShopperOrders,
  orderCreditNotePdf,
  orderInvoicePdf,
  trackOrder,
  type AttemptLimiter,
  type TrackRequest,
} from './order-lookup.service.ts';
export {
  TRACKING_NUMBER,
  acceptExchangeOrder,
  cancelOrder,
  deliverOrder,
  findOrderForPayment,
  findOrderPayState,
  lockOrderForPayment,
  lockOrderForRefund,
  recordStoreCreditSpent,
  markOrderPaid,
  recordBuyerBusiness,
  shipOrder,
  type MoveResult,
  type OrderForPayment,
  type PaymentOutcome,
} from './order-moves.service.ts';
export {
  acceptCashOnDelivery,
  codOfferForOrder,
  confirmCodOrder,
  codLinkState,
  issueCodLink,
  returnToOrigin,
  withdrawCashOnDelivery,
  type CodChoice,
  type ReturnResult,
} from './cod.service.ts';
export {
  cancelUnconfirmedCod,
  cancelExpiredOrders,
  expireUnpaidOrders,
  type ExpiryPolicy,
  type PaymentsInFlight,
} from './order-expiry.service.ts';
export {
  idempotencyKeyOf,
  onceForKey,
  requestHash,
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
// For the failed-delivery queue (flows/shipping): a re-attempt's corrected address line or phone.
export { correctDeliveryContact, type DeliveryContact } from './orders.repository.ts';
// For the checkout (flows/checkout), which prices an order across modules and then records it
// here: the COD decision, the PIN and GST seams, and the writes of a new order.
export { decideCod } from './cod-decision.ts';
export { pinFacts, taxInputs, type PinFacts } from './pricing-seams.ts';
export {
  countOpenOrders,
  insertOrder,
  insertOrderItems,
  lockOpenOrderSlots,
  type NewOrderItem,
} from './orders.repository.ts';
export { hasOrderNotCancelled } from './cod.repository.ts';
export { codAdminRoutes } from './cod.admin-routes.ts';
export { codOrdersAwaitingConfirmation, type CodOutcome } from './cod-outcomes.repository.ts';

export type { CancellationRefunds } from './cancellation-port.ts';

/**
 * The orders module as the store registers it (kernel/store-module.ts); payments and the
 * cancellation's refunds come in as ports.
 */
export function ordersModule(ports: {
  payments: OrderPayments;
  refunds?: CancellationRefunds;
}): StoreModule {
  const { payments } = ports;
  setCancellationRefunds(ports.refunds ?? null);
  return {
    name: 'orders',
    routes: [ordersRoutesPlugin],
    adminRoutes: [(scope) => ordersAdminPlugin(scope, { payments }), codAdminPlugin],
    commands: {
      ...ordersCommands(payments),
      'orders:rto': ordersRto,
      'orders:cod-link': ordersCodLink,
    },
    jobs: [(app) => orderExpiry(app, { paymentsInFlight: payments.inFlight })],
  };
}
// For mails not about an order (back in stock): the language she last ordered in.
// For the reviews module: a review is written only from a delivered line (issue 33).
export {
  deliveredLinesByIds,
  deliveredLinesOfUser,
  findDeliveredLine,
  linesDeliveredBetween,
  type DeliveredLine,
} from './delivered-lines.repository.ts';
