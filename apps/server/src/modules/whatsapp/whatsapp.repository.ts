// The only code that touches the WhatsApp module's tables (schema.ts). Times are the
// database's (now()), as in the mail outbox, so several processes agree on what is due.
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  whatsappAccountConsents,
  whatsappBlockedNumbers,
  whatsappInbound,
  whatsappMessages,
  whatsappOfferConsents,
  whatsappOrderConsents,
  whatsappStatusEvents,
} from './schema.ts';
import { setOfferConsent } from './whatsapp-offers.repository.ts';

// ---------------------------------------------------------------------------------------------
// Consent

export async function saveOrderConsent(
  tx: Executor,
  c: { orderId: string; userId: string | null; phone: string; language: string },
): Promise<void> {
  await tx.insert(whatsappOrderConsents).values(c).onConflictDoNothing();
  if (c.userId) {
    await tx
      .insert(whatsappAccountConsents)
      .values({ userId: c.userId, optedIn: true })
      .onConflictDoUpdate({
        target: whatsappAccountConsents.userId,
        set: { optedIn: true, changedAt: sql`now()` },
      });
  }
}

export async function withdrawAccount(db: Executor, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(whatsappAccountConsents)
      .values({ userId, optedIn: false })
      .onConflictDoUpdate({
        target: whatsappAccountConsents.userId,
        set: { optedIn: false, changedAt: sql`now()` },
      });
    await setOfferConsent(tx, userId, false);
    await tx
      .update(whatsappOrderConsents)
      .set({ withdrawnAt: sql`now()` })
      .where(
        and(eq(whatsappOrderConsents.userId, userId), isNull(whatsappOrderConsents.withdrawnAt)),
      );
  });
}

export async function findAccountConsent(db: Executor, userId: string) {
  const [row] = await db
    .select({
      optedIn: whatsappAccountConsents.optedIn,
      changedAt: whatsappAccountConsents.changedAt,
    })
    .from(whatsappAccountConsents)
    .where(eq(whatsappAccountConsents.userId, userId));
  return row ?? null;
}

/** The order's consent when it still holds: given, not withdrawn, the number not blocked. */
export async function liveConsent(
  db: Executor,
  orderId: string,
): Promise<{ phone: string; language: string } | null> {
  const [row] = await db
    .select({ phone: whatsappOrderConsents.phone, language: whatsappOrderConsents.language })
    .from(whatsappOrderConsents)
    .leftJoin(whatsappBlockedNumbers, eq(whatsappBlockedNumbers.phone, whatsappOrderConsents.phone))
    .where(
      and(
        eq(whatsappOrderConsents.orderId, orderId),
        isNull(whatsappOrderConsents.withdrawnAt),
        isNull(whatsappBlockedNumbers.phone),
      ),
    );
  return row ?? null;
}

export async function blockNumber(db: Executor, phone: string, reason: string): Promise<void> {
  await db.insert(whatsappBlockedNumbers).values({ phone, reason }).onConflictDoNothing();
  // STOP ends offers too, for every account that gave this number.
  await db
    .update(whatsappOfferConsents)
    .set({ optedIn: false, changedAt: sql`now()` })
    .where(
      and(
        eq(whatsappOfferConsents.optedIn, true),
        inArray(
          whatsappOfferConsents.userId,
          db
            .select({ userId: sql<string>`${whatsappOrderConsents.userId}` })
            .from(whatsappOrderConsents)
            .where(eq(whatsappOrderConsents.phone, phone)),
        ),
      ),
    );
}

/** The newest order this number opted in with: where a free-text reply belongs. */
export async function latestOrderOfPhone(db: Executor, phone: string): Promise<string | null> {
  const [row] = await db
    .select({ orderId: whatsappOrderConsents.orderId })
    .from(whatsappOrderConsents)
    .where(eq(whatsappOrderConsents.phone, phone))
    .orderBy(desc(whatsappOrderConsents.optedInAt))
    .limit(1);
  return row?.orderId ?? null;
}

// ---------------------------------------------------------------------------------------------
// The outbox

export interface NewWhatsAppMessage {
  /** Null for the cart reminder, which names the account in its data instead. */
  orderId: string | null;
  event: string;
  language: string;
  toPhone: string;
  data: Record<string, string>;
  dedupeKey: string;
}

