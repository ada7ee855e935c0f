// The sandbox's side of PayU's server-to-server UPI flow: the S2S _payment request (pg=UPI,
// txn_s2s_flow=4) answered as PayU answers it, validateVPA, and a "phone" page where a tester
// approves or declines each pending UPI payment as the shopper would in their UPI app. The
// decision is then reported to the store by the signed server-to-server notification, and
// verify_payment answers from the same ledger. Nothing is approved unless someone presses
// Approve: a double that always said yes would prove nothing.
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formFields } from '../form-body.ts';
import { formatPaiseShort } from '@store/contract';
import { VPA_PATTERN } from '../providers/payu-upi.ts';
import { sandboxLedger } from './sandbox-ledger.ts';
import { signedSandboxResponse } from './sandbox-response.ts';
import { errorPage, escapeHtml, hiddenInputs, page } from './sandbox-pages.ts';

/** The "phone": pending UPI payments, each with Approve and Decline. */
export const SANDBOX_UPI_PATH = '/sandbox-gateway/upi';
export const SANDBOX_UPI_DECIDE_PATH = '/sandbox-gateway/upi/decide';
/** The payee of the sandbox's intents: on a reserved name no UPI app can pay (RFC 2606). */
export const SANDBOX_UPI_PAYEE = 'payu.sandbox@example.invalid';

/**
 * Handles the sandbox knows, as NPCI issues them to apps and banks; validateVPA says a VPA on
 * any other handle is not valid, so the shopper's typo is caught as PayU would catch it.
 */
const KNOWN_HANDLES = new Set([
  'upi',
  'okaxis',
  'okhdfcbank',
  'okicici',
  'oksbi',
  'ybl',
  'ibl',
  'axl',
  'paytm',
  'ptyes',
  'ptaxis',
  'apl',
  'yapl',
  'icici',
  'sbi',
  'hdfcbank',
  'axisbank',
  'kotak',
  'pingpay',
  'fam',
  'jio',
  'airtel',
  'freecharge',
]);

export function sandboxVpaValid(vpa: string): boolean {
  if (!VPA_PATTERN.test(vpa)) return false;
  return KNOWN_HANDLES.has(vpa.split('@')[1]!.toLowerCase());
}

/** validateVPA as PayU's postservice answers it. */
export function validateVpaAnswer(vpa: string): Record<string, unknown> {
  const valid = sandboxVpaValid(vpa);
  return {
    status: 'SUCCESS',
    vpa,
    isVPAValid: valid ? 1 : 0,
    isAutoPayVPAValid: 0,
    isAutoPayBankValid: 'NA',
    payerAccountName: valid ? 'Sandbox Payer' : 'NA',
  };
}

interface PendingUpi {
  request: Record<string, string>;
  amountPaise: number;
  /** The collect request's VPA; null for an intent (QR code or app link). */
  vpa: string | null;
}

/** The requests behind pending UPI transactions, to sign the notification with later. */
const requests = new Map<string, PendingUpi>();
const CAPACITY = 10_000;

const upiEncode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/**
 * The S2S answer to a checked UPI request (docs.payu.in, UPI Intent / Collection with S2S):
 * metaData with the transaction's status, and for an intent the intentURIData the merchant
 * opens as upi://pay?... A collect request needs a VPA the sandbox knows.
 */
export function startSandboxUpi(
  request: Record<string, string>,
  fields: Readonly<Record<string, string>>,
  amountPaise: number,
): { status: number; body: Record<string, unknown> } {
  const txnid = request.txnid!;
  const bankcode = fields.bankcode ?? '';
  const refused = (message: string) => ({
    status: 200,
    body: {
      metaData: {
        message,
        referenceId: null,
        statusCode: 'E1001',
        txnId: txnid,
        txnStatus: 'failed',
        unmappedStatus: 'failed',
      },
      result: null,
    },
  });
  if (bankcode !== 'INTENT' && bankcode !== 'UPI') return refused('Invalid bankcode for UPI');
  const vpa = bankcode === 'UPI' ? (fields.vpa ?? '') : null;
  if (vpa !== null && !sandboxVpaValid(vpa)) return refused('Invalid VPA');
  if (sandboxLedger.find(txnid)) return refused('Duplicate transaction id');
  const reference = `SANDBOXUPI${randomInt(1e9, 1e10)}`;
  sandboxLedger.record({
    txnid,
    status: 'pending',
    amount: request.amount!,
    productinfo: request.productinfo!,
    firstname: request.firstname!,
    email: request.email!,
    udf1: request.udf1 ?? '',
    mihpayid: reference,
    mode: 'UPI',
  });
  requests.set(txnid, { request, amountPaise, vpa });
  if (requests.size > CAPACITY) requests.delete(requests.keys().next().value!);
  const intentURIData = [
    ['pa', SANDBOX_UPI_PAYEE],
    ['pn', 'PayU Sandbox (test)'],
    ['tr', reference],
    ['tid', txnid],
    ['am', request.amount!],
    ['cu', 'INR'],
    ['tn', request.productinfo!],
  ]
    .map(([k, v]) => `${k}=${upiEncode(v!)}`)
    .join('&');
  return {
    status: 200,
    body: {
      metaData: {
        message: null,
        referenceId: reference,
        statusCode: null,
        txnId: txnid,
        txnStatus: 'pending',
        unmappedStatus: 'pending',
      },
      result:
        vpa === null
          ? {
              paymentId: reference,
              merchantName: 'PayU Sandbox',
              merchantVpa: SANDBOX_UPI_PAYEE,
              amount: request.amount,
              intentURIData,
            }
          : { paymentId: reference, merchantName: 'PayU Sandbox', vpa },
    },
  };
}

