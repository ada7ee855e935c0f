// The offers module's public entry: offer codes, and the pure pricing of an order (subtotal,
// discount, shipping, cash on delivery) that the orders and payments modules build on.
export {
  allocateDiscount,
  codDecision,
  couponDiscount,
  evaluateCoupon,
  istText,
  priceOrder,
  shippingFee,
  type CodDecision,
  type CodSettings,
  type CouponOutcome,
  type CouponRule,
  type PricedLine,
  type PricedOrder,
  type ShippingRule,
} from './pricing.ts';
export {
  couponForPricing,
  createCoupon,
  disableCouponByCode,
  listCouponsForOwner,
  parseIstTime,
  redeemCoupon,
  releaseCouponUses,
  type CouponForPricing,
  type CouponInput,
  type CouponRow,
} from './offers.service.ts';
export { offersAdminRoutes } from './offers.admin-routes.ts';
export { createCouponAudited, disableCouponAsStaff } from './offers-admin.service.ts';
