// The Idempotency-Key rule (docs/product/rules.md section 2), for every call that takes one:
// the same key and body within 24 hours answers the first reply again and does nothing new;
// the same key with another body is refused. The keys live in one table, per user and call
// ("scope"); orders and payments both use it through here.
import { idempotencyKeyHeader } from '@store/contract';
import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { DomainError, conflict, invalid } from '../../lib/domain-error.ts';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  purgeIdempotencyKeys,
  saveIdempotentReply,
  type IdempotencyRef,
} from './idempotency.repository.ts';

export type { IdempotencyRef };

/**
 * The Idempotency-Key header of a request, checked; undefined when there is none. Read by hand
 * rather than through a headers schema, which would have to list every other header a client
 * sends.
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = idempotencyKeyHeader.safeParse(header);
  if (!parsed.success) throw invalid('Idempotency-Key must be 1 to 100 printable characters');
  return parsed.data;
}

/** Keys sorted at every level, so equal requests hash equally however their keys were ordered. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestHash = (body: unknown) =>
  createHash('sha256').update(canonicalJson(body), 'utf8').digest('hex');

/** What the caller says when a key is reused with another body, or is still being worked on. */
export interface IdempotencyRefusals {
  mismatch: string;
  inProgress: string;
}

/**
 * Runs `work` once for this key, inside the caller's open transaction: the key and its reply
 * are kept exactly when the work is committed. A second request with the key waits on the
 * first (PostgreSQL's primary key), then gets the first reply back with `replayed: true`.
 */
export async function onceForKey<T>(
  tx: Executor,
  ref: IdempotencyRef,
  hash: string,
  refusals: IdempotencyRefusals,
  status: number,
  work: () => Promise<T>,
): Promise<{ body: T; replayed: boolean }> {
  if (!(await claimIdempotencyKey(tx, ref, hash))) {
    const stored = await findIdempotencyKey(tx, ref);
    if (stored && stored.requestHash !== hash) throw new DomainError('mismatch', refusals.mismatch);
    if (!stored || stored.responseStatus === null) throw conflict(refusals.inProgress);
    // Only replies of work that was done are kept, so a stored reply is the caller's body type.
    return { body: stored.responseBody as T, replayed: true };
  }
  const body = await work();
  await saveIdempotentReply(tx, ref, status, body);
  return { body, replayed: false };
}

/** Drops every key older than a day, of every call; returns how many. */
export async function purgeExpiredKeys(db: Executor): Promise<number> {
  return purgeIdempotencyKeys(db);
}
