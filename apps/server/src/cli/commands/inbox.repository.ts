// What the owner reads of the storefront's forms: contact messages and newsletter subscribers.
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

export async function listSubscribers(db: Executor): Promise<{ email: string; createdAt: Date }[]> {
  return db
    .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
}
