// The rules of paying: which methods are offered, who may pay which order, and when a gateway's
// word is believed. Orders change state only through the orders service, whose updates are
// conditional, so a race between two confirmations cannot pay an order twice.
import {
  asOrderStatus,
  PAYMENT_METHODS,
  type PaymentFieldsResponse,
  type PaymentMethod,
  type PaymentRequest,
  type PaymentResponse,
  type PaymentStatusResponse,
} from '@store/contract';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { findOrderForPayment, markOrderPaid } from '../orders/orders.service.ts';
import { demoStoreSettings } from '../store/store-settings.ts';
import { getStoreSettings } from '../store/store.service.ts';
import { METHOD_LABELS, paymentFormFields, readPaymentFields } from './payment-fields.ts';
import {
  claimPaymentKey,
  findPaymentByTxnId,
  findOrderPaidAt,
  findPaymentKey,
  hasSuccessfulPayment,
  insertPaymentEvent,
  setEventOutcome,
  savePaymentReply,
  setPaymentOutcome,
  type PaymentWithOrder,
} from './payments.repository.ts';
import { cashOnDeliveryProvider } from './providers/cash-on-delivery.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { payuProvider, verifyPayuResponse, type PayuCredentials } from './providers/payu.ts';
import { upiProvider, type UpiPayee } from './providers/upi.ts';
import {
  SANDBOX_MERCHANT_KEY,
  SANDBOX_MERCHANT_SALT,
  SANDBOX_PAYMENT_PATH,
} from './sandbox/sandbox-credentials.ts';

const PENDING = 0;

/** Where PayU sends the browser back (surl and furl) and its server-to-server notification. */
export const PAYU_RETURN_PATH = '/api/v1/payments/payu/return';
export const PAYU_NOTIFY_PATH = '/api/v1/payments/payu/notify';

export interface GatewaySetup extends PayuCredentials {
  sandbox: boolean;
}

/** The card gateway's credentials: PayU's from configuration, or the sandbox's public ones. */
export function gatewaySetup(config: AppConfig): GatewaySetup | null {
  const gateway = config.payments.gateway;
  if (!gateway) return null;
  switch (gateway.kind) {
    case 'payu':
      return { key: gateway.key, salt: gateway.salt, url: gateway.url, sandbox: false };
    case 'sandbox':
      return {
        key: SANDBOX_MERCHANT_KEY,
        salt: SANDBOX_MERCHANT_SALT,
        url: `${config.publicUrl}${SANDBOX_PAYMENT_PATH}`,
        sandbox: true,
      };
  }
}

/** Origins the storefront may post a payment form to (the CSP form-action directive). */
export function paymentFormTargets(config: AppConfig): string[] {
  const gateway = gatewaySetup(config);
  return gateway ? [new URL(gateway.url).origin] : [];
}

interface UpiSetup extends UpiPayee {
  demo: boolean;
}

async function upiSetup(db: Executor, config: AppConfig): Promise<UpiSetup | null> {
  const settings = await getStoreSettings(db);
  const vpa = config.payments.upiVpa ?? settings.upiVpa;
  if (!vpa) return null;
  const demo = vpa === demoStoreSettings.upiVpa;
  // A live store (production, or real gateway credentials) never sends money to the demo VPA.
  const live = config.env === 'production' || config.payments.gateway?.kind === 'payu';
  if (demo && live) return null;
  const name =
    config.payments.upiPayeeName ||
    settings.upiPayeeName ||
    settings.storeName ||
    settings.companyName ||
    'Ethnic Elegance';
  return { vpa, name, demo };
}

interface Offer {
  methods: PaymentMethod[];
  testMode: boolean;
  provider(method: PaymentMethod): PaymentProvider | null;
}

/** The methods this store can take right now, from configuration and store settings. */
async function currentOffer(db: Executor, config: AppConfig): Promise<Offer> {
  const upi = await upiSetup(db, config);
  const gateway = gatewaySetup(config);
  const provider = (method: PaymentMethod): PaymentProvider | null => {
    if (!config.payments.methods.includes(method)) return null;
    switch (method) {
      case 'upi':
        return upi ? upiProvider(upi) : null;
      case 'card':
        return gateway
          ? payuProvider(gateway, { returnUrl: `${config.publicUrl}${PAYU_RETURN_PATH}` })
          : null;
      case 'cod':
        return cashOnDeliveryProvider();
      default: {
        const unknown: never = method;
        throw new Error(`No payment provider for ${String(unknown)}`);
      }
    }
  };
  const methods = PAYMENT_METHODS.filter((m) => provider(m) !== null);
  const testMode =
    (methods.includes('card') && gateway?.sandbox === true) ||
    (methods.includes('upi') && upi?.demo === true);
  return { methods, testMode, provider };
}

export async function getPaymentFields(
  db: Executor,
  config: AppConfig,
  user: { firstName: string; lastName: string; email: string } | null,
): Promise<PaymentFieldsResponse> {
  const offer = await currentOffer(db, config);
  return {
    fields: paymentFormFields({
      methods: offer.methods,
      testMode: offer.testMode,
      defaults: user
        ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }
        : undefined,
    }),
    testMode: offer.testMode,
  };
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

/** Phones open a UPI app directly; anything else is shown a QR code to scan with one. */
export function deviceFromUserAgent(userAgent: string | undefined): 'mobile' | 'desktop' {
  return userAgent && MOBILE_AGENT.test(userAgent) ? 'mobile' : 'desktop';
}

