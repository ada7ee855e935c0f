// A loopback stand-in for PayU's hosted checkout, served by the store itself when
// PAYMENT_SANDBOX is on (never in production: see config.ts). It checks the request hash with
// the sandbox key and salt, lets the tester pay or fail, notifies the store server to server
// and hands the browser back to surl or furl, as PayU does, with a correct reverse hash.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptFormBodies, formFields } from '../form-body.ts';
import { limitGatewayPosts } from '../gateway-post-limit.ts';
import { PAYU_NOTIFY_PATH } from '../payments.service.ts';
import { payuCommandHash, payuRequestHash, sameHash } from '../providers/payu-hash.ts';
import {
  SANDBOX_COMPLETE_PATH,
  SANDBOX_MERCHANT_KEY,
  SANDBOX_MERCHANT_SALT,
  SANDBOX_PAYMENT_PATH,
  SANDBOX_VERIFY_PATH,
} from './sandbox-credentials.ts';
import { sandboxLedger, type SandboxStatus } from './sandbox-ledger.ts';
import { sandboxBankReference, signedSandboxResponse } from './sandbox-response.ts';
import { actionStatusAnswer, refundAnswer } from './sandbox-refunds.ts';
import { checkoutPage, errorPage, returnPage } from './sandbox-pages.ts';
import { registerSandboxUpi, startSandboxUpi, validateVpaAnswer } from './sandbox-upi.ts';

const REQUIRED = [
  'key',
  'txnid',
  'amount',
  'productinfo',
  'firstname',
  'email',
  'phone',
  'surl',
  'furl',
  'hash',
] as const;
const UDFS = ['udf1', 'udf2', 'udf3', 'udf4', 'udf5'] as const;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

type Checked =
  | { ok: true; request: Record<string, string>; amountPaise: number }
  | { ok: false; reason: string };

/** The request as PayU would check it; only the protocol's fields are carried on. */
function checkRequest(fields: Readonly<Record<string, string>>): Checked {
  for (const name of REQUIRED) {
    if (!fields[name]) return { ok: false, reason: `Mandatory parameter ${name} is missing.` };
  }
  if (fields.key !== SANDBOX_MERCHANT_KEY) {
    return { ok: false, reason: 'Unknown merchant key.' };
  }
  const amount = fields.amount!;
  if (!AMOUNT.test(amount)) return { ok: false, reason: 'Invalid amount.' };
  for (const name of ['surl', 'furl'] as const) {
    if (!/^https?:\/\//.test(fields[name]!)) return { ok: false, reason: `Invalid ${name}.` };
  }
  const request: Record<string, string> = {};
  for (const name of [...REQUIRED, ...UDFS]) {
    const value = fields[name];
    if (value !== undefined) request[name] = value;
  }
  const expected = payuRequestHash(
    {
      key: request.key!,
      txnid: request.txnid!,
      amount,
      productinfo: request.productinfo!,
      firstname: request.firstname!,
      email: request.email!,
      udf1: request.udf1,
      udf2: request.udf2,
      udf3: request.udf3,
      udf4: request.udf4,
      udf5: request.udf5,
    },
    SANDBOX_MERCHANT_SALT,
  );
  if (!sameHash(expected, request.hash!)) {
    return {
      ok: false,
      reason: 'Transaction failed due to an incorrectly calculated hash parameter.',
    };
  }
  const [rupees, fraction = ''] = amount.split('.');
  return { ok: true, request, amountPaise: Number(rupees) * 100 + Number(fraction.padEnd(2, '0')) };
}

function recordTransaction(
  request: Readonly<Record<string, string>>,
  status: SandboxStatus,
  mihpayid: string,
): void {
  sandboxLedger.record({
    txnid: request.txnid!,
    status,
    amount: request.amount!,
    productinfo: request.productinfo!,
    firstname: request.firstname!,
    email: request.email!,
    udf1: request.udf1 ?? '',
    mihpayid,
  });
}

/**
 * verify_payment as PayU's postservice answers it (PayU's web SDK documentation,
 * verifyPayment), from the sandbox's own record: one entry per txnid in var1 (several may be
 * joined with '|'), "Not Found" for one it never saw.
 */
export function verifyAnswer(var1: string): Record<string, unknown> {
  const txnids = var1.split('|').filter(Boolean);
  const details: Record<string, unknown> = {};
  let found = 0;
  for (const txnid of txnids) {
    const t = sandboxLedger.find(txnid);
    if (!t) {
      details[txnid] = { mihpayid: 'Not Found', status: 'Not Found' };
      continue;
    }
    found += 1;
    details[txnid] = {
      mihpayid: t.mihpayid || 'Not Found',
      txnid: t.txnid,
      amt: t.amount,
      transaction_amount: t.amount,
      additional_charges: '0.00',
      productinfo: t.productinfo,
      firstname: t.firstname,
      email: t.email,
      udf1: t.udf1,
      mode: t.mode ?? 'CC',
      status: t.status,
      unmappedstatus:
        t.status === 'success' ? 'captured' : t.status === 'failure' ? 'failed' : 'pending',
      field9: 'Test mode transaction',
    };
  }
  return {
    status: found > 0 ? 1 : 0,
    msg: `${found} out of ${txnids.length} Transactions Fetched Successfully`,
    transaction_details: details,
  };
}

const POSTSERVICE_COMMANDS = new Set([
  'verify_payment',
  'validateVPA',
  'cancel_refund_transaction',
  'check_action_status',
]);

/** The store's server asks here as it asks PayU's postservice: key, command, var1, hash. */
function registerPostservice(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    SANDBOX_VERIFY_PATH,
    { schema: { hide: true, body: formFields } },
    async (req, reply) => {
      const { key = '', command = '', var1 = '', var2 = '', var3 = '', hash = '' } = req.body;
      const known = POSTSERVICE_COMMANDS.has(command);
      if (key !== SANDBOX_MERCHANT_KEY || !known || !var1) {
        return reply.code(400).send({ status: 0, msg: 'Invalid key, command or var1' });
      }
      if (!sameHash(payuCommandHash(key, command, var1, SANDBOX_MERCHANT_SALT), hash)) {
        return reply.code(400).send({ status: 0, msg: 'Invalid Hash.' });
      }
      reply.type('application/json; charset=utf-8');
      if (command === 'cancel_refund_transaction') return refundAnswer(var1, var2, var3);
      if (command === 'check_action_status') return actionStatusAnswer(var1, var2);
      return command === 'validateVPA' ? validateVpaAnswer(var1) : verifyAnswer(var1);
    },
  );
}

