// Repeating surface designs as SVG <pattern> tiles, coloured from the product: ground in the main
// colour, motifs in the second colour, zari and highlights in the accent.
import type { ArtPattern } from '../../product-art.ts';
import { type ArtContext, fmt, lighten, lightness, mix } from './svg-kit.ts';

interface Tile {
  w: number;
  h: number;
  body: string;
  /** Degrees; leheriya runs on the bias. */
  rotate?: number;
}

interface TileColours {
  ground: string;
  motif: string;
  zari: string;
  variant: number;
}

// A teardrop with a curling tip, centred on the origin, about 22 units tall.
const PAISLEY =
  'M-1,9 C-7,9 -9,3 -7.5,-2 C-5.5,-7.5 1,-8 3.5,-12 C4.8,-14 4.2,-16.5 2,-17.5 C6.5,-17.5 9.5,-12 9,-5 C8.5,2 4.5,9 -1,9 Z';

function weave(ground: string, size: number, tint: string): string {
  // Only the fine plain tile carries thread lines; on larger tiles they would read as checks.
  if (size > 8) return `<rect width="${size}" height="${size}" fill="${ground}"/>`;
  return (
    `<rect width="${size}" height="${size}" fill="${ground}"/>` +
    `<path d="M0,${fmt(size / 4)}H${size}" stroke="${tint}" stroke-opacity=".08" stroke-width="${fmt(size / 7)}"/>` +
    `<path d="M${fmt((size * 3) / 4)},0V${size}" stroke="#000" stroke-opacity=".04" stroke-width="${fmt(size / 9)}"/>`
  );
}

function flower(x: number, y: number, r: number, petal: string, centre: string): string {
  const petals: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    petals.push(
      `<ellipse cx="${fmt(x + Math.cos(a) * r * 0.62)}" cy="${fmt(y + Math.sin(a) * r * 0.62)}" rx="${fmt(r * 0.48)}" ry="${fmt(r * 0.34)}" transform="rotate(${fmt((a * 180) / Math.PI)} ${fmt(x + Math.cos(a) * r * 0.62)} ${fmt(y + Math.sin(a) * r * 0.62)})" fill="${petal}"/>`,
    );
  }
  return `${petals.join('')}<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r * 0.28)}" fill="${centre}"/>`;
}

function buttiMotif(x: number, y: number, c: TileColours): string {
  switch (c.variant % 3) {
    case 0:
      return flower(x, y, 4.2, c.zari, c.motif);
    case 1:
      return (
        `<circle cx="${fmt(x)}" cy="${fmt(y - 2.2)}" r="1.5" fill="${c.zari}"/>` +
        `<circle cx="${fmt(x - 2)}" cy="${fmt(y + 1.3)}" r="1.5" fill="${c.zari}"/>` +
        `<circle cx="${fmt(x + 2)}" cy="${fmt(y + 1.3)}" r="1.5" fill="${c.zari}"/>` +
        `<circle cx="${fmt(x)}" cy="${fmt(y)}" r=".8" fill="${c.motif}"/>`
      );
    default:
      return (
        `<path d="M${fmt(x)},${fmt(y - 4.5)} L${fmt(x + 3)},${fmt(y)} L${fmt(x)},${fmt(y + 4.5)} L${fmt(x - 3)},${fmt(y)} Z" fill="${c.zari}"/>` +
        `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="1.1" fill="${c.motif}"/>`
      );
  }
}

function stepDiamond(cx: number, cy: number, w: number, h: number, steps: number): string {
  // Ikat edges are stepped where the resist-tied yarn bled: a jagged diamond, not a clean one.
  const pts: string[] = [];
  const corners: [number, number][] = [
    [cx, cy - h / 2],
    [cx + w / 2, cy],
    [cx, cy + h / 2],
    [cx - w / 2, cy],
  ];
  for (let side = 0; side < 4; side++) {
    const a = corners[side];
    const b = corners[(side + 1) % 4];
    if (!a || !b) continue;
    for (let i = 0; i < steps; i++) {
      const t0 = i / steps;
      const t1 = (i + 1) / steps;
      const x0 = a[0] + (b[0] - a[0]) * t0;
      const y0 = a[1] + (b[1] - a[1]) * t0;
      const x1 = a[0] + (b[0] - a[0]) * t1;
      const y1 = a[1] + (b[1] - a[1]) * t1;
      pts.push(`${fmt(x0)},${fmt(y0)}`, `${fmt(x1)},${fmt(y0)}`, `${fmt(x1)},${fmt(y1)}`);
    }
  }
  return `M${pts.join(' L')} Z`;
}