/** The signed notification PayU posts when the shopper approved or declined in their app. */
function notification(p: PendingUpi, approved: boolean, mihpayid: string): Record<string, string> {
  return signedSandboxResponse(p.request, {
    mihpayid,
    mode: 'UPI',
    succeeded: approved,
    PG_TYPE: 'UPI-PG',
    bankcode: p.vpa === null ? 'INTENT' : 'UPI',
    bank_ref_num: `${randomInt(1e11, 1e12)}`,
    failure: { error: 'E1507', message: 'Test mode: declined in the UPI app' },
  });
}

/** The tester's choice: the ledger settles, and the store is told server to server. */
export async function decideSandboxUpi(
  txnid: string,
  approved: boolean,
  notifyUrl: string,
  log: FastifyBaseLogger,
): Promise<{ found: boolean; notified: boolean }> {
  const pending = requests.get(txnid);
  const entry = sandboxLedger.find(txnid);
  if (!pending || !entry || entry.status !== 'pending' || entry.mode !== 'UPI') {
    return { found: false, notified: false };
  }
  const response = notification(pending, approved, entry.mihpayid);
  sandboxLedger.record({ ...entry, status: approved ? 'success' : 'failure' });
  requests.delete(txnid);
  try {
    const res = await fetch(notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(response).toString(),
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) log.warn({ status: res.status }, 'sandbox UPI notification refused');
    return { found: true, notified: res.ok };
  } catch (err) {
    log.warn({ err }, 'sandbox UPI notification failed');
    return { found: true, notified: false };
  }
}

export function phonePage(): string {
  const pending = sandboxLedger.pendingUpi();
  const items = pending
    .map((t) => {
      const p = requests.get(t.txnid);
      const how = p?.vpa ? `Collect request to ${p.vpa}` : 'QR code / UPI app link';
      const form = (approve: boolean, label: string, cls: string) => `
<form method="post" action="${SANDBOX_UPI_DECIDE_PATH}">
${hiddenInputs({ txnid: t.txnid, decision: approve ? 'approve' : 'decline' })}
<button type="submit" class="${cls}">${escapeHtml(label)}</button>
</form>`;
      return `<li>
<p class="amount">${escapeHtml(formatPaiseShort(p?.amountPaise ?? 0))}</p>
<dl>
<dt>For</dt><dd>${escapeHtml(t.productinfo)}</dd>
<dt>How</dt><dd>${escapeHtml(how)}</dd>
<dt>Transaction</dt><dd>${escapeHtml(t.txnid)}</dd>
</dl>
${form(true, `Approve ${formatPaiseShort(p?.amountPaise ?? 0)}`, 'pay')}
${form(false, 'Decline', 'fail')}
</li>`;
    })
    .join('\n');
  return page(
    'Test UPI app',
    `<h1>Test UPI app</h1>
<p class="note">The shopper's phone in test mode: each UPI payment the store started through
the test gateway waits here. Approve or decline it as the shopper would in their UPI app; the
gateway then tells the store. No money moves.</p>
${pending.length === 0 ? '<p>No UPI payment is waiting.</p>' : `<ul style="list-style:none;padding:0">${items}</ul>`}`,
  );
}

export function decidedPage(approved: boolean, found: boolean, notified: boolean): string {
  if (!found) {
    return page(
      'Test UPI app: nothing to approve',
      `<h1>Nothing to approve</h1><p>This UPI payment is no longer waiting.</p>
<p><a href="${SANDBOX_UPI_PATH}">Back to the test UPI app</a></p>`,
    );
  }
  const title = approved ? 'UPI payment approved' : 'UPI payment declined';
  return page(
    title,
    `<h1>${title}</h1>
<p class="note">${notified ? 'The store has been notified.' : 'The store did not take the notification; its scheduled check will ask the gateway.'} Test mode: no money moved.</p>
<p><a href="${SANDBOX_UPI_PATH}">Back to the test UPI app</a></p>`,
  );
}

/** The shopper's "phone": the UPI payments waiting for approval, and the choice made there. */
export function registerSandboxUpi(fastify: FastifyInstance, notifyUrl: string): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(SANDBOX_UPI_PATH, { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(phonePage()),
  );
  app.post(
    SANDBOX_UPI_DECIDE_PATH,
    { schema: { hide: true, body: formFields } },
    async (req, reply) => {
      const approved = req.body.decision === 'approve';
      if (!approved && req.body.decision !== 'decline') {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(errorPage('Unknown decision.'));
      }
      const done = await decideSandboxUpi(req.body.txnid ?? '', approved, notifyUrl, req.log);
      return reply
        .code(done.found ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(decidedPage(approved, done.found, done.notified));
    },
  );
}
