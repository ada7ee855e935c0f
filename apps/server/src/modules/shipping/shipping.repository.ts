// The only code that touches the shipping tables (docs/architecture.md house style 3).
import { and, asc, desc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shipmentEvents, shipments, shippingSettings } from './schema.ts';

export type SettingsRow = typeof shippingSettings.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
export type NewShipment = typeof shipments.$inferInsert;

export async function readSettingsRow(db: Executor): Promise<SettingsRow> {
  const rows = await db.select().from(shippingSettings).where(eq(shippingSettings.id, 1)).limit(1);
  if (rows[0]) return rows[0];
  const inserted = await db
    .insert(shippingSettings)
    .values({ id: 1 })
    .onConflictDoNothing()
    .returning();
  return inserted[0] ?? (await readSettingsRow(db));
}

export async function writeSettingsRow(
  db: Executor,
  change: Partial<Omit<SettingsRow, 'id' | 'updatedAt'>>,
): Promise<void> {
  await readSettingsRow(db);
  await db
    .update(shippingSettings)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(shippingSettings.id, 1));
}

export async function insertShipment(tx: Executor, row: NewShipment): Promise<ShipmentRow | null> {
  const rows = await tx.insert(shipments).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findShipmentOfOrder(
  db: Executor,
  orderId: string,
): Promise<ShipmentRow | null> {
  const rows = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).limit(1);
  return rows[0] ?? null;
}

export async function findShipmentsOfOrders(
  db: Executor,
  orderIds: string[],
): Promise<ShipmentRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(shipments).where(inArray(shipments.orderId, orderIds));
}

/** The shipment of an AWB, locked for the rest of the transaction. */
export async function lockShipmentByAwb(
  tx: Executor,
  provider: string,
  awb: string,
): Promise<ShipmentRow | null> {
  const rows = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.provider, provider), eq(shipments.awb, awb)))
    .for('update');
  return rows[0] ?? null;
}

export async function listShipmentsOfDay(db: Executor, day: string): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(and(eq(shipments.manifestDay, day), sql`${shipments.status} <> 'cancelled'`))
    .orderBy(asc(shipments.createdAt));
}

/** Marks shipments as in the courier's own manifest (generated at the courier just now). */
export async function markCourierManifested(tx: Executor, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(shipments)
    .set({ courierManifestedAt: at })
    .where(and(inArray(shipments.id, ids), isNull(shipments.courierManifestedAt)));
}

/** Stores an event unless its key is already stored; true when it is new. */
export async function insertEvent(
  tx: Executor,
  row: typeof shipmentEvents.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(shipmentEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: shipmentEvents.id });
  return rows.length > 0;
}

export async function updateShipmentState(
  tx: Executor,
  id: number,
  change: Partial<Pick<ShipmentRow, 'status' | 'rank' | 'expectedDelivery' | 'lastPolledAt'>>,
): Promise<void> {
  await tx.update(shipments).set(change).where(eq(shipments.id, id));
}

export async function eventsOfShipment(
  db: Executor,
  shipmentId: number,
): Promise<ShipmentEventRow[]> {
  return db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
}

/** Shipments still on their way with a courier that can be asked, least recently asked first. */
export async function shipmentsToPoll(
  db: Executor,
  provider: string,
  notSince: Date,
  limit: number,
): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.provider, provider),
        notInArray(shipments.status, ['delivered', 'returned-to-origin', 'cancelled']),
        or(isNull(shipments.lastPolledAt), lt(shipments.lastPolledAt, notSince)),
      ),
    )
    .orderBy(asc(shipments.lastPolledAt))
    .limit(limit);
}

/** Parcels whose latest word from the courier is a failed attempt (the failed-delivery queue). */
export async function shipmentsWithFailedAttempt(db: Executor): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(eq(shipments.status, 'delivery-failed'))
    .orderBy(asc(shipments.createdAt));
}

/** The latest event of a status on a shipment (the failed attempt's reason). */
export async function latestEventOf(
  db: Executor,
  shipmentId: number,
  status: string,
): Promise<ShipmentEventRow | null> {
  const rows = await db
    .select()
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.shipmentId, shipmentId), eq(shipmentEvents.status, status)))
    .orderBy(desc(shipmentEvents.at))
    .limit(1);
  return rows[0] ?? null;
}

/** The owner's answer to a failed attempt, recorded until the courier's next event. */
export async function setShipmentStatus(
  db: Executor,
  id: number,
  status: string,
  rank: number,
): Promise<void> {
  await db.update(shipments).set({ status, rank }).where(eq(shipments.id, id));
}
