// What shoppers send through the contact page and the newsletter form, kept for the owner to
// read (docs/product/rules.md section 6). The API takes it in, the command line reads it out.
import type { ContactRequest } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/domain-error.ts';
import { recordAudit, type AuditActor } from '../../kernel/audit.ts';
import {
  countUnread,
  insertContactMessage,
  insertSubscriber,
  listContactMessages,
  listInbox,
  listSubscriberPage,
  listSubscribers,
  setMessageRead,
  type ContactMessageRow,
  type SubscriberRow,
} from './content.repository.ts';

export type { ContactMessageRow, SubscriberRow };

export async function sendContactMessage(db: Executor, message: ContactRequest): Promise<void> {
  await insertContactMessage(db, message);
}

/**
 * Subscribes the address. Nothing tells the caller whether it was already there, so that the
 * answer cannot be used to probe for addresses.
 */
export async function subscribeToNewsletter(db: Executor, email: string): Promise<void> {
  await insertSubscriber(db, email);
}

/** The `limit` newest contact messages, newest first. */
export async function latestContactMessages(
  db: Executor,
  limit: number,
): Promise<ContactMessageRow[]> {
  return listContactMessages(db, limit);
}

/** Every newsletter subscriber, oldest first. */
export async function newsletterSubscribers(db: Executor): Promise<SubscriberRow[]> {
  return listSubscribers(db);
}

// ---------------------------------------------------------------------------------------------
// The admin's inbox

export const INBOX_PAGE_SIZE = 50;

/** A page of contact messages, newest first, with how many are unread in all. */
export async function inboxPage(
  db: Executor,
  query: { unread?: boolean | undefined; page?: number | undefined },
) {
  const page = query.page ?? 1;
  const [rows, unread] = await Promise.all([
    listInbox(db, { unread: query.unread }, INBOX_PAGE_SIZE + 1, (page - 1) * INBOX_PAGE_SIZE),
    countUnread(db),
  ]);
  return {
    data: rows.slice(0, INBOX_PAGE_SIZE).map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
      readAt: m.readAt?.toISOString() ?? null,
    })),
    unread,
    page,
    pageSize: INBOX_PAGE_SIZE,
    hasMore: rows.length > INBOX_PAGE_SIZE,
  };
}

export async function unreadMessageCount(db: Executor): Promise<number> {
  return countUnread(db);
}

export const MESSAGE_NOT_FOUND = 'No such message';

/** Marks a message read or unread, with its audit entry in the same transaction. */
export async function markMessageRead(
  db: Executor,
  actor: AuditActor,
  id: number,
  read: boolean,
): Promise<{ id: number; readAt: string | null }> {
  return db.transaction(async (tx) => {
    const change = await setMessageRead(tx, id, read);
    if (!change) throw notFound(MESSAGE_NOT_FOUND);
    if ((change.before === null) !== (change.after === null)) {
      await recordAudit(tx, {
        actor,
        action: read ? 'message.read' : 'message.unread',
        entity: 'message',
        entityId: id,
        before: { readAt: change.before?.toISOString() ?? null },
        after: { readAt: change.after?.toISOString() ?? null },
      });
    }
    return { id, readAt: change.after?.toISOString() ?? null };
  });
}

export const SUBSCRIBER_PAGE_SIZE = 100;

export async function subscriberPage(db: Executor, page = 1) {
  const rows = await listSubscriberPage(
    db,
    SUBSCRIBER_PAGE_SIZE + 1,
    (page - 1) * SUBSCRIBER_PAGE_SIZE,
  );
  return {
    data: rows
      .slice(0, SUBSCRIBER_PAGE_SIZE)
      .map((r) => ({ email: r.email, createdAt: r.createdAt.toISOString() })),
    page,
    pageSize: SUBSCRIBER_PAGE_SIZE,
    hasMore: rows.length > SUBSCRIBER_PAGE_SIZE,
  };
}
