// The rules of staff accounts: sign-in (rate limited, with the second factor when on), sign-out,
// owners made on the command line, invitations, two-factor sign-in, and the staff list. Staff
// are not shoppers: their own table, sessions and limits (docs/decisions/009-admin.md).
import { createHash, randomBytes } from 'node:crypto';
import type {
  AdminLoginRequest,
  AdminLoginResponse,
  ChangePasswordRequest,
  InvitationResponse,
  RecoveryCodesResponse,
  SessionsEndedResponse,
  StaffMe,
  StaffMember,
  TwoFactorSetupResponse,
} from '@store/contract';
import type { AppConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  rateLimited,
  unauthenticated,
} from '../../lib/domain-error.ts';
import { clientAddressKey, type RateLimiter } from '../../lib/rate-limiter.ts';
import type { StaffPrincipal } from '../../plugins/admin-auth.ts';
import type { PasswordHasher } from '../../kernel/password.ts';
import { hashToken } from '../../kernel/tokens.ts';
import { recordAudit, type AuditActor } from '../../kernel/audit.ts';
import { queueInvitationMail } from '../mail/index.ts';
import { getStoreSettings } from '../store/index.ts';
import { idleSince, issueStaffToken } from './staff-sessions.service.ts';
import {
  claimInvitation,
  claimTotpStep,
  deleteDeadStaffSessions,
  findLiveInvitation,
  findStaffByEmail,
  findStaffById,
  insertInvitation,
  insertStaff,
  listStaff,
  revokeAllStaffSessions,
  staffAddresses,
  revokeStaffSession,
  updateStaff,
  useRecoveryCode,
  type StaffRow,
} from './staff.repository.ts';
import { isKnownAddress, rememberAddress } from '../../kernel/sign-in-addresses.ts';
import { checkTotp, newTotpSecret, totpUri } from './totp.ts';

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

const waitText = (s: number) =>
  s < 60 ? `${s} second${s === 1 ? '' : 's'}` : `${Math.ceil(s / 60)} minute${s < 120 ? '' : 's'}`;

/** Known addresses (see signIn): the latest few, for a few months, as for shoppers. */
const KNOWN_ADDRESSES_PER_MEMBER = 10;
const KNOWN_ADDRESS_DAYS = 180;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const emailKey = (email: string) => digest(email).slice(0, 32);
const knownAddressHash = (email: string, ip: string) => digest(`${email}\n${clientAddressKey(ip)}`);

