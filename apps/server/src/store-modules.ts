// The store's modules, in the order app.ts registers their routes and starts their jobs, and the
// command line lists their commands (docs/decisions/021-module-descriptor.md). A module that needs
// something of a module above it (one that imports it) receives it here, as a port: this list is
// the one place where such wiring is written.
import type { StoreModule } from './kernel/store-module.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { cartsModule } from './modules/carts/index.ts';
import { catalogModule, hindiCategoryNames } from './modules/catalog/index.ts';
import { contentModule } from './modules/content/index.ts';
import { deliveryModule } from './modules/delivery/index.ts';
import { mailModule } from './modules/mail/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { offersModule } from './modules/offers/index.ts';
import { getOrderForMail, ordersModule, type AdminOrderPayments } from './modules/orders/index.ts';
import {
  countAwaitingUpiConfirmation,
  markPaidByOwner,
  ownerPaymentsOf,
  paymentHistoryOf,
  paymentsInFlight,
  paymentsModule,
  paymentsOffer,
  refuseSandboxPaidOrder,
} from './modules/payments/index.ts';
import { staffModule } from './modules/staff/index.ts';
import { getStoreSettings, storeModule } from './modules/store/index.ts';
import { invoicePdf, taxModule } from './modules/tax/index.ts';
import { wishlistModule } from './modules/wishlist/index.ts';
import { reviewsModule } from './modules/reviews/index.ts';
import { stockAlertsModule } from './modules/stock-alerts/index.ts';
import { checkoutFlow } from './flows/checkout/index.ts';
import { whatsappFlow } from './flows/whatsapp/index.ts';
import { returnPickups, shippingFlow } from './flows/shipping/index.ts';
import { refundCancelledOrder, refundsFlow, returnRefunds } from './flows/refunds/index.ts';
import {
  returnParcelArrived,
  returnRefundsSettled,
  returnsModule,
} from './modules/returns/index.ts';

/** The payments module's part in the owner's order moves (payments imports orders, not back). */
const orderPayments: AdminOrderPayments = {
  markPaid: (tx, orderId, payment) => markPaidByOwner(tx, orderId, payment),
  refuseSandboxPaid: refuseSandboxPaidOrder,
  history: paymentHistoryOf,
  awaitingUpi: countAwaitingUpiConfirmation,
  ownerPayments: ownerPaymentsOf,
  inFlight: paymentsInFlight,
};

export const storeModules: readonly StoreModule[] = [
  staffModule,
  storeModule({ paymentsOffer, hindiCategoryNames }),
  catalogModule({
    lowStockThreshold: async (db) => (await getStoreSettings(db)).admin.lowStockThreshold,
  }),
  mediaModule,
  contentModule,
  paymentsModule,
  accountsModule,
  wishlistModule,
  ordersModule({
    payments: orderPayments,
    refunds: { start: (tx, order, by) => refundCancelledOrder(tx, order, by) },
  }),
  checkoutFlow,
  deliveryModule,
  offersModule,
  taxModule,
  mailModule({ orderForMail: getOrderForMail, invoicePdf }),
  whatsappFlow,
  cartsModule,
  reviewsModule,
  stockAlertsModule,
  shippingFlow({ onReturnDelivered: returnParcelArrived }),
  refundsFlow({ onSettled: returnRefundsSettled }),
  // A return's refund and its courier pickup (docs/decisions/029, 030, 026).
  returnsModule({ refunds: returnRefunds, pickups: returnPickups }),
];
