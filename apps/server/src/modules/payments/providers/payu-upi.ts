// UPI through PayU's server-to-server flow (docs.payu.in, "UPI Intent with S2S Integration" and
// "UPI Collection with S2S Integration"): the store posts the _payment request itself with
// pg=UPI and txn_s2s_flow=4, bankcode INTENT (PayU answers the intent, result.intentURIData,
// which a phone opens as upi://pay?... and a desktop shows as a QR code) or bankcode UPI with
// the shopper's VPA (PayU sends a collect request to their UPI app). PayU then reports the
// outcome with its usual signed server-to-server notification, and verify_payment confirms it:
// the same path a card payment takes (payu-confirmation.service.ts), so no one marks it paid.
import type { Executor } from '../../../db/client.ts';
import { lockOrderForPayment } from '../../orders/index.ts';
import { flagSandboxPayment, insertPayment, setPaymentOutcome } from '../payments.repository.ts';
import type { PaymentAttempt, PaymentProvider, PaymentStart } from './payment-provider.ts';
import {
  buildPayuForm,
  newTxnId,
  type GatewayTransport,
  type PayuCredentials,
  type PayuEndpoints,
} from './payu.ts';
import { payuCommandHash } from './payu-hash.ts';

/**
 * A VPA as NPCI writes it: a name (letters, digits, '.', '-', '_'; 2 to 256 characters) and the
 * handle of the app or bank after '@', letters only (okaxis, ybl, paytm, upi). Mobile-number
 * VPAs (9876543210@upi) fit the same pattern.
 */
export const VPA_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z]{2,64}$/;

export interface PayuUpiGateway extends PayuCredentials {
  /** Posts the S2S request and postservice commands: fetch for PayU, inject for the sandbox. */
  transport: GatewayTransport;
  /** PayU's postservice (validateVPA); the sandbox's for the sandbox. */
  postserviceUrl: string;
  /** The bundled sandbox: each row is flagged so a simulated payment never passes for money. */
  sandbox?: boolean;
}

export type VpaCheck = { valid: true; payerName: string | null } | { valid: false } | null;

/**
 * PayU's validateVPA command: key, command=validateVPA, var1=<vpa>, hash=sha512(key|command|var1|SALT).
 * Answers { status: "SUCCESS", vpa, isVPAValid: 1|0, payerAccountName }. Null when PayU could
 * not be asked: the collect request then goes ahead and PayU's own answer decides.
 */
export async function validateVpa(gateway: PayuUpiGateway, vpa: string): Promise<VpaCheck> {
  const command = 'validateVPA';
  const form = new URLSearchParams({
    key: gateway.key,
    command,
    var1: vpa,
    hash: payuCommandHash(gateway.key, command, vpa, gateway.salt),
  });
  try {
    const res = await gateway.transport(gateway.postserviceUrl, form);
    if (res.status !== 200) return null;
    const body = JSON.parse(res.text) as { isVPAValid?: unknown; payerAccountName?: unknown };
    if (body.isVPAValid === 1 || body.isVPAValid === '1') {
      const name = typeof body.payerAccountName === 'string' ? body.payerAccountName : '';
      return { valid: true, payerName: name && name !== 'NA' ? name.slice(0, 100) : null };
    }
    if (body.isVPAValid === 0 || body.isVPAValid === '0') return { valid: false };
    return null;
  } catch {
    return null;
  }
}

/** What PayU's S2S answer says: the intent to open, or that the collect request went out. */
export type S2sAnswer =
  | { ok: true; intent: string | null; status: string; reference: string | null }
  | { ok: false; reason: string };

/**
 * Reads the S2S answer: `{ metaData: { txnId, txnStatus, unmappedStatus, referenceId, message },
 * result: { intentURIData, paymentId, ... } }`. A txnStatus of failed, or an intent flow without
 * intentURIData, is a refusal.
 */
export function readS2sAnswer(text: string, txnid: string, wantIntent: boolean): S2sAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the answer is not JSON' };
  }
  const body = (parsed ?? {}) as { metaData?: Record<string, unknown>; result?: unknown };
  const meta = body.metaData ?? {};
  const status = typeof meta.txnStatus === 'string' ? meta.txnStatus.toLowerCase() : '';
  if (typeof meta.txnId === 'string' && meta.txnId !== txnid) {
    return { ok: false, reason: 'the answer is about another transaction' };
  }
  if (status === 'failed' || status === 'failure' || status === '') {
    const message = typeof meta.message === 'string' ? meta.message : 'no status';
    return { ok: false, reason: message.slice(0, 200) };
  }
  const result = (body.result ?? {}) as Record<string, unknown>;
  const data = typeof result.intentURIData === 'string' ? result.intentURIData : null;
  if (wantIntent && !data) return { ok: false, reason: 'no intentURIData in the answer' };
  const reference =
    typeof meta.referenceId === 'string' ? meta.referenceId.slice(0, 100) || null : null;
  return {
    ok: true,
    intent: data ? (data.startsWith('upi://') ? data : `upi://pay?${data}`) : null,
    status,
    reference,
  };
}

const REFUSED = 'The UPI payment could not be started. Please try again or choose another method.';

export function payuUpiProvider(
  gateway: PayuUpiGateway,
  endpoints: PayuEndpoints,
): PaymentProvider {
  return {
    kind: 'upi',
    async start(db: Executor, attempt: PaymentAttempt): Promise<PaymentStart> {
      const vpa = attempt.upiId;
      if (vpa) {
        const check = await validateVpa(gateway, vpa);
        if (check && !check.valid) {
          return {
            ok: false,
            error: `${vpa} is not a UPI ID any app knows. Check it and try again.`,
          };
        }
      }
      const txnid = newTxnId();
      const started = await db.transaction(async (tx) => {
        if (!(await lockOrderForPayment(tx, attempt.order.id))) return null;
        const id = await insertPayment(tx, {
          orderId: attempt.order.id,
          method: 'upi',
          amountPaise: attempt.order.totalPaise,
          txnId: txnid,
        });
        if (gateway.sandbox) await flagSandboxPayment(tx, txnid);
        return id;
      });
      if (started === null) return { ok: false, error: 'This order can no longer be paid.' };
      const form = new URLSearchParams({
        ...buildPayuForm(gateway, endpoints, attempt, txnid),
        pg: 'UPI',
        bankcode: vpa ? 'UPI' : 'INTENT',
        txn_s2s_flow: '4',
        ...(vpa ? { vpa } : {}),
        s2s_client_ip: attempt.clientIp ?? '',
        s2s_device_info: (attempt.userAgent ?? '').slice(0, 300),
      });
      let answer: S2sAnswer;
      try {
        const res = await gateway.transport(gateway.url, form);
        answer =
          res.status === 200
            ? readS2sAnswer(res.text, txnid, !vpa)
            : { ok: false, reason: `HTTP ${res.status}` };
      } catch (err) {
        answer = { ok: false, reason: err instanceof Error ? err.message : String(err) };
      }
      if (!answer.ok) {
        // Nothing is open at the gateway for this attempt: it is over, and a new one may start.
        await setPaymentOutcome(db, started, 'failed', null);
        return { ok: false, error: REFUSED, reason: answer.reason };
      }
      if (vpa) return { ok: true, action: { type: 'upi_collect', vpa } };
      const link = answer.intent!;
      return {
        ok: true,
        action:
          attempt.device === 'mobile'
            ? { type: 'deeplink', redirectUrl: link }
            : { type: 'qr', qr: link },
      };
    },
  };
}