function tile(pattern: ArtPattern, c: TileColours): Tile {
  const { ground, motif, zari } = c;
  switch (pattern) {
    case 'plain':
      // Shot silk: the weft in the second colour catches the light over the main colour.
      return { w: 6, h: 6, body: weave(ground, 6, motif) };
    case 'butti':
      return {
        w: 34,
        h: 34,
        body: weave(ground, 34, motif) + buttiMotif(8.5, 8.5, c) + buttiMotif(25.5, 25.5, c),
      };
    case 'stripes':
      return {
        w: 28,
        h: 28,
        body:
          `<rect width="28" height="28" fill="${ground}"/>` +
          `<rect x="2" width="8" height="28" fill="${motif}"/>` +
          `<rect x="13" width="1.6" height="28" fill="${zari}"/>` +
          `<rect x="20" width="1" height="28" fill="${zari}" opacity=".7"/>` +
          `<rect x="24" width="1" height="28" fill="${motif}" opacity=".6"/>`,
      };
    case 'paisley': {
      const one = (x: number, y: number, rot: number) =>
        `<g transform="translate(${x} ${y}) rotate(${rot})">` +
        `<path d="${PAISLEY}" fill="${motif}"/>` +
        `<path d="${PAISLEY}" transform="scale(.55) translate(0 1)" fill="none" stroke="${zari}" stroke-width="1.6"/>` +
        `<circle cy="2" r="1.4" fill="${zari}"/></g>`;
      return {
        w: 56,
        h: 56,
        body:
          `<rect width="56" height="56" fill="${ground}"/>` +
          one(15, 16, -18) +
          one(43, 44, 162) +
          `<circle cx="42" cy="13" r="1.3" fill="${zari}"/><circle cx="14" cy="42" r="1.3" fill="${zari}"/>`,
      };
    }
    case 'checks':
      return {
        w: 36,
        h: 36,
        body:
          `<rect width="36" height="36" fill="${ground}"/>` +
          `<rect width="36" height="11" fill="${motif}" opacity=".55"/>` +
          `<rect width="11" height="36" fill="${motif}" opacity=".55"/>` +
          `<rect y="22" width="36" height="1.4" fill="${zari}" opacity=".85"/>` +
          `<rect x="22" width="1.4" height="36" fill="${zari}" opacity=".85"/>`,
      };
    case 'floral': {
      const leaf = mix(motif, ground, 0.55);
      const leaves = (x: number, y: number) =>
        `<ellipse cx="${x + 7}" cy="${y + 5}" rx="5" ry="2" transform="rotate(35 ${x + 7} ${y + 5})" fill="${leaf}"/>` +
        `<ellipse cx="${x - 7}" cy="${y - 5}" rx="5" ry="2" transform="rotate(35 ${x - 7} ${y - 5})" fill="${leaf}"/>`;
      return {
        w: 60,
        h: 60,
        body:
          `<rect width="60" height="60" fill="${ground}"/>` +
          leaves(15, 15) +
          flower(15, 15, 8, motif, zari) +
          leaves(45, 45) +
          flower(45, 45, 8, motif, zari) +
          `<circle cx="45" cy="14" r="1.6" fill="${zari}"/><circle cx="15" cy="46" r="1.6" fill="${zari}"/>`,
      };
    }
    case 'zari-border':
      return {
        w: 24,
        h: 24,
        body:
          weave(ground, 24, motif) +
          `<path d="M12,9.5 L14,12 L12,14.5 L10,12 Z" fill="${zari}"/>` +
          `<circle cx="0" cy="0" r="1" fill="${zari}" opacity=".8"/><circle cx="24" cy="0" r="1" fill="${zari}" opacity=".8"/>` +
          `<circle cx="0" cy="24" r="1" fill="${zari}" opacity=".8"/><circle cx="24" cy="24" r="1" fill="${zari}" opacity=".8"/>`,
      };
    case 'bandhani': {
      const dot = (x: number, y: number, fill: string, r = 1.35) =>
        `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${fill}"/>`;
      const cluster = (x: number, y: number) =>
        dot(x, y - 3, motif) + dot(x + 3, y, motif) + dot(x, y + 3, motif) + dot(x - 3, y, motif);
      return {
        w: 28,
        h: 28,
        body:
          `<rect width="28" height="28" fill="${ground}"/>` +
          cluster(7, 7) +
          dot(7, 7, zari, 0.9) +
          dot(21, 21, motif, 1.5) +
          dot(21, 7, zari, 0.8) +
          dot(7, 21, zari, 0.8),
      };
    }
    case 'ikat': {
      // Ikat motifs have soft, flame-like edges where the resist-tied yarn bled: drawn as a
      // diamond whose rows of thread overrun its outline by uneven amounts.
      const cx = 24;
      const cy = 16;
      const halfW = 19;
      const halfH = 13;
      const overrun = [2.5, 0.8, 3.6, 1.4, 2.9, 0.4, 3.1];
      let threads = '';
      for (let k = -5; k <= 5; k++) {
        const y = cy + k * 2.4;
        const hw = halfW * (1 - Math.abs(y - cy) / halfH);
        const left = overrun[(k + 5) % overrun.length] ?? 1;
        const right = overrun[(k + 8) % overrun.length] ?? 1;
        threads += `<path d="M${fmt(cx - hw - left)},${fmt(y)} H${fmt(cx + hw + right)}" />`;
      }
      return {
        w: 48,
        h: 32,
        body:
          `<rect width="48" height="32" fill="${ground}"/>` +
          `<g stroke="${motif}" stroke-width="1.7" stroke-linecap="round" opacity=".55">${threads}</g>` +
          `<path d="M${cx},${cy - halfH} L${cx + halfW},${cy} L${cx},${cy + halfH} L${cx - halfW},${cy} Z" fill="${motif}"/>` +
          `<path d="${stepDiamond(cx, cy, 20, 13, 2)}" fill="${ground}"/>` +
          `<path d="M${cx},${cy - 3.5} L${cx + 5},${cy} L${cx},${cy + 3.5} L${cx - 5},${cy} Z" fill="${zari}"/>` +
          `<path d="M0,-4 L6,0 L0,4 L-6,0 Z M48,-4 L54,0 L48,4 L42,0 Z M0,28 L6,32 L0,36 L-6,32 Z M48,28 L54,32 L48,36 L42,32 Z" fill="${zari}" opacity=".85"/>`,
      };
    }
    case 'chikankari': {
      // White-on-colour shadow work: thread outlines, tonal rather than contrasting.
      const thread = lightness(ground) > 0.72 ? mix(ground, '#ffffff', 0.9) : lighten(ground, 0.62);
      const petals = (x: number, y: number) => {
        let out = '';
        for (let i = 0; i < 6; i++) {
          const a = (i / 6) * 360;
          out += `<ellipse cx="${x}" cy="${y - 3.6}" rx="1.6" ry="3" transform="rotate(${a} ${x} ${y})"/>`;
        }
        return out;
      };
      return {
        w: 44,
        h: 44,
        body:
          `<rect width="44" height="44" fill="${ground}"/>` +
          `<g fill="none" stroke="${thread}" stroke-width=".9">${petals(11, 11)}${petals(33, 33)}` +
          `<path d="M15,17 C20,22 24,22 29,27"/><path d="M20,21 C19,25 21,27 23,27"/><path d="M25,23 C26,19 29,18 31,19"/>` +
          `<path d="M37,5 C40,2 43,4 44,6"/><path d="M0,6 C2,9 5,8 7,6"/></g>` +
          `<circle cx="11" cy="11" r="1.2" fill="${motif}"/><circle cx="33" cy="33" r="1.2" fill="${motif}"/>` +
          `<circle cx="33" cy="9" r=".9" fill="${thread}"/><circle cx="10" cy="34" r=".9" fill="${thread}"/>`,
      };
    }
    case 'leheriya':
      return {
        w: 22,
        h: 22,
        rotate: -38,
        body:
          `<rect width="22" height="22" fill="${ground}"/>` +
          `<rect y="1" width="22" height="5" fill="${motif}"/>` +
          `<rect y="6" width="22" height="1.4" fill="${motif}" opacity=".4"/>` +
          `<rect y="12" width="22" height="1.6" fill="${zari}"/>` +
          `<rect y="16" width="22" height="2.2" fill="${lighten(motif, 0.5)}" opacity=".7"/>`,
      };
  }
}

