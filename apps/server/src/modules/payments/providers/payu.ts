// Card and net banking through PayU's hosted checkout: the shopper's browser posts a signed form
// to PayU (or to the bundled sandbox, which speaks the same protocol), pays there, and PayU
// reports back twice, through the browser (surl/furl) and server to server. Both reports are
// checked here with the reverse hash before anything is believed.
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../../db/client.ts';
import { paiseToDecimalString } from '../../../kernel/money.ts';
import { lockOrderForPayment } from '../../orders/index.ts';
import { insertPayment } from '../payments.repository.ts';
import type { PaymentAttempt, PaymentProvider, PaymentStart } from './payment-provider.ts';
import { payuCommandHash, payuRequestHash, payuResponseHash, sameHash } from './payu-hash.ts';

export interface PayuCredentials {
  key: string;
  salt: string;
  /** The gateway's _payment address the browser posts to. */
  url: string;
}

export interface PayuEndpoints {
  /** Where the browser comes back to after paying or failing (surl and furl). */
  returnUrl: string;
}

const TXNID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A fresh transaction id per attempt: PayU refuses a txnid it has seen (at most 25 chars). */
export function newTxnId(): string {
  const bytes = randomBytes(18);
  let id = 'EE';
  for (const b of bytes) id += TXNID_ALPHABET[b % 32];
  return id;
}

/** The form fields the browser posts to the gateway, hash included. */
export function buildPayuForm(
  creds: PayuCredentials,
  endpoints: PayuEndpoints,
  attempt: PaymentAttempt,
  txnid: string,
): Record<string, string> {
  const { order, payer } = attempt;
  const data: Record<string, string> = {
    key: creds.key,
    txnid,
    amount: paiseToDecimalString(order.totalPaise),
    productinfo: `Order ${order.id}`,
    firstname: payer.name,
    email: payer.email,
    // PayU wants the ten digits; the country code is implied.
    phone: payer.phone.replace(/^\+91/, ''),
    surl: endpoints.returnUrl,
    furl: endpoints.returnUrl,
    // udf1 ties the gateway's answer to the order inside the signed part of the message.
    udf1: order.id,
  };
  if (payer.gstin) data.udf2 = payer.gstin;
  if (payer.businessName) data.udf3 = payer.businessName;
  data.hash = payuRequestHash(
    {
      key: data.key!,
      txnid,
      amount: data.amount!,
      productinfo: data.productinfo!,
      firstname: data.firstname!,
      email: data.email!,
      udf1: data.udf1,
      udf2: data.udf2,
      udf3: data.udf3,
    },
    creds.salt,
  );
  return data;
}

export function payuProvider(creds: PayuCredentials, endpoints: PayuEndpoints): PaymentProvider {
  return {
    kind: 'card',
    async start(db: Executor, attempt: PaymentAttempt): Promise<PaymentStart> {
      const txnid = newTxnId();
      // The order is locked while its payment row is written: the expiry either cancelled it
      // before (and this attempt is refused) or finds the payment in progress after.
      const started = await db.transaction(async (tx) => {
        if (!(await lockOrderForPayment(tx, attempt.order.id))) return false;
        await insertPayment(tx, {
          orderId: attempt.order.id,
          method: 'card',
          amountPaise: attempt.order.totalPaise,
          txnId: txnid,
        });
        return true;
      });
      if (!started) return { ok: false, error: 'This order can no longer be paid.' };
      const data = buildPayuForm(creds, endpoints, attempt, txnid);
      return {
        ok: true,
        action: {
          type: 'redirect_post',
          redirectUrl: creds.url,
          formParams: { type: 'form', url: creds.url, data },
        },
      };
    },
  };
}

export type PayuStatus = 'success' | 'failure' | 'pending';

export interface VerifiedPayuResponse {
  txnid: string;
  status: PayuStatus;
  /** The amount PayU reports, in paise (additional charges excluded, as PayU reports them). */
  amountPaise: number;
  orderId: string;
  /** PayU's own id of the transaction, when given. */
  gatewayRef: string | null;
}

