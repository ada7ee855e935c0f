// The only code that touches the reverse-pickup tables (docs/shipping.md, "Reverse pickups").
import { and, asc, eq, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reverseShipmentEvents, reverseShipments } from './schema.ts';

export type ReverseShipmentRow = typeof reverseShipments.$inferSelect;
export type NewReverseShipment = typeof reverseShipments.$inferInsert;

/** Stores the pickup unless the return already has one; null when it had. */
export async function insertReverseShipment(
  tx: Executor,
  row: NewReverseShipment,
): Promise<ReverseShipmentRow | null> {
  const rows = await tx.insert(reverseShipments).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findReverseShipment(
  db: Executor,
  returnId: number,
): Promise<ReverseShipmentRow | null> {
  const rows = await db
    .select()
    .from(reverseShipments)
    .where(eq(reverseShipments.returnId, returnId))
    .limit(1);
  return rows[0] ?? null;
}

/** The reverse pickup of an AWB, locked for the rest of the transaction. */
export async function lockReverseShipmentByAwb(
  tx: Executor,
  provider: string,
  awb: string,
): Promise<ReverseShipmentRow | null> {
  const rows = await tx
    .select()
    .from(reverseShipments)
    .where(and(eq(reverseShipments.provider, provider), eq(reverseShipments.awb, awb)))
    .for('update');
  return rows[0] ?? null;
}

/** Stores an event unless its key is already stored; true when it is new. */
export async function insertReverseEvent(
  tx: Executor,
  row: typeof reverseShipmentEvents.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(reverseShipmentEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: reverseShipmentEvents.id });
  return rows.length > 0;
}

/** The pickup of a return, locked for the rest of the transaction. */
export async function lockReverseShipment(
  tx: Executor,
  returnId: number,
): Promise<ReverseShipmentRow | null> {
  const rows = await tx
    .select()
    .from(reverseShipments)
    .where(eq(reverseShipments.returnId, returnId))
    .for('update');
  return rows[0] ?? null;
}

export async function updateReverseShipment(
  tx: Executor,
  id: number,
  change: Partial<Pick<ReverseShipmentRow, 'status' | 'rank' | 'lastPolledAt' | 'receivedAt'>>,
): Promise<void> {
  await tx.update(reverseShipments).set(change).where(eq(reverseShipments.id, id));
}

export async function eventsOfReverseShipment(db: Executor, id: number) {
  return db
    .select()
    .from(reverseShipmentEvents)
    .where(eq(reverseShipmentEvents.reverseShipmentId, id))
    .orderBy(asc(reverseShipmentEvents.at), asc(reverseShipmentEvents.id));
}

/** Reverse pickups still on their way with a courier that can be asked, least recently first. */
export async function reverseShipmentsToPoll(
  db: Executor,
  provider: string,
  notSince: Date,
  limit: number,
): Promise<ReverseShipmentRow[]> {
  return db
    .select()
    .from(reverseShipments)
    .where(
      and(
        eq(reverseShipments.provider, provider),
        notInArray(reverseShipments.status, ['delivered', 'returned-to-origin', 'cancelled']),
        or(isNull(reverseShipments.lastPolledAt), lt(reverseShipments.lastPolledAt, notSince)),
      ),
    )
    .orderBy(asc(reverseShipments.lastPolledAt))
    .limit(limit);
}
