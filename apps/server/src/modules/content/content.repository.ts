// The only code that reads and writes what shoppers send through the storefront's forms:
// contact messages and newsletter subscribers.
import type { ContactRequest } from '@store/contract';
import { asc, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactMessages, newsletterSubscribers } from '../../db/schema.ts';

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
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