export async function insertMessage(tx: Executor, m: NewWhatsAppMessage): Promise<boolean> {
  const rows = await tx
    .insert(whatsappMessages)
    .values(m)
    .onConflictDoNothing({ target: whatsappMessages.dedupeKey })
    .returning({ id: whatsappMessages.id });
  return rows.length > 0;
}

const columns = {
  id: whatsappMessages.id,
  orderId: whatsappMessages.orderId,
  event: whatsappMessages.event,
  language: whatsappMessages.language,
  toPhone: whatsappMessages.toPhone,
  data: whatsappMessages.data,
  dedupeKey: whatsappMessages.dedupeKey,
  status: whatsappMessages.status,
  attempts: whatsappMessages.attempts,
  providerId: whatsappMessages.providerId,
  errorCode: whatsappMessages.errorCode,
  lastError: whatsappMessages.lastError,
};
export type WhatsAppMessageRow = {
  [K in keyof typeof columns]: (typeof whatsappMessages.$inferSelect)[K];
};

const ms = (n: number) => sql`now() + ${Math.max(0, Math.round(n))} * interval '1 millisecond'`;

/** Claims due messages with a lease, as the mail outbox does (mail.repository.ts claimDueMails). */
export async function claimDueMessages(
  db: Executor,
  worker: string,
  leaseMs: number,
  limit: number,
): Promise<WhatsAppMessageRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: whatsappMessages.id })
      .from(whatsappMessages)
      .where(
        and(
          eq(whatsappMessages.status, 'pending'),
          lte(whatsappMessages.nextAttemptAt, sql`now()`),
          or(isNull(whatsappMessages.lockedUntil), lt(whatsappMessages.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(whatsappMessages.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(whatsappMessages)
      .set({
        lockedBy: worker,
        lockedUntil: ms(leaseMs),
        attempts: sql`${whatsappMessages.attempts} + 1`,
      })
      .where(
        inArray(
          whatsappMessages.id,
          due.map((r) => r.id),
        ),
      )
      .returning(columns);
  });
}

const held = (id: string, worker: string) =>
  and(
    eq(whatsappMessages.id, id),
    eq(whatsappMessages.lockedBy, worker),
    eq(whatsappMessages.status, 'pending'),
  );

export async function markMessageSent(
  db: Executor,
  id: string,
  worker: string,
  providerId: string,
): Promise<void> {
  await db
    .update(whatsappMessages)
    .set({ status: 'sent', providerId, sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(held(id, worker));
}

/** A failed attempt: due again after `retryInMs`, or failed for good when that is null. */
export async function markMessageAttemptFailed(
  db: Executor,
  id: string,
  worker: string,
  error: { code: string | null; reason: string },
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(whatsappMessages)
    .set(
      retryInMs === null
        ? {
            status: 'failed',
            errorCode: error.code,
            lastError: error.reason,
            failedAt: sql`now()`,
            lockedUntil: null,
          }
        : {
            errorCode: error.code,
            lastError: error.reason,
            lockedUntil: null,
            nextAttemptAt: ms(retryInMs),
          },
    )
    .where(held(id, worker));
}

export async function markMessageSkipped(
  db: Executor,
  id: string,
  worker: string,
  reason: string,
): Promise<void> {
  await db
    .update(whatsappMessages)
    .set({ status: 'skipped', lastError: reason, lockedUntil: null })
    .where(held(id, worker));
}

export async function messagesOfOrder(db: Executor, orderId: string) {
  return db
    .select({
      ...columns,
      sentAt: whatsappMessages.sentAt,
      deliveredAt: whatsappMessages.deliveredAt,
      readAt: whatsappMessages.readAt,
      failedAt: whatsappMessages.failedAt,
    })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.orderId, orderId))
    .orderBy(asc(whatsappMessages.createdAt), asc(whatsappMessages.id));
}

export async function orderOfProviderMessage(
  db: Executor,
  providerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ orderId: whatsappMessages.orderId })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.providerId, providerId));
  return row?.orderId ?? null;
}

// ---------------------------------------------------------------------------------------------
// Statuses from the webhook

/** sent < failed < delivered < read: a later rank replaces an earlier one, never the reverse. */
const RANK = sql`case ${whatsappMessages.status} when 'sent' then 2 when 'failed' then 3 when 'delivered' then 4 when 'read' then 6 else 0 end`;
const RANK_OF: Record<string, number> = { sent: 2, failed: 3, delivered: 4, read: 6 };

