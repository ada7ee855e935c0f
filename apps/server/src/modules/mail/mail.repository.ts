// The mail_outbox table's only door. Times are the database's (now()), never a process's
// clock, so several API processes on machines whose clocks differ agree on what is due and
// on when a lease has run out.
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from './schema.ts';

/** A document made at sending time (modules/tax), never stored in the outbox. */
/** A document attached when sent; `refundId` names a return's credit note (docs/tax.md). */
export type AttachmentSpec = {
  kind: 'invoice' | 'credit-note';
  orderId: string;
  refundId?: number;
};

export interface NewOutboxMail {
  event: string;
  orderId: string | null;
  dedupeKey: string;
  data: Record<string, string>;
  attachments: AttachmentSpec[];
  /** A mail written when queued (not an order's): the worker sends it as it is. */
  to?: string;
  subject?: string;
  html?: string;
  text?: string;
}

export interface OutboxMail {
  id: string;
  event: string;
  orderId: string | null;
  dedupeKey: string;
  data: Record<string, string>;
  to: string | null;
  subject: string | null;
  html: string | null;
  text: string | null;
  attachments: AttachmentSpec[];
  status: string;
  attempts: number;
  lastError: string | null;
}

const columns = {
  id: mailOutbox.id,
  event: mailOutbox.event,
  orderId: mailOutbox.orderId,
  dedupeKey: mailOutbox.dedupeKey,
  data: mailOutbox.data,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  html: mailOutbox.html,
  text: mailOutbox.text,
  attachments: mailOutbox.attachments,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
};

/** Adds the mails whose dedupe keys are new; returns how many were added. */
export async function insertOutboxMails(tx: Executor, mails: NewOutboxMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  const rows = await tx
    .insert(mailOutbox)
    .values(mails)
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows.length;
}

const ms = (n: number) => sql`now() + ${Math.max(0, Math.round(n))} * interval '1 millisecond'`;

/**
 * Takes up to `limit` due mails for `worker` for `leaseMs`, counting the attempt. The rows are
 * locked with FOR UPDATE SKIP LOCKED before they are leased, in one transaction, so two
 * processes claiming at the same moment take different rows and neither waits for the other; a
 * lease that has run out (its process died mid-send) makes a row due again. Two statements, not
 * `UPDATE ... WHERE id IN (SELECT ... LIMIT n FOR UPDATE SKIP LOCKED)`: PostgreSQL may run such
 * a subquery more than once for one UPDATE, each run skipping the rows the last one locked, and
 * so lease more than `limit` rows (the two-worker test saw one claim take 60 of 60).
 */
export async function claimDueMails(
  db: Executor,
  worker: string,
  leaseMs: number,
  limit: number,
): Promise<OutboxMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        lockedBy: worker,
        lockedUntil: ms(leaseMs),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((r) => r.id),
        ),
      )
      .returning(columns);
  });
}

/** Only the worker holding the lease may write the outcome of its attempt. */
const held = (id: string, worker: string) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.lockedBy, worker), eq(mailOutbox.status, 'pending'));

/** Keeps the rendered message, so every later attempt sends exactly the same one. */
export async function saveRenderedMail(
  db: Executor,
  id: string,
  worker: string,
  mail: { to: string; subject: string; html: string; text: string },
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set(mail)
    .where(held(id, worker))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export async function markMailSent(db: Executor, id: string, worker: string): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(held(id, worker))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** A failed attempt: due again after `retryInMs`, or given up on when that is null. */
export async function markMailAttemptFailed(
  db: Executor,
  id: string,
  worker: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInMs === null
        ? { status: 'failed', lastError: error, lockedUntil: null }
        : { lastError: error, lockedUntil: null, nextAttemptAt: ms(retryInMs) },
    )
    .where(held(id, worker));
}

/** Gives back claimed mails not attempted (the process is closing), uncounting the attempt. */
export async function releaseMails(db: Executor, worker: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ lockedUntil: null, lockedBy: null, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(
      and(
        inArray(mailOutbox.id, ids),
        eq(mailOutbox.lockedBy, worker),
        eq(mailOutbox.status, 'pending'),
      ),
    );
}

/** The mails of one order, oldest first (for the owner and for tests). */
export async function findMailsOfOrder(db: Executor, orderId: string): Promise<OutboxMail[]> {
  return db
    .select(columns)
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}

export interface MailSummary {
  dedupeKey: string;
  event: string;
  orderId: string | null;
  to: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** The newest mails, of one status or all. */
export async function listMails(
  db: Executor,
  filter: { status?: string | undefined; limit: number },
): Promise<MailSummary[]> {
  return db
    .select({
      dedupeKey: mailOutbox.dedupeKey,
      event: mailOutbox.event,
      orderId: mailOutbox.orderId,
      to: mailOutbox.to,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(filter.status ? eq(mailOutbox.status, filter.status) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(filter.limit);
}

/** Makes failed mails due again with fresh attempts: one by its dedupe key, or every one. */
export async function requeueFailedMails(db: Executor, dedupeKey: string | null): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(
      and(
        eq(mailOutbox.status, 'failed'),
        dedupeKey === null ? undefined : eq(mailOutbox.dedupeKey, dedupeKey),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

export async function countMailsByStatus(db: Executor): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
