// The WhatsApp module's tables (docs/whatsapp.md, decision 022). Order ids and account ids are
// kept without foreign keys: orders and accounts are never deleted while a message or a consent
// names them, and this module's tables stay its own (the schema is being split per module).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The WhatsApp outbox, beside the mail outbox and worked the same way: a row is written in the
 * transaction of the change that causes it, claimed with a lease, retried with a doubling wait.
 * After sending it follows Meta's statuses: sent, delivered, read (never backwards), or failed.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id'),
    /** The order event (whatsapp-templates.ts), which names the template. */
    event: text('event').notNull(),
    language: text('language').notNull(),
    /** International form without the plus: 91XXXXXXXXXX. */
    toPhone: text('to_phone').notNull(),
    /**
     * What the event knew when it happened (name, order, amount, tracking, the COD link's
     * token); the template's parameters are made from it when the message is sent.
     */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** pending, sent, delivered, read, failed, or skipped (consent withdrawn before sending). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lockedBy: text('locked_by'),
    /** Meta's id (wamid....), or the outbox file's name when no API is configured. */
    providerId: text('provider_id'),
    errorCode: text('error_code'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    deliveredAt: ts('delivered_at'),
    readAt: ts('read_at'),
    failedAt: ts('failed_at'),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_provider_idx').on(t.providerId),
    index('whatsapp_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('whatsapp_messages_order_idx').on(t.orderId),
    check(
      'whatsapp_messages_status_check',
      sql`${t.status} in ('pending', 'sent', 'delivered', 'read', 'failed', 'skipped')`,
    ),
  ],
);

/** Each status Meta reported for a message, once: a repeated webhook adds nothing. */
export const whatsappStatusEvents = pgTable(
  'whatsapp_status_events',
  {
    providerId: text('provider_id').notNull(),
    status: text('status').notNull(),
    at: ts('at').notNull(),
    errorCode: text('error_code'),
    errorTitle: text('error_title'),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.status] })],
);

/** The shopper's yes at checkout, with its time; withdrawn from the account page. */
export const whatsappOrderConsents = pgTable(
  'whatsapp_order_consents',
  {
    orderId: text('order_id').primaryKey(),
    userId: uuid('user_id'),
    phone: text('phone').notNull(),
    /** en or hi: the language the shopper checked out in. */
    language: text('language').notNull().default('en'),
    optedInAt: ts('opted_in_at').notNull().defaultNow(),
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [index('whatsapp_order_consents_user_idx').on(t.userId)],
);

/** The account's latest answer: on at a checkout's tick, off from the account page. */
export const whatsappAccountConsents = pgTable('whatsapp_account_consents', {
  userId: uuid('user_id').primaryKey(),
  optedIn: boolean('opted_in').notNull(),
  changedAt: ts('changed_at').notNull().defaultNow(),
});

/** Numbers that replied STOP: never messaged again, whatever a later checkout says. */
export const whatsappBlockedNumbers = pgTable('whatsapp_blocked_numbers', {
  phone: text('phone').primaryKey(),
  blockedAt: ts('blocked_at').notNull().defaultNow(),
  reason: text('reason').notNull(),
});

/** What shoppers sent: button taps and free text, once each (Meta's message id). */
export const whatsappInbound = pgTable(
  'whatsapp_inbound',
  {
    providerId: text('provider_id').primaryKey(),
    fromPhone: text('from_phone').notNull(),
    orderId: text('order_id'),
    /** text or button. */
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    /** What the store did with it: cod-confirmed, cod-cancelled, stop, inbox, ignored. */
    outcome: text('outcome').notNull(),
    sentAt: ts('sent_at').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('whatsapp_inbound_order_idx').on(t.orderId),
    index('whatsapp_inbound_received_idx').on(t.receivedAt),
  ],
);

/**
 * The separate yes to offers on WhatsApp (only the abandoned-cart reminder is sent under it),
 * with its time. Never set by the order-updates tick; ended by the account's switch, by turning
 * order updates off, and by STOP.
 */
export const whatsappOfferConsents = pgTable('whatsapp_offer_consents', {
  userId: uuid('user_id').primaryKey(),
  optedIn: boolean('opted_in').notNull(),
  changedAt: ts('changed_at').notNull().defaultNow(),
});