export type StatusName = 'sent' | 'delivered' | 'read' | 'failed';

/**
 * Keeps one status of one message: the first report of it is stored, a repeat changes nothing.
 * The message's own status only ever moves up (a late 'delivered' after 'read' leaves 'read'),
 * and each time is stamped once. Returns whether the report was new.
 */
export async function recordStatus(
  db: Executor,
  s: {
    providerId: string;
    status: StatusName;
    at: Date;
    errorCode: string | null;
    errorTitle: string | null;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(whatsappStatusEvents)
      .values(s)
      .onConflictDoNothing()
      .returning({ status: whatsappStatusEvents.status });
    if (inserted.length === 0) return false;
    const at = s.at;
    const stamp = (column: typeof whatsappMessages.sentAt) => sql`coalesce(${column}, ${at})`;
    await tx
      .update(whatsappMessages)
      .set({
        status: sql`case when ${RANK} < ${RANK_OF[s.status]!} then ${s.status} else ${whatsappMessages.status} end`,
        sentAt: stamp(whatsappMessages.sentAt),
        ...(s.status === 'delivered' || s.status === 'read'
          ? { deliveredAt: stamp(whatsappMessages.deliveredAt) }
          : {}),
        ...(s.status === 'read' ? { readAt: stamp(whatsappMessages.readAt) } : {}),
        ...(s.status === 'failed'
          ? {
              failedAt: stamp(whatsappMessages.failedAt),
              errorCode: sql`coalesce(${whatsappMessages.errorCode}, ${s.errorCode})`,
              lastError: sql`coalesce(${whatsappMessages.lastError}, ${s.errorTitle})`,
            }
          : {}),
      })
      .where(and(eq(whatsappMessages.providerId, s.providerId)));
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// What shoppers sent

export async function insertInbound(
  db: Executor,
  m: {
    providerId: string;
    fromPhone: string;
    orderId: string | null;
    kind: string;
    body: string;
    outcome: string;
    sentAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(whatsappInbound)
    .values(m)
    .onConflictDoNothing()
    .returning({ id: whatsappInbound.providerId });
  return rows.length > 0;
}

export async function setInboundOutcome(
  db: Executor,
  providerId: string,
  outcome: string,
  orderId: string | null,
): Promise<void> {
  await db
    .update(whatsappInbound)
    .set({ outcome, ...(orderId ? { orderId } : {}) })
    .where(eq(whatsappInbound.providerId, providerId));
}

export async function listInbox(db: Executor, limit: number) {
  return db
    .select({
      id: whatsappInbound.providerId,
      fromPhone: whatsappInbound.fromPhone,
      orderId: whatsappInbound.orderId,
      body: whatsappInbound.body,
      receivedAt: whatsappInbound.receivedAt,
    })
    .from(whatsappInbound)
    .where(eq(whatsappInbound.outcome, 'inbox'))
    .orderBy(desc(whatsappInbound.receivedAt))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// Numbers for the owner

export async function messageCounts(db: Executor, since: Date) {
  const [row] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${whatsappMessages.sentAt} is not null)::int`,
      delivered: sql<number>`count(*) filter (where ${whatsappMessages.deliveredAt} is not null)::int`,
      read: sql<number>`count(*) filter (where ${whatsappMessages.readAt} is not null)::int`,
      failed: sql<number>`count(*) filter (where ${whatsappMessages.status} = 'failed')::int`,
      pending: sql<number>`count(*) filter (where ${whatsappMessages.status} = 'pending')::int`,
    })
    .from(whatsappMessages)
    .where(sql`${whatsappMessages.createdAt} >= ${since}`);
  return row ?? { sent: 0, delivered: 0, read: 0, failed: 0, pending: 0 };
}

/** The orders whose COD was confirmed by a tap on WhatsApp. */
export async function ordersConfirmedOnWhatsApp(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ orderId: whatsappInbound.orderId })
    .from(whatsappInbound)
    .where(
      and(eq(whatsappInbound.outcome, 'cod-confirmed'), inArray(whatsappInbound.orderId, orderIds)),
    );
  return new Set(rows.map((r) => r.orderId!));
}
