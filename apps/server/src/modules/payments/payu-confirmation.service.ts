// A card gateway's word on a payment (PayU's browser return or its server-to-server
// notification): believed only when it verifies, and a success only once the gateway's own
// verify_payment agrees; applied once, and recorded either way. The order is marked paid
// through the orders module, in the same transaction as the payment row.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { findOrderPayState, markOrderPaid } from '../orders/index.ts';
import {
  findPaymentByTxnId,
  insertPaymentEvent,
  setEventOutcome,
  setPaymentOutcome,
  type PaymentRow,
} from './payments.repository.ts';
import { gatewaySetup } from './payments.service.ts';
import { verifyPayuResponse, type GatewayAnswer } from './providers/payu.ts';

/** Asks the card gateway where a transaction stands (verify_payment). */
export type GatewayVerifier = (txnid: string) => Promise<GatewayAnswer>;

/** What the gateway reported and what came of it, for the return page's redirect. */
export interface ConfirmationResult {
  /** False when the message was not believed (bad hash, unknown transaction, wrong amount). */
  accepted: boolean;
  orderId: string | null;
  /** Where this payment stands now: taken, still open at the gateway, or not taken. */
  state: 'paid' | 'pending' | 'failed';
}

function stateOf(paymentStatus: string | undefined, reportedPending: boolean) {
  if (paymentStatus === 'success') return 'paid';
  return paymentStatus === 'pending' && reportedPending ? 'pending' : 'failed';
}

// The fields worth keeping from a gateway message: nothing else is stored.
const KEPT_FIELDS = [
  'mihpayid',
  'mode',
  'status',
  'unmappedstatus',
  'txnid',
  'amount',
  'additionalCharges',
  'net_amount_debit',
  'productinfo',
  'firstname',
  'email',
  'phone',
  'udf1',
  'udf2',
  'udf3',
  'udf4',
  'udf5',
  'bank_ref_num',
  'bankcode',
  'PG_TYPE',
  'error',
  'error_Message',
  'field9',
  'hash',
];

function keptPayload(fields: Readonly<Record<string, string>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_FIELDS) {
    const value = fields[name];
    if (value !== undefined) kept[name] = value.slice(0, 300);
  }
  return kept;
}

/**
 * Applies a PayU return (browser) or notification (server to server). Believed only when the
 * reverse hash verifies with our salt, the transaction is one of ours for that order and the
 * amount is the order total to the paisa; each (transaction, status) is applied once.
 */
export async function confirmPayuPayment(
  db: Database,
  config: AppConfig,
  fields: Readonly<Record<string, string>>,
  source: 'return' | 'webhook',
  log: FastifyBaseLogger,
  verify: GatewayVerifier,
): Promise<ConfirmationResult> {
  const gateway = gatewaySetup(config);
  const payload = keptPayload(fields);
  const verification = gateway
    ? verifyPayuResponse(fields, gateway)
    : ({ ok: false, reason: 'no card gateway configured', txnid: null } as const);
  const txnid = verification.ok ? verification.response.txnid : verification.txnid;
  const found = txnid ? await findPaymentByTxnId(db, txnid.slice(0, 64)) : null;
  // The order's total as it stands, from its owner: a payment of any other amount is refused.
  const order = found ? await findOrderPayState(db, found.orderId) : null;
  const payment = found && order ? { ...found, orderTotalPaise: order.totalPaise } : null;

  const reject = async (
    reason: string,
    known: PaymentRow | null,
    stillOpen = false,
  ): Promise<ConfirmationResult> => {
    log.warn(
      { source, txnid: txnid?.slice(0, 64), reason, orderId: known?.orderId },
      'payment confirmation rejected: nothing changed',
    );
    // Only messages about one of our transactions are kept: storing every stranger's post
    // would let anyone fill the table.
    if (known) {
      await insertPaymentEvent(db, {
        paymentId: known.id,
        source,
        dedupeKey: null,
        verified: false,
        outcome: `rejected: ${reason}`,
        payload,
      });
    }
    return {
      accepted: false,
      orderId: known?.orderId ?? null,
      state: stateOf(known?.status, stillOpen),
    };
  };

  if (!verification.ok) return reject(verification.reason, payment);
  const reported = verification.response;
  if (!payment || !settledByGateway(payment)) return reject('unknown transaction', null);
  if (reported.orderId !== payment.orderId) return reject('order does not match', payment);
  if (reported.amountPaise !== payment.amountPaise) return reject('amount mismatch', payment);
  if (payment.amountPaise !== payment.orderTotalPaise) {
    return reject('amount differs from the order total', payment);
  }

  if (reported.status === 'success') {
    // The hash proves who signed the message, not that the money arrived: the gateway's own
    // record must say so too (PayU recommends verify_payment before fulfilling an order).
    const answer = await verify(reported.txnid);
    const contradiction = contradictionOf(answer, payment);
    if (contradiction !== null) {
      // A payment the gateway still works on keeps the shopper waiting, not failed.
      const open = answer.kind === 'pending' || answer.kind === 'unreachable';
      return reject(contradiction, payment, open && payment.status === 'pending');
    }
  }

  return applyGatewayStatus(db, {
    payment,
    status: reported.status,
    gatewayRef: reported.gatewayRef,
    source,
    payload,
    log,
  });
}