export interface FabricOptions {
  pattern?: ArtPattern;
  ground?: string;
  motif?: string;
  zari?: string;
  scale?: number;
}

/** Registers a fabric for this document (once per key) and returns its paint. */
export function fabric(ctx: ArtContext, key: string, opts: FabricOptions = {}): string {
  const pattern = opts.pattern ?? ctx.art.pattern;
  const colours: TileColours = {
    ground: opts.ground ?? ctx.pal.primary,
    motif: opts.motif ?? ctx.pal.secondary,
    zari: opts.zari ?? ctx.pal.accent,
    variant: Math.abs(Math.trunc(ctx.art.seed)),
  };
  const scale = opts.scale ?? 1;
  return ctx.define(`fabric-${key}`, (id) => {
    const t = tile(pattern, colours);
    // Each product's cloth is cut from a different place on the bolt, so siblings in a grid
    // do not show their motifs in identical positions.
    const dx = (colours.variant * 37) % t.w;
    const dy = (colours.variant * 23) % t.h;
    const transform = `${t.rotate === undefined ? '' : `rotate(${t.rotate}) `}scale(${fmt(scale)}) translate(${dx} ${dy})`;
    return (
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${t.w}" height="${t.h}" patternTransform="${transform}">` +
      `${t.body}</pattern>`
    );
  });
}

/** A plain cloth paint with the shot-weave texture, for linings, churidars and blouses. */
export function plainCloth(ctx: ArtContext, key: string, colour: string, tint?: string): string {
  return fabric(ctx, key, { pattern: 'plain', ground: colour, motif: tint ?? colour });
}
