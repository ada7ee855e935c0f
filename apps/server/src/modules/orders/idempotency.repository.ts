// Remembered replies for the Idempotency-Key header (docs/product/rules.md section 2), per user and call
// ("scope"). Written inside the caller's transaction, so a key is kept exactly when the work
// it guards was committed.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys } from './schema.ts';

export const IDEMPOTENCY_TTL_HOURS = 24;

export interface IdempotencyRef {
  userId: string;
  scope: string;
  key: string;
}

export interface StoredReply {
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
}

const cutoff = () => sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;

const match = (ref: IdempotencyRef) =>
  and(
    eq(idempotencyKeys.userId, ref.userId),
    eq(idempotencyKeys.scope, ref.scope),
    eq(idempotencyKeys.key, ref.key),
  );

/**
 * Claims the key for this request. On PostgreSQL a second transaction claiming the same key
 * waits here on the primary key until the first commits (then gets false) or rolls back (then
 * gets true): that wait is what turns simultaneous duplicates into one piece of work.
 */
export async function claimIdempotencyKey(
  tx: Executor,
  ref: IdempotencyRef,
  requestHash: string,
): Promise<boolean> {
  // A key older than a day is forgotten, so the client may use it again: the conflicting row
  // is taken over only then. One statement, so a new order costs one round trip less.
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ ...ref, requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash, responseStatus: null, responseBody: null, createdAt: sql`now()` },
      setWhere: lt(idempotencyKeys.createdAt, cutoff()),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findIdempotencyKey(
  tx: Executor,
  ref: IdempotencyRef,
): Promise<StoredReply | null> {
  const rows = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(match(ref))
    .limit(1);
  return rows[0] ?? null;
}

export async function saveIdempotentReply(
  tx: Executor,
  ref: IdempotencyRef,
  status: number,
  body: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(match(ref));
}

/**
 * Drops every key older than a day, whichever call it guarded: POST /orders and POST /payments
 * both remember replies for 24 hours (docs/product/rules.md section 2), and a payment key of a shopper
 * who never pays again would otherwise stay for ever. Returns how many.
 */
export async function purgeIdempotencyKeys(db: Executor): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff()))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
