// The month's documents as CSV in the shape of the GSTR-1 tables the accountant uploads
// (docs/tax.md, "For the accountant"). Read only from the issued documents, so a report run
// twice, or after a rate change, says the same.
import { formatRate, IST_OFFSET_MS, taxOf } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { csvField } from '../../lib/csv.ts';
import { invalid } from '../../lib/domain-error.ts';
import type { DocumentLine, TaxDocument } from './invoice.service.ts';
import { listTaxDocumentsIssued } from './tax.repository.ts';

/** Inter-state invoices to unregistered buyers above this go to B2C large (table 5). */
export const B2CL_LIMIT_PAISE = 1_00_000_00;

export interface ReportFile {
  name: string;
  rows: number;
  csv: string;
}

/** [start, end) of a calendar month in India, for "2026-11". */
export function monthRange(month: string): { from: Date; to: Date } {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) throw invalid('--month is a month such as 2026-11');
  const y = Number(m[1]);
  const mo = Number(m[2]) - 1;
  return {
    from: new Date(Date.UTC(y, mo, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(y, mo + 1, 1) - IST_OFFSET_MS),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** GSTR-1's date form, in IST: 05-Nov-2026. */
function gstrDate(iso: string): string {
  const d = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()}`;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);
const rate = (bp: number) => formatRate(bp).replace('%', '');
const pos = (d: TaxDocument) => `${d.placeOfSupply.code}-${d.placeOfSupply.state}`;

function csv(name: string, header: string[], rows: (string | number)[][]): ReportFile {
  const lines = [header, ...rows].map((r) => r.map(csvField).join(','));
  return { name, rows: rows.length, csv: `${lines.join('\n')}\n` };
}

/** The lines of a document added up per rate: GSTR-1 reports an invoice once per rate. */
function byRate(d: TaxDocument): { rate: number; taxable: number; tax: number }[] {
  const m = new Map<number, { rate: number; taxable: number; tax: number }>();
  for (const l of d.lines) {
    const e = m.get(l.rateBasisPoints) ?? { rate: l.rateBasisPoints, taxable: 0, tax: 0 };
    e.taxable += l.taxablePaise;
    e.tax += taxOf(l);
    m.set(l.rateBasisPoints, e);
  }
  return [...m.values()].sort((a, b) => a.rate - b.rate);
}

const isInterState = (d: TaxDocument) => d.supplier.stateCode !== d.placeOfSupply.code;
/**
 * The value of the invoice a document belongs to: its own total, or for a credit note the
 * total of the invoice it reduces (a return's note is part of it, and goes where the invoice
 * went: B2C large, or netted in B2C small). Notes issued before that total was kept credit a
 * whole invoice, so their own total is the invoice's.
 */
const invoiceValue = (d: TaxDocument) => d.against?.totalPaise ?? d.totals.totalPaise;
const isB2cl = (d: TaxDocument) =>
  !d.buyer.gstin && isInterState(d) && invoiceValue(d) > B2CL_LIMIT_PAISE;

/** The column headings of each GSTR-1 file, in the offline tool's order. */
const HEADERS = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
};

/** GSTR-1 of one month: B2B, B2C large, B2C small, credit notes and the HSN summary. */
export async function gstReport(db: Executor, month: string): Promise<ReportFile[]> {
  const { from, to } = monthRange(month);
  const docs = (await listTaxDocumentsIssued(db, from, to))
    // A store without a GSTIN files no GSTR-1: its bills of supply are not reported.
    .filter((r) => r.kind !== 'bill-of-supply')
    .map((r) => r.document as TaxDocument);
  const invoices = docs.filter((d) => d.kind === 'tax-invoice');
  const notes = docs.filter((d) => d.kind === 'credit-note');

  return [
    csv('b2b.csv', HEADERS.b2b, b2bRows(invoices)),
    csv('b2cl.csv', HEADERS.b2cl, b2clRows(invoices)),
    csv('b2cs.csv', HEADERS.b2cs, b2csRows(docs)),
    csv('cdnr.csv', HEADERS.cdnr, cdnrRows(notes)),
    csv('cdnur.csv', HEADERS.cdnur, cdnurRows(notes)),
    csv('hsn.csv', HEADERS.hsn, hsnRows(docs)),
  ];
}

/** B2B: invoices to registered buyers, a row per rate. */
function b2bRows(invoices: TaxDocument[]): (string | number)[][] {
  return invoices
    .filter((d) => d.buyer.gstin)
    .flatMap((d) =>
      byRate(d).map((r) => [
        d.buyer.gstin!,
        d.buyer.name,
        d.number,
        gstrDate(d.issuedAt),
        rupees(d.totals.totalPaise),
        pos(d),
        'N',
        '',
        'Regular B2B',
        '',
        rate(r.rate),
        rupees(r.taxable),
        '0.00',
      ]),
    );
}

/** B2C large: inter-state invoices to unregistered buyers above the limit. */
function b2clRows(invoices: TaxDocument[]): (string | number)[][] {
  return invoices
    .filter(isB2cl)
    .flatMap((d) =>
      byRate(d).map((r) => [
        d.number,
        gstrDate(d.issuedAt),
        rupees(d.totals.totalPaise),
        pos(d),
        '',
        rate(r.rate),
        rupees(r.taxable),
        '0.00',
        '',
      ]),
    );
}

/** B2C small: by place of supply and rate, net of the month's credit notes on such invoices. */
function b2csRows(docs: TaxDocument[]): (string | number)[][] {
  const small = new Map<string, { pos: string; rate: number; taxable: number }>();
  for (const d of docs) {
    if (d.buyer.gstin || isB2cl(d)) continue;
    const sign = d.kind === 'credit-note' ? -1 : 1;
    for (const r of byRate(d)) {
      const key = `${pos(d)}|${r.rate}`;
      const e = small.get(key) ?? { pos: pos(d), rate: r.rate, taxable: 0 };
      e.taxable += sign * r.taxable;
      small.set(key, e);
    }
  }
  return [...small.values()]
    .sort((a, b) => (a.pos < b.pos ? -1 : a.pos > b.pos ? 1 : a.rate - b.rate))
    .map((e) => ['OE', e.pos, '', rate(e.rate), rupees(e.taxable), '0.00', '']);
}

/** Credit notes to registered buyers. */
function cdnrRows(notes: TaxDocument[]): (string | number)[][] {
  return notes
    .filter((d) => d.buyer.gstin)
    .flatMap((d) =>
      byRate(d).map((r) => [
        d.buyer.gstin!,
        d.buyer.name,
        d.number,
        gstrDate(d.issuedAt),
        'C',
        pos(d),
        'N',
        'Regular B2B',
        rupees(d.totals.totalPaise),
        '',
        rate(r.rate),
        rupees(r.taxable),
        '0.00',
      ]),
    );
}

/** Credit notes on B2C large invoices. */
function cdnurRows(notes: TaxDocument[]): (string | number)[][] {
  return notes
    .filter(isB2cl)
    .flatMap((d) =>
      byRate(d).map((r) => [
        'B2CL',
        d.number,
        gstrDate(d.issuedAt),
        'C',
        pos(d),
        rupees(d.totals.totalPaise),
        '',
        rate(r.rate),
        rupees(r.taxable),
        '0.00',
      ]),
    );
}

/** HSN summary: invoices less credit notes, per HSN, unit and rate. */
function hsnRows(docs: TaxDocument[]): (string | number)[][] {
  const hsn = new Map<string, DocumentLine & { description: string }>();
  for (const d of docs) {
    const sign = d.kind === 'credit-note' ? -1 : 1;
    for (const l of d.lines) {
      const key = `${l.hsn}|${l.unit}|${l.rateBasisPoints}`;
      const e = hsn.get(key) ?? {
        ...l,
        description: '',
        quantity: 0,
        taxablePaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        utgstPaise: 0,
        igstPaise: 0,
        totalPaise: 0,
      };
      e.quantity += sign * l.quantity;
      e.taxablePaise += sign * l.taxablePaise;
      e.cgstPaise += sign * l.cgstPaise;
      e.sgstPaise += sign * l.sgstPaise;
      e.utgstPaise += sign * l.utgstPaise;
      e.igstPaise += sign * l.igstPaise;
      e.totalPaise += sign * l.totalPaise;
      hsn.set(key, e);
    }
  }
  return [...hsn.values()]
    .sort((a, b) =>
      a.hsn < b.hsn ? -1 : a.hsn > b.hsn ? 1 : a.rateBasisPoints - b.rateBasisPoints,
    )
    .map((e) => [
      e.hsn,
      '',
      e.unit === 'PRS' ? 'PRS-PAIRS' : 'PCS-PIECES',
      e.quantity,
      rupees(e.totalPaise),
      rate(e.rateBasisPoints),
      rupees(e.taxablePaise),
      rupees(e.igstPaise),
      rupees(e.cgstPaise),
      rupees(e.sgstPaise + e.utgstPaise),
      '0.00',
    ]);
}
