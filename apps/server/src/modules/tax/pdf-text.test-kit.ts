// Reads a PDF's text back with pdfjs-dist (Mozilla's PDF reader, in JavaScript, so no system
// tool is needed): what a tax document's test checks the printed particulars against.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
