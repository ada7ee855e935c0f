// Tax invoices, bills of supply and credit notes (docs/tax.md): issued in the transaction that
// ships (or cancels) the order, numbered from one gapless series per kind and financial year,
// and frozen as issued: the PDF and the GSTR-1 report read only the stored document.
import {
  documentNumber,
  financialYear,
  gstStateCode,
  principalLine,
  restateOrder,
  rupeesInWords,
  splitKind,
  type ChargeKind,
  type IndianState,
  type OrderCalculation,
  type TaxSplitKind,
} from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { parseIndianState } from '../../lib/india.ts';
import { getStoreSettings } from '../store/index.ts';
import {
  findCreditNotesOfOrders,
  findInvoicesOfOrders,
  findTaxDocuments,
  insertTaxDocument,
  takeNextNumber,
  type TaxDocumentKind,
  type TaxDocumentRow,
} from './tax.repository.ts';
import { taxOrderLines, taxRegistration } from './tax.service.ts';

/** What the orders module hands over of an order to invoice it. */
export interface InvoiceOrder {
  id: string;
  createdAt: Date;
  fullName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  buyerBusinessName: string | null;
  buyerGstin: string | null;
  /** What the order charged for shipping and for cash on delivery, paise (0: none). */
  shippingPaise: number;
  codFeePaise: number;
  /** How the order's GST was split when placed; null or absent: placed before it was kept. */
  taxSplit?: TaxSplitKind | null | undefined;
  items: {
    /** The order item's id: the invoice's line keeps it, so a return's credit note finds it. */
    id?: number;
    productId: number;
    title: string;
    size: string;
    color: string;
    quantity: number;
    unitPricePaise: number;
    /** The line's share of the order's discount. */
    discountPaise: number;
    hsn: string | null;
    taxRateBasisPoints: number;
    /** Null on lines placed before GST was recorded. */
    taxablePaise: number | null;
    cgstPaise: number;
    sgstPaise: number;
    utgstPaise: number;
    igstPaise: number;
  }[];
}

