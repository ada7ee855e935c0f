// The only code that touches the COD remittance lines (docs/shipping.md, "Cash on delivery").
import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { codRemittanceLines, shipmentEvents, shipments } from './schema.ts';

export type RemittanceLineRow = typeof codRemittanceLines.$inferSelect;
export type NewRemittanceLine = typeof codRemittanceLines.$inferInsert;

export async function findRemittanceLine(
  tx: Executor,
  remittanceId: string,
  awb: string,
): Promise<RemittanceLineRow | null> {
  const rows = await tx
    .select()
    .from(codRemittanceLines)
    .where(and(eq(codRemittanceLines.remittanceId, remittanceId), eq(codRemittanceLines.awb, awb)))
    .limit(1);
  return rows[0] ?? null;
}

/** The shipments of an AWB (any provider), locked so two imports cannot both match one. */
export async function lockShipmentsByAwb(tx: Executor, awb: string) {
  return tx.select().from(shipments).where(eq(shipments.awb, awb)).for('update');
}

export async function matchedLineOf(
  tx: Executor,
  shipmentId: number,
): Promise<RemittanceLineRow | null> {
  const rows = await tx
    .select()
    .from(codRemittanceLines)
    .where(
      and(eq(codRemittanceLines.shipmentId, shipmentId), eq(codRemittanceLines.outcome, 'matched')),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Stores a line unless its (remittance, AWB) is stored already; true when it is new. */
export async function insertRemittanceLine(tx: Executor, row: NewRemittanceLine): Promise<boolean> {
  const rows = await tx
    .insert(codRemittanceLines)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: codRemittanceLines.id });
  return rows.length > 0;
}

const deliveredCod = and(eq(shipments.status, 'delivered'), gt(shipments.codPaise, 0));

/** Per courier: delivered COD parcels and the cash their couriers collected. */
export async function collectedByCourier(db: Executor) {
  return db
    .select({
      courier: shipments.courier,
      parcels: sql<number>`count(*)::int`,
      paise: sql<number>`coalesce(sum(${shipments.codPaise}), 0)::int`,
    })
    .from(shipments)
    .where(deliveredCod)
    .groupBy(shipments.courier);
}

/** Per courier: what matched remittance lines paid for its parcels. */
export async function remittedByCourier(db: Executor) {
  return db
    .select({
      courier: shipments.courier,
      paise: sql<number>`coalesce(sum(${codRemittanceLines.amountPaise}), 0)::int`,
    })
    .from(codRemittanceLines)
    .innerJoin(shipments, eq(shipments.id, codRemittanceLines.shipmentId))
    .where(eq(codRemittanceLines.outcome, 'matched'))
    .groupBy(shipments.courier);
}

/** Delivered COD parcels no remittance has paid for yet, with when they were delivered. */
export async function unremittedParcels(db: Executor, limit: number) {
  const deliveredAt = sql<
    Date | string | null
  >`(select max(${shipmentEvents.at}) from ${shipmentEvents}
    where ${shipmentEvents.shipmentId} = ${shipments.id} and ${shipmentEvents.status} = 'delivered')`;
  return db
    .select({
      orderId: shipments.orderId,
      awb: shipments.awb,
      courier: shipments.courier,
      codPaise: shipments.codPaise,
      createdAt: shipments.createdAt,
      deliveredAt,
    })
    .from(shipments)
    .where(
      and(
        deliveredCod,
        sql`not exists (select 1 from ${codRemittanceLines}
          where ${codRemittanceLines.shipmentId} = ${shipments.id}
            and ${codRemittanceLines.outcome} = 'matched')`,
      ),
    )
    .orderBy(asc(shipments.createdAt))
    .limit(limit);
}

/** The latest lines that were not applied, for the owner to take up with the courier. */
export async function problemLines(db: Executor, limit: number): Promise<RemittanceLineRow[]> {
  return db
    .select()
    .from(codRemittanceLines)
    .where(ne(codRemittanceLines.outcome, 'matched'))
    .orderBy(desc(codRemittanceLines.importedAt), desc(codRemittanceLines.id))
    .limit(limit);
}
