// The audit log: every change made through the admin, written in the transaction of the change
// (so an entry exists exactly when the change does), and read back by owners with filters.
import type { AuditEntry, AuditQuery } from '@store/contract';
import type { Executor } from '../db/client.ts';
import { invalid } from '../lib/domain-error.ts';
import { istDayStart, isCalendarDay } from '@store/contract/ist';
import { insertAudit, listAudit, type AuditRow } from './audit.repository.ts';

/** Who made a change: the signed-in staff member, or null for the owner's command line. */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditRecord {
  actor: AuditActor | null;
  /** What was done, such as 'order.ship' or 'store.update'. */
  action: string;
  /** What kind of thing changed: 'order', 'product', 'store', 'staff' ... */
  entity: string;
  entityId?: string | number | null;
  /** The thing before and after, as plain JSON (null when it did not exist before or after). */
  before?: unknown;
  after?: unknown;
}

/** The actor's name in the log when a change came from the command line, not a signed-in person. */
export const COMMAND_LINE_ACTOR = 'command line';

/** Writes one entry; call it with the transaction that makes the change. */
export async function recordAudit(tx: Executor, record: AuditRecord): Promise<void> {
  await insertAudit(tx, {
    actorId: record.actor?.id ?? null,
    actorEmail: record.actor?.email ?? COMMAND_LINE_ACTOR,
    action: record.action,
    entity: record.entity,
    entityId:
      record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
    // A round trip through JSON turns Dates into strings and drops undefined, as jsonb would.
    before:
      record.before === undefined ? null : (JSON.parse(JSON.stringify(record.before)) as unknown),
    after:
      record.after === undefined ? null : (JSON.parse(JSON.stringify(record.after)) as unknown),
  });
}

export const AUDIT_PAGE_SIZE = 50;

function toWire(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
  };
}

/** Newest first, one page; dates are Indian calendar days, `to` inclusive. */
export async function listAuditEntries(db: Executor, query: AuditQuery) {
  const page = query.page ?? 1;
  for (const [name, day] of [
    ['from', query.from],
    ['to', query.to],
  ] as const) {
    if (day !== undefined && !isCalendarDay(day)) throw invalid(`${name}: not a calendar day`);
  }
  const rows = await listAudit(
    db,
    {
      entity: query.entity,
      entityId: query.entityId,
      actorEmail: query.actor?.trim().toLowerCase(),
      action: query.action,
      from: query.from ? istDayStart(query.from) : undefined,
      to: query.to ? new Date(istDayStart(query.to).getTime() + 86_400_000) : undefined,
    },
    AUDIT_PAGE_SIZE + 1,
    (page - 1) * AUDIT_PAGE_SIZE,
  );
  return {
    data: rows.slice(0, AUDIT_PAGE_SIZE).map(toWire),
    page,
    pageSize: AUDIT_PAGE_SIZE,
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}
