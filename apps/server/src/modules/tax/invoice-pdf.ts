// The PDF of a tax document (docs/tax.md, "The PDF"), drawn with pdfkit in Noto Sans. The
// @fontsource packages split Noto Sans by script, so text is written in runs, each in the file
// that has its letters: Latin in the Latin files, accented Latin in latin-ext, Devanagari and the
// rupee sign (which Noto puts with Devanagari) in the Devanagari file, and every other script a
// shopper may write their name or address in (Bengali and Assamese, Gurmukhi, Gujarati, Odia,
// Tamil, Telugu, Kannada, Malayalam, Ol Chiki, Meetei Mayek, Arabic for Urdu, Kashmiri and
// Sindhi) in its own Noto Sans package.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { formatPaise, formatRate, taxOf } from '@store/contract';
import { create as parseFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { TaxDocument } from './invoice.service.ts';

const require = createRequire(import.meta.url);
/** A regular (400) or bold (700) file of `@fontsource/noto-sans`. */
const notoSans = (subset: string, weight: 400 | 700 = 400) =>
  require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`);
/** The regular file of a script's own package, e.g. `@fontsource/noto-sans-tamil`. */
const notoSansOf = (script: string) =>
  require.resolve(
    `@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-400-normal.woff`,
  );

/**
 * The font files by name. The scripts of names and addresses have only their regular weight:
 * the invoice never sets a shopper's text in bold, and bold text in those scripts (a store's
 * name, say) falls back to regular rather than to empty boxes.
 */
export const FONT_FILES = {
  latin: notoSans('latin'),
  latinBold: notoSans('latin', 700),
  latinExt: notoSans('latin-ext'),
  deva: notoSans('devanagari'),
  devaBold: notoSans('devanagari', 700),
  beng: notoSansOf('bengali'),
  guru: notoSansOf('gurmukhi'),
  gujr: notoSansOf('gujarati'),
  orya: notoSansOf('oriya'),
  taml: notoSansOf('tamil'),
  telu: notoSansOf('telugu'),
  knda: notoSansOf('kannada'),
  mlym: notoSansOf('malayalam'),
  olck: notoSansOf('ol-chiki'),
  mtei: notoSansOf('meetei-mayek'),
  arab: notoSansOf('arabic'),
} as const;
export type FontName = keyof typeof FONT_FILES;

/** The script of a run: ISO 15924 codes for the scripts with a package of their own. */
export type Script = Exclude<FontName, 'latinBold' | 'devaBold'>;

/**
 * The TrueType font a WOFF file wraps, its tables inflated. fontkit reads WOFF itself, but it
 * inflates a compressed table each time it reads from it, and pdfkit's subsetting reads the glyph
 * table once per glyph it embeds: with the large tables of the Indic fonts that made an invoice
 * take several times as long. The file layout is in the WOFF 1.0 specification (W3C).
 */
export function sfntOf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + 20 * i;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + 16 * numTables;
  const out = Buffer.alloc(tables.reduce((sum, t) => sum + padded(t.data.length), headerSize));
  out.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType or CFF
  out.writeUInt16BE(numTables, 4);
  const searchRange = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt16BE(searchRange * 16, 6);
  out.writeUInt16BE(Math.log2(searchRange), 8);
  out.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  let at = headerSize;
  tables.forEach((t, i) => {
    out.writeUInt32BE(t.tag, 12 + 16 * i);
    out.writeUInt32BE(t.checksum, 16 + 16 * i);
    out.writeUInt32BE(at, 20 + 16 * i);
    out.writeUInt32BE(t.data.length, 24 + 16 * i);
    t.data.copy(out, at);
    at += padded(t.data.length);
  });
  return out;
}

/**
 * The fonts, read and parsed on first use and then kept for the life of the process: an invoice
 * in Latin letters never reads the Tamil file, and the next invoice reuses the parsed tables.
 * pdfkit takes a parsed fontkit font as it is, and embeds only the glyphs a document draws.
 */
const parsed = new Map<FontName, Font>();
export function fontkitFont(name: FontName): Font {
  let font = parsed.get(name);
  if (!font) {
    const file = parseFont(sfntOf(readFileSync(FONT_FILES[name])));
    if (!('layout' in file)) throw new Error(`${FONT_FILES[name]} is a font collection`);
    font = file;
    skipNullAnchors(font);
    parsed.set(name, font);
  }
  return font;
}

/** What fontkit's GPOS code is, as far as skipNullAnchors touches it. */
interface GposProcessor {
  applyLookup(this: GposProcessor, lookupType: number, table: unknown): boolean;
  applyAnchor(this: GposProcessor, mark: { markAnchor: unknown }, base: unknown, i: number): void;
}
const NO_ANCHOR = Symbol('no anchor');
let anchorsPatched = false;

/**
 * fontkit 2.0.4 throws on a NULL anchor in a GPOS mark attachment (fontkit issue 367, unfixed
 * in a release), and the Noto Sans fonts of Telugu, Malayalam and Gurmukhi have such anchors,
 * so most words of those scripts would fail to lay out. The OpenType rule (and HarfBuzz) is that
 * a NULL anchor means "this subtable does not attach this mark here": the lookup then tries its
 * next subtable. fontkit does not export its GPOS processor, so this reaches it through the
 * first font that has one and teaches its prototype that rule, once per process.
 */
function skipNullAnchors(font: Font): void {
  if (anchorsPatched) return;
  font.layout('a');
  const engine = (font as unknown as { _layoutEngine?: { engine?: Record<string, unknown> } })
    ._layoutEngine?.engine;
  const gpos = engine?.GPOSProcessor as GposProcessor | undefined;
  if (!gpos) return;
  const proto = Object.getPrototypeOf(gpos) as GposProcessor;
  if (typeof proto.applyLookup !== 'function' || typeof proto.applyAnchor !== 'function') {
    throw new Error('fontkit changed: its GPOS processor has no applyLookup or applyAnchor');
  }
  const { applyLookup, applyAnchor } = proto;
  proto.applyAnchor = function (mark, base, i) {
    if (mark.markAnchor == null || base == null) throw NO_ANCHOR;
    applyAnchor.call(this, mark, base, i);
  };
  proto.applyLookup = function (lookupType, table) {
    try {
      return applyLookup.call(this, lookupType, table);
    } catch (e) {
      if (e === NO_ANCHOR) return false;
      throw e;
    }
  };
  anchorsPatched = true;
}

/** Sets the font: a document registers (and so embeds) only the fonts it draws with. */
function setFont(doc: Doc, name: FontName): Doc {
  // pdfkit 0.20 takes a parsed fontkit font (its changelog); @types/pdfkit does not know yet.
  return doc.font(fontkitFont(name) as unknown as PDFKit.Mixins.PDFFontSource, name);
}

/** Each script's Unicode blocks, [first, last, script]. */
const BLOCKS: readonly (readonly [number, number, Script])[] = [
  [0x0600, 0x06ff, 'arab'],
  [0x0750, 0x077f, 'arab'], // Arabic Supplement
  [0x0870, 0x08ff, 'arab'], // Arabic Extended-B and -A
  [0x0900, 0x097f, 'deva'],
  [0x0980, 0x09ff, 'beng'], // Bengali, also Assamese and Manipuri in Bengali letters
  [0x0a00, 0x0a7f, 'guru'],
  [0x0a80, 0x0aff, 'gujr'],
  [0x0b00, 0x0b7f, 'orya'],
  [0x0b80, 0x0bff, 'taml'],
  [0x0c00, 0x0c7f, 'telu'],
  [0x0c80, 0x0cff, 'knda'],
  [0x0d00, 0x0d7f, 'mlym'],
  [0x1c50, 0x1c7f, 'olck'], // Ol Chiki (Santali)
  [0x1cd0, 0x1cff, 'deva'], // Vedic Extensions
  [0xa830, 0xa83f, 'deva'], // Common Indic Number Forms
  [0xa8e0, 0xa8ff, 'deva'], // Devanagari Extended
  [0xaae0, 0xaaff, 'mtei'], // Meetei Mayek Extensions
  [0xabc0, 0xabff, 'mtei'], // Meetei Mayek (Manipuri)
  [0xfb50, 0xfdff, 'arab'], // Arabic Presentation Forms-A
  [0xfe70, 0xfefc, 'arab'], // Arabic Presentation Forms-B
];

export function scriptOf(cp: number): Script {
  for (const [first, last, script] of BLOCKS) if (cp >= first && cp <= last) return script;
  if (cp === 0x20b9 || cp === 0x20a8 || cp === 0x25cc) return 'deva';
  if (cp <= 0xff || (cp >= 0x2000 && cp <= 0x206f) || cp === 0x20ac || cp === 0x2122) {
    return 'latin';
  }
  return 'latinExt';
}

const INDIC = ['deva', 'beng', 'guru', 'gujr', 'orya', 'taml', 'telu', 'knda', 'mlym'] as const;
const JOINER_FONTS: readonly Script[] = [...INDIC, 'latin', 'latinExt', 'mtei', 'arab'];

/**
 * Characters several scripts share, with the scripts whose fonts carry them: such a character
 * stays in the run it follows when that run's font has it (a danda ends a Bengali sentence in the
 * Bengali font, a joiner shapes the conjunct of the run it is in), and otherwise takes its own
 * script's font.
 */
const SHARED: ReadonlyMap<number, readonly Script[]> = new Map([
  [0x0951, INDIC.filter((s) => s !== 'taml')], // Devanagari stress signs, used in Vedic text
  [0x0952, INDIC.filter((s) => s !== 'taml')],
  [0x0964, INDIC], // danda
  [0x0965, INDIC], // double danda
  [0x200c, JOINER_FONTS], // zero width non-joiner
  [0x200d, JOINER_FONTS], // zero width joiner
  [0x25cc, [...INDIC, 'mtei']], // dotted circle
]);

/** The text cut where its script changes; shared marks and joiners stay with their run. */
export function runs(text: string): { script: Script; text: string }[] {
  const out: { script: Script; text: string }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const last = out.at(-1);
    const script = last && SHARED.get(cp)?.includes(last.script) ? last.script : scriptOf(cp);
    if (last && last.script === script) last.text += ch;
    else out.push({ script, text: ch });
  }
  return out;
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]+/gu;
/** Letters of a left-to-right script: what ends a right-to-left stretch. */
const STRONG_LTR = /[\p{L}\p{M}]/u;
/** A number in European digits, with the separators inside it, or any one character. */
const NUMBER_OR_CHARACTER = /[0-9]+(?:[.,:/-][0-9]+)*|[\s\S]/gu;
const MIRRORED: Readonly<Record<string, string>> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
};
const reversed = (text: string) => [...text].reverse().join('');

/**
 * The runs of one line in the order they are drawn, left to right, in a left-to-right line: the
 * Unicode bidirectional algorithm as far as names and addresses need it. A stretch from an
 * Arabic-script run to the last Arabic run or number before the next left-to-right letter is
 * drawn in reverse order: its Arabic runs are shaped by fontkit, which reverses their glyphs
 * itself (so Arabic-Indic digits, read left to right, are handed to it reversed), and the spaces,
 * punctuation and European numbers between them are reversed here, numbers kept whole and
 * brackets mirrored.
 */
export function visualOrder(parts: { script: Script; text: string }[]) {
  const out: { script: Script; text: string }[] = [];
  let i = 0;
  while (i < parts.length) {
    const first = parts[i]!;
    if (first.script !== 'arab') {
      out.push(first);
      i++;
      continue;
    }
    let end = i;
    let cut = first.text.length;
    for (let j = i + 1; j < parts.length; j++) {
      const part = parts[j]!;
      if (part.script === 'arab') [end, cut] = [j, part.text.length];
      else if (STRONG_LTR.test(part.text)) break;
      else {
        const lastDigit = part.text.search(/[0-9][^0-9]*$/u);
        if (lastDigit >= 0) [end, cut] = [j, lastDigit + 1];
      }
    }
    const stretch = parts.slice(i, end + 1).map((p, k) => ({
      script: p.script,
      text: k === end - i ? p.text.slice(0, cut) : p.text,
    }));
    for (const p of stretch.reverse()) {
      out.push({
        script: p.script,
        text:
          p.script === 'arab'
            ? p.text.replace(ARABIC_DIGITS, reversed)
            : (p.text.match(NUMBER_OR_CHARACTER) ?? [])
                .reverse()
                .map((t) => MIRRORED[t] ?? t)
                .join(''),
      });
    }
    const rest = parts[end]!.text.slice(cut);
    if (rest) out.push({ script: parts[end]!.script, text: rest });
    i = end + 1;
  }
  return out;
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

export function fontFor(script: Script, bold: boolean | undefined): FontName {
  if (script === 'latin') return bold ? 'latinBold' : 'latin';
  if (script === 'deva') return bold ? 'devaBold' : 'deva';
  return script;
}

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
    { title: 'Qty', width: 26, align: 'right', value: (l) => String(l.quantity) },
    { title: 'Unit', width: 26, align: 'left', value: (l) => l.unit },
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

  const left = 36;
  const right = 559;
  const width = right - left;

  // Heading
  doc.fontSize(16);
  write(doc, `${TITLES[d.kind].en}  ${TITLES[d.kind].hi}`, { x: left, y: 36, bold: true });
  doc.fontSize(8);
  if (d.kind === 'bill-of-supply') {
    write(doc, 'Supplier not registered under GST: no GST is charged on this supply.', {
      x: left,
      y: 58,
    });
  }

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
  y = doc.y + 10;

  // Lines
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

  // Totals in words and figures
  y += 6;
  doc.fontSize(9);
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

  // Signature
  y = Math.max(doc.y + 30, 660);
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

  doc.end();
  return done;
}
