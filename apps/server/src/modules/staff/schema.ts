// The tables the staff module owns; src/db/schema.ts lists every module's schema file for Drizzle
// and drizzle-kit. Money is integer paise everywhere in the database (docs/architecture.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from '../../kernel/columns.ts';

export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case and trimmed, as the contract's email rule gives it. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'owner' | 'staff'>().notNull(),
    /** Base32 TOTP secret (RFC 6238); set while enrolling, used once totpEnabled. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The time step of the last code accepted: a code is never accepted twice (replay). */
    totpLastStep: integer('totp_last_step'),
    /** SHA-256 digests of the unused recovery codes; a used one is removed. */
    recoveryCodeHashes: text('recovery_code_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_members_email_idx').on(t.email),
    check('staff_members_role_check', sql`${t.role} in ('owner', 'staff')`),
  ],
);

/**
 * Admin sessions: opaque bearer tokens stored as SHA-256 hashes, like the shoppers' but in a
 * table of their own, so that neither kind of token is ever looked up as the other. A session
 * ends after 12 hours without use (lastUsedAt) or when revoked.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * The addresses each staff member signed in from, as digests of the email and the address (the
 * latest few), as sign_in_addresses keeps them for shoppers: failed sign-ins from these do not
 * count toward the account's lock, so a stranger cannot keep the owner out (decision 018).
 */
export const staffSignInAddresses = pgTable(
  'staff_sign_in_addresses',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSignInAt: ts('last_sign_in_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.addressHash] })],
);

/** An owner's invitation to a new staff member: a single-use link that works for 48 hours. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').$type<'staff'>().notNull().default('staff'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [check('staff_invitations_role_check', sql`${t.role} = 'staff'`)],
);
