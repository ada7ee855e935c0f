// The tables the tax module owns; src/db/schema.ts lists every module's schema file for Drizzle
// and drizzle-kit. Money is integer paise everywhere in the database (docs/architecture.md).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
// Foreign keys into other modules' tables go through the list, not the other module's files.
import { orders } from '../../db/schema.ts';
import { ts } from '../../kernel/columns.ts';

/**
 * The owner's GST rates per HSN prefix (docs/tax.md). The defaults for chapters 61 to 64 are the
 * contract's (DEFAULT_TAX_RULES) and apply where no row names the same prefix.
 */
export const taxRates = pgTable('tax_rates', {
  hsnPrefix: text('hsn_prefix').primaryKey(),
  /** [{ upToPaise: number | null, rateBasisPoints: number }], ascending, the last open. */
  slabs: jsonb('slabs').$type<{ upToPaise: number | null; rateBasisPoints: number }[]>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The last number issued in each document series ("invoice:26-27"). Taking a number is one
 * UPDATE ... RETURNING on this row inside the issuing transaction: concurrent issuers queue on
 * the row lock, and a rolled-back issue gives its number back, so a series has no gaps.
 */
export const documentSeries = pgTable('document_series', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Tax invoices, bills of supply and credit notes. `document` is everything printed, frozen at
 * issue: later changes to the store's details, rates or the order never rewrite a document.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    /** 'tax-invoice' | 'bill-of-supply' | 'credit-note'. */
    kind: text('kind').notNull(),
    number: text('number').notNull().unique(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    document: jsonb('document').notNull(),
    /**
     * The refund (flows/refunds) a credit note for returned lines answers; null on invoices and
     * on a cancellation's whole-order note. Unique: a retried refund never issues a second note.
     * No foreign key: the refunds flow sits above this module (docs/decisions/013).
     */
    refundId: integer('refund_id').unique(),
  },
  (t) => [
    // One invoice (or bill of supply) and one whole-order credit note per order; the credit
    // notes of returns are one per refund.
    uniqueIndex('tax_documents_order_kind_idx')
      .on(t.orderId, t.kind)
      .where(sql`${t.refundId} is null`),
    index('tax_documents_issued_idx').on(t.issuedAt),
  ],
);
