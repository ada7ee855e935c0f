// Reconciliation with the card gateway: a payment whose return and notification never arrived
// (the shopper closed the tab, the webhook was lost) is asked about with verify_payment, and
// settled by the gateway's own record. The same answer tells the orders module's expiry which
// orders still have a payment in progress, so an order is never cancelled under a payment.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { findOrderPayState } from '../orders/index.ts';
import { gatewaySetup } from './payments.service.ts';
import {
  findOrdersWithPendingPayments,
  findPendingGatewayPayments,
  insertPaymentEvent,
  type PaymentRow,
} from './payments.repository.ts';
import {
  applyGatewayStatus,
  contradictionOf,
  type GatewayVerifier,
} from './payu-confirmation.service.ts';
import { fetchTransport, verifyPayuPayment, type GatewayTransport } from './providers/payu.ts';
import { SANDBOX_VERIFY_PATH } from './sandbox/sandbox-credentials.ts';

/**
 * Payment methods the gateway settles: cards, and UPI started through PayU's S2S flow (the
 * store's own VPA rows, `upi:<order>`, are never asked about: see payments.repository.ts).
 */
export const GATEWAY_METHODS = ['card', 'upi'] as const;

/**
 * Started payments that keep an order's stock past the short hold: only those the card gateway
 * has not settled, which it can still complete and will tell us about (a notification, or the
 * scheduled check), UPI through PayU included. A direct UPI link to the store's own VPA is not one: nobody can tell whether its money will come,
 * and a free QR code kept any size on hold for a day (decision 018). The owner marks UPI orders
 * paid within the hold, or raises ORDER_HOLD_MINUTES (docs/payments.md).
 */
const HOLDING_METHODS = GATEWAY_METHODS;

/**
 * For the orders module's expiry: which of these orders have a gateway payment started and not
 * yet settled. Read in the expiry's transaction, after it has locked the orders.
 */
export async function paymentsInFlight(tx: Executor, orderIds: string[]): Promise<Set<string>> {
  return findOrdersWithPendingPayments(tx, orderIds, HOLDING_METHODS);
}

/**
 * The bundled sandbox runs inside this process: it is asked through its HTTP route with
 * Fastify's inject, so the check works whatever PUBLIC_URL says and on a server that is not
 * listening. PayU is asked over the network.
 */
function injectTransport(app: FastifyInstance): GatewayTransport {
  return async (url, form) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    return { status: res.statusCode, text: res.body };
  };
}

/** How the server posts to its gateway: in-process for the sandbox, over the network for PayU. */
export function gatewayTransport(app: FastifyInstance): GatewayTransport {
  return gatewaySetup(app.config)?.sandbox ? injectTransport(app) : fetchTransport;
}

/** How this store asks its card gateway about a transaction (always "unreachable" without one). */
export function gatewayVerifier(app: FastifyInstance): GatewayVerifier {
  const gateway = gatewaySetup(app.config);
  if (!gateway) {
    return async () => ({ kind: 'unreachable', reason: 'no card gateway configured' });
  }
  if (gateway.sandbox) {
    const endpoint = { key: gateway.key, salt: gateway.salt, verifyUrl: SANDBOX_VERIFY_PATH };
    const transport = injectTransport(app);
    return (txnid) => verifyPayuPayment(endpoint, txnid, transport);
  }
  const endpoint = {
    key: gateway.key,
    salt: gateway.salt,
    verifyUrl: app.config.paymentChecks.payuVerifyUrl,
  };
  return (txnid) => verifyPayuPayment(endpoint, txnid);
}

export interface ReconcileOptions {
  /** Payments started at least this long ago are asked about. */
  afterMinutes: number;
  /** The time to measure from; the clock by default. */
  now?: Date | undefined;
  log: FastifyBaseLogger;
}

export interface ReconcileResult {
  paid: string[];
  failed: string[];
  stillPending: string[];
}

/** Older payments are no longer worth asking about: the order has long been cancelled. */
const LOOK_BACK_DAYS = 7;
const BATCH = 50;

/**
 * Asks the gateway about each card payment still pending after `afterMinutes` and settles it
 * by the answer: success pays the order (once the amount and order agree), failure or a
 * transaction the gateway never saw marks the payment failed, anything else leaves it for the
 * next run. Returns the transaction ids by outcome.
 */
export async function reconcilePendingPayments(
  db: Executor,
  verify: GatewayVerifier,
  options: ReconcileOptions,
): Promise<ReconcileResult> {
  const now = options.now?.getTime() ?? Date.now();
  const due = await findPendingGatewayPayments(
    db,
    GATEWAY_METHODS,
    {
      since: new Date(now - LOOK_BACK_DAYS * 86_400_000),
      before: new Date(now - options.afterMinutes * 60_000),
    },
    BATCH,
  );
  const result: ReconcileResult = { paid: [], failed: [], stillPending: [] };
  for (const payment of due) {
    const outcome = await reconcileOne(db, verify, payment, options.log);
    result[outcome].push(payment.txnId);
  }
  return result;
}

async function reconcileOne(
  db: Executor,
  verify: GatewayVerifier,
  payment: PaymentRow,
  log: FastifyBaseLogger,
): Promise<keyof ReconcileResult> {
  const answer = await verify(payment.txnId);
  const base = { payment, source: 'verify' as const, log };
  switch (answer.kind) {
    case 'unreachable':
      log.warn({ txnid: payment.txnId, reason: answer.reason }, 'payment check: gateway not asked');
      return 'stillPending';
    case 'pending':
      return 'stillPending';
    case 'not-found':
    case 'failure': {
      const payload =
        answer.kind === 'failure' ? answer.detail : { status: 'Not Found', txnid: payment.txnId };
      const gatewayRef = answer.kind === 'failure' ? answer.gatewayRef : null;
      await applyGatewayStatus(db, { ...base, status: 'failure', gatewayRef, payload });
      return 'failed';
    }
    case 'success': {
      const order = await findOrderPayState(db, payment.orderId);
      const contradiction =
        contradictionOf(answer, payment) ??
        (order?.totalPaise === payment.amountPaise ? null : 'amount differs from the order total');
      if (contradiction !== null) {
        // Money the store cannot match to its order: the owner must look, nothing is applied.
        log.warn(
          { txnid: payment.txnId, orderId: payment.orderId, reason: contradiction },
          'payment check: gateway success not applied',
        );
        await insertPaymentEvent(db, {
          paymentId: payment.id,
          source: 'verify',
          dedupeKey: null,
          verified: false,
          outcome: `rejected: ${contradiction}`,
          payload: answer.detail,
        });
        return 'stillPending';
      }
      const applied = await applyGatewayStatus(db, {
        ...base,
        status: 'success',
        gatewayRef: answer.gatewayRef,
        payload: answer.detail,
      });
      return applied.state === 'paid' ? 'paid' : 'stillPending';
    }
  }
}
