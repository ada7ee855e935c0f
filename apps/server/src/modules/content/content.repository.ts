// The only code that reads and writes what shoppers send through the storefront's forms:
// contact messages and newsletter subscribers.
import type { ContactRequest } from '@store/contract';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactMessages, newsletterSubscribers } from './schema.ts';

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
  readAt?: Date | null;
}

export interface SubscriberRow {
  email: string;
  createdAt: Date;
}

export async function insertContactMessage(db: Executor, m: ContactRequest): Promise<void> {
  await db.insert(contactMessages).values(m);
}

/** True when the address is new; a second subscription of one address stores nothing. */
export async function insertSubscriber(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ email: newsletterSubscribers.email });
  return rows.length > 0;
}

/** The newest messages first. */
export async function listContactMessages(
  db: Executor,
  limit: number,
): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}

/** Every subscriber, the oldest first. */
export async function listSubscribers(db: Executor): Promise<SubscriberRow[]> {
  return db
    .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
}

/** A page of messages for the admin's inbox, newest first; only unread ones when asked. */
export async function listInbox(
  db: Executor,
  filter: { unread?: boolean | undefined },
  limit: number,
  offset: number,
): Promise<(ContactMessageRow & { readAt: Date | null })[]> {
  const where =
    filter.unread === undefined
      ? undefined
      : filter.unread
        ? isNull(contactMessages.readAt)
        : sql`${contactMessages.readAt} is not null`;
  return db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
}

export async function countUnread(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  return row?.n ?? 0;
}

/** Sets or clears read_at; answers the row before and after, or null when there is none. */
export async function setMessageRead(
  db: Executor,
  id: number,
  read: boolean,
): Promise<{ before: Date | null; after: Date | null } | null> {
  const [current] = await db
    .select({ readAt: contactMessages.readAt })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  if (!current) return null;
  const after = read ? (current.readAt ?? new Date()) : null;
  await db
    .update(contactMessages)
    .set({ readAt: after })
    .where(and(eq(contactMessages.id, id)));
  return { before: current.readAt, after };
}

/** A page of subscribers, newest first. */
export async function listSubscriberPage(
  db: Executor,
  limit: number,
  offset: number,
): Promise<SubscriberRow[]> {
  return db
    .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email))
    .limit(limit)
    .offset(offset);
}
