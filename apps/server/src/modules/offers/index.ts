// The offers module's public entry: offer codes (whether one applies, and the offer the order
// calculator then applies) and cash on delivery's rules, which the orders and payments modules
// build on. The money itself is the contract's order calculator.
import type { StoreModule } from '../../kernel/store-module.ts';
import { offersAdminRoutes as offersAdminPlugin } from './offers.admin-routes.ts';
import { couponsCreate, couponsDisable, couponsList } from './offers.commands.ts';
export {
  codDecision,
  evaluateCoupon,
  istText,
  offerFor,
  type CodDecision,
  type CodSettings,
  type CouponOutcome,
  type CouponRule,
  type PricedLine,
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

/** The offers module as the store registers it (kernel/store-module.ts). */
export const offersModule: StoreModule = {
  name: 'offers',
  adminRoutes: [offersAdminPlugin],
  commands: {
    'coupons:create': couponsCreate,
    'coupons:list': couponsList,
    'coupons:disable': couponsDisable,
  },
};
