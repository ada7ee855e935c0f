// The orders feature's public entry: other features and app/ import only from here.
export { useOwnOrder } from './api/get-order';
export { OrderBrief } from './components/order-brief';
export { OrdersView } from './components/orders-view';
export { TrackOrderView } from './components/track-order-view';
export {
  amountToPay,
  amountLeftToPay,
  orderBreakdown,
  orderForMethod,
  orderTotal,
  quoteBreakdown,
} from './order-format';
export { canPay, orderStatusName } from './order-status';
export {
  OrderSummary,
  type OrderSummaryStage,
  type SummaryBreakdown,
} from './components/order-summary';
export { ConfirmCodView } from './components/confirm-cod-view';
