// The PDF of a tax document (docs/tax.md, "The PDF"), drawn with pdfkit in Noto Sans. The
// @fontsource packages split Noto Sans by script, so text is written in runs, each in the file
// that has its letters: Latin in the Latin files, accented Latin in latin-ext, Devanagari and the
// rupee sign (which Noto puts with Devanagari) in the Devanagari file, and every other script a
// shopper may write their name or address in (Bengali and Assamese, Gurmukhi, Gujarati, Odia,
// Tamil, Telugu, Kannada, Malayalam, Ol Chiki, Meetei Mayek, Arabic for Urdu, Kashmiri and
// Sindhi) in its own Noto Sans package.
import { formatPaise, formatRate, taxOf } from '@store/contract';
import PDFDocument from 'pdfkit';
import type { TaxDocument } from './invoice.service.ts';
import { fontFor, fontkitFont, runs, visualOrder, type FontName } from './pdf-scripts.ts';

/** Sets the font: a document registers (and so embeds) only the fonts it draws with. */
function setFont(doc: Doc, name: FontName): Doc {
  // pdfkit 0.20 takes a parsed fontkit font (its changelog); @types/pdfkit does not know yet.
  return doc.font(fontkitFont(name) as unknown as PDFKit.Mixins.PDFFontSource, name);
}

const hasRtl = (text: string) => runs(text).some((p) => p.script === 'arab');

const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amount = (paise: number) => inr.format(paise / 100);
const rupees = formatPaise;

const ist = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const date = (iso: string) => ist.format(new Date(iso));

const TITLES: Record<TaxDocument['kind'], { en: string; hi: string }> = {
  'tax-invoice': { en: 'TAX INVOICE', hi: 'कर बीजक' },
  'bill-of-supply': { en: 'BILL OF SUPPLY', hi: 'आपूर्ति का बिल' },
  'credit-note': { en: 'CREDIT NOTE', hi: 'जमा पत्र' },
};

type Doc = PDFKit.PDFDocument;

/** The width of text written in script runs. */
function widthOf(doc: Doc, text: string, bold: boolean | undefined): number {
  return runs(text).reduce(
    (sum, p) => sum + setFont(doc, fontFor(p.script, bold)).widthOfString(p.text),
    0,
  );
}

/**
 * Text cut into lines of at most `width`, at spaces, in the order it is read. Text with a
 * right-to-left stretch is cut here rather than by pdfkit, so that each line can be put in the
 * order it is drawn on its own.
 */
function lines(doc: Doc, text: string, width: number, bold: boolean | undefined): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/(?<= )/u)) {
      if (line && widthOf(doc, (line + word).trimEnd(), bold) > width) {
        out.push(line.trimEnd());
        line = word;
      } else line += word;
    }
    out.push(line.trimEnd());
  }
  return out;
}

type At = { x?: number; y?: number; width?: number; bold?: boolean; align?: 'left' | 'right' };

/**
 * Writes text in script runs at (x, y), or where the last text left off when x is undefined.
 * Mixed runs are placed one after another on a line (pdfkit's `continued`); right-aligned mixed
 * text is measured run by run and placed at its left edge instead.
 */
function write(doc: Doc, text: string, at: At): void {
  if (at.width !== undefined && at.x !== undefined && hasRtl(text)) {
    lines(doc, text, at.width, at.bold).forEach((line, i) => {
      writeLine(doc, line, i === 0 ? at : { ...at, y: doc.y });
    });
  } else writeLine(doc, text, at);
}

function writeLine(doc: Doc, text: string, at: At): void {
  const parts = visualOrder(runs(text));
  let { x, width, align } = at;
  if (parts.length > 1 && align === 'right' && x !== undefined && width !== undefined) {
    const total = parts.reduce(
      (sum, p) => sum + setFont(doc, fontFor(p.script, at.bold)).widthOfString(p.text),
      0,
    );
    x += Math.max(0, width - total);
    width = undefined;
    align = 'left';
  }
  // Every run sits on the Latin face's baseline and lines keep its height: the fonts of other
  // scripts have ascents from 864 (Malayalam) to 1374 (Arabic) units against Latin's 1069, so
  // each would otherwise sit at a height of its own.
  const latin = fontkitFont('latin');
  const lineHeight = setFont(doc, 'latin').currentLineHeight(true);
  const ascent = (lineHeight * latin.ascent) / (latin.ascent - latin.descent + latin.lineGap);
  parts.forEach((part, i) => {
    setFont(doc, fontFor(part.script, at.bold));
    const options = {
      continued: i < parts.length - 1,
      ...(width !== undefined ? { width } : {}),
      align: align ?? 'left',
      baseline: -ascent,
      lineGap: lineHeight - doc.currentLineHeight(true),
    };
    if (i === 0 && x !== undefined) doc.text(part.text, x, at.y, options);
    else doc.text(part.text, options);
  });
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (l: TaxDocument['lines'][number], n: number) => string;
}

