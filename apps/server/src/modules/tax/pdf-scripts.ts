// The scripts and fonts of a tax document's PDF (invoice-pdf.ts draws it): which Noto Sans file
// has which letters, text cut into runs of one script, and right-to-left stretches put in the
// order they are drawn.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create as parseFont, type Font } from 'fontkit';
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
 * A font file read and inflated on first use and then kept for the life of the process (an
 * invoice in Latin letters never reads the Tamil file), parsed afresh for each call: fontkit keeps
 * each glyph it meets with the characters it was first reached from, and pdfkit writes those into
 * the document's text layer, so a parsed font shared by several invoices gave a later invoice's
 * copied text the letters of an earlier one (a Bengali name lost a letter). Parsing the kept
 * bytes reads only the table directory; pdfkit keeps one font per name within a document and
 * embeds only the glyphs the document draws.
 */
const sfnts = new Map<FontName, Buffer>();
export function fontkitFont(name: FontName): Font {
  let sfnt = sfnts.get(name);
  if (!sfnt) {
    sfnt = sfntOf(readFileSync(FONT_FILES[name]));
    sfnts.set(name, sfnt);
  }
  const font = parseFont(sfnt);
  if (!('layout' in font)) throw new Error(`${FONT_FILES[name]} is a font collection`);
  skipNullAnchors(font);
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

export function fontFor(script: Script, bold: boolean | undefined): FontName {
  if (script === 'latin') return bold ? 'latinBold' : 'latin';
  if (script === 'deva') return bold ? 'devaBold' : 'deva';
  return script;
}
