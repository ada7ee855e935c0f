// Renders a product picture as a standalone SVG document. The demo catalog ships no image files:
// each product carries a few art fields and its pictures are drawn from them on request, the same
// bytes every time, so they cache well and never go stale.
import type { ArticleKind, ArtView, ProductArt } from '../../product-art.ts';
import { drawBangles, drawJhumka, drawPotliBag } from './draw-adornments.ts';
import { drawAnarkali, drawDupatta, drawLehenga, drawSaree, drawStole } from './draw-draped.ts';
import { drawJutti, drawKolhapuri, drawMojari } from './draw-footwear.ts';
import { drawKurta, drawKurtaSet, drawNehruJacket, drawSherwani } from './draw-tailored.ts';
import { type ArtContext, type ArtDrawer, createContext, fmt, mix } from './svg-kit.ts';

const DRAWERS: Record<ArticleKind, ArtDrawer> = {
  kurta: drawKurta,
  'kurta-set': drawKurtaSet,
  sherwani: drawSherwani,
  'nehru-jacket': drawNehruJacket,
  saree: drawSaree,
  lehenga: drawLehenga,
  anarkali: drawAnarkali,
  dupatta: drawDupatta,
  stole: drawStole,
  jutti: drawJutti,
  mojari: drawMojari,
  kolhapuri: drawKolhapuri,
  jhumka: drawJhumka,
  bangles: drawBangles,
  'potli-bag': drawPotliBag,
};

function studio(ctx: ArtContext): string {
  const base = ctx.pal.primary;
  // A warm paper-grey backdrop, faintly tinted by the piece, so a grid of cards feels of a set.
  const top = mix('#f6f2ec', base, 0.05);
  const bottom = mix('#e4dcd1', base, 0.07);
  const backdrop = ctx.define(
    'backdrop',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
      `<stop offset=".7" stop-color="${mix(top, bottom, 0.55)}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
  );
  const glow = ctx.define(
    'glow',
    (id) =>
      `<radialGradient id="${id}" cx=".5" cy=".42" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".55"/>` +
      '<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
  );
  return `<rect width="600" height="800" fill="${backdrop}"/><rect width="600" height="800" fill="${glow}"/>`;
}

function vignette(ctx: ArtContext): string {
  const paint = ctx.define(
    'vignette',
    (id) =>
      `<radialGradient id="${id}" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/>` +
      '<stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient>',
  );
  return `<rect width="600" height="800" fill="${paint}"/>`;
}

export function renderProductArt(art: ProductArt, view: ArtView): string {
  const ctx = createContext(art, view);
  const drawing = DRAWERS[art.kind](ctx);
  let scene: string;
  if (view === 'main') {
    scene = drawing.body;
  } else {
    // The close-up is the same piece under a macro lens: magnified about its most telling part.
    const { x, y, zoom } = drawing.focus;
    scene = `<g transform="translate(300 400) scale(${fmt(zoom)}) translate(${fmt(-x)} ${fmt(-y)})">${drawing.body}</g>${vignette(ctx)}`;
  }
  const backdrop = studio(ctx);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800" role="img">` +
    `<defs>${ctx.defs.join('')}</defs>${backdrop}${scene}</svg>`
  );
}
