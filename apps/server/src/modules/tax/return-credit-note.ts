// The credit note of a return's refund (docs/tax.md, "Credit notes"; issue 31 item 7): part of
// the invoice, the returned lines only, issued in the refund's transaction from the same gapless
// credit-note series as a cancellation's, naming the invoice it reduces. One per refund: a
// retried refund finds its note. What a note credits for a line never passes what the invoice
// charged for it, counting the notes before it.
import { rupeesInWords } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/domain-error.ts';
import { getStoreSettings } from '../store/index.ts';
import { nextNumber, type DocumentLine, type TaxDocument } from './invoice.service.ts';
import { findTaxDocuments, insertTaxDocument, type TaxDocumentRow } from './tax.repository.ts';

/** The particulars section 34 and rule 53 ask a credit note to state as its reason. */
export const RETURN_REASON = 'Goods returned (sec. 34, CGST Act)';

export interface ReturnCreditInput {
  orderId: string;
  refundId: number;
  /** The order's item ids in ascending order: how older invoices' lines are matched to items. */
  orderItemIds: number[];
  /** The refunded lines: the units and what is refunded for them, paise. */
  lines: { orderItemId: number; quantity: number; amountPaise: number }[];
}

const TAXES = ['cgstPaise', 'sgstPaise', 'utgstPaise', 'igstPaise'] as const;

/** round(part × of ÷ whole), half up, in whole paise, exact for any amounts. */
function share(part: number, of: number, whole: number): number {
  const n = BigInt(part) * BigInt(of) * 2n + BigInt(whole);
  return Number(n / (BigInt(whole) * 2n));
}

/** The invoice's goods line of an order item. */
function invoiceLineOf(invoice: TaxDocument, orderItemIds: number[], orderItemId: number) {
  const goods = invoice.lines.filter((l) => !l.charge);
  return (
    goods.find((l) => l.orderItemId === orderItemId) ??
    (goods.every((l) => l.orderItemId === undefined)
      ? goods[orderItemIds.indexOf(orderItemId)]
      : undefined)
  );
}

/** What earlier return notes credited per order item: units, total and each tax. */
function creditedBefore(notes: TaxDocument[]) {
  const m = new Map<
    number,
    Pick<DocumentLine, 'quantity' | 'totalPaise' | (typeof TAXES)[number]>
  >();
  for (const n of notes) {
    for (const l of n.lines) {
      if (l.orderItemId === undefined) continue;
      const e = m.get(l.orderItemId) ?? {
        quantity: 0,
        totalPaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        utgstPaise: 0,
        igstPaise: 0,
      };
      e.quantity += l.quantity;
      e.totalPaise += l.totalPaise;
      for (const k of TAXES) e[k] += l[k];
      m.set(l.orderItemId, e);
    }
  }
  return m;
}

/**
 * Issues the credit note of a return's refund in the caller's transaction (the refund's), or
 * answers the one it has. Null when there is nothing to reduce: no tax invoice (a store without
 * a GSTIN issues bills of supply, and no GST was charged), the order's whole value already
 * credited by a cancellation's note, or lines already credited in full by earlier notes (a
 * refund made again after the gateway refused the first).
 *
 * Each line credits what was refunded for it, at most what the invoice charged for it less
 * earlier notes. Its tax is the invoice line's tax in proportion to the value credited so far,
 * less what earlier notes took: the notes of a line add up to the invoice's line exactly once
 * the whole line is credited, and never to more.
 */
export async function issueReturnCreditNote(
  tx: Executor,
  input: ReturnCreditInput,
): Promise<TaxDocumentRow | null> {
  const docs = await findTaxDocuments(tx, input.orderId);
  const same = docs.find((d) => d.refundId === input.refundId);
  if (same) return same;
  const invoiceRow = docs.find((d) => d.kind === 'tax-invoice');
  if (!invoiceRow) return null;
  if (docs.some((d) => d.kind === 'credit-note' && d.refundId === null)) return null;
  const invoice = invoiceRow.document as TaxDocument;
  const before = creditedBefore(
    docs.filter((d) => d.refundId !== null).map((d) => d.document as TaxDocument),
  );

  const lines: DocumentLine[] = [];
  for (const r of input.lines) {
    const line = invoiceLineOf(invoice, input.orderItemIds, r.orderItemId);
    if (!line) throw conflict(`Order item ${r.orderItemId} is not on invoice ${invoice.number}.`);
    const done = before.get(r.orderItemId) ?? {
      quantity: 0,
      totalPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      utgstPaise: 0,
      igstPaise: 0,
    };
    const amount = Math.min(r.amountPaise, line.totalPaise - done.totalPaise);
    if (amount <= 0 || line.totalPaise <= 0) continue;
    const credited = done.totalPaise + amount;
    const taxes = Object.fromEntries(
      TAXES.map((k) => [k, share(line[k], credited, line.totalPaise) - done[k]]),
    ) as Record<(typeof TAXES)[number], number>;
    const tax = TAXES.reduce((s, k) => s + taxes[k], 0);
    lines.push({
      orderItemId: r.orderItemId,
      description: line.description,
      hsn: line.hsn,
      quantity: Math.min(r.quantity, line.quantity - done.quantity),
      unit: line.unit,
      rateBasisPoints: line.rateBasisPoints,
      taxablePaise: amount - tax,
      ...taxes,
      totalPaise: amount,
    });
  }
  if (lines.length === 0) return null;

  const sum = (k: 'taxablePaise' | (typeof TAXES)[number] | 'totalPaise') =>
    lines.reduce((s, l) => s + l[k], 0);
  const totals: TaxDocument['totals'] = {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    utgstPaise: sum('utgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('totalPaise'),
  };
  const settings = await getStoreSettings(tx);
  const issuedAt = new Date();
  const number = await nextNumber(tx, 'credit-note', issuedAt, settings.tax.invoicePrefix);
  const document: TaxDocument = {
    ...invoice,
    kind: 'credit-note',
    number,
    issuedAt: issuedAt.toISOString(),
    lines,
    totals,
    amountInWords: rupeesInWords(totals.totalPaise),
    against: {
      number: invoice.number,
      issuedAt: invoice.issuedAt,
      totalPaise: invoice.totals.totalPaise,
    },
    reason: RETURN_REASON,
    refundId: input.refundId,
  };
  return insertTaxDocument(tx, {
    kind: 'credit-note',
    number,
    orderId: input.orderId,
    issuedAt,
    document,
    refundId: input.refundId,
  });
}

/** The number of the credit note a refund issued, or null when it issued none. */
export async function creditNoteOfRefund(
  db: Executor,
  orderId: string,
  refundId: number,
): Promise<string | null> {
  const docs = await findTaxDocuments(db, orderId);
  return docs.find((d) => d.refundId === refundId)?.number ?? null;
}
