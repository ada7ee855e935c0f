import type { ContactRequest } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { contactMessages, newsletterSubscribers } from '../../db/schema.ts';

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
