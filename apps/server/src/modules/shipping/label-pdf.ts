// The store's own shipping labels and the day's manifest (docs/shipping.md): labels as one PDF,
// one 4 x 6 inch page each, with the AWB as a Code 128 barcode a courier's scanner reads, the
// order number, the cash to collect, the shopper's address and the return address; the manifest
// lists the parcels handed over with the COD total and lines for both signatures. Text is drawn
// in Noto Sans by script (the tax module's fonts), so names and addresses in any Indian script print.
import { formatPaise } from '@store/contract';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { fontFor, fontkitFont, runs, type FontName } from '../tax/index.ts';

type Doc = PDFKit.PDFDocument;

export interface LabelData {
  awb: string;
  courier: string;
  orderId: string;
  codPaise: number;
  weightGrams: number;
  dimensions: string;
  to: { name: string; address: string; city: string; state: string; pin: string; phone: string };
  from: { name: string; address: string; city: string; state: string; pin: string; phone: string };
  shippedOn: string;
}

export interface ManifestData {
  storeName: string;
  day: string;
  parcels: {
    awb: string;
    courier: string;
    orderId: string;
    name: string;
    pin: string;
    weightGrams: number;
    codPaise: number;
  }[];
}

const INCH = 72;

function setFont(doc: Doc, name: FontName): void {
  // pdfkit 0.20 takes a parsed fontkit font (its changelog); @types/pdfkit does not know yet.
  doc.font(fontkitFont(name) as unknown as PDFKit.Mixins.PDFFontSource, name);
}

/** Text in script runs, each in the Noto file that has its letters. */
function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  o: { width: number; size: number; bold?: boolean },
): void {
  doc.fontSize(o.size);
  const parts = runs(text);
  parts.forEach((p, i) => {
    setFont(doc, fontFor(p.script, o.bold));
    const last = i === parts.length - 1;
    if (i === 0) doc.text(p.text, x, y, { width: o.width, continued: !last });
    else doc.text(p.text, { continued: !last });
  });
  if (parts.length === 0) doc.text('', x, y);
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The AWB as a Code 128 barcode image (bwip-js), wide bars so a phone or gun reads it. */
export function code128Png(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 14,
    includetext: false,
    paddingwidth: 10,
  });
}

const addressLines = (a: LabelData['to']) =>
  `${a.name}\n${a.address}\n${a.city}, ${a.state} ${a.pin}\nPhone: ${a.phone}`;

async function drawLabel(doc: Doc, l: LabelData): Promise<void> {
  const m = 14;
  const w = 4 * INCH - 2 * m;
  doc
    .lineWidth(1)
    .rect(m / 2, m / 2, 4 * INCH - m, 6 * INCH - m)
    .stroke();
  write(doc, l.courier, m, m, { width: w * 0.6, size: 13, bold: true });
  write(doc, l.shippedOn, m + w * 0.6, m + 2, { width: w * 0.4, size: 9 });
  const png = await code128Png(l.awb);
  doc.image(png, m, m + 22, { fit: [w, 70], align: 'center' });
  write(doc, `AWB ${l.awb}`, m, m + 96, { width: w, size: 12, bold: true });
  doc
    .moveTo(m, m + 116)
    .lineTo(m + w, m + 116)
    .stroke();
  write(doc, 'Deliver to', m, m + 122, { width: w, size: 8 });
  write(doc, addressLines(l.to), m, m + 133, { width: w, size: 11, bold: true });
  doc
    .moveTo(m, m + 222)
    .lineTo(m + w, m + 222)
    .stroke();
  const cod =
    l.codPaise > 0 ? `COD: collect ${formatPaise(l.codPaise)}` : 'PREPAID: do not collect cash';
  write(doc, cod, m, m + 229, { width: w, size: 15, bold: true });
  write(doc, `Order ${l.orderId}`, m, m + 252, { width: w * 0.55, size: 11, bold: true });
  write(doc, `${(l.weightGrams / 1000).toFixed(2)} kg · ${l.dimensions}`, m + w * 0.55, m + 253, {
    width: w * 0.45,
    size: 9,
  });
  doc
    .moveTo(m, m + 272)
    .lineTo(m + w, m + 272)
    .stroke();
  write(doc, 'If undelivered, return to', m, m + 278, { width: w, size: 8 });
  write(doc, addressLines(l.from), m, m + 289, { width: w, size: 9 });
}

/** Every label in one PDF, a 4 x 6 inch page each, in the order given. */
export async function labelsPdf(labels: LabelData[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: [4 * INCH, 6 * INCH], margin: 0, autoFirstPage: false });
  const done = collect(doc);
  for (const l of labels) {
    doc.addPage({ size: [4 * INCH, 6 * INCH], margin: 0 });
    await drawLabel(doc, l);
  }
  doc.info.Title = `Shipping labels (${labels.length})`;
  doc.end();
  return done;
}

/** The day's handover sheet: every parcel, the COD total, and both signatures. */
export async function manifestPdf(m: ManifestData): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  const done = collect(doc);
  const left = 40;
  write(doc, `Manifest: ${m.storeName}`, left, 40, { width: 515, size: 16, bold: true });
  write(doc, `Parcels handed over on ${m.day}`, left, 62, { width: 515, size: 10 });
  const cols = [left, 65, 200, 275, 420, 470];
  const head = ['#', 'AWB', 'Order', 'Consignee', 'PIN', 'COD'];
  let y = 90;
  head.forEach((h, i) => write(doc, h, cols[i]!, y, { width: 130, size: 9, bold: true }));
  y += 16;
  m.parcels.forEach((p, i) => {
    if (y > 720) {
      doc.addPage();
      y = 40;
    }
    const cells = [
      String(i + 1),
      p.awb,
      p.orderId,
      p.name.slice(0, 28),
      p.pin,
      p.codPaise > 0 ? formatPaise(p.codPaise) : 'Prepaid',
    ];
    cells.forEach((c, j) => write(doc, c, cols[j]!, y, { width: j === 3 ? 140 : 130, size: 9 }));
    y += 16;
  });
  const codTotal = m.parcels.reduce((s, p) => s + p.codPaise, 0);
  y += 10;
  write(doc, `Parcels: ${m.parcels.length}`, left, y, { width: 515, size: 11, bold: true });
  write(doc, `COD to collect in total: ${formatPaise(codTotal)}`, left, y + 16, {
    width: 515,
    size: 11,
    bold: true,
  });
  y += 70;
  doc
    .moveTo(left, y)
    .lineTo(left + 220, y)
    .stroke()
    .moveTo(left + 290, y)
    .lineTo(left + 515, y)
    .stroke();
  write(doc, 'Handed over by (store)', left, y + 4, { width: 220, size: 9 });
  write(doc, 'Received by (courier): name, signature, time', left + 290, y + 4, {
    width: 225,
    size: 9,
  });
  doc.info.Title = `Manifest ${m.day}`;
  doc.end();
  return done;
}