export interface DocumentLine {
  /**
   * Set on the rows of shipping and the COD fee: part of the composite supply, under the
   * principal line's HSN and rate, with no quantity of their own (docs/tax.md). Absent on goods.
   */
  charge?: ChargeKind;
  /** The order item of a goods line (invoices issued before it was kept have none). */
  orderItemId?: number;
  description: string;
  hsn: string;
  quantity: number;
  /** The unit quantity code of GSTR-1: PCS (pieces) or PRS (pairs, for footwear). */
  unit: 'PCS' | 'PRS';
  rateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  utgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface Party {
  name: string;
  address: string;
  state: string;
  stateCode: string;
  gstin: string | null;
}

/** Everything a tax document prints, frozen at issue. */
export interface TaxDocument {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: string;
  orderId: string;
  orderDate: string;
  supplier: Party;
  buyer: Party & { phone: string };
  placeOfSupply: { state: string; code: string };
  reverseCharge: false;
  lines: DocumentLine[];
  totals: Omit<DocumentLine, 'description' | 'hsn' | 'quantity' | 'unit' | 'rateBasisPoints'>;
  amountInWords: string;
  /**
   * A credit note names the invoice it reduces; a return's note also keeps that invoice's
   * total, which decides the GSTR-1 table it is reported in (docs/tax.md).
   */
  against: { number: string; issuedAt: string; totalPaise?: number } | null;
  /** Why a credit note was issued (section 34 of the CGST Act): absent on invoices. */
  reason?: string;
  /** The refund a return's credit note answers. */
  refundId?: number;
}

const PREFIX: Record<TaxDocumentKind, (invoicePrefix: string) => string> = {
  'tax-invoice': (p) => p,
  'bill-of-supply': () => 'BS',
  'credit-note': () => 'CN',
};

/** The next number of a kind's series for the financial year of `at`, in the caller's transaction. */
export async function nextNumber(
  tx: Executor,
  kind: TaxDocumentKind,
  at: Date,
  invoicePrefix: string,
) {
  const fy = financialYear(at);
  const n = await takeNextNumber(tx, `${kind}:${fy}`);
  return documentNumber(PREFIX[kind](invoicePrefix), fy, n);
}

const codeOf = (state: string) => gstStateCode(state) ?? '';

/** What a charge's row on the invoice reads. */
export const CHARGE_DESCRIPTION: Record<ChargeKind, string> = {
  shipping: 'Shipping',
  'cod-fee': 'Cash on delivery fee',
};

/**
 * Shipping and the COD fee as rows of the document, each taxed as the calculator taxed it (at
 * the principal line's rate) and filed under that line's HSN; a charge of 0 is left off.
 */
function chargeRows(amounts: OrderCalculation, goods: DocumentLine[]): DocumentLine[] {
  const principal = goods[principalLine(amounts.lines)];
  return amounts.charges
    .filter((c) => c.amountPaise > 0)
    .map((c): DocumentLine => {
      const tax = c.tax!;
      return {
        charge: c.kind,
        description: CHARGE_DESCRIPTION[c.kind],
        hsn: principal?.hsn ?? '',
        quantity: 0,
        unit: principal?.unit ?? 'PCS',
        rateBasisPoints: tax.rateBasisPoints,
        taxablePaise: tax.taxablePaise,
        cgstPaise: tax.cgstPaise,
        sgstPaise: tax.sgstPaise,
        utgstPaise: tax.utgstPaise,
        igstPaise: tax.igstPaise,
        totalPaise: c.amountPaise,
      };
    });
}

/**
 * The order's lines as charged, then shipping and the COD fee, and their totals as the order
 * calculator adds them up: the document's total is the order's total, every rupee the shopper
 * pays. Lines placed before GST was recorded are taxed now.
 */
async function documentLines(
  db: Executor,
  order: InvoiceOrder,
): Promise<{ lines: DocumentLine[]; totals: TaxDocument['totals'] }> {
  const untaxed = order.items.filter((i) => i.taxablePaise === null);
  const late = untaxed.length
    ? await taxOrderLines(db, {
        shipState: order.state,
        lines: untaxed.map((i) => ({
          productId: i.productId,
          quantity: i.quantity,
          netPaise: i.unitPricePaise * i.quantity,
        })),
      })
    : [];
  const charges = order.items.map((i) => {
    const charged =
      i.taxablePaise === null
        ? late[untaxed.indexOf(i)]!
        : {
            hsn: i.hsn ?? '',
            rateBasisPoints: i.taxRateBasisPoints,
            taxablePaise: i.taxablePaise,
            cgstPaise: i.cgstPaise,
            sgstPaise: i.sgstPaise,
            utgstPaise: i.utgstPaise,
            igstPaise: i.igstPaise,
          };
    return { item: i, charged };
  });
  const registration = await taxRegistration(db);
  const shipState = parseIndianState(order.state);
  const amounts = restateOrder({
    items: charges.map(({ item, charged }) => ({
      unitPricePaise: item.unitPricePaise,
      quantity: item.quantity,
      discountPaise: item.discountPaise,
      taxRateBasisPoints: charged.rateBasisPoints,
      ...charged,
    })),
    shippingPaise: order.shippingPaise,
    codFeePaise: order.codFeePaise,
    // The split the order kept when placed; one placed before it was kept, as the store is now.
    taxSplit:
      order.taxSplit ??
      (registration.registered && shipState ? splitKind(registration.state, shipState) : null),
  });
  const lines = charges.map(({ item: i, charged }, n): DocumentLine => {
    // 'Default' is the colour of a piece without a choice of colour (docs/decisions/033).
    const colour = i.color === 'Default' ? '' : i.color;
    const options = [i.size === 'One Size' ? '' : i.size, colour].filter(Boolean).join(', ');
    return {
      ...(i.id === undefined ? {} : { orderItemId: i.id }),
      description: options ? `${i.title} (${options})` : i.title,
      hsn: charged.hsn,
      quantity: i.quantity,
      unit: charged.hsn.startsWith('64') ? 'PRS' : 'PCS',
      rateBasisPoints: charged.rateBasisPoints,
      taxablePaise: charged.taxablePaise,
      cgstPaise: charged.cgstPaise,
      sgstPaise: charged.sgstPaise,
      utgstPaise: charged.utgstPaise,
      igstPaise: charged.igstPaise,
      totalPaise: amounts.lines[n]!.netPaise,
    };
  });
  const tax = amounts.tax!;
  return {
    lines: [...lines, ...chargeRows(amounts, lines)],
    totals: {
      taxablePaise: tax.taxablePaise,
      cgstPaise: tax.cgstPaise,
      sgstPaise: tax.sgstPaise,
      utgstPaise: tax.utgstPaise,
      igstPaise: tax.igstPaise,
      totalPaise: amounts.totalPaise,
    },
  };
}

/**
 * Issues the order's tax invoice (or, for a store without a GSTIN, its bill of supply) in the
 * caller's transaction: the shipping move, so goods never leave without one. An order that has
 * one already keeps it.
 */
export async function issueInvoice(tx: Executor, order: InvoiceOrder): Promise<TaxDocumentRow> {
  const existing = (await findTaxDocuments(tx, order.id)).find((d) => d.kind !== 'credit-note');
  if (existing) return existing;
  const [registration, settings] = await Promise.all([taxRegistration(tx), getStoreSettings(tx)]);
  const kind: TaxDocumentKind = registration.registered ? 'tax-invoice' : 'bill-of-supply';
  const issuedAt = new Date();
  const number = await nextNumber(tx, kind, issuedAt, settings.tax.invoicePrefix);
  const { lines, totals } = await documentLines(tx, order);
  const shipState: IndianState | null = parseIndianState(order.state);
  const supplierState = settings.tax.state ?? '';
  const document: TaxDocument = {
    kind,
    number,
    issuedAt: issuedAt.toISOString(),
    orderId: order.id,
    orderDate: order.createdAt.toISOString(),
    supplier: {
      name: settings.tax.legalName || settings.companyName || settings.storeName,
      address: settings.tax.address || settings.companyAddress,
      state: supplierState,
      stateCode: codeOf(supplierState),
      gstin: registration.registered ? registration.gstin : null,
    },
    buyer: {
      name: order.buyerBusinessName || order.fullName,
      address: [
        order.buyerBusinessName ? `Attn. ${order.fullName}` : '',
        order.address,
        `${order.city}, ${order.state} ${order.postalCode}`,
      ]
        .filter(Boolean)
        .join('\n'),
      state: shipState ?? order.state,
      stateCode: codeOf(shipState ?? order.state),
      gstin: order.buyerGstin,
      phone: order.phone,
    },
    placeOfSupply: { state: shipState ?? order.state, code: codeOf(shipState ?? order.state) },
    reverseCharge: false,
    lines,
    totals,
    amountInWords: rupeesInWords(totals.totalPaise),
    against: null,
  };
  return insertTaxDocument(tx, { kind, number, orderId: order.id, issuedAt, document });
}

/**
 * A credit note for the whole of an invoiced order that is cancelled, in the caller's
 * transaction, from its own series; null when the order has no invoice (nothing to reduce) or
 * already has its credit note.
 */
export async function issueCreditNote(
  tx: Executor,
  orderId: string,
): Promise<TaxDocumentRow | null> {
  const docs = await findTaxDocuments(tx, orderId);
  const invoice = docs.find((d) => d.kind !== 'credit-note');
  if (!invoice || docs.some((d) => d.kind === 'credit-note' && d.refundId === null)) return null;
  const settings = await getStoreSettings(tx);
  const issuedAt = new Date();
  const number = await nextNumber(tx, 'credit-note', issuedAt, settings.tax.invoicePrefix);
  const original = invoice.document as TaxDocument;
  const document: TaxDocument = {
    ...original,
    kind: 'credit-note',
    number,
    issuedAt: issuedAt.toISOString(),
    against: { number: original.number, issuedAt: original.issuedAt },
    reason: 'Order cancelled',
  };
  return insertTaxDocument(tx, { kind: 'credit-note', number, orderId, issuedAt, document });
}

/** The documents issued for an order, oldest first: its invoice, then any credit note. */
export async function taxDocumentsOfOrder(
  db: Executor,
  orderId: string,
): Promise<{ kind: TaxDocumentKind; number: string; issuedAt: Date }[]> {
  return (await findTaxDocuments(db, orderId)).map(({ kind, number, issuedAt }) => ({
    kind,
    number,
    issuedAt,
  }));
}

/**
 * The PDF of the order's invoice (or bill of supply), or of its credit note; null until
 * issued. The mail of a shipped order attaches the invoice.
 */
export async function invoicePdf(
  db: Executor,
  orderId: string,
  which: 'invoice' | 'credit-note' = 'invoice',
  refundId?: number,
): Promise<Buffer | null> {
  const docs = await findTaxDocuments(db, orderId);
  // A refund's credit note when one is named; else the invoice, or the whole-order note.
  const doc =
    refundId === undefined
      ? docs.find(
          (d) =>
            (which === 'credit-note') === (d.kind === 'credit-note') &&
            (which === 'invoice' || d.refundId === null),
        )
      : docs.find((d) => d.kind === 'credit-note' && d.refundId === refundId);
  if (!doc) return null;
  // pdfkit and fontkit (about 24 MB resident) load with the first invoice drawn, not at start:
  // the build splits this import into its own chunk (apps/server/build.mjs, decision 017).
  const { renderTaxDocumentPdf } = await import('./invoice-pdf.ts');
  return renderTaxDocumentPdf(doc.document as TaxDocument);
}

/** Each order's invoice (or bill of supply) as the order's wire shows it, by order id. */
export async function invoicesOfOrders(
  db: Executor,
  orderIds: string[],
): Promise<
  Map<string, { kind: 'tax-invoice' | 'bill-of-supply'; number: string; issuedAt: string }>
> {
  const rows = await findInvoicesOfOrders(db, orderIds);
  return new Map(
    rows.map((r) => [
      r.orderId,
      {
        kind: r.kind === 'bill-of-supply' ? 'bill-of-supply' : 'tax-invoice',
        number: r.number,
        issuedAt: r.issuedAt.toISOString(),
      },
    ]),
  );
}

/** Each order's credit notes as the order's wire shows them, by order id (docs/returns.md). */
export async function creditNotesOfOrders(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, { number: string; issuedAt: string; refund: number | null }[]>> {
  const notes = new Map<string, { number: string; issuedAt: string; refund: number | null }[]>();
  for (const r of await findCreditNotesOfOrders(db, orderIds)) {
    const list = notes.get(r.orderId) ?? [];
    list.push({ number: r.number, issuedAt: r.issuedAt.toISOString(), refund: r.refundId });
    notes.set(r.orderId, list);
  }
  return notes;
}
