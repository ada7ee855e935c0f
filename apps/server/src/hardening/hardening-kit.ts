// Shared by the hardening suites: one way to call the API the way an attacker would (any
// method, any headers, raw bodies), and the checks that every answer must pass.
import { randomInt } from 'node:crypto';
import { errorBody } from '@store/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { address as shippingAddress } from '../modules/orders/test-fixtures.ts';

export const API = '/api/v1';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  body: unknown;
  raw: string;
  /** Milliseconds of this process's CPU spent answering (user + system). */
  cpuMs: number;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** A JSON value, sent as application/json. */
  json?: unknown;
  /** A body sent byte for byte, with whatever content type `headers` names. */
  raw?: string | Buffer;
  ip?: string;
  /** The URL is the site's own (the storefront), not a path under /api/v1. */
  site?: boolean;
}

/** Percent-encodes the UTF-8 bytes of any string, lone surrogates included (as U+FFFD). */
export const percentEncode = (s: string): string =>
  [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let payload: string | Buffer | undefined;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    payload = JSON.stringify(options.json);
  } else if (options.raw !== undefined) {
    payload = options.raw;
  }
  const before = process.cpuUsage();
  const target =
    options.site || url.startsWith(API) || url.startsWith('/sandbox-gateway/') ? url : API + url;
  const res = await app.inject({
    method,
    url: target,
    headers,
    remoteAddress: options.ip ?? randomIp(),
    ...(payload === undefined ? {} : { payload }),
  });
  const used = process.cpuUsage(before);
  let body: unknown;
  try {
    body = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    body = undefined;
  }
  // JSON answers only: the payment gateway's callbacks answer in the gateway's own protocol.
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (res.statusCode >= 400 && json && target.startsWith(`${API}/`)) {
    await checkErrorAnswer(app, method, target.split('?')[0] ?? target, res.statusCode, body);
  }
  return {
    status: res.statusCode,
    headers: res.headers,
    body,
    raw: res.body,
    cpuMs: (used.user + used.system) / 1000,
  };
}

/** Each operation's listed error codes by status, as the API description publishes them. */
type ListedCodes = {
  pattern: RegExp;
  params: number;
  method: string;
  codes: Map<number, string[]>;
};
const listedCodesOf = new WeakMap<FastifyInstance, Promise<ListedCodes[]>>();

async function readListedCodes(app: FastifyInstance): Promise<ListedCodes[]> {
  const res = await app.inject({ method: 'GET', url: `${API}/docs/json` });
  type Answer = {
    content?: { 'application/json'?: { schema?: { properties?: { code?: { enum?: string[] } } } } };
  };
  const doc = res.json<{
    paths: Record<string, Record<string, { responses?: Record<string, Answer> }>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
      params: (path.match(/\{/g) ?? []).length,
      method: method.toUpperCase(),
      codes: new Map(
        Object.entries(op.responses ?? {}).map(([status, answer]) => [
          Number(status),
          answer.content?.['application/json']?.schema?.properties?.code?.enum ?? [],
        ]),
      ),
    })),
  );
}

/**
 * Every error answer of the API must be `{ error, code, fields? }` with a code of the contract,
 * and where the operation lists the status it answered, a code it lists there
 * (docs/decisions/015-error-codes-and-api-client.md). Statuses any route may answer before its
 * own code runs (a body too large, a content type it does not read, a rate limit) are listed by
 * few operations; for those the code alone is checked. Every suite that calls through `call`
 * is thereby a sweep of the codes over its hostile inputs.
 */