export type PayuVerification =
  | { ok: true; response: VerifiedPayuResponse }
  | { ok: false; reason: string; txnid: string | null };

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** Checks a return or notification: all fields present, our key, and the reverse hash. */
export function verifyPayuResponse(
  fields: Readonly<Record<string, string>>,
  creds: Pick<PayuCredentials, 'key' | 'salt'>,
): PayuVerification {
  const txnid = fields.txnid?.trim() || null;
  const fail = (reason: string): PayuVerification => ({ ok: false, reason, txnid });
  for (const name of ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'status']) {
    if (fields[name] === undefined) return fail(`missing ${name}`);
  }
  if (!fields.hash) return fail('missing hash');
  if (fields.key !== creds.key) return fail('wrong merchant key');
  const expected = payuResponseHash(
    {
      key: fields.key,
      txnid: fields.txnid!,
      amount: fields.amount!,
      productinfo: fields.productinfo!,
      firstname: fields.firstname!,
      email: fields.email!,
      status: fields.status!,
      udf1: fields.udf1,
      udf2: fields.udf2,
      udf3: fields.udf3,
      udf4: fields.udf4,
      udf5: fields.udf5,
      additionalCharges: fields.additionalCharges,
    },
    creds.salt,
  );
  if (!sameHash(expected, fields.hash)) return fail('hash mismatch');
  const status = fields.status;
  if (status !== 'success' && status !== 'failure' && status !== 'pending') {
    return fail(`unknown status ${JSON.stringify(status).slice(0, 40)}`);
  }
  const amount = fields.amount!;
  if (!AMOUNT.test(amount)) return fail('malformed amount');
  const [rupees, fraction = ''] = amount.split('.');
  return {
    ok: true,
    response: {
      txnid: fields.txnid!,
      status,
      amountPaise: Number(rupees) * 100 + Number(fraction.padEnd(2, '0')),
      orderId: fields.udf1 ?? '',
      gatewayRef: fields.mihpayid?.slice(0, 100) || null,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// verify_payment: PayU's own word on a transaction, asked server to server.

/** Posts a form and reads the answer; fetch for PayU, the app itself for the bundled sandbox. */
export type GatewayTransport = (
  url: string,
  form: URLSearchParams,
) => Promise<{ status: number; text: string }>;

export const fetchTransport: GatewayTransport = async (url, form) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, text: await res.text() };
};

/** What the gateway says of one transaction. */
export type GatewayAnswer =
  | {
      kind: 'success' | 'failure' | 'pending';
      /** The amount it reports, in paise, when it reports a well-formed one. */
      amountPaise: number | null;
      /** udf1 as the gateway holds it: our order number (null when it gives none). */
      orderId: string | null;
      gatewayRef: string | null;
      /** The gateway's own words, for the record. */
      detail: Record<string, string>;
    }
  /** The gateway has no such transaction: the shopper never reached it. */
  | { kind: 'not-found' }
  /** No usable answer (network, status, format): nothing can be concluded. */
  | { kind: 'unreachable'; reason: string };

export interface PayuVerifyEndpoint {
  key: string;
  salt: string;
  /** The postservice address (PAYU_VERIFY_URL, or the sandbox's). */
  verifyUrl: string;
}

function toPaise(amount: string | undefined): number | null {
  if (amount === undefined || !AMOUNT.test(amount)) return null;
  const [rupees, fraction = ''] = amount.split('.');
  return Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * Reads a verify_payment answer (PayU's web SDK documentation, verifyPayment):
 * `{ status, msg, transaction_details: { <txnid>: { status, amt, mihpayid, udf1, ... } } }`,
 * where an unknown transaction has the status "Not Found".
 */
export function readVerifyAnswer(body: string, txnid: string): GatewayAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { kind: 'unreachable', reason: 'the answer is not JSON' };
  }
  const details = (parsed as { transaction_details?: unknown } | null)?.transaction_details;
  const entry =
    details && typeof details === 'object' && Object.hasOwn(details, txnid)
      ? (details as Record<string, unknown>)[txnid]
      : undefined;
  if (!entry || typeof entry !== 'object') {
    return { kind: 'unreachable', reason: 'the answer does not name the transaction' };
  }
  const fields = entry as Record<string, unknown>;
  const status = text(fields.status)?.trim().toLowerCase() ?? '';
  if (status === 'not found') return { kind: 'not-found' };
  const txn = text(fields.txnid);
  if (txn !== undefined && txn !== txnid) {
    return { kind: 'unreachable', reason: 'the answer is about another transaction' };
  }
  const detail: Record<string, string> = {};
  for (const name of ['status', 'unmappedstatus', 'amt', 'transaction_amount', 'mihpayid']) {
    const value = text(fields[name]);
    if (value !== undefined) detail[name] = value.slice(0, 100);
  }
  const kind =
    status === 'success'
      ? 'success'
      : status === 'failure' || status === 'failed'
        ? 'failure'
        : 'pending';
  return {
    kind,
    // amt is the amount the store asked for; transaction_amount may add PayU's convenience fee.
    amountPaise: toPaise(text(fields.amt) ?? text(fields.transaction_amount)),
    orderId: text(fields.udf1) || null,
    gatewayRef: text(fields.mihpayid)?.slice(0, 100) || null,
    detail,
  };
}

/**
 * Asks the gateway where a transaction stands: PayU's verify_payment, a form post of key,
 * command, var1 (the txnid) and hash = sha512(key|command|var1|SALT). Never throws: a
 * gateway that cannot be asked is an answer of its own.
 */
export async function verifyPayuPayment(
  endpoint: PayuVerifyEndpoint,
  txnid: string,
  transport: GatewayTransport = fetchTransport,
): Promise<GatewayAnswer> {
  const command = 'verify_payment';
  const form = new URLSearchParams({
    key: endpoint.key,
    command,
    var1: txnid,
    hash: payuCommandHash(endpoint.key, command, txnid, endpoint.salt),
  });
  try {
    const res = await transport(endpoint.verifyUrl, form);
    if (res.status !== 200) return { kind: 'unreachable', reason: `HTTP ${res.status}` };
    return readVerifyAnswer(res.text, txnid);
  } catch (err) {
    return { kind: 'unreachable', reason: err instanceof Error ? err.message : String(err) };
  }
}
