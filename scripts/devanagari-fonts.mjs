// Writes the storefront's two Devanagari fonts, cut from @fontsource/noto-sans-devanagari with
// HarfBuzz's subsetter (subset-font), every layout rule of the letters kept
// (docs/decisions/031-hindi-storefront.md):
// - apps/web/src/assets/noto-sans-devanagari-400.woff2: the Hindi pages' face, the Devanagari
//   block with the joiners, the dotted circle and the rupee signs. Left out: the Vedic
//   extensions, Devanagari Extended and Extended-A and the Indic number forms, which a shop's
//   texts do not use; the face's unicode-range leaves them to the device's fonts.
// - apps/web/src/assets/devanagari-label.woff2: the few glyphs of the language switch's
//   "हिन्दी" (weight 600), so an English page can show the word on a phone or computer with no
//   Devanagari font of its own without loading the whole face.
// Run it again after changing the word or the letters: `node scripts/devanagari-fonts.mjs`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const fontsource = (weight) =>
  require.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
    { paths: [path.resolve('apps/web')] },
  );
const codePoints = (from, to) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** The face's letters: keep in step with DEVANAGARI_RANGE (apps/server/src/plugins/languages.ts). */
const FACE_TEXT = codePoints(0x0900, 0x097f) + '\u200c\u200d\u20a8\u20b9\u25cc';
const LABEL = 'हिन्दी';

for (const [weight, text, file, what] of [
  [400, FACE_TEXT, 'noto-sans-devanagari-400.woff2', 'the Devanagari block'],
  [600, LABEL, 'devanagari-label.woff2', `"${LABEL}"`],
]) {
  const out = path.resolve('apps/web/src/assets', file);
  const subset = await subsetFont(fs.readFileSync(fontsource(weight)), text, {
    targetFormat: 'woff2',
  });
  fs.writeFileSync(out, subset);
  console.log(`${path.relative(process.cwd(), out)}: ${subset.length} bytes for ${what}`);
}
