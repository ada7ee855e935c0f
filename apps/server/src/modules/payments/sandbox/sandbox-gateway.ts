// A loopback stand-in for PayU's hosted checkout, served by the store itself when
// PAYMENT_SANDBOX is on (never in production: see config.ts). It checks the request hash with
// the sandbox key and salt, lets the tester pay or fail, notifies the store server to server
// and hands the browser back to surl or furl, as PayU does, with a correct reverse hash.
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFormBodies, formFields } from '../form-body.ts';
import { limitGatewayPosts } from '../gateway-post-limit.ts';
import { PAYU_NOTIFY_PATH } from '../payments.service.ts';
import { payuRequestHash, payuResponseHash, sameHash } from '../providers/payu-hash.ts';
import {
  SANDBOX_COMPLETE_PATH,
  SANDBOX_MERCHANT_KEY,
  SANDBOX_MERCHANT_SALT,
  SANDBOX_PAYMENT_PATH,
} from './sandbox-credentials.ts';
import { checkoutPage, errorPage, returnPage } from './sandbox-pages.ts';

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
      reply.type('text/html; charset=utf-8');
      if (!checked.ok) return reply.code(400).send(errorPage(checked.reason));
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
      const status = succeeded ? 'success' : 'failure';
      const response: Record<string, string> = {
        mihpayid: `SANDBOX${randomInt(1e9, 1e10)}`,
        mode: 'CC',
        status,
        unmappedstatus: succeeded ? 'captured' : 'failed',
        key: r.key!,
        txnid: r.txnid!,
        amount: r.amount!,
        productinfo: r.productinfo!,
        firstname: r.firstname!,
        email: r.email!,
        phone: r.phone!,
        udf1: r.udf1 ?? '',
        udf2: r.udf2 ?? '',
        udf3: r.udf3 ?? '',
        udf4: r.udf4 ?? '',
        udf5: r.udf5 ?? '',
        PG_TYPE: 'SANDBOX',
        bankcode: 'TESTCARD',
        bank_ref_num: `TEST${randomInt(1e9, 1e10)}`,
        error: succeeded ? 'E000' : 'E308',
        error_Message: succeeded ? 'No Error' : 'Test mode: payment failed on request',
        field9: 'Test mode transaction',
      };
      response.hash = payuResponseHash(
        {
          key: response.key!,
          txnid: response.txnid!,
          amount: response.amount!,
          productinfo: response.productinfo!,
          firstname: response.firstname!,
          email: response.email!,
          status,
          udf1: response.udf1,
          udf2: response.udf2,
          udf3: response.udf3,
          udf4: response.udf4,
          udf5: response.udf5,
        },
        SANDBOX_MERCHANT_SALT,
      );

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
};
