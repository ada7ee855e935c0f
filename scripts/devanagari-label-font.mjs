// Writes apps/web/src/assets/devanagari-label.woff2: the few glyphs of the language switch's
// "हिन्दी", cut from @fontsource/noto-sans-devanagari with HarfBuzz's subsetter (subset-font),
// so an English page can show the word on a phone or computer with no Devanagari font of its own
// without loading the whole face (docs/decisions/031-hindi-storefront.md). Run it again after
// changing the word: `node scripts/devanagari-label-font.mjs`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = require.resolve(
  '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2',
  { paths: [path.resolve('apps/web')] },
);
const LABEL = 'हिन्दी';
const out = path.resolve('apps/web/src/assets/devanagari-label.woff2');
const subset = await subsetFont(fs.readFileSync(source), LABEL, { targetFormat: 'woff2' });
fs.writeFileSync(out, subset);
console.log(`${path.relative(process.cwd(), out)}: ${subset.length} bytes for "${LABEL}"`);
