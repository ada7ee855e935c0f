// Card and net banking through PayU's hosted checkout: the shopper's browser posts a signed form
// to PayU (or to the bundled sandbox, which speaks the same protocol), pays there, and PayU
// reports back twice, through the browser (surl/furl) and server to server. Both reports are
// checked here with the reverse hash before anything is believed.
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../../db/client.ts';
import { paiseToDecimalString } from '../../../lib/money.ts';
import { insertPayment } from '../payments.repository.ts';
import type { PaymentAttempt, PaymentProvider, PaymentStart } from './payment-provider.ts';
import { payuRequestHash, payuResponseHash, sameHash } from './payu-hash.ts';

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
      await insertPayment(db, {
        orderId: attempt.order.id,
        method: 'card',
        amountPaise: attempt.order.totalPaise,
        txnId: txnid,
      });
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
