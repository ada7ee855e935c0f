// The tables the accounts module owns; src/db/schema.ts lists every module's schema file for Drizzle
// and drizzle-kit. Money is integer paise everywhere in the database (docs/architecture.md).
import { index, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../kernel/columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /**
     * The shopper's mobile number as they gave it (+91 and ten digits), never verified: it
     * prefills forms and lets staff find the account's orders, and opens no order to anyone
     * (docs/decisions/020). Not unique: a family may share one.
     */
    phone: text('phone'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('users_phone_idx').on(t.phone)],
);

/** Opaque bearer tokens, stored only as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Where each account has signed in successfully: a digest of the account's email and the client
 * address (never the address itself). Failed sign-ins from these addresses do not count toward
 * the account's lock, so a stranger's guesses cannot lock the owner out (docs/decisions/002).
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSignInAt: ts('last_sign_in_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * A signed-in shopper's address book (issue 31 item 8): addresses saved at checkout with her
 * consent (the "Save this address" box) or on the account page, in their stored form (the PIN,
 * the state's name and +91 phone as an order keeps them). At most ADDRESS_BOOK_MAX per account.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    phone: text('phone').notNull(),
    /** When an order last went to it (or it was saved): the book lists the latest first. */
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('saved_addresses_user_idx').on(t.userId, t.lastUsedAt)],
);
