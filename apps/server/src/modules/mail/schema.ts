// The tables the mail module owns; src/db/schema.ts lists every module's schema file for Drizzle
// and drizzle-kit. Money is integer paise everywhere in the database (docs/architecture.md).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
// Foreign keys into other modules' tables go through the list, not the other module's files.
import { orders } from '../../db/schema.ts';
import { ts } from '../../kernel/columns.ts';

/**
 * Mails waiting to go out, and the record of those sent (modules/mail, docs/mail.md). A row is
 * written in the same transaction as the change it tells of; `dedupe_key` makes that write
 * idempotent, and a worker claims due rows with a lease (`locked_until`) so that of several API
 * processes only one sends each. Subject, recipient and body are rendered at the first attempt
 * and kept, so every retry sends the same message; an attachment is a description such as
 * `{ kind: 'invoice', orderId }`, made at sending time, never a stored file.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event').notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** What the event knew that the order does not keep (the reason for a cancellation, a link). */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    to: text('to'),
    subject: text('subject'),
    html: text('html'),
    text: text('text'),
    attachments: jsonb('attachments')
      .$type<{ kind: 'invoice' | 'credit-note'; orderId: string }[]>()
      .notNull()
      .default([]),
    /** pending, sent or failed (gave up after the last attempt). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    lockedUntil: ts('locked_until'),
    lockedBy: text('locked_by'),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_order_idx').on(t.orderId),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
