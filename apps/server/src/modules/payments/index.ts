// The payments module's public entry: what the app, the command line and tests outside the
// module may use of it. Everything else in this folder is the module's own business.
import type { StoreModule } from '../../kernel/store-module.ts';
import { paymentRoutes as paymentRoutesPlugin } from './payments.routes.ts';
import { sandboxGateway as sandboxGatewayPlugin } from './sandbox/sandbox-gateway.ts';
import { logPaymentSetup as logSetup } from './payments-config.ts';
import { registerPaymentChecks as paymentChecks } from './payments.jobs.ts';
export { paymentRoutes } from './payments.routes.ts';
export { sandboxGateway } from './sandbox/sandbox-gateway.ts';
export {
  PAYU_NOTIFY_PATH,
  PAYU_RETURN_PATH,
  gatewaySetup,
  paymentFormTargets,
  paymentsOffer,
  paymentsTestMode,
  refuseSandboxPaidOrder,
  type GatewaySetup,
} from './payments.service.ts';
export { logPaymentSetup } from './payments-config.ts';
export {
  countAwaitingUpiConfirmation,
  markPaidByOwner,
  ownerPaymentsOf,
  paymentHistoryOf,
} from './owner-payments.service.ts';
export type { PaymentHistoryRow } from './payments.repository.ts';
export { registerPaymentChecks } from './payments.jobs.ts';
export {
  GATEWAY_METHODS,
  gatewayVerifier,
  paymentsInFlight,
  reconcilePendingPayments,
  type ReconcileResult,
} from './reconcile.service.ts';
export {
  SANDBOX_COMPLETE_PATH,
  SANDBOX_MERCHANT_KEY,
  SANDBOX_MERCHANT_SALT,
  SANDBOX_PAYMENT_PATH,
  SANDBOX_VERIFY_PATH,
} from './sandbox/sandbox-credentials.ts';

/** The payments module as the store registers it (kernel/store-module.ts). */
export const paymentsModule: StoreModule = {
  name: 'payments',
  routes: [paymentRoutesPlugin],
  // The loopback PayU double's pages sit outside the API (sandbox/).
  rootRoutes: [sandboxGatewayPlugin],
  jobs: [paymentChecks, logSetup],
};
export {
  findRefundablePayment,
  gatewayRefunder,
  type GatewayRefunder,
  type RefundablePayment,
  type RefundRequestAnswer,
  type RefundStatusAnswer,
} from './gateway-refunds.service.ts';