/** `k7m2q-9xw4t`: easy to read off paper and type on a phone; 50 bits each. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
const recoveryDigest = (code: string) => digest(code.trim().toLowerCase().replace('-', ''));

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
const auditView = (row: StaffRow) => ({
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
async function setStaffPassword(
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

export function createStaffService(deps: StaffDeps) {
  const { db, config, limiter, hasher } = deps;
  const windowMs = config.auth.windowSeconds * 1000;

  async function limit(key: string, max: number): Promise<void> {
    const r = await limiter.consume(key, max, windowMs);
    if (!r.allowed) {
      throw rateLimited(
        `${staffMessages.tooMany} ${waitText(r.retryAfterSeconds)}.`,
        r.retryAfterSeconds,
      );
    }
  }

  /** True when the code is the current TOTP code (first use) or an unused recovery code. */
  async function secondFactorPasses(row: StaffRow, code: string): Promise<boolean> {
    const trimmed = code.trim();
    if (/^\d{6}$/.test(trimmed)) {
      if (!row.totpSecret) return false;
      const step = await checkTotp(row.totpSecret, trimmed, new Date());
      return step !== null && (await claimTotpStep(db, row.id, step));
    }
    return useRecoveryCode(db, row.id, recoveryDigest(trimmed));
  }

  /**
   * Email and password, then the second factor when it is on. Attempts are limited per client
   * address, and per account only from addresses the account has not signed in from (as the
   * shoppers' sign-in, decision 002): a stranger's wrong passwords lock the stranger, not the
   * owner at a known address. All are counted before the password is checked (so a burst of
   * parallel guesses cannot all pass); a success gives its attempts back. A wrong second-factor
   * code counts toward the account from every address: six digits are guessable without a
   * limit, and only someone who has the password gets that far.
   */
  async function signIn(input: AdminLoginRequest, ip: string): Promise<AdminLoginResponse> {
    const addressKey = `admin-signin:address:${clientAddressKey(ip)}`;
    const accountKey = `admin-signin:account:${emailKey(input.email)}`;
    const codeKey = `admin-2fa:account:${emailKey(input.email)}`;
    await limit(addressKey, config.auth.maxPerAddress);
    const addressHash = knownAddressHash(input.email, ip);
    const since = new Date(Date.now() - KNOWN_ADDRESS_DAYS * 86_400_000);
    const knownAddress = await isKnownAddress(db, staffAddresses, input.email, addressHash, since);
    if (!knownAddress) await limit(accountKey, config.auth.maxPerAccount);
    const giveBack = () =>
      Promise.all([
        limiter.refund(addressKey),
        knownAddress ? Promise.resolve() : limiter.refund(accountKey),
      ]);

    const row = await findStaffByEmail(db, input.email);
    let valid = false;
    if (row) valid = await hasher.verify(input.password, row.passwordHash);
    else await hasher.verifyNothing(input.password);
    // A disabled account answers like a wrong password: it is not an admin any more.
    if (!row || !valid || row.disabled) throw unauthenticated(staffMessages.badCredentials);

    if (row.totpEnabled) {
      // The password was right: it gives its attempts back, and the code has its own count.
      await giveBack();
      if (!input.code) return { twoFactorRequired: true };
      await limit(codeKey, config.auth.maxPerAccount);
      if (!(await secondFactorPasses(row, input.code))) {
        throw unauthenticated(staffMessages.badCode);
      }
      await limiter.reset(codeKey);
    } else {
      await giveBack();
    }

    // A whole sign-in from an address that was not known clears the strangers' count; from a
    // known one it leaves it alone, so that they stay locked.
    await Promise.all([
      knownAddress ? Promise.resolve() : limiter.reset(accountKey),
      rememberAddress(db, staffAddresses, row.id, addressHash, KNOWN_ADDRESSES_PER_MEMBER),
    ]);
    if (hasher.needsRehash(row.passwordHash)) {
      await updateStaff(db, row.id, { passwordHash: await hasher.hash(input.password) });
    }
    await deleteDeadStaffSessions(db, row.id, idleSince(new Date()));
    return { token: await issueStaffToken(db, row.id) };
  }

  async function signOut(staff: StaffPrincipal): Promise<void> {
    await revokeStaffSession(db, staff.sessionId);
  }

  async function me(staff: StaffPrincipal): Promise<StaffMe> {
    const row = await findStaffById(db, staff.id);
    if (!row) throw unauthenticated();
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      twoFactorEnabled: row.totpEnabled,
    };
  }

  // -------------------------------------------------------------------------------------------
  // Two-factor sign-in

  async function ownerRow(staff: StaffPrincipal): Promise<StaffRow> {
    const row = await findStaffById(db, staff.id);
    if (!row) throw unauthenticated();
    if (row.role !== 'owner') throw forbidden(staffMessages.twoFactorOwnersOnly);
    return row;
  }

  /** A fresh secret, kept but not in force until a code from it is confirmed. */
  async function startTwoFactor(
    staff: StaffPrincipal,
    storeName: string,
  ): Promise<TwoFactorSetupResponse> {
    const row = await ownerRow(staff);
    if (row.totpEnabled) throw conflict(staffMessages.twoFactorOn);
    const secret = newTotpSecret();
    await updateStaff(db, row.id, { totpSecret: secret, totpLastStep: null });
    return { secret, otpauthUrl: totpUri(secret, row.email, `${storeName} admin`) };
  }

  /** Turns it on with a code from the app, and answers the recovery codes, this once. */
  async function enableTwoFactor(
    staff: StaffPrincipal,
    code: string,
  ): Promise<RecoveryCodesResponse> {
    const row = await ownerRow(staff);
    if (row.totpEnabled) throw conflict(staffMessages.twoFactorOn);
    if (!row.totpSecret) throw conflict(staffMessages.twoFactorNotStarted);
    const step = await checkTotp(row.totpSecret, code, new Date());
    if (step === null) throw invalid(staffMessages.badSetupCode);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      const after = await updateStaff(tx, row.id, {
        totpEnabled: true,
        totpLastStep: step,
        recoveryCodeHashes: codes.map(recoveryDigest),
      });
      // Sessions signed in with the password alone are not left open past the new wall.
      const ended = await revokeAllStaffSessions(tx, row.id, staff.sessionId);
      await recordAudit(tx, {
        actor: staff,
        action: 'staff.2fa-enable',
        entity: 'staff',
        entityId: row.id,
        before: auditView(row),
        after: after && { ...auditView(after), sessionsEnded: ended },
      });
    });
    return { recoveryCodes: codes };
  }

  /** New recovery codes; the old ones stop working. */
  async function renewRecoveryCodes(staff: StaffPrincipal): Promise<RecoveryCodesResponse> {
    const row = await ownerRow(staff);
    if (!row.totpEnabled) throw conflict(staffMessages.twoFactorOff);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      await updateStaff(tx, row.id, { recoveryCodeHashes: codes.map(recoveryDigest) });
      await recordAudit(tx, {
        actor: staff,
        action: 'staff.2fa-recovery-codes',
        entity: 'staff',
        entityId: row.id,
      });
    });
    return { recoveryCodes: codes };
  }

  async function disableTwoFactor(staff: StaffPrincipal, password: string): Promise<void> {
    const row = await ownerRow(staff);
    if (!row.totpEnabled) throw conflict(staffMessages.twoFactorOff);
    await limit(`admin-2fa-off:account:${row.id}`, config.auth.maxPerAccount);
    if (!(await hasher.verify(password, row.passwordHash))) {
      throw invalid(staffMessages.badPassword);
    }
    await db.transaction(async (tx) => {
      const after = await updateStaff(tx, row.id, {
        totpEnabled: false,
        totpSecret: null,
        totpLastStep: null,
        recoveryCodeHashes: [],
      });
      // Whoever turned it off may not be the owner (a left-open phone): other sessions end.
      const ended = await revokeAllStaffSessions(tx, row.id, staff.sessionId);
      await recordAudit(tx, {
        actor: staff,
        action: 'staff.2fa-disable',
        entity: 'staff',
        entityId: row.id,
        before: auditView(row),
        after: after && { ...auditView(after), sessionsEnded: ended },
      });
    });
  }

  // -------------------------------------------------------------------------------------------
  // Passwords

  /**
   * A member's own new password, given the one they have now (limited like sign-in, per
   * account: a left-open session must not be a way to guess it). Every other session of theirs
   * ends; this one goes on. Answers how many ended.
   */
  async function changePassword(
    staff: StaffPrincipal,
    input: ChangePasswordRequest,
  ): Promise<SessionsEndedResponse> {
    const row = await findStaffById(db, staff.id);
    if (!row) throw unauthenticated();
    const key = `admin-password:account:${row.id}`;
    await limit(key, config.auth.maxPerAccount);
    if (!(await hasher.verify(input.currentPassword, row.passwordHash))) {
      throw invalid(staffMessages.badPassword);
    }
    await limiter.reset(key);
    if (input.newPassword === input.currentPassword) throw invalid(staffMessages.samePassword);
    const passwordHash = await hasher.hash(input.newPassword);
    const sessionsEnded = await setStaffPassword(db, staff, row, passwordHash, {
      action: 'staff.password-change',
      keep: staff.sessionId,
    });
    return { sessionsEnded };
  }

  /**
   * The owner gives a staff member a new password (a forgotten one, or one that may have been
   * seen): all their sessions end and their sign-in count starts afresh. Owners' passwords are
   * their own to change.
   */
  async function resetStaffPassword(
    actor: StaffPrincipal,
    staffId: string,
    newPassword: string,
  ): Promise<SessionsEndedResponse> {
    const row = await findStaffById(db, staffId);
    if (!row) throw notFound(staffMessages.notFound);
    if (row.role === 'owner') throw conflict(staffMessages.ownerPassword);
    const passwordHash = await hasher.hash(newPassword);
    const sessionsEnded = await setStaffPassword(db, actor, row, passwordHash, {
      action: 'staff.password-reset',
    });
    await limiter.reset(`admin-signin:account:${emailKey(row.email)}`);
    return { sessionsEnded };
  }

  // -------------------------------------------------------------------------------------------
  // Staff and invitations (owner only; the routes check the role)

  async function list(): Promise<StaffMember[]> {
    return (await listStaff(db)).map(toStaffMember);
  }

  async function invite(staff: StaffPrincipal, email: string): Promise<InvitationResponse> {
    if (await findStaffByEmail(db, email)) throw conflict(staffMessages.emailTaken);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + INVITATION_TTL_HOURS * 3_600_000);
    const link = `/admin/invite/${token}`;
    const settings = await getStoreSettings(db);
    return db.transaction(async (tx) => {
      const inv = await insertInvitation(tx, {
        email,
        tokenHash: hashToken(token),
        invitedBy: staff.id,
        expiresAt,
      });
      // Mailed through the outbox with the invitation's own commit (issue 36); the owner still
      // gets the link too, for a member whose mail is slow to arrive.
      await queueInvitationMail(tx, {
        invitationId: inv.id,
        to: email,
        link: `${config.publicUrl}${link}`,
        storeName: settings.storeName || settings.companyName || 'Ethnic Elegance',
        expiresAt,
      });
      await recordAudit(tx, {
        actor: staff,
        action: 'staff.invite',
        entity: 'invitation',
        entityId: inv.id,
        after: { email, role: 'staff', expiresAt: expiresAt.toISOString() },
      });
      return {
        id: inv.id,
        email,
        role: 'staff' as const,
        expiresAt: expiresAt.toISOString(),
        link,
      };
    });
  }

  async function invitation(token: string) {
    const inv = await findLiveInvitation(db, hashToken(token), new Date());
    if (!inv) throw notFound(staffMessages.invitationInvalid);
    return { email: inv.email, role: inv.role, expiresAt: inv.expiresAt.toISOString() };
  }

  /** Makes the account and signs it in; the link works once. */
  async function acceptInvitation(
    token: string,
    input: { name: string; password: string },
    ip: string,
  ): Promise<{ token: string }> {
    await limit(`admin-invite:address:${clientAddressKey(ip)}`, config.auth.maxPerAddress);
    const tokenHash = hashToken(token);
    // Checked before hashing so that made-up links cost no CPU; the claim below decides.
    if (!(await findLiveInvitation(db, tokenHash, new Date()))) {
      throw notFound(staffMessages.invitationInvalid);
    }
    const passwordHash = await hasher.hash(input.password);
    const member = await db.transaction(async (tx) => {
      const inv = await claimInvitation(tx, tokenHash, new Date());
      if (!inv) throw notFound(staffMessages.invitationInvalid);
      const row = await insertStaff(tx, {
        email: inv.email,
        name: input.name,
        passwordHash,
        role: 'staff',
      });
      if (!row) throw conflict(staffMessages.emailTaken);
      await recordAudit(tx, {
        actor: { id: row.id, email: row.email },
        action: 'staff.accept-invitation',
        entity: 'staff',
        entityId: row.id,
        after: auditView(row),
      });
      return row;
    });
    // Accepting signs in: the address is the member's from the start.
    await rememberAddress(
      db,
      staffAddresses,
      member.id,
      knownAddressHash(member.email, ip),
      KNOWN_ADDRESSES_PER_MEMBER,
    );
    return { token: await issueStaffToken(db, member.id) };
  }

  async function signOutEverywhere(actor: StaffPrincipal, staffId: string): Promise<number> {
    const row = await findStaffById(db, staffId);
    if (!row) throw notFound(staffMessages.notFound);
    return db.transaction(async (tx) => {
      const ended = await revokeAllStaffSessions(tx, staffId);
      await recordAudit(tx, {
        actor,
        action: 'staff.sign-out-everywhere',
        entity: 'staff',
        entityId: staffId,
        after: { sessionsEnded: ended },
      });
      return ended;
    });
  }

  async function setDisabled(
    actor: StaffPrincipal,
    staffId: string,
    disabled: boolean,
  ): Promise<StaffMember> {
    if (staffId === actor.id) throw conflict(staffMessages.notYourself);
    const row = await findStaffById(db, staffId);
    if (!row) throw notFound(staffMessages.notFound);
    return db.transaction(async (tx) => {
      const after = await updateStaff(tx, staffId, { disabled });
      if (!after) throw notFound(staffMessages.notFound);
      // A disabled member's sessions end at once, not at their next idle timeout.
      if (disabled) await revokeAllStaffSessions(tx, staffId);
      await recordAudit(tx, {
        actor,
        action: disabled ? 'staff.disable' : 'staff.enable',
        entity: 'staff',
        entityId: staffId,
        before: auditView(row),
        after: auditView(after),
      });
      return toStaffMember(after);
    });
  }

  return {
    signIn,
    signOut,
    me,
    startTwoFactor,
    enableTwoFactor,
    renewRecoveryCodes,
    disableTwoFactor,
    changePassword,
    resetStaffPassword,
    list,
    invite,
    invitation,
    acceptInvitation,
    signOutEverywhere,
    setDisabled,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