export const sandboxGateway: FastifyPluginAsyncZod = async (app) => {
  if (app.config.payments.gateway?.kind !== 'sandbox') return;
  acceptFormBodies(app);
  // Each completed checkout posts a notification to the store: forged ones are limited.
  limitGatewayPosts(app, 'sandbox', { refundBelow400: true });
  const notifyUrl = `${app.config.publicUrl}${PAYU_NOTIFY_PATH}`;

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    SANDBOX_PAYMENT_PATH,
    { schema: { hide: true, body: formFields } },
    async (req, reply) => {
      const checked = checkRequest(req.body);
      if (req.body.txn_s2s_flow === '4' && req.body.pg === 'UPI') {
        // PayU's S2S UPI flow: the store's server asks, and the answer is JSON, not a page.
        reply.type('application/json; charset=utf-8');
        if (!checked.ok) return reply.code(400).send({ status: 0, msg: checked.reason });
        const answer = startSandboxUpi(checked.request, req.body, checked.amountPaise);
        return reply.code(answer.status).send(answer.body);
      }
      reply.type('text/html; charset=utf-8');
      if (!checked.ok) return reply.code(400).send(errorPage(checked.reason));
      recordTransaction(checked.request, 'pending', '');
      return checkoutPage({
        request: checked.request,
        amountPaise: checked.amountPaise,
        completeUrl: SANDBOX_COMPLETE_PATH,
      });
    },
  );

  app.post(
    SANDBOX_COMPLETE_PATH,
    { schema: { hide: true, body: formFields } },
    async (req, reply) => {
      reply.type('text/html; charset=utf-8');
      // The buttons carry the request back through the browser, so it is checked again.
      const checked = checkRequest(req.body);
      if (!checked.ok) return reply.code(400).send(errorPage(checked.reason));
      const succeeded = req.body.sandbox_outcome === 'success';
      const r = checked.request;
      const response = signedSandboxResponse(r, {
        mihpayid: `SANDBOX${randomInt(1e9, 1e10)}`,
        mode: 'CC',
        succeeded,
        PG_TYPE: 'SANDBOX',
        bankcode: 'TESTCARD',
        bank_ref_num: sandboxBankReference('TEST'),
        failure: { error: 'E308', message: 'Test mode: payment failed on request' },
      });
      const status = response.status as SandboxStatus;
      recordTransaction(r, status, response.mihpayid!);

      let notified = false;
      try {
        const res = await fetch(notifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(response).toString(),
          signal: AbortSignal.timeout(5_000),
        });
        notified = res.ok;
        if (!res.ok) req.log.warn({ status: res.status }, 'sandbox notification refused');
      } catch (err) {
        req.log.warn({ err }, 'sandbox notification failed');
      }
      return returnPage({
        succeeded,
        action: succeeded ? r.surl! : r.furl!,
        response,
        notified,
      });
    },
  );

  registerPostservice(app);
  registerSandboxUpi(app, notifyUrl);
};
