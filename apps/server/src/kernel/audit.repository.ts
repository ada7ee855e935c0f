// The audit log's table (audit_log): every module's admin changes are written here, so it sits
// below them in the kernel (docs/decisions/013-kernel-and-flows.md).
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { auditLog } from './schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export interface NewAuditEntry {
  actorId: string | null;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

export async function insertAudit(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    // jsonb null and SQL NULL read the same to the admin; SQL NULL keeps the row small.
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
  actorEmail?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

export async function listAudit(
  db: Executor,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actorEmail) where.push(eq(auditLog.actorEmail, filter.actorEmail));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}
