// The tables the content module owns; src/db/schema.ts lists every module's schema file for Drizzle
// and drizzle-kit. Money is integer paise everywhere in the database (docs/architecture.md).
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../kernel/columns.ts';

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** When someone in the admin read it; null while unread. */
  readAt: ts('read_at'),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
