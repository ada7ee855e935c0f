// The owner's team: passwords, the staff list, invitations and turning members off (docs/decisions/
// 009-admin.md). Part of the staff service (staff.service.ts), which hands in its rate limit.
import { randomBytes } from 'node:crypto';
import type {
  ChangePasswordRequest,
  InvitationResponse,
  SessionsEndedResponse,
  StaffMember,
} from '@store/contract';
import { conflict, invalid, notFound, unauthenticated } from '../../lib/domain-error.ts';
import { clientAddressKey } from '../../lib/rate-limiter.ts';
import type { StaffPrincipal } from '../../plugins/admin-auth.ts';
import { hashToken } from '../../kernel/tokens.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { queueInvitationMail } from '../mail/index.ts';
import { getStoreSettings } from '../store/index.ts';
import { issueStaffToken } from './staff-sessions.service.ts';
import {
  claimInvitation,
  findLiveInvitation,
  findStaffByEmail,
  findStaffById,
  insertInvitation,
  insertStaff,
  listStaff,
  revokeAllStaffSessions,
  staffAddresses,
  updateStaff,
} from './staff.repository.ts';
import { rememberAddress } from '../../kernel/sign-in-addresses.ts';

import {
  staffMessages,
  INVITATION_TTL_HOURS,
  KNOWN_ADDRESSES_PER_MEMBER,
  emailKey,
  knownAddressHash,
  toStaffMember,
  auditView,
  type StaffDeps,
  setStaffPassword,
} from './staff-rules.ts';

export function createStaffTeam(
  deps: StaffDeps,
  limit: (key: string, max: number) => Promise<void>,
) {
  const { db } = deps;

  // -------------------------------------------------------------------------------------------
  // The team (owner only; the routes check the role)

  async function list(): Promise<StaffMember[]> {
    return (await listStaff(db)).map(toStaffMember);
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
    ...staffPasswords(deps, limit),
    list,
    ...staffInvitations(deps, limit),
    signOutEverywhere,
    setDisabled,
  };
}

/** Passwords: a member's own change, and the owner's reset of another's. */
function staffPasswords(deps: StaffDeps, limit: (key: string, max: number) => Promise<void>) {
  const { db, config, limiter, hasher } = deps;
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

  return { changePassword, resetStaffPassword };
}

/** Invitations: send one, look one up, and accept it. */
function staffInvitations(deps: StaffDeps, limit: (key: string, max: number) => Promise<void>) {
  const { db, config, hasher } = deps;
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

  return { invite, invitation, acceptInvitation };
}
