// A contact sheet for judging the drawings by eye: one sample of every article, main picture and
// close-up side by side, plus every surface design on one garment.
// Usage: npx tsx apps/server/src/db/seed/art/contact-sheet.ts /tmp/art
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ART_PATTERNS,
  ARTICLE_KINDS,
  type ArticleKind,
  type ProductArt,
} from '../../product-art.ts';
import { renderProductArt } from './render-art.ts';

const SAMPLES: Record<ArticleKind, Omit<ProductArt, 'kind' | 'seed'>> = {
  kurta: { primary: '#f1e9d8', secondary: '#c9a24a', accent: '#b8923f', pattern: 'chikankari' },
  'kurta-set': { primary: '#1f6b5c', secondary: '#e8d9b5', accent: '#c9a24a', pattern: 'butti' },
  sherwani: { primary: '#efe3c8', secondary: '#7a1f2b', accent: '#c9a24a', pattern: 'zari-border' },
  'nehru-jacket': { primary: '#1d2a4a', secondary: '#b8863b', accent: '#c9a24a', pattern: 'plain' },
  saree: { primary: '#b0174f', secondary: '#2f6b4f', accent: '#d4ad57', pattern: 'butti' },
  lehenga: { primary: '#8c1c2b', secondary: '#e6c98a', accent: '#d1a954', pattern: 'floral' },
  anarkali: { primary: '#2f6f73', secondary: '#f0d8a8', accent: '#c9a24a', pattern: 'paisley' },
  dupatta: { primary: '#c8175f', secondary: '#e6bf35', accent: '#d4ad57', pattern: 'bandhani' },
  stole: { primary: '#4a5a7a', secondary: '#d9c9a8', accent: '#b9a27a', pattern: 'ikat' },
  jutti: { primary: '#7a1f2b', secondary: '#2f6b4f', accent: '#d4ad57', pattern: 'butti' },
  mojari: { primary: '#1a1a1a', secondary: '#b0174f', accent: '#d4ad57', pattern: 'zari-border' },
  kolhapuri: { primary: '#a86a3c', secondary: '#c23b22', accent: '#d4ad57', pattern: 'plain' },
  jhumka: { primary: '#c9a24a', secondary: '#9b1b30', accent: '#f3ead8', pattern: 'floral' },
  bangles: { primary: '#b0174f', secondary: '#1f6b5c', accent: '#d4ad57', pattern: 'butti' },
  'potli-bag': { primary: '#5b1a4a', secondary: '#e6c98a', accent: '#d4ad57', pattern: 'paisley' },
};

const outDir = process.argv[2] ?? '/tmp/art';
mkdirSync(outDir, { recursive: true });

const cards: string[] = [];
for (const kind of ARTICLE_KINDS) {
  const art: ProductArt = { kind, seed: 7, ...SAMPLES[kind] };
  const main = renderProductArt(art, 'main');
  const detail = renderProductArt(art, 'detail');
  writeFileSync(join(outDir, `${kind}-main.svg`), main);
  writeFileSync(join(outDir, `${kind}-detail.svg`), detail);
  cards.push(
    `<figure><div class="pair">${main}${detail}</div><figcaption>${kind} · ${art.pattern}</figcaption></figure>`,
  );
}

const patterns = ART_PATTERNS.map((pattern, i) => {
  const art: ProductArt = {
    kind: 'kurta',
    seed: i,
    primary: ['#7a1f2b', '#1f6b5c', '#e3a33b', '#1d2a4a', '#f1e9d8', '#b0174f'][i % 6] ?? '#7a1f2b',
    secondary:
      ['#e6c98a', '#f0d8a8', '#b0174f', '#c9a24a', '#7a1f2b', '#f3ead8'][i % 6] ?? '#e6c98a',
    accent: '#d4ad57',
    pattern,
  };
  return `<figure class="small">${renderProductArt(art, 'detail')}<figcaption>${pattern}</figcaption></figure>`;
});

const html = `<!doctype html><html><head><meta charset="utf-8"><title>Product art contact sheet</title>
<style>
body{margin:24px;font:14px system-ui,sans-serif;background:#fafafa;color:#333}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:18px}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:6px}
.pair svg{width:100%;height:auto;display:block;border-radius:6px}
figure{margin:0}figcaption{text-align:center;padding:4px}
.patterns{display:grid;grid-template-columns:repeat(11,1fr);gap:8px;margin-top:24px}
.small svg{width:100%;height:auto;display:block;border-radius:4px}
</style></head><body>
<div class="grid">${cards.join('\n')}</div>
<div class="patterns">${patterns.join('\n')}</div>
</body></html>`;
writeFileSync(join(outDir, 'index.html'), html);
console.log(`wrote ${join(outDir, 'index.html')}`);
