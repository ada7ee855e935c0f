// Reads a PDF's text back with pdfjs-dist (Mozilla's PDF reader, in JavaScript, so no system
// tool is needed): what a tax document's test checks the printed particulars against, and the
// fonts they are drawn in.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page, items joined by spaces, pages by a line break. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return pages.join('\n');
}

/** A piece of text as drawn: the embedded font it is set in and the glyphs it shows. */
export interface DrawnText {
  /** The font's PostScript name, without the subset tag: `NotoSansTamil-Regular`. */
  font: string;
  /** The text the glyphs stand for (a shaped conjunct stands for all its letters). */
  text: string;
  /** How many of the glyphs are .notdef, the empty box a font draws for a letter it lacks. */
  missing: number;
}

/** Every piece of text the PDF draws, page by page, with its font. */
export async function pdfDrawnText(pdf: Buffer): Promise<DrawnText[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const out: DrawnText[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const ops = await page.getOperatorList();
    let font = '';
    ops.fnArray.forEach((fn, i) => {
      const args = ops.argsArray[i] as unknown[];
      if (fn === OPS.setFont) {
        const loaded = page.commonObjs.get(args[0] as string) as { name?: string } | null;
        font = (loaded?.name ?? '').replace(/^[A-Z]{6}\+/, '');
      } else if (fn === OPS.showText) {
        // pdfkit embeds subsets with glyph 0 as .notdef, and its glyph ids are the char codes.
        const glyphs = (args[0] as unknown[]).filter(
          (g): g is { unicode: string; originalCharCode: number } =>
            typeof g === 'object' && g !== null && 'originalCharCode' in g,
        );
        out.push({
          font,
          text: glyphs.map((g) => g.unicode).join(''),
          missing: glyphs.filter((g) => g.originalCharCode === 0).length,
        });
      }
    });
  }
  await doc.destroy();
  return out;
}