/** A card payment, or UPI through PayU's S2S flow; never the store's own VPA or COD rows. */
function settledByGateway(payment: PaymentRow): boolean {
  if (payment.method === 'card') return true;
  return payment.method === 'upi' && !payment.txnId.startsWith('upi:');
}

/** Null when the gateway's record confirms a success of this payment; else why not. */
export function contradictionOf(
  answer: GatewayAnswer,
  payment: { orderId: string; amountPaise: number },
): string | null {
  if (answer.kind === 'unreachable') return `gateway could not be asked: ${answer.reason}`;
  if (answer.kind !== 'success') return `gateway verify says ${answer.kind}`;
  if (answer.amountPaise !== payment.amountPaise) return 'gateway verify: amount mismatch';
  if (answer.orderId !== null && answer.orderId !== payment.orderId) {
    return 'gateway verify: order does not match';
  }
  return null;
}

/**
 * Applies a status the gateway stands behind (a verified message, or its verify_payment
 * answer), once per (transaction, status): the event row, the payment and the order change in
 * one transaction (docs/decisions/004-payments.md).
 */
export async function applyGatewayStatus(
  db: Executor,
  input: {
    payment: PaymentRow;
    status: 'success' | 'failure' | 'pending';
    gatewayRef: string | null;
    source: 'return' | 'webhook' | 'verify';
    payload: Record<string, string>;
    log: FastifyBaseLogger;
  },
): Promise<ConfirmationResult> {
  const { payment, source, payload, log } = input;
  const reported = { txnid: payment.txnId, status: input.status, gatewayRef: input.gatewayRef };
  return db.transaction(async (tx) => {
    const eventId = await insertPaymentEvent(tx, {
      paymentId: payment.id,
      source,
      dedupeKey: `payu:${reported.txnid}:${reported.status}`,
      verified: true,
      outcome: 'received',
      payload,
    });
    if (eventId === null) {
      log.info({ source, txnid: reported.txnid }, 'payment confirmation already applied');
      const current = await findPaymentByTxnId(tx, reported.txnid);
      return {
        accepted: true,
        orderId: payment.orderId,
        state: stateOf(current?.status, reported.status === 'pending'),
      };
    }
    let outcome: string;
    switch (reported.status) {
      case 'pending':
        outcome = 'pending at the gateway';
        break;
      case 'failure':
        outcome = (await setPaymentOutcome(tx, payment.id, 'failed', reported.gatewayRef))
          ? 'payment failed'
          : 'failure ignored: payment already settled';
        break;
      case 'success': {
        await setPaymentOutcome(tx, payment.id, 'success', reported.gatewayRef);
        const result = await markOrderPaid(tx, payment.orderId, {
          method: payment.method === 'upi' ? 'upi' : 'card',
          reference: reported.gatewayRef ?? reported.txnid,
        });
        outcome = result === 'paid' ? 'order paid' : `order ${result}`;
        if (result !== 'paid') {
          // Money was taken for an order that was paid another way or cancelled meanwhile.
          log.warn(
            { orderId: payment.orderId, txnid: reported.txnid, result },
            'gateway payment succeeded for an order that could not take it: refund due',
          );
        }
        break;
      }
    }
    await setEventOutcome(tx, eventId, outcome);
    const current = await findPaymentByTxnId(tx, reported.txnid);
    return {
      accepted: true,
      orderId: payment.orderId,
      state: stateOf(current?.status, reported.status === 'pending'),
    };
  });
}