const ORDER_NOT_FOUND = 'Order not found or access denied';

function refusalForStatus(status: number): string {
  return status === 4
    ? 'This order has been cancelled and can no longer be paid.'
    : 'This order has already been paid or confirmed.';
}

export async function startPayment(
  db: Executor,
  config: AppConfig,
  userId: string,
  request: PaymentRequest,
  userAgent: string | undefined,
): Promise<PaymentResponse> {
  // Unknown field names are a 400 before anything else is looked at.
  const values = readPaymentFields(request.fields);
  const order = await findOrderForPayment(db, request.orderId, userId);
  if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
  if (order.status !== PENDING) return { success: false, error: refusalForStatus(order.status) };
  if (await hasSuccessfulPayment(db, order.id)) {
    return { success: false, error: 'This order has already been paid.' };
  }
  if (!values.ok) return { success: false, error: values.error };

  const offer = await currentOffer(db, config);
  const method = PAYMENT_METHODS.find((m) => m === values.method);
  if (!method) {
    const choices = offer.methods.map((m) => METHOD_LABELS[m]).join(', ');
    return {
      success: false,
      error: `Unknown payment method. Choose one of: ${choices}.`,
    };
  }
  const provider = offer.provider(method);
  if (!provider) {
    return { success: false, error: `${METHOD_LABELS[method]} is not available at this store.` };
  }
  const started = await provider.start(db, {
    order,
    payer: values.payer,
    device: values.device ?? deviceFromUserAgent(userAgent),
  });
  if (!started.ok) return { success: false, error: started.error };
  return started.action ? { success: true, action: started.action } : { success: true };
}

/** The same request written any way: field order does not change the hash. */
function requestHash(request: PaymentRequest): string {
  const fields = Object.fromEntries(
    Object.entries(request.fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return createHash('sha256')
    .update(JSON.stringify({ orderId: request.orderId, fields }), 'utf8')
    .digest('hex');
}

/**
 * startPayment behind an Idempotency-Key (DECISIONS.md section 2): the same key and body within
 * 24 hours answers the first reply again and starts nothing new; another body is a 422.
 */
export async function startPaymentOnce(
  db: Executor,
  config: AppConfig,
  userId: string,
  request: PaymentRequest,
  userAgent: string | undefined,
  key: string | undefined,
): Promise<{ body: PaymentResponse; replayed: boolean }> {
  if (key === undefined) {
    return { body: await startPayment(db, config, userId, request, userAgent), replayed: false };
  }
  const hash = requestHash(request);
  return db.transaction(async (tx) => {
    if (!(await claimPaymentKey(tx, userId, key, hash))) {
      const stored = await findPaymentKey(tx, userId, key);
      if (stored && stored.requestHash !== hash) {
        throw new HttpError(
          422,
          'This Idempotency-Key was already used with a different payment request; use a new key',
        );
      }
      if (!stored || stored.responseBody === null) {
        throw conflict(
          'A payment with this Idempotency-Key is still being processed; retry shortly',
        );
      }
      return { body: stored.responseBody as PaymentResponse, replayed: true };
    }
    const body = await startPayment(tx, config, userId, request, userAgent);
    await savePaymentReply(tx, userId, key, body);
    return { body, replayed: false };
  });
}

export async function getPaymentStatus(
  db: Executor,
  userId: string,
  orderId: string,
): Promise<PaymentStatusResponse> {
  const order = await findOrderForPayment(db, orderId, userId);
  if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
  // The orders module stamps paid_at when a gateway or the owner confirms the money, and for
  // cash on delivery only when the order is delivered: confirmed is not yet paid.
  const paid = (await findOrderPaidAt(db, order.id)) !== null;
  return { orderId: order.id, status: asOrderStatus(order.status), paid };
}

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
): Promise<ConfirmationResult> {
  const gateway = gatewaySetup(config);
  const payload = keptPayload(fields);
  const verification = gateway
    ? verifyPayuResponse(fields, gateway)
    : ({ ok: false, reason: 'no card gateway configured', txnid: null } as const);
  const txnid = verification.ok ? verification.response.txnid : verification.txnid;
  const payment = txnid ? await findPaymentByTxnId(db, txnid.slice(0, 64)) : null;

  const reject = async (reason: string, known: PaymentWithOrder | null) => {
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
      state: stateOf(known?.status, false),
    } as const;
  };

  if (!verification.ok) return reject(verification.reason, payment);
  const reported = verification.response;
  if (!payment || payment.method !== 'card') return reject('unknown transaction', null);
  if (reported.orderId !== payment.orderId) return reject('order does not match', payment);
  if (reported.amountPaise !== payment.amountPaise) return reject('amount mismatch', payment);
  if (payment.amountPaise !== payment.orderTotalPaise) {
    return reject('amount differs from the order total', payment);
  }

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
          method: 'card',
          reference: reported.gatewayRef ?? reported.txnid,
        });
        outcome = result === 'paid' ? 'order paid' : `order ${result}`;
        if (result !== 'paid') {
          // Money was taken for an order that was paid another way or cancelled meanwhile.
          log.warn(
            { orderId: payment.orderId, txnid: reported.txnid, result },
            'card payment succeeded for an order that could not take it: refund due',
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
