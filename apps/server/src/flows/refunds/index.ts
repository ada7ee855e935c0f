// The refunds flow (docs/decisions/030-refunds-and-store-credit.md): refunds that go back
// through the card gateway, to store credit, or as payouts the owner records; the store credit
// ledger; the refund started by a cancellation. It spans payments, orders and accounts, so it
// is a flow (docs/decisions/013), and other code uses only what this file exports.
import type { StoreModule } from '../../kernel/store-module.ts';
import type { Executor } from '../../db/client.ts';
import { creditAdjust, refundsList, refundsPayout } from './refunds.commands.ts';
import { registerRefundJobs, type RefundsPorts } from './refunds.jobs.ts';
export type { RefundsPorts } from './refunds.jobs.ts';
import { refundsAdminRoutes, storeCreditRoutes } from './refunds.routes.ts';
import { recordPayout, refund, type RefundInput, type RefundResult } from './refunds.service.ts';

export { refundCancelledOrder, type CancelledOrder } from './cancellation-refunds.ts';
export { spendCreditAtCheckout } from './checkout-credit.ts';
export { settleGatewayRefunds, type SettleResult } from './refund-settler.ts';
export {
  creditBalance,
  moveCredit,
  NOT_ENOUGH_CREDIT,
  type CreditMovement,
} from './store-credit.ts';
export type { RefundInput, RefundResult } from './refunds.service.ts';

/** Database handle or open transaction: the store's transaction type (db/client.ts). */
export type Tx = Executor;

/**
 * The port the returns queue refunds through: one refund of part of an order (its lines), to
 * where she paid, to store credit, or as a payout to a UPI ID or bank account; and the
 * owner's record of a payout made by hand. Both run in the caller's transaction.
 */
export interface ReturnRefunds {
  refund(tx: Tx, input: RefundInput): Promise<RefundResult>;
  recordPayout(
    tx: Tx,
    input: { refundId: number; reference: string; actor: string },
  ): Promise<void>;
}

export const returnRefunds: ReturnRefunds = { refund, recordPayout };

/** The refunds flow as the store registers it (kernel/store-module.ts). */
export function refundsFlow(ports: RefundsPorts = {}): StoreModule {
  return {
    name: 'refunds',
    routes: [storeCreditRoutes],
    adminRoutes: [refundsAdminRoutes],
    commands: {
      'refunds:list': refundsList,
      'refunds:payout': refundsPayout,
      'credit:adjust': creditAdjust,
    },
    jobs: [(app) => registerRefundJobs(app, ports)],
  };
}
