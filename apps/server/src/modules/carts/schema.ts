// The carts module's table (docs/whatsapp.md, decision 022): a signed-in shopper's cart as the
// browser last sent it, kept only so that one abandoned-cart reminder can bring it back. The
// account is named without a foreign key, as the WhatsApp module's tables do.
import type { OrderLineInput } from '@store/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../kernel/columns.ts';

export const savedCarts = pgTable(
  'saved_carts',
  {
    userId: uuid('user_id').primaryKey(),
    /**
     * This cart's own id: a new one once the cart is emptied (checking out empties it), so the
     * reminder goes at most once per cart however often its lines change.
     */
    cartId: uuid('cart_id').notNull().defaultRandom(),
    lines: jsonb('lines').$type<OrderLineInput[]>().notNull().default([]),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Set in the transaction that queued the reminder; cleared only when the cart is emptied. */
    remindedAt: ts('reminded_at'),
    /** SHA-256 of the restore link's token (the token itself is only in the message). */
    restoreTokenHash: text('restore_token_hash'),
    restoreExpiresAt: ts('restore_expires_at'),
    restoreUsedAt: ts('restore_used_at'),
  },
  (t) => [
    index('saved_carts_due_idx')
      .on(t.updatedAt)
      .where(sql`${t.remindedAt} is null`),
    uniqueIndex('saved_carts_restore_idx').on(t.restoreTokenHash),
  ],
);