function columnsFor(d: TaxDocument): Column[] {
  const intra = d.totals.cgstPaise > 0 || d.lines.every((l) => l.igstPaise === 0);
  const ut = d.totals.utgstPaise > 0;
  const cols: Column[] = [
    { title: '#', width: 16, align: 'left', value: (_, n) => String(n) },
    { title: 'Description', width: 150, align: 'left', value: (l) => l.description },
    { title: 'HSN', width: 40, align: 'left', value: (l) => l.hsn },
    // Shipping and the COD fee are rows of the supply with no quantity of their own.
    { title: 'Qty', width: 26, align: 'right', value: (l) => (l.charge ? '' : String(l.quantity)) },
    { title: 'Unit', width: 26, align: 'left', value: (l) => (l.charge ? '' : l.unit) },
    { title: 'Taxable value', width: 62, align: 'right', value: (l) => amount(l.taxablePaise) },
    { title: 'Rate', width: 30, align: 'right', value: (l) => formatRate(l.rateBasisPoints) },
  ];
  if (d.kind === 'bill-of-supply') {
    // No GST charged: no tax columns to print.
  } else if (intra) {
    cols.push(
      { title: 'CGST', width: 50, align: 'right', value: (l) => amount(l.cgstPaise) },
      {
        title: ut ? 'UTGST' : 'SGST',
        width: 50,
        align: 'right',
        value: (l) => amount(ut ? l.utgstPaise : l.sgstPaise),
      },
    );
  } else {
    cols.push({ title: 'IGST', width: 100, align: 'right', value: (l) => amount(l.igstPaise) });
  }
  cols.push({ title: 'Total', width: 73, align: 'right', value: (l) => amount(l.totalPaise) });
  return cols;
}

/** The printed area of an A4 page, in points. */
const left = 36;
const right = 559;
const width = right - left;

/** The document as a PDF. */
export async function renderTaxDocumentPdf(d: TaxDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { Title: `${TITLES[d.kind].en} ${d.number}`, Author: d.supplier.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeading(doc, d);
  drawTotals(doc, d, drawLines(doc, d, drawParties(doc, d)));
  drawSignature(doc, d);

  doc.end();
  return done;
}

/** The title in English and Hindi, and the note on a bill of supply. */
function drawHeading(doc: Doc, d: TaxDocument): void {
  doc.fontSize(16);
  write(doc, `${TITLES[d.kind].en}  ${TITLES[d.kind].hi}`, { x: left, y: 36, bold: true });
  doc.fontSize(8);
  if (d.kind === 'bill-of-supply') {
    write(doc, 'Supplier not registered under GST: no GST is charged on this supply.', {
      x: left,
      y: 58,
    });
  }
}

/** Supplier and the document's particulars side by side, then the buyer; answers the y below. */
function drawParties(doc: Doc, d: TaxDocument): number {
  // Supplier (left) and the document's particulars (right)
  const top = 76;
  doc.fontSize(9);
  write(doc, d.supplier.name, { x: left, y: top, width: 280, bold: true });
  doc.fontSize(8);
  write(doc, d.supplier.address, { x: left, width: 280 });
  write(doc, `State: ${d.supplier.state} (code ${d.supplier.stateCode})`, { x: left, width: 280 });
  write(doc, `GSTIN: ${d.supplier.gstin ?? 'not registered'}`, { x: left, width: 280 });
  const leftEnd = doc.y;

  const particulars: [string, string][] = [
    [d.kind === 'credit-note' ? 'Credit note no.' : 'Invoice no.', d.number],
    [d.kind === 'credit-note' ? 'Credit note date' : 'Invoice date', date(d.issuedAt)],
    ...(d.against
      ? ([['Against invoice', `${d.against.number} of ${date(d.against.issuedAt)}`]] as [
          string,
          string,
        ][])
      : []),
    ...(d.reason ? ([['Reason', d.reason]] as [string, string][]) : []),
    ['Order', `${d.orderId} of ${date(d.orderDate)}`],
    ['Place of supply', `${d.placeOfSupply.state} (code ${d.placeOfSupply.code})`],
    ['Tax payable on reverse charge', d.reverseCharge ? 'Yes' : 'No'],
  ];
  let py = top;
  for (const [label, value] of particulars) {
    write(doc, `${label}: `, { x: 330, y: py, bold: true });
    write(doc, value, { x: 330 + doc.widthOfString(`${label}: `) + 4, y: py, width: 200 });
    py += 12;
  }

  // Buyer
  let y = Math.max(leftEnd, py) + 12;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).stroke();
  y += 6;
  write(doc, 'Billed and shipped to', { x: left, y, bold: true });
  write(doc, d.buyer.name, { x: left, width: 300 });
  write(doc, d.buyer.address, { x: left, width: 300 });
  write(doc, `State: ${d.buyer.state} (code ${d.buyer.stateCode})`, { x: left, width: 300 });
  write(doc, `Phone: ${d.buyer.phone}`, { x: left, width: 300 });
  if (d.buyer.gstin) write(doc, `GSTIN: ${d.buyer.gstin}`, { x: left, width: 300 });
  return doc.y + 10;
}

