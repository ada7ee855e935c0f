// The only code that touches the tax tables: the owner's rates, the document series and the
// issued documents (docs/tax.md).
import type { TaxRule, TaxSlab } from '@store/contract';
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { documentSeries, taxDocuments, taxRates } from './schema.ts';

export async function listTaxRateRows(db: Executor): Promise<TaxRule[]> {
  return db
    .select({ hsnPrefix: taxRates.hsnPrefix, slabs: taxRates.slabs })
    .from(taxRates)
    .orderBy(asc(taxRates.hsnPrefix));
}

export async function upsertTaxRate(db: Executor, hsnPrefix: string, slabs: TaxSlab[]) {
  await db
    .insert(taxRates)
    .values({ hsnPrefix, slabs })
    .onConflictDoUpdate({ target: taxRates.hsnPrefix, set: { slabs, updatedAt: sql`now()` } });
}

/** Seeds a rate only where none is set (the demo store). */
export async function insertTaxRateIfAbsent(db: Executor, hsnPrefix: string, slabs: TaxSlab[]) {
  await db.insert(taxRates).values({ hsnPrefix, slabs }).onConflictDoNothing();
}

/**
 * The next number of a series, in the caller's transaction. The row stays locked until that
 * transaction ends, so concurrent issuers take consecutive numbers one after another, and a
 * rollback hands the number back: no gaps, no repeats.
 */
export async function takeNextNumber(tx: Executor, series: string): Promise<number> {
  const rows = await tx
    .insert(documentSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: documentSeries.series,
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ n: documentSeries.lastNumber });
  return rows[0]!.n;
}

export type TaxDocumentKind = 'tax-invoice' | 'bill-of-supply' | 'credit-note';

export interface TaxDocumentRow {
  id: number;
  kind: TaxDocumentKind;
  number: string;
  orderId: string;
  issuedAt: Date;
  document: unknown;
  /** The refund a return's credit note answers; null on every other document. */
  refundId: number | null;
}

const columns = {
  id: taxDocuments.id,
  kind: taxDocuments.kind,
  number: taxDocuments.number,
  orderId: taxDocuments.orderId,
  issuedAt: taxDocuments.issuedAt,
  document: taxDocuments.document,
  refundId: taxDocuments.refundId,
};

const asRow = (r: { kind: string } & Omit<TaxDocumentRow, 'kind'>): TaxDocumentRow => ({
  ...r,
  kind: r.kind as TaxDocumentKind,
});

export async function insertTaxDocument(
  tx: Executor,
  doc: {
    kind: TaxDocumentKind;
    number: string;
    orderId: string;
    issuedAt: Date;
    document: unknown;
    refundId?: number;
  },
): Promise<TaxDocumentRow> {
  const [row] = await tx.insert(taxDocuments).values(doc).returning(columns);
  return asRow(row!);
}

export async function findTaxDocuments(db: Executor, orderId: string): Promise<TaxDocumentRow[]> {
  const rows = await db
    .select(columns)
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.id));
  return rows.map(asRow);
}

/** Documents issued in [from, to), in the order they were numbered. */
export async function listTaxDocumentsIssued(
  db: Executor,
  from: Date,
  to: Date,
): Promise<TaxDocumentRow[]> {
  const rows = await db
    .select(columns)
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)))
    .orderBy(asc(taxDocuments.id));
  return rows.map(asRow);
}

/** The invoice or bill of supply of each of these orders that has one. */
export async function findInvoicesOfOrders(
  db: Executor,
  orderIds: string[],
): Promise<{ orderId: string; kind: TaxDocumentKind; number: string; issuedAt: Date }[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      orderId: taxDocuments.orderId,
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      issuedAt: taxDocuments.issuedAt,
    })
    .from(taxDocuments)
    .where(and(inArray(taxDocuments.orderId, orderIds), ne(taxDocuments.kind, 'credit-note')));
  return rows.map((r) => ({ ...r, kind: r.kind as TaxDocumentKind }));
}

/** The credit notes of these orders, oldest first: a return's names its refund. */
export async function findCreditNotesOfOrders(
  db: Executor,
  orderIds: string[],
): Promise<{ orderId: string; number: string; issuedAt: Date; refundId: number | null }[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: taxDocuments.orderId,
      number: taxDocuments.number,
      issuedAt: taxDocuments.issuedAt,
      refundId: taxDocuments.refundId,
    })
    .from(taxDocuments)
    .where(and(inArray(taxDocuments.orderId, orderIds), eq(taxDocuments.kind, 'credit-note')))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.id));
}
