// The tables of the refunds flow (docs/decisions/030-refunds-and-store-credit.md): every refund
// of an order, whichever way it goes back, and each shopper's store credit as a ledger. Money is
// integer paise (docs/architecture.md). src/db/schema.ts lists this file for Drizzle.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// Foreign keys into modules' tables go through the list, not the modules' files.
import { orders, users } from '../../db/schema.ts';
import { ts } from '../../kernel/columns.ts';

/**
 * One row per refund. `state`: pending (sent, or to be sent, to the card gateway), done,
 * failed (the gateway refused it: the amount is free to refund again), payout_due (cash on
 * delivery or direct UPI: the owner pays it out and records the reference).
 * `idempotency_key` is unique: a retried refund finds its first row and never pays twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The return request it answers (the returns module's id); null for a cancellation. */
    returnId: integer('return_id'),
    amountPaise: integer('amount_paise').notNull(),
    /** source (the gateway), store_credit, upi or bank (paid out by the owner). */
    destination: text('destination').notNull(),
    state: text('state').notNull(),
    /** The UPI ID or bank account the owner pays to (payout refunds only). */
    payout: jsonb('payout'),
    /** The lines refunded (order item, quantity, amount), for the credit note. */
    lines: jsonb('lines')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The gateway's request id of the refund (PayU's request_id). */
    gatewayRef: text('gateway_ref'),
    /** The owner's reference of the payout (a UPI or bank transfer's UTR). */
    payoutRef: text('payout_ref'),
    /** Our token for the gateway (PayU's var2), unique per refund. */
    gatewayToken: text('gateway_token').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    actor: text('actor').notNull(),
    /** Why the gateway refused, or what it last said. */
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    doneAt: ts('done_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_open_idx')
      .on(t.state)
      .where(sql`${t.state} = 'pending'`),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Each shopper's store credit balance: the sum of her ledger entries, kept beside them so a
 * debit is one conditional UPDATE (`balance >= amount`): of two checkouts spending the same
 * credit at once one succeeds, the other changes nothing. The check keeps it from going below
 * zero whatever the code does.
 */
export const storeCreditBalances = pgTable(
  'store_credit_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    balancePaise: integer('balance_paise').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('store_credit_never_negative', sql`${t.balancePaise} >= 0`)],
);

/**
 * A shopper's store credit, one row per movement: credits (a refund, an owner's adjustment, the
 * credit of a cancelled order given back) are positive, debits (spent at checkout, an owner's
 * adjustment down) negative. The balance is the sum; the account row is locked while a debit
 * is checked against it, so it never goes below zero.
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountPaise: integer('amount_paise').notNull(),
    /** refund, adjustment, checkout or order_cancelled. */
    kind: text('kind').notNull(),
    orderId: text('order_id').references(() => orders.id),
    refundId: integer('refund_id').references(() => refunds.id),
    note: text('note'),
    actor: text('actor').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('store_credit_user_idx').on(t.userId),
    // A cancelled order's spent credit is given back once, whoever notices first.
    uniqueIndex('store_credit_given_back_once')
      .on(t.orderId)
      .where(sql`${t.kind} = 'order_cancelled'`),
    check('store_credit_not_zero', sql`${t.amountPaise} <> 0`),
  ],
);
