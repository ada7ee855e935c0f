// The sandbox gateway's refunds, answered as PayU's postservice answers them (docs/payments.md,
// "Refunds"): cancel_refund_transaction queues a refund of part of a captured payment and
// check_action_status reports it. A queued refund is reported pending once and successful from
// the next question on, so the store's polling is exercised. In memory, like the ledger.
import { randomInt } from 'node:crypto';
import { sandboxLedger } from './sandbox-ledger.ts';

interface SandboxRefund {
  requestId: string;
  mihpayid: string;
  token: string;
  amountPaise: number;
  asked: number;
}

const refunds = new Map<string, SandboxRefund>();
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

function toPaise(amount: string): number | null {
  if (!AMOUNT.test(amount)) return null;
  const [rupees, fraction = ''] = amount.split('.');
  return Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** var1 the PayU id, var2 our token, var3 the amount: refused as PayU refuses a bad one. */
export function refundAnswer(var1: string, var2: string, var3: string): Record<string, unknown> {
  const payment = sandboxLedger.findByPayuId(var1);
  const amountPaise = toPaise(var3);
  const refuse = (msg: string) => ({ status: 0, msg, error_code: 105 });
  if (!payment || payment.status !== 'success') return refuse('Invalid payuid or not captured');
  if (!var2 || var2.length > 100) return refuse('Invalid token');
  if (amountPaise === null || amountPaise <= 0) return refuse('Invalid amount');
  const mine = [...refunds.values()].filter((r) => r.mihpayid === var1);
  if (mine.some((r) => r.token === var2)) return refuse('Token already used');
  const refunded = mine.reduce((sum, r) => sum + r.amountPaise, 0);
  const paid = toPaise(payment.amount) ?? 0;
  if (refunded + amountPaise > paid) return refuse('Refund amount exceeds the amount captured');
  const requestId = String(randomInt(100_000_000, 999_999_999));
  refunds.set(requestId, { requestId, mihpayid: var1, token: var2, amountPaise, asked: 0 });
  return {
    status: 1,
    msg: 'Refund Request Queued',
    request_id: requestId,
    bank_ref_num: null,
    mihpayid: var1,
    error_code: 102,
  };
}

function actionOf(r: SandboxRefund): Record<string, unknown> {
  r.asked += 1;
  return {
    mihpayid: r.mihpayid,
    request_id: r.requestId,
    amt: rupees(r.amountPaise),
    mode: 'CC',
    action: 'refund',
    token: r.token,
    status: r.asked > 1 ? 'success' : 'queued',
    bank_arn: r.asked > 1 ? `SANDBOXARN${r.requestId}` : null,
    refund_mode: 'Back to Source',
  };
}

/** check_action_status: by request id, or (var2 "payuid") every refund of a payment. */
export function actionStatusAnswer(var1: string, var2: string): Record<string, unknown> {
  const found =
    var2 === 'payuid'
      ? [...refunds.values()].filter((r) => r.mihpayid === var1)
      : [refunds.get(var1)].filter((r): r is SandboxRefund => r !== undefined);
  if (found.length === 0) return { status: 0, msg: '0 out of 1 Transactions Fetched Successfully' };
  const details: Record<string, Record<string, unknown>> = {};
  for (const r of found) {
    details[r.mihpayid] ??= {};
    details[r.mihpayid]![r.requestId] = actionOf(r);
  }
  return {
    status: 1,
    msg: `${found.length} out of ${found.length} Transactions Fetched Successfully`,
    transaction_details: details,
  };
}
