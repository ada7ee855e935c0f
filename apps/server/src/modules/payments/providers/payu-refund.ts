// Refunds through PayU's postservice (docs/payments.md, "Refunds"): cancel_refund_transaction
// asks for a refund of part or all of a captured payment, check_action_status tells where the
// refund stands. Both are form posts of key, command, var1.. and hash = sha512(key|command|
// var1|SALT), the same signature as verify_payment. Nothing here throws: a gateway that cannot
// be asked is an answer of its own, and the refunds flow tries again later.
import { paiseToDecimalString } from '../../../kernel/money.ts';
import { fetchTransport, type GatewayTransport, type PayuVerifyEndpoint } from './payu.ts';
import { payuCommandHash } from './payu-hash.ts';

/** What the gateway said to a refund request. */
export type RefundRequestAnswer =
  /** Accepted and queued: `requestId` is PayU's request_id, to ask about later. */
  | { kind: 'queued'; requestId: string; message: string }
  /** Refused (status 0): wrong amount, unknown payment, duplicate token. Nothing was refunded. */
  | { kind: 'refused'; message: string }
  /** No usable answer: the refund may or may not have been queued. */
  | { kind: 'unreachable'; reason: string };

/** Where one refund request stands at the gateway. */
export type RefundStatusAnswer =
  | { kind: 'done' | 'pending' | 'failed'; requestId: string; detail: Record<string, string> }
  | { kind: 'not-found' }
  | { kind: 'unreachable'; reason: string };

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function parse(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function post(
  endpoint: PayuVerifyEndpoint,
  fields: { command: string; var1: string } & Record<string, string>,
  transport: GatewayTransport,
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; reason: string }> {
  const form = new URLSearchParams({
    key: endpoint.key,
    ...fields,
    hash: payuCommandHash(endpoint.key, fields.command, fields.var1, endpoint.salt),
  });
  try {
    const res = await transport(endpoint.verifyUrl, form);
    if (res.status !== 200) return { ok: false, reason: `HTTP ${res.status}` };
    const body = parse(res.text);
    return body ? { ok: true, body } : { ok: false, reason: 'the answer is not JSON' };
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Asks PayU to refund `amountPaise` of the payment `mihpayid`: var1 the PayU id, var2 our
 * token (unique per refund, so the refund can be found again by it), var3 the amount in
 * rupees with two decimals.
 */
export async function requestPayuRefund(
  endpoint: PayuVerifyEndpoint,
  refund: { mihpayid: string; token: string; amountPaise: number },
  transport: GatewayTransport = fetchTransport,
): Promise<RefundRequestAnswer> {
  const answer = await post(
    endpoint,
    {
      command: 'cancel_refund_transaction',
      var1: refund.mihpayid,
      var2: refund.token,
      var3: paiseToDecimalString(refund.amountPaise),
    },
    transport,
  );
  if (!answer.ok) return { kind: 'unreachable', reason: answer.reason };
  const message = (text(answer.body.msg) ?? '').slice(0, 200);
  const requestId = text(answer.body.request_id);
  if (text(answer.body.status) === '1' && requestId) {
    return { kind: 'queued', requestId: requestId.slice(0, 100), message };
  }
  if (text(answer.body.status) === '0') return { kind: 'refused', message };
  return { kind: 'unreachable', reason: 'the answer has no status or request id' };
}

function kindOfStatus(status: string): 'done' | 'pending' | 'failed' {
  const s = status.trim().toLowerCase();
  if (s === 'success') return 'done';
  if (s === 'failure' || s === 'failed' || s === 'cancelled') return 'failed';
  return 'pending';
}

/** The refund actions of one payment in a check_action_status answer, keyed by request id. */
function actionsOf(body: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const details = body.transaction_details;
  const found: Record<string, Record<string, unknown>> = {};
  if (!details || typeof details !== 'object') return found;
  for (const group of Object.values(details as Record<string, unknown>)) {
    if (!group || typeof group !== 'object') continue;
    for (const [id, action] of Object.entries(group as Record<string, unknown>)) {
      if (action && typeof action === 'object') found[id] = action as Record<string, unknown>;
    }
  }
  return found;
}

function statusOf(requestId: string, action: Record<string, unknown>): RefundStatusAnswer {
  const detail: Record<string, string> = {};
  for (const name of ['status', 'amt', 'action', 'bank_arn', 'refund_mode', 'mihpayid']) {
    const value = text(action[name]);
    if (value !== undefined) detail[name] = value.slice(0, 100);
  }
  return { kind: kindOfStatus(detail.status ?? ''), requestId, detail };
}

/**
 * Where a refund stands. With `requestId`, asks check_action_status for that request. Without
 * one (the answer to the request was lost), asks for every action of the payment (var2
 * "payuid") and looks for the refund carrying our `token`: found, it was queued; not found,
 * it never reached the gateway and may be sent again.
 */
export async function checkPayuRefund(
  endpoint: PayuVerifyEndpoint,
  refund: { requestId: string | null; mihpayid: string; token: string },
  transport: GatewayTransport = fetchTransport,
): Promise<RefundStatusAnswer> {
  const fields: { command: string; var1: string } & Record<string, string> = refund.requestId
    ? { command: 'check_action_status', var1: refund.requestId }
    : { command: 'check_action_status', var1: refund.mihpayid, var2: 'payuid' };
  const answer = await post(endpoint, fields, transport);
  if (!answer.ok) return { kind: 'unreachable', reason: answer.reason };
  const actions = actionsOf(answer.body);
  if (refund.requestId) {
    const action = actions[refund.requestId];
    if (action) return statusOf(refund.requestId, action);
    return text(answer.body.status) === '0'
      ? { kind: 'not-found' }
      : { kind: 'unreachable', reason: 'the answer does not name the request' };
  }
  for (const [id, action] of Object.entries(actions)) {
    if (text(action.token) === refund.token && text(action.action) === 'refund') {
      return statusOf(text(action.request_id) ?? id, action);
    }
  }
  return { kind: 'not-found' };
}
