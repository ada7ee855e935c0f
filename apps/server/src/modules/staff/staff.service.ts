// The rules of staff accounts: sign-in (rate limited, with the second factor when on), sign-out,
// owners made on the command line, invitations, two-factor sign-in, and the staff list. Staff
// are not shoppers: their own table, sessions and limits (docs/decisions/009-admin.md).
import type {
  AdminLoginRequest,
  AdminLoginResponse,
  RecoveryCodesResponse,
  StaffMe,
  TwoFactorSetupResponse,
} from '@store/contract';
import {
  conflict,
  forbidden,
  invalid,
  rateLimited,
  unauthenticated,
} from '../../lib/domain-error.ts';
import { clientAddressKey } from '../../lib/rate-limiter.ts';
import type { StaffPrincipal } from '../../plugins/admin-auth.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { idleSince, issueStaffToken } from './staff-sessions.service.ts';
import {
  claimTotpStep,
  deleteDeadStaffSessions,
  findStaffByEmail,
  findStaffById,
  revokeAllStaffSessions,
  staffAddresses,
  revokeStaffSession,
  updateStaff,
  useRecoveryCode,
  type StaffRow,
} from './staff.repository.ts';
import { isKnownAddress, rememberAddress } from '../../kernel/sign-in-addresses.ts';
import { checkTotp, newTotpSecret, totpUri } from './totp.ts';

import {
  staffMessages,
  RECOVERY_CODE_COUNT,
  waitText,
  KNOWN_ADDRESSES_PER_MEMBER,
  KNOWN_ADDRESS_DAYS,
  emailKey,
  knownAddressHash,
  newRecoveryCode,
  recoveryDigest,
  auditView,
  type StaffDeps,
} from './staff-rules.ts';
import { createStaffTeam } from './staff-team.service.ts';

export {
  createOwner,
  setPasswordFromCommandLine,
  staffMessages,
  toStaffMember,
  INVITATION_TTL_HOURS,
  RECOVERY_CODE_COUNT,
  type StaffDeps,
} from './staff-rules.ts';

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

  return {
    signIn,
    signOut,
    me,
    ...staffTwoFactor(deps, limit),
    ...createStaffTeam(deps, limit),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

/** Two-factor sign-in for the owner: start, enable, renew recovery codes, disable. */
function staffTwoFactor(deps: StaffDeps, limit: (key: string, max: number) => Promise<void>) {
  const { db, config, hasher } = deps;

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

  return { startTwoFactor, enableTwoFactor, renewRecoveryCodes, disableTwoFactor };
}
