// The WhatsApp module's code that touches the offers consent (schema.ts): the separate yes to
// the abandoned-cart reminder, and where such a message may go (docs/whatsapp.md).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  whatsappAccountConsents,
  whatsappBlockedNumbers,
  whatsappOfferConsents,
  whatsappOrderConsents,
} from './schema.ts';

export async function setOfferConsent(db: Executor, userId: string, optedIn: boolean) {
  await db
    .insert(whatsappOfferConsents)
    .values({ userId, optedIn })
    .onConflictDoUpdate({
      target: whatsappOfferConsents.userId,
      set: { optedIn, changedAt: sql`now()` },
    });
}

export async function findOfferConsent(db: Executor, userId: string) {
  const [row] = await db
    .select({ optedIn: whatsappOfferConsents.optedIn, changedAt: whatsappOfferConsents.changedAt })
    .from(whatsappOfferConsents)
    .where(eq(whatsappOfferConsents.userId, userId));
  return row ?? null;
}

/**
 * Where an offer may go for this account now: it said yes to offers and to order updates, and
 * its newest number with a live order-updates consent is not blocked. Null otherwise.
 */
export async function offerRecipient(
  db: Executor,
  userId: string,
): Promise<{ phone: string; language: string } | null> {
  const [row] = await db
    .select({ phone: whatsappOrderConsents.phone, language: whatsappOrderConsents.language })
    .from(whatsappOfferConsents)
    .innerJoin(
      whatsappAccountConsents,
      eq(whatsappAccountConsents.userId, whatsappOfferConsents.userId),
    )
    .innerJoin(
      whatsappOrderConsents,
      eq(whatsappOrderConsents.userId, whatsappOfferConsents.userId),
    )
    .leftJoin(whatsappBlockedNumbers, eq(whatsappBlockedNumbers.phone, whatsappOrderConsents.phone))
    .where(
      and(
        eq(whatsappOfferConsents.userId, userId),
        eq(whatsappOfferConsents.optedIn, true),
        eq(whatsappAccountConsents.optedIn, true),
        isNull(whatsappOrderConsents.withdrawnAt),
        isNull(whatsappBlockedNumbers.phone),
      ),
    )
    .orderBy(desc(whatsappOrderConsents.optedInAt))
    .limit(1);
  return row ?? null;
}

export async function isBlocked(db: Executor, phone: string): Promise<boolean> {
  const rows = await db
    .select({ phone: whatsappBlockedNumbers.phone })
    .from(whatsappBlockedNumbers)
    .where(eq(whatsappBlockedNumbers.phone, phone));
  return rows.length > 0;
}