/** The table of lines with its heading row and totals row; answers the y below. */
function drawLines(doc: Doc, d: TaxDocument, top: number): number {
  let y = top;
  const cols = columnsFor(d);
  const scale = width / cols.reduce((s, c) => s + c.width, 0);
  const xs: number[] = [];
  let cx = left;
  for (const c of cols) {
    xs.push(cx);
    c.width *= scale;
    cx += c.width;
  }
  const row = (cells: string[], bold: boolean) => {
    setFont(doc, bold ? 'latinBold' : 'latin').fontSize(8);
    const h = Math.max(
      ...cells.map((t, i) => doc.heightOfString(t, { width: cols[i]!.width - 4 })),
    );
    if (y + h > 780) {
      doc.addPage();
      y = 36;
    }
    cells.forEach((t, i) => {
      write(doc, t, { x: xs[i]! + 2, y, width: cols[i]!.width - 4, bold, align: cols[i]!.align });
    });
    y += h + 4;
    doc
      .moveTo(left, y - 2)
      .lineTo(right, y - 2)
      .lineWidth(0.25)
      .stroke();
  };
  doc
    .moveTo(left, y - 2)
    .lineTo(right, y - 2)
    .lineWidth(0.5)
    .stroke();
  row(
    cols.map((c) => c.title),
    true,
  );
  d.lines.forEach((l, i) =>
    row(
      cols.map((c) => c.value(l, i + 1)),
      false,
    ),
  );
  const t = d.totals;
  const totalCells = cols.map((c) => {
    switch (c.title) {
      case 'Description':
        return 'Total';
      case 'Qty':
        return String(d.lines.reduce((s, l) => s + l.quantity, 0));
      case 'Taxable value':
        return amount(t.taxablePaise);
      case 'CGST':
        return amount(t.cgstPaise);
      case 'SGST':
        return amount(t.sgstPaise);
      case 'UTGST':
        return amount(t.utgstPaise);
      case 'IGST':
        return amount(t.igstPaise);
      case 'Total':
        return amount(t.totalPaise);
      default:
        return '';
    }
  });
  row(totalCells, true);
  return y;
}

/** The totals in figures and in words, and the reverse-charge line. */
function drawTotals(doc: Doc, d: TaxDocument, top: number): void {
  let y = top;
  y += 6;
  doc.fontSize(9);
  const t = d.totals;
  const tax = taxOf(t);
  const summary: [string, string][] = [
    ['Taxable value', rupees(t.taxablePaise)],
    ...(t.cgstPaise ? ([['CGST', rupees(t.cgstPaise)]] as [string, string][]) : []),
    ...(t.sgstPaise ? ([['SGST', rupees(t.sgstPaise)]] as [string, string][]) : []),
    ...(t.utgstPaise ? ([['UTGST', rupees(t.utgstPaise)]] as [string, string][]) : []),
    ...(t.igstPaise ? ([['IGST', rupees(t.igstPaise)]] as [string, string][]) : []),
    ['Total tax', rupees(tax)],
    [d.kind === 'credit-note' ? 'Total credited' : 'Invoice total', rupees(t.totalPaise)],
  ];
  for (const [label, value] of summary) {
    write(doc, label, {
      x: 330,
      y,
      bold: label.startsWith('Total ') || label.startsWith('Invoice'),
    });
    write(doc, value, { x: 430, y, width: 129, align: 'right', bold: label.includes('total') });
    y += 13;
  }
  y += 4;
  write(doc, `Amount in words: ${d.amountInWords}`, { x: left, y, width, bold: true });
  y = doc.y + 6;
  write(doc, `Whether tax is payable on reverse charge: ${d.reverseCharge ? 'Yes' : 'No'}`, {
    x: left,
    y,
  });
  write(doc, 'Prices are inclusive of GST. Amounts in Indian rupees (₹).', { x: left });
}

/** The supplier's signature block, on a new page when there is no room left. */
function drawSignature(doc: Doc, d: TaxDocument): void {
  let y = Math.max(doc.y + 30, 660);
  if (y > 760) {
    doc.addPage();
    y = 60;
  }
  write(doc, `For ${d.supplier.name}`, { x: 330, y, width: 229, align: 'right', bold: true });
  doc
    .moveTo(400, y + 44)
    .lineTo(right, y + 44)
    .lineWidth(0.5)
    .stroke();
  write(doc, 'Authorised signatory', { x: 330, y: y + 48, width: 229, align: 'right' });
}
