// The tables the delivery module owns; src/db/schema.ts lists every module's schema file for Drizzle
// and drizzle-kit. Money is integer paise everywhere in the database (docs/architecture.md).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../kernel/columns.ts';

/**
 * India Post's PIN directory, one row per PIN (docs/delivery.md, "The PIN directory"): loaded
 * from the bundled dataset on first start and by `npm run admin -- pincodes:load`.
 */
export const pincodes = pgTable('pincodes', {
  /** The PIN as a number (six digits, never a leading 0), so ranges compare as numbers. */
  pin: integer('pin').primaryKey(),
  /** The main office's name, as India Post writes it. */
  office: text('office').notNull(),
  city: text('city').notNull(),
  /** As India Post spells it (upper case); zones compare districts. */
  district: text('district').notNull(),
  /** One of the contract's INDIAN_STATES: the state most of the PIN's offices are in. */
  state: text('state').notNull(),
  /** Other states some of its offices are in (PINs along a border); usually empty. */
  otherStates: text('other_states')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/**
 * The owner's serviceability rules: a PIN range not served at all ('blocked') or served
 * without cash on delivery ('noCod'). Ranges never overlap: a new rule first clears its range.
 */
export const pincodeRules = pgTable(
  'pincode_rules',
  {
    id: serial('id').primaryKey(),
    fromPin: integer('from_pin').notNull(),
    toPin: integer('to_pin').notNull(),
    kind: text('kind').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('pincode_rules_range_idx').on(t.fromPin, t.toPin)],
);

// ---------------------------------------------------------------------------------------------
// The owner's admin (docs/decisions/009-admin.md). Staff are not shoppers: their own table,
// sessions and sign-in, so no shopper account can ever gain admin rights.
