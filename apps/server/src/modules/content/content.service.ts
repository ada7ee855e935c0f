// What shoppers send through the contact page and the newsletter form, kept for the owner to
// read (docs/product/rules.md section 6). The API takes it in, the command line reads it out.
import type { ContactRequest } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import {
  insertContactMessage,
  insertSubscriber,
  listContactMessages,
  listSubscribers,
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