async function checkErrorAnswer(
  app: FastifyInstance,
  method: string,
  path: string,
  status: number,
  body: unknown,
): Promise<void> {
  const parsed = errorBody.strict().safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${method} ${path} answered ${status} without the error shape: ${JSON.stringify(body)?.slice(0, 300)}`,
    );
  }
  if (!listedCodesOf.has(app)) listedCodesOf.set(app, readListedCodes(app));
  const operations = (await listedCodesOf.get(app)!).filter(
    (op) => op.method === method && op.pattern.test(path),
  );
  // A fixed path wins over a parameterised one (/orders/quote over /orders/{id}).
  const operation = operations.sort((a, b) => a.params - b.params)[0];
  const listed = operation?.codes.get(status);
  if (listed && !listed.includes(parsed.data.code)) {
    throw new Error(
      `${method} ${path} answered ${status} ${parsed.data.code}, which its description does not list (${listed.join(', ')})`,
    );
  }
}

/** The `error` sentence of an error answer, or a note saying there was none. */
export function errorOf(reply: Reply): string {
  const b = reply.body as { error?: unknown } | undefined;
  return typeof b?.error === 'string' ? b.error : `(no error field: ${reply.raw.slice(0, 200)})`;
}

/** The orders module's test address, as a shopper types it (the phone without +91). */
export { shippingAddress };

export const orderBody = (
  productId: number,
  quantity = 1,
  extra: Record<string, unknown> = {},
) => ({
  items: [{ productId, quantity, size: 'M', color: 'Maroon' }],
  shippingAddress,
  ...extra,
});

/**
 * Names that belong to the database or to the server's own bookkeeping. None may appear as a
 * key anywhere in an answer: money leaves as rupees, owners and sessions never leave at all.
 */
const INTERNAL_KEYS = new Set(
  [
    'password',
    'passwordHash',
    'password_hash',
    'tokenHash',
    'token_hash',
    'sessionId',
    'session_id',
    'userId',
    'user_id',
    'requestHash',
    'request_hash',
    'responseBody',
    'response_body',
    'dedupeKey',
    'dedupe_key',
    'revokedAt',
    'revoked_at',
    'expiresAt',
    'expires_at',
    'usedAt',
    'used_at',
    'search',
    'salt',
    'art',
    'revision',
    'sku',
    'paidAt',
    'paid_at',
    'updatedAt',
    'updated_at',
  ].map((k) => k.toLowerCase()),
);

/**
 * What is wrong with one answer: internal keys in its JSON, paise amounts, or any of the given
 * secret strings (stored hashes, tokens) anywhere in its body or headers.
 */
export function leaksIn(reply: Reply, secrets: readonly string[]): string[] {
  const problems: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${where}[${i}]`));
    else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        const key = k.toLowerCase();
        // A listing's `search` (how the words were read, docs/search.md) is part of the wire; a
        // product's `search` would be its internal text-search column.
        const wireSearch = key === 'search' && where === '$';
        if ((INTERNAL_KEYS.has(key) && !wireSearch) || key.endsWith('paise')) {
          problems.push(`key ${where}.${k}`);
        }
        visit(v, `${where}.${k}`);
      }
    }
  };
  visit(reply.body, '$');
  const headerText = JSON.stringify(reply.headers);
  for (const s of secrets) {
    if (s.length < 8) continue;
    if (reply.raw.includes(s)) problems.push(`body carries a secret (${s.slice(0, 12)}…)`);
    if (headerText.includes(s)) problems.push(`headers carry a secret (${s.slice(0, 12)}…)`);
  }
  return problems;
}

/** Every table of the schema still there and countable: nothing was dropped or broken. */
export async function countRows(db: Database, table: string): Promise<number> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? -1;
}

/** Rows of every table a body could write to: none may change when a body is refused. */
export async function writableRows(db: Database): Promise<Record<string, number>> {
  const tables = [
    'users',
    'sessions',
    'password_resets',
    'contact_messages',
    'newsletter_subscribers',
    'orders',
    'order_items',
    'payments',
    'payment_events',
    'wishlist_items',
    'idempotency_keys',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await countRows(db, table);
  return counts;
}

/** Waits for `check` to hold, polling; fails with `what` after `timeoutMs`. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
  everyMs = 50,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
