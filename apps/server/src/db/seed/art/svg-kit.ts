// Small building blocks shared by every drawing: colour arithmetic, stable number output, a
// seeded random source and the per-document context that keeps ids unique.
import type { ArtView, ProductArt } from '../../product-art.ts';

/** Two decimals at most, and never "-0": the same input must give the same bytes everywhere. */
export function fmt(n: number): string {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  let h = match?.[1] ?? '808080';
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return {
    r: parseInt(h.slice(0, 2), 16),
    g: parseInt(h.slice(2, 4), 16),
    b: parseInt(h.slice(4, 6), 16),
  };
}

function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

export function normaliseHex(hex: string): string {
  return toHex(parseHex(hex));
}

/** Linear blend: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#1a1410', t);

/** Perceived lightness, 0 (black) to 1 (white); good enough to choose contrasting shades. */
export function lightness(c: string): number {
  const { r, g, b } = parseHex(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** mulberry32: tiny, fast and identical on every platform. */
export function seededRandom(seed: number): () => number {
  let a = Math.trunc(seed) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reflects an absolute path (x,y pairs written with a comma, no arcs) about a vertical line. */
export function mirrorX(d: string, axis = 300): string {
  return d.replace(
    /(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g,
    (_m, x: string, y: string) => `${fmt(2 * axis - Number(x))},${y}`,
  );
}

/** Moves an absolute path (x,y pairs written with a comma) by dx, dy. */
export function shiftPath(d: string, dx: number, dy: number): string {
  return d.replace(
    /(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g,
    (_m, x: string, y: string) => `${fmt(Number(x) + dx)},${fmt(Number(y) + dy)}`,
  );
}

export interface Palette {
  primary: string;
  primaryLight: string;
  primaryDark: string;
  primaryDeep: string;
  secondary: string;
  secondaryLight: string;
  secondaryDark: string;
  accent: string;
  accentLight: string;
  accentDark: string;
  /** Outline colour: a deep shade of the piece, so dark garments keep a soft edge too. */
  line: string;
}

export interface ArtContext {
  readonly art: ProductArt;
  readonly view: ArtView;
  readonly pal: Palette;
  /** Markup collected for the document's <defs>. */
  readonly defs: string[];
  /** A document-unique id; several inline SVGs on one page must never share one. */
  id(name: string): string;
  /** `url(#id)` for a paint server or clip path registered under name. */
  url(name: string): string;
  /** Registers a definition once, keyed by name; returns `url(#id)`. */
  define(name: string, build: (id: string) => string): string;
  rnd(): number;
}

export function createContext(art: ProductArt, view: ArtView): ArtContext {
  const primary = normaliseHex(art.primary);
  const secondary = normaliseHex(art.secondary);
  const accent = normaliseHex(art.accent);
  const pal: Palette = {
    primary,
    primaryLight: lighten(primary, 0.28),
    primaryDark: darken(primary, 0.3),
    primaryDeep: darken(primary, 0.55),
    secondary,
    secondaryLight: lighten(secondary, 0.45),
    secondaryDark: darken(secondary, 0.35),
    accent,
    accentLight: lighten(accent, 0.55),
    accentDark: darken(accent, 0.38),
    line: darken(primary, 0.62),
  };
  const seedTag = String(art.seed).replace(/[^0-9a-z]/gi, '_');
  const prefix = `${art.kind}-${seedTag}-${view === 'main' ? 'm' : 'd'}`;
  const defs: string[] = [];
  const defined = new Set<string>();
  const id = (name: string) => `${prefix}-${name}`;
  return {
    art,
    view,
    pal,
    defs,
    id,
    url: (name) => `url(#${id(name)})`,
    define(name, build) {
      if (!defined.has(name)) {
        defined.add(name);
        defs.push(build(id(name)));
      }
      return `url(#${id(name)})`;
    },
    rnd: seededRandom(art.seed * 7919 + 17),
  };
}

/** A soft blur for folds and shadows. Filter region in user space so thin strokes survive. */
export function softBlur(ctx: ArtContext, amount = 4): string {
  return ctx.define(
    `blur${amount}`,
    (id) =>
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="-100" y="-100" width="800" height="1000"><feGaussianBlur stdDeviation="${amount}"/></filter>`,
  );
}

/** Horizontal shading that makes a flat shape read as cloth around a body. */
export function roundShade(ctx: ArtContext): string {
  return ctx.define(
    'round-shade',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
      '<stop offset="0" stop-color="#000" stop-opacity=".3"/>' +
      '<stop offset=".16" stop-color="#000" stop-opacity=".08"/>' +
      '<stop offset=".38" stop-color="#fff" stop-opacity=".12"/>' +
      '<stop offset=".52" stop-color="#fff" stop-opacity="0"/>' +
      '<stop offset=".8" stop-color="#000" stop-opacity=".08"/>' +
      '<stop offset="1" stop-color="#000" stop-opacity=".34"/>' +
      '</linearGradient>',
  );
}

/** Light from above: the top of a piece a little brighter, the bottom a little deeper. */
export function topLight(ctx: ArtContext): string {
  return ctx.define(
    'top-light',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
      '<stop offset="0" stop-color="#fff" stop-opacity=".1"/>' +
      '<stop offset=".45" stop-color="#fff" stop-opacity="0"/>' +
      '<stop offset="1" stop-color="#000" stop-opacity=".14"/>' +
      '</linearGradient>',
  );
}

export interface PieceOptions {
  fill: string;
  /** Extra markup drawn inside the piece's outline (trims, motifs, borders). */
  inner?: string;
  /** Fold paths, drawn as soft dark creases. */
  folds?: readonly string[];
  /** Highlight paths, drawn as soft light ridges. */
  lights?: readonly string[];
  shade?: boolean;
  outline?: boolean;
  opacity?: number;
  foldWidth?: number;
}

/**
 * One piece of cloth: filled, clipped extras, folds and shading kept inside its outline, then a
 * thin edge. Everything that could spill (blurred folds, wide borders) is clipped to the shape.
 */
export function piece(ctx: ArtContext, name: string, d: string, opts: PieceOptions): string {
  const clip = ctx.define(
    `clip-${name}`,
    (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`,
  );
  const foldWidth = opts.foldWidth ?? 7;
  const folds = (opts.folds ?? [])
    .map(
      (f) => `<path d="${f}" stroke="#000" stroke-opacity=".2" stroke-width="${fmt(foldWidth)}"/>`,
    )
    .join('');
  const lights = (opts.lights ?? [])
    .map(
      (f) =>
        `<path d="${f}" stroke="#fff" stroke-opacity=".16" stroke-width="${fmt(foldWidth * 0.8)}"/>`,
    )
    .join('');
  const soft =
    folds || lights
      ? `<g filter="${softBlur(ctx)}" fill="none" stroke-linecap="round">${folds}${lights}</g>`
      : '';
  const shade =
    opts.shade === false
      ? ''
      : `<path d="${d}" fill="${roundShade(ctx)}"/><path d="${d}" fill="${topLight(ctx)}"/>`;
  const edge =
    opts.outline === false
      ? ''
      : `<path d="${d}" fill="none" stroke="${ctx.pal.line}" stroke-opacity=".55" stroke-width="1.3" stroke-linejoin="round"/>`;
  const open = opts.opacity === undefined ? '<g>' : `<g opacity="${fmt(opts.opacity)}">`;
  return (
    `${open}<path d="${d}" fill="${opts.fill}"/>` +
    `<g clip-path="${clip}">${opts.inner ?? ''}${soft}${shade}</g>${edge}</g>`
  );
}

export interface BandOptions {
  /** Motif running along the band. */
  motif?: 'dots' | 'bars' | 'none';
  /** Colour of the motif; the accent's deep shade when not given. */
  motifColor?: string;
  ground?: string;
  light?: string;
  dark?: string;
  /**
   * Unit vector pointing into the piece when the path is the piece's own edge (a hem, a cuff):
   * the band then lies wholly inside, its outer half hidden by the piece's clip.
   */
  inward?: readonly [number, number];
}

/**
 * A woven or embroidered border along any path, built from stacked strokes so it follows curves:
 * a gold ground, fine edge lines, a sheen and a running motif.
 */
export function band(ctx: ArtContext, d: string, width: number, opts: BandOptions = {}): string {
  const ground = opts.ground ?? ctx.pal.accent;
  const light = opts.light ?? ctx.pal.accentLight;
  const dark = opts.dark ?? ctx.pal.accentDark;
  const motifColor = opts.motifColor ?? dark;
  const w = width;
  const inward = opts.inward;
  const centre = inward ? shiftPath(d, (inward[0] * w) / 2, (inward[1] * w) / 2) : d;
  const layers: string[] = [];
  if (inward) layers.push(`<path d="${d}" stroke="${ground}" stroke-width="${fmt(w)}"/>`);
  layers.push(
    `<path d="${centre}" stroke="${dark}" stroke-width="${fmt(w)}"/>`,
    `<path d="${centre}" stroke="${ground}" stroke-width="${fmt(Math.max(w - 2, w * 0.7))}"/>`,
    `<path d="${centre}" stroke="${dark}" stroke-opacity=".45" stroke-width="${fmt(w * 0.66)}"/>`,
    `<path d="${centre}" stroke="${ground}" stroke-width="${fmt(w * 0.66 - Math.min(1.4, w * 0.1))}"/>`,
    `<path d="${centre}" stroke="${light}" stroke-opacity=".4" stroke-width="${fmt(w * 0.2)}"/>`,
  );
  const motif = opts.motif ?? 'dots';
  if (motif === 'dots' && w >= 5) {
    layers.push(
      `<path d="${centre}" stroke="${motifColor}" stroke-opacity=".85" stroke-width="${fmt(w * 0.26)}" stroke-linecap="round" stroke-dasharray="0.1 ${fmt(w * 0.52)}"/>`,
    );
  } else if (motif === 'bars' && w >= 5) {
    layers.push(
      `<path d="${centre}" stroke="${motifColor}" stroke-opacity=".7" stroke-width="${fmt(w * 0.4)}" stroke-dasharray="${fmt(w * 0.07)} ${fmt(w * 0.17)}"/>`,
    );
  }
  return `<g fill="none">${layers.join('')}</g>`;
}

/** A floor shadow: soft, wide and low, as under studio lights. */
export function floorShadow(
  ctx: ArtContext,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  strength = 0.32,
): string {
  const paint = ctx.define(
    'floor-shadow',
    (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="#2a1f18" stop-opacity="1"/>` +
      '<stop offset=".55" stop-color="#2a1f18" stop-opacity=".45"/>' +
      '<stop offset="1" stop-color="#2a1f18" stop-opacity="0"/></radialGradient>',
  );
  return `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="${paint}" opacity="${fmt(strength)}"/>`;
}

/** A round button or stud with a glint. */
export function button(ctx: ArtContext, x: number, y: number, r: number): string {
  const paint = ctx.define(
    'button-metal',
    (id) =>
      `<radialGradient id="${id}" cx=".38" cy=".34" r=".75"><stop offset="0" stop-color="${ctx.pal.accentLight}"/>` +
      `<stop offset=".45" stop-color="${ctx.pal.accent}"/><stop offset="1" stop-color="${ctx.pal.accentDark}"/></radialGradient>`,
  );
  return (
    `<circle cx="${fmt(x)}" cy="${fmt(y + r * 0.25)}" r="${fmt(r)}" fill="#000" opacity=".18"/>` +
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${paint}"/>`
  );
}

/** A metal look made from any base colour (gold, silver, copper and oxidised alike). */
export function metalPaint(ctx: ArtContext, name: string, base: string, vertical = false): string {
  return ctx.define(name, (id) => {
    const [x2, y2] = vertical ? ['0', '1'] : ['1', '0'];
    return (
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
      `<stop offset="0" stop-color="${darken(base, 0.35)}"/>` +
      `<stop offset=".28" stop-color="${lighten(base, 0.5)}"/>` +
      `<stop offset=".5" stop-color="${base}"/>` +
      `<stop offset=".72" stop-color="${darken(base, 0.18)}"/>` +
      `<stop offset=".86" stop-color="${lighten(base, 0.25)}"/>` +
      `<stop offset="1" stop-color="${darken(base, 0.42)}"/></linearGradient>`
    );
  });
}

/** What each article drawer hands back: its markup and where the close-up should look. */
export interface ArtDrawing {
  body: string;
  /** Centre of the close-up in drawing units, and how far to magnify. */
  focus: { x: number; y: number; zoom: number };
}

export type ArtDrawer = (ctx: ArtContext) => ArtDrawing;
