// The staff module's tables: staff_members, staff_sessions, staff_sign_in_addresses and
// staff_invitations (the audit log every module writes to is the kernel's:
// kernel/audit.repository.ts).
// Only this file touches them.
import { and, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffInvitations, staffMembers, staffSessions, staffSignInAddresses } from './schema.ts';
import { signInAddressTable } from '../../kernel/sign-in-addresses.ts';

export type StaffRow = typeof staffMembers.$inferSelect;
export type InvitationRow = typeof staffInvitations.$inferSelect;

export async function findStaffByEmail(db: Executor, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email)).limit(1);
  return row ?? null;
}

export async function findStaffById(db: Executor, id: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row ?? null;
}

export async function listStaff(db: Executor): Promise<StaffRow[]> {
  return db.select().from(staffMembers).orderBy(staffMembers.createdAt, staffMembers.id);
}

/** Null when the email is taken (the unique index decides, so races are safe). */
export async function insertStaff(
  db: Executor,
  values: { email: string; name: string; passwordHash: string; role: 'owner' | 'staff' },
): Promise<StaffRow | null> {
  const [row] = await db
    .insert(staffMembers)
    .values(values)
    .onConflictDoNothing({ target: staffMembers.email })
    .returning();
  return row ?? null;
}

export async function updateStaff(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      StaffRow,
      | 'passwordHash'
      | 'name'
      | 'disabled'
      | 'totpSecret'
      | 'totpEnabled'
      | 'totpLastStep'
      | 'recoveryCodeHashes'
    >
  >,
): Promise<StaffRow | null> {
  const [row] = await db
    .update(staffMembers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(staffMembers.id, id))
    .returning();
  return row ?? null;
}

/**
 * Accepts a TOTP time step only if it is later than the last one accepted, in one statement:
 * of two sign-ins racing with the same code, one wins.
 */
export async function claimTotpStep(db: Executor, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffMembers.id, id),
        or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step)),
      ),
    )
    .returning({ id: staffMembers.id });
  return rows.length === 1;
}

/** Removes one recovery code if it is still there; false when it was used already. */
export async function useRecoveryCode(
  db: Executor,
  id: string,
  codeHash: string,
): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ recoveryCodeHashes: sql`array_remove(${staffMembers.recoveryCodeHashes}, ${codeHash})` })
    .where(and(eq(staffMembers.id, id), sql`${codeHash} = any(${staffMembers.recoveryCodeHashes})`))
    .returning({ id: staffMembers.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------------------------------------
// The addresses a member signed in from

/** Staff sign-in addresses, for the kernel's reads and writes of them. */
export const staffAddresses = signInAddressTable(
  staffSignInAddresses,
  staffSignInAddresses.staffId,
  staffMembers,
);

// ---------------------------------------------------------------------------------------------
// Sessions

export async function insertStaffSession(
  db: Executor,
  values: { staffId: string; tokenHash: string },
): Promise<void> {
  await db.insert(staffSessions).values(values);
}

export interface SessionStaff {
  sessionId: string;
  lastUsedAt: Date;
  id: string;
  email: string;
  name: string;
  role: 'owner' | 'staff';
}

/**
 * The staff member of a live session: not revoked, used since `idleSince`, begun since
 * `startedSince`, not disabled.
 */
export async function findSessionStaff(
  db: Executor,
  tokenHash: string,
  idleSince: Date,
  startedSince: Date,
): Promise<SessionStaff | null> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      lastUsedAt: staffSessions.lastUsedAt,
      id: staffMembers.id,
      email: staffMembers.email,
      name: staffMembers.name,
      role: staffMembers.role,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.lastUsedAt, idleSince),
        gt(staffSessions.createdAt, startedSince),
        eq(staffMembers.disabled, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function touchStaffSession(db: Executor, sessionId: string, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastUsedAt: at }).where(eq(staffSessions.id, sessionId));
}

export async function revokeStaffSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Signs a staff member out everywhere; answers how many sessions ended. */
/** Ends every live session of the member, but `keep` (the one making the change) if given. */
export async function revokeAllStaffSessions(
  db: Executor,
  staffId: string,
  keep?: string,
): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        keep === undefined ? undefined : ne(staffSessions.id, keep),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length;
}

/** Drops this member's sessions that can no longer be used, so the table does not grow. */
export async function deleteDeadStaffSessions(
  db: Executor,
  staffId: string,
  idleSince: Date,
): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        or(sql`${staffSessions.revokedAt} is not null`, lte(staffSessions.lastUsedAt, idleSince)),
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// Invitations

export async function insertInvitation(
  db: Executor,
  values: { email: string; tokenHash: string; invitedBy: string | null; expiresAt: Date },
): Promise<InvitationRow> {
  const [row] = await db.insert(staffInvitations).values(values).returning();
  return row!;
}

export async function findLiveInvitation(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks the invitation used if it still is live: the one statement that makes it single use. */
export async function claimInvitation(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<InvitationRow | null> {
  const [row] = await db
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
