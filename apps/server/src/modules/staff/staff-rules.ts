// What staff accounts' rules share: the messages, the digests of emails, addresses and recovery
// codes, the audit view of a member, and the owners and passwords set on the command line.
import { createHash, randomBytes } from 'node:crypto';
import type { StaffMember } from '@store/contract';
import type { AppConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/domain-error.ts';
import { clientAddressKey, type RateLimiter } from '../../lib/rate-limiter.ts';
import type { PasswordHasher } from '../../kernel/password.ts';
import { recordAudit, type AuditActor } from '../../kernel/audit.ts';
import {
  findStaffByEmail,
  insertStaff,
  revokeAllStaffSessions,
  updateStaff,
  type StaffRow,
} from './staff.repository.ts';

export const staffMessages = {
  badCredentials: 'Invalid email or password',
  badCode: 'That code is not right. Enter the current code from your app, or a recovery code.',
  /** While turning it on there are no recovery codes yet: only the app's code can prove it. */
  badSetupCode: 'That code is not right. Enter the current 6-digit code from your app.',
  tooMany: 'Too many sign-in attempts. Please try again in',
  emailTaken: 'A staff account with this email already exists',
  invitationInvalid:
    'This invitation link is invalid, used or expired. Ask the owner for a new one.',
  notFound: 'No such staff member',
  notYourself: 'You cannot disable your own account',
  twoFactorNotStarted: 'Start two-factor setup first',
  twoFactorOwnersOnly: 'Two-factor sign-in is for owners',
  twoFactorOn: 'Two-factor sign-in is already on',
  twoFactorOff: 'Two-factor sign-in is not on',
  badPassword: 'That password is not right',
  samePassword: 'The new password is the one you have now. Choose another.',
  ownerPassword:
    'An owner changes their own password, under Your account; on the server, staff:set-password',
} as const;

export const INVITATION_TTL_HOURS = 48;
export const RECOVERY_CODE_COUNT = 10;

export const waitText = (s: number) =>
  s < 60 ? `${s} second${s === 1 ? '' : 's'}` : `${Math.ceil(s / 60)} minute${s < 120 ? '' : 's'}`;

/** Known addresses (see signIn): the latest few, for a few months, as for shoppers. */
export const KNOWN_ADDRESSES_PER_MEMBER = 10;
export const KNOWN_ADDRESS_DAYS = 180;

export const digest = (text: string) => createHash('sha256').update(text).digest('hex');
export const emailKey = (email: string) => digest(email).slice(0, 32);
export const knownAddressHash = (email: string, ip: string) =>
  digest(`${email}\n${clientAddressKey(ip)}`);

/** `k7m2q-9xw4t`: easy to read off paper and type on a phone; 50 bits each. */
export function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
export const recoveryDigest = (code: string) => digest(code.trim().toLowerCase().replace('-', ''));

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    twoFactorEnabled: row.totpEnabled,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a staff member: never a hash or a secret. */
export const auditView = (row: StaffRow) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled,
  twoFactorEnabled: row.totpEnabled,
});

export interface StaffDeps {
  db: Executor;
  config: AppConfig;
  limiter: RateLimiter;
  hasher: PasswordHasher;
}

/** An owner account made on the command line (the first owner, or another one). */
export async function createOwner(
  db: Executor,
  hasher: PasswordHasher,
  input: { email: string; password: string; name?: string },
): Promise<StaffMember> {
  if (await findStaffByEmail(db, input.email)) throw conflict(staffMessages.emailTaken);
  const passwordHash = await hasher.hash(input.password);
  return db.transaction(async (tx) => {
    const row = await insertStaff(tx, {
      email: input.email,
      name: input.name ?? '',
      passwordHash,
      role: 'owner',
    });
    if (!row) throw conflict(staffMessages.emailTaken);
    await recordAudit(tx, {
      actor: null,
      action: 'staff.create-owner',
      entity: 'staff',
      entityId: row.id,
      after: auditView(row),
    });
    return toStaffMember(row);
  });
}

/**
 * Writes a new password hash and ends the member's sessions (but `keep`, the one making the
 * change), with its audit entry, in one transaction. Answers how many sessions ended.
 */
export async function setStaffPassword(
  db: Executor,
  actor: AuditActor | null,
  row: StaffRow,
  passwordHash: string,
  how: { action: string; keep?: string | undefined },
): Promise<number> {
  return db.transaction(async (tx) => {
    await updateStaff(tx, row.id, { passwordHash });
    const sessionsEnded = await revokeAllStaffSessions(tx, row.id, how.keep);
    await recordAudit(tx, {
      actor,
      action: how.action,
      entity: 'staff',
      entityId: row.id,
      after: { email: row.email, sessionsEnded },
    });
    return sessionsEnded;
  });
}

/**
 * The owner's command line (staff:set-password): a new password for any owner or staff member,
 * for the owner who has lost theirs too. Every session of theirs ends. Null for an unknown email.
 */
export async function setPasswordFromCommandLine(
  db: Executor,
  hasher: PasswordHasher,
  input: { email: string; password: string },
): Promise<{ member: StaffMember; sessionsEnded: number } | null> {
  const row = await findStaffByEmail(db, input.email);
  if (!row) return null;
  const passwordHash = await hasher.hash(input.password);
  const sessionsEnded = await setStaffPassword(db, null, row, passwordHash, {
    action: 'staff.password-set',
  });
  return { member: toStaffMember(row), sessionsEnded };
}
