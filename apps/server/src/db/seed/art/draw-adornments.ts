// Jewellery and the potli bag. For jewellery the main colour is the metal, the second the enamel
// or stones, the accent the pearls or beads.
import type { ArtPattern } from '../../product-art.ts';
import { fabric } from './fabric-patterns.ts';
import {
  type ArtContext,
  type ArtDrawer,
  band,
  darken,
  floorShadow,
  fmt,
  lighten,
  metalPaint,
  mix,
  piece,
  softBlur,
} from './svg-kit.ts';

function pearl(ctx: ArtContext, x: number, y: number, r: number): string {
  const paint = ctx.define(
    'pearl',
    (id) =>
      `<radialGradient id="${id}" cx=".35" cy=".32" r=".8"><stop offset="0" stop-color="${lighten(ctx.pal.accent, 0.75)}"/>` +
      `<stop offset=".5" stop-color="${ctx.pal.accent}"/><stop offset="1" stop-color="${darken(ctx.pal.accent, 0.35)}"/></radialGradient>`,
  );
  return `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${paint}"/>`;
}

function stone(ctx: ArtContext, x: number, y: number, r: number): string {
  const paint = ctx.define(
    'stone',
    (id) =>
      `<radialGradient id="${id}" cx=".4" cy=".35" r=".75"><stop offset="0" stop-color="${lighten(ctx.pal.secondary, 0.5)}"/>` +
      `<stop offset=".55" stop-color="${ctx.pal.secondary}"/><stop offset="1" stop-color="${darken(ctx.pal.secondary, 0.45)}"/></radialGradient>`,
  );
  return (
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${paint}"/>` +
    `<circle cx="${fmt(x - r * 0.32)}" cy="${fmt(y - r * 0.35)}" r="${fmt(r * 0.22)}" fill="#fff" opacity=".75"/>`
  );
}

/** How the dome of a jhumka is ornamented, by the product's surface design. */
function domeOrnament(ctx: ArtContext, pattern: ArtPattern): string {
  const { pal } = ctx;
  const enamel = {
    ground: pal.secondary,
    dark: darken(pal.secondary, 0.4),
    light: lighten(pal.secondary, 0.4),
  };
  const granule = (d: string, gap: number) =>
    `<path d="${d}" fill="none" stroke="${lighten(pal.primary, 0.55)}" stroke-width="3" stroke-linecap="round" stroke-dasharray="0.1 ${gap}"/>`;
  const rows = granule('M-20,76 Q0,82 20,76', 4.6) + granule('M-50,140 Q0,154 50,140', 5);
  switch (pattern) {
    case 'plain':
    case 'stripes':
    case 'checks':
      return rows + granule('M-34,96 Q0,106 34,96', 4.8) + granule('M-44,118 Q0,130 44,118', 5);
    case 'floral':
    case 'paisley':
    case 'chikankari': {
      let petals = '';
      for (const x of [-28, 0, 28]) {
        for (let i = 0; i < 5; i++) {
          const a = (i / 5) * Math.PI * 2;
          petals += `<circle cx="${fmt(x + Math.cos(a) * 5.5)}" cy="${fmt(112 + Math.sin(a) * 5.5)}" r="3.8" fill="${pal.secondary}"/>`;
        }
        petals += `<circle cx="${x}" cy="112" r="2.6" fill="${pal.accent}"/>`;
      }
      return rows + petals;
    }
    default:
      return (
        rows +
        band(ctx, 'M-50,112 Q0,126 50,112', 15, {
          motif: 'dots',
          ...enamel,
          motifColor: pal.accent,
        })
      );
  }
}

function jhumka(ctx: ArtContext, name: string): string {
  const { pal } = ctx;
  const metal = metalPaint(ctx, 'metal', pal.primary);
  const edge = darken(pal.primary, 0.4);
  // A rounded cup rather than a church bell: full shoulders, a slight flare at the rim.
  const dome =
    'M-9,58 C-38,60 -56,92 -58,136 C-59,146 -61,152 -64,156 L64,156 C61,152 59,146 58,136 C56,92 38,60 9,58 Z';
  let ribs = '';
  for (let i = -4; i <= 4; i++) {
    ribs += `<path d="M${fmt(i * 2)},62 Q${fmt(i * 11)},90 ${fmt(i * 14)},154" fill="none" stroke="${darken(pal.primary, 0.3)}" stroke-opacity=".28" stroke-width="1"/>`;
  }
  let petals = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + Math.PI / 8;
    petals += `<ellipse cx="${fmt(Math.cos(a) * 15)}" cy="${fmt(Math.sin(a) * 15)}" rx="9" ry="7" transform="rotate(${fmt((a * 180) / Math.PI)} ${fmt(Math.cos(a) * 15)} ${fmt(Math.sin(a) * 15)})" fill="${metal}" stroke="${edge}" stroke-width=".8"/>`;
    petals += `<circle cx="${fmt(Math.cos(a) * 19)}" cy="${fmt(Math.sin(a) * 19)}" r="1.6" fill="${lighten(pal.primary, 0.6)}"/>`;
  }
  let drops = '';
  for (let i = 0; i <= 10; i++) {
    const x = -60 + i * 12;
    const y = 158 + 14 * (1 - (x / 66) ** 2);
    const len = i % 2 ? 8 : 14;
    drops +=
      `<path d="M${fmt(x)},${fmt(y)} L${fmt(x)},${fmt(y + len)}" stroke="${darken(pal.primary, 0.2)}" stroke-width="1.3"/>` +
      `<circle cx="${fmt(x)}" cy="${fmt(y + 3)}" r="2.2" fill="${metal}"/>` +
      pearl(ctx, x, y + len + 5, 5.2);
  }
  return (
    `<path d="M0,-24 C0,-52 20,-56 25,-40" fill="none" stroke="${lighten(pal.primary, 0.2)}" stroke-width="2.6" stroke-linecap="round"/>` +
    petals +
    stone(ctx, 0, 0, 10) +
    `<circle cx="0" cy="0" r="10.5" fill="none" stroke="${lighten(pal.primary, 0.45)}" stroke-width="1.8"/>` +
    `<circle cx="0" cy="29" r="4.4" fill="${metal}" stroke="${edge}" stroke-width=".6"/>` +
    stone(ctx, 0, 40, 4.6) +
    `<circle cx="0" cy="40" r="5.2" fill="none" stroke="${metal}" stroke-width="2"/>` +
    `<circle cx="0" cy="51" r="3.6" fill="${metal}" stroke="${edge}" stroke-width=".6"/>` +
    piece(ctx, name, dome, {
      fill: metal,
      inner:
        ribs +
        domeOrnament(ctx, ctx.art.pattern) +
        `<path d="M-30,72 C-40,90 -44,110 -46,134" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round" filter="${softBlur(ctx, 2)}"/>`,
      shade: false,
      outline: false,
    }) +
    `<ellipse cx="0" cy="58" rx="11" ry="4.5" fill="${metal}" stroke="${edge}" stroke-width="1"/>` +
    `<path d="M-64,156 Q0,184 64,156 Q0,166 -64,156 Z" fill="${darken(pal.primary, 0.55)}"/>` +
    `<path d="M-66,156 Q0,174 66,156" fill="none" stroke="${metal}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M-66,156 Q0,174 66,156" fill="none" stroke="${lighten(pal.primary, 0.6)}" stroke-width="2.4" stroke-dasharray="0.1 4.6" stroke-linecap="round"/>` +
    drops
  );
}

export const drawJhumka: ArtDrawer = (ctx) => ({
  body:
    floorShadow(ctx, 300, 690, 220, 18, 0.2) +
    `<g transform="translate(182 240) scale(1.62)">${jhumka(ctx, 'dome-l')}</g>` +
    `<g transform="translate(418 264) rotate(-3) scale(1.62)">${jhumka(ctx, 'dome-r')}</g>`,
  focus: { x: 182, y: 400, zoom: 1.85 },
});

export const drawBangles: ArtDrawer = (ctx) => {
  const { pal } = ctx;
  const cx = 300;
  const rx = 160;
  const ry = 58;
  const count = 12 + Math.floor(ctx.rnd() * 4);
  const phase = Math.floor(ctx.rnd() * 5);
  const alternating = ['stripes', 'checks', 'leheriya', 'ikat'].includes(ctx.art.pattern);
  const colourAt = (i: number): { base: string; metal: boolean } => {
    if (i === 0 || i === count - 1) return { base: pal.accent, metal: true };
    if (alternating) return { base: i % 2 ? pal.primary : pal.secondary, metal: false };
    const k = (i + phase) % 5;
    if (k === 0) return { base: pal.accent, metal: true };
    return { base: k === 2 ? pal.secondary : pal.primary, metal: false };
  };
  const bottom = 548;
  const rings: { y: number; w: number; base: string; metal: boolean }[] = [];
  let y = bottom;
  let prevW = 0;
  for (let i = 0; i < count; i++) {
    const { base, metal } = colourAt(i);
    const w = metal ? 15 : 9;
    if (i > 0) y -= (w + prevW) / 2 - 0.5;
    rings.push({ y, w, base, metal });
    prevW = w;
  }
  const topY = y;
  const studded = ctx.art.pattern !== 'plain';
  // Looking into the stack: the inner walls of the upper bangles, in shade, above the floor.
  const inside = `<ellipse cx="${cx}" cy="${fmt(topY)}" rx="${rx}" ry="${ry}" fill="${mix('#d9cfc4', pal.primary, 0.1)}"/>`;
  const backs = rings
    .map(
      (r) =>
        `<path d="M${cx - rx},${fmt(r.y)} A${rx},${ry} 0 0 1 ${cx + rx},${fmt(r.y)}" fill="none" stroke="${darken(r.base, 0.3)}" stroke-width="${fmt(r.w)}"/>` +
        `<path d="M${cx - rx},${fmt(r.y)} A${rx},${ry} 0 0 1 ${cx + rx},${fmt(r.y)}" transform="translate(0 ${fmt(r.w * 0.25)})" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="${fmt(r.w * 0.3)}"/>`,
    )
    .join('');
  const fronts = rings
    .map((r) => {
      const front = `M${cx + rx},${fmt(r.y)} A${rx},${ry} 0 0 1 ${cx - rx},${fmt(r.y)}`;
      return (
        `<path d="${front}" fill="none" stroke="${darken(r.base, 0.42)}" stroke-width="${fmt(r.w)}"/>` +
        `<path d="${front}" transform="translate(0 -${fmt(r.w * 0.1)})" fill="none" stroke="${r.base}" stroke-width="${fmt(r.w * 0.7)}"/>` +
        `<path d="${front}" transform="translate(0 -${fmt(r.w * 0.26)})" fill="none" stroke="#fff" stroke-opacity="${r.metal ? 0.6 : 0.45}" stroke-width="${fmt(r.w * 0.14)}"/>` +
        (r.metal && studded
          ? `<path d="${front}" fill="none" stroke="${pal.secondary}" stroke-width="4.6" stroke-linecap="round" stroke-dasharray="0.1 10"/>`
          : '')
      );
    })
    .join('');
  const sheen = ctx.define(
    'stack-sheen',
    (id) =>
      `<linearGradient id="${id}" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".35"/>` +
      '<stop offset=".3" stop-color="#fff" stop-opacity=".12"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/>' +
      '<stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>',
  );
  const hull = `<path d="M${cx - rx - 8},${fmt(topY)} L${cx - rx - 8},${bottom} A${rx + 8},${ry + 8} 0 0 0 ${cx + rx + 8},${bottom} L${cx + rx + 8},${fmt(topY)} A${rx + 8},${ry + 8} 0 0 0 ${cx - rx - 8},${fmt(topY)} Z" fill="${sheen}"/>`;
  // One more bangle lying flat in front, so the set reads as bangles and not a vase.
  const lx = 400;
  const ly = 668;
  const lying =
    floorShadow(ctx, lx, ly + 8, 112, 30, 0.32) +
    `<ellipse cx="${lx}" cy="${ly}" rx="96" ry="26" fill="none" stroke="${darken(pal.accent, 0.4)}" stroke-width="15"/>` +
    `<ellipse cx="${lx}" cy="${ly - 2}" rx="96" ry="26" fill="none" stroke="${pal.accent}" stroke-width="10"/>` +
    `<ellipse cx="${lx}" cy="${ly - 4}" rx="96" ry="26" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="2.4"/>` +
    `<ellipse cx="${lx}" cy="${ly - 2}" rx="96" ry="26" fill="none" stroke="${pal.secondary}" stroke-width="4.6" stroke-linecap="round" stroke-dasharray="0.1 11"/>`;
  return {
    body:
      `<g transform="translate(300 440) scale(1.16) translate(-300 -520)">` +
      floorShadow(ctx, cx, bottom + ry + 4, rx + 34, 26, 0.4) +
      inside +
      backs +
      fronts +
      hull +
      lying +
      '</g>',
    focus: { x: 300, y: 440, zoom: 1.7 },
  };
};

export const drawPotliBag: ArtDrawer = (ctx) => {
  const { pal } = ctx;
  const cloth = fabric(ctx, 'main', { scale: 0.9 });
  const cord = pal.accent;
  const handle = `<path d="M246,346 C226,190 374,190 354,346" fill="none" stroke="${darken(cord, 0.35)}" stroke-width="7" stroke-linecap="round"/><path d="M246,346 C226,190 374,190 354,346" fill="none" stroke="${cord}" stroke-width="4" stroke-linecap="round" stroke-dasharray="5 2"/>`;
  const body =
    'M232,356 C170,376 142,450 146,530 C150,612 214,656 300,656 C386,656 450,612 454,530 C458,450 430,376 368,356 Z';
  const ruffle =
    'M232,360 C212,334 196,306 190,282 C206,292 224,290 236,278 C248,292 268,292 280,276 C292,290 308,290 320,276 C332,292 352,292 364,278 C376,290 394,292 410,282 C404,306 388,334 368,360 Z';
  const medallion = (() => {
    let out = '';
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      out += `<ellipse cx="${fmt(300 + Math.cos(a) * 30)}" cy="${fmt(530 + Math.sin(a) * 30)}" rx="12" ry="5.5" transform="rotate(${fmt((a * 180) / Math.PI)} ${fmt(300 + Math.cos(a) * 30)} ${fmt(530 + Math.sin(a) * 30)})" fill="${pal.accent}"/>`;
    }
    return (
      `<circle cx="300" cy="530" r="50" fill="${pal.secondary}" opacity=".9"/>` +
      out +
      `<circle cx="300" cy="530" r="16" fill="${pal.primary}"/>` +
      stone(ctx, 300, 530, 9) +
      `<circle cx="300" cy="530" r="52" fill="none" stroke="${pal.accent}" stroke-width="2.5" stroke-dasharray="0.1 6" stroke-linecap="round"/>`
    );
  })();
  const tassel = (x: number, y: number, len: number) => {
    let threads = '';
    for (let i = -3; i <= 3; i++) {
      threads += `<path d="M${fmt(x + i * 1.2)},${fmt(y + 10)} C${fmt(x + i * 1.6)},${fmt(y + len * 0.5)} ${fmt(x + i * 2.4)},${fmt(y + len * 0.8)} ${fmt(x + i * 2.6)},${fmt(y + len)}" stroke="${i % 2 ? pal.secondary : darken(pal.secondary, 0.25)}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`;
    }
    return (
      `${threads}<path d="M${fmt(x - 6)},${fmt(y + 12)} C${fmt(x - 6)},${fmt(y)} ${fmt(x + 6)},${fmt(y)} ${fmt(x + 6)},${fmt(y + 12)} Z" fill="${cord}"/>` +
      pearl(ctx, x, y - 2, 4.5)
    );
  };
  const strings =
    `<path d="M246,364 C236,400 226,440 228,482" fill="none" stroke="${cord}" stroke-width="3"/>` +
    `<path d="M354,364 C366,404 372,440 372,470" fill="none" stroke="${cord}" stroke-width="3"/>` +
    tassel(228, 484, 54) +
    tassel(372, 472, 54);
  return {
    body:
      floorShadow(ctx, 300, 704, 190, 22, 0.4) +
      `<g transform="translate(300 450) scale(1.14) translate(-300 -440)">` +
      handle +
      piece(ctx, 'ruffle', ruffle, {
        fill: cloth,
        folds: [
          'M246,356 C236,330 232,306 236,286',
          'M282,358 C280,330 280,304 280,284',
          'M320,358 C320,330 320,304 320,284',
          'M354,356 C364,330 366,306 364,286',
        ],
        lights: [
          'M262,356 C258,330 258,306 258,290',
          'M300,358 C300,330 300,306 300,292',
          'M338,356 C342,330 342,306 342,290',
        ],
        foldWidth: 5,
        inner: band(
          ctx,
          'M190,282 C206,292 224,290 236,278 C248,292 268,292 280,276 C292,290 308,290 320,276 C332,292 352,292 364,278 C376,290 394,292 410,282',
          7,
          { motif: 'none', inward: [0, 1] },
        ),
      }) +
      piece(ctx, 'pouch', body, {
        fill: cloth,
        inner:
          band(ctx, 'M150,420 C200,440 400,440 450,420', 22, { motif: 'dots' }) +
          medallion +
          band(ctx, 'M140,600 C200,660 400,660 460,600', 16, { motif: 'bars' }),
        // Gathers run from the drawstring down into the pouch.
        folds: [
          'M240,372 C214,420 200,470 204,520',
          'M360,372 C386,420 400,470 396,520',
          'M262,366 C256,384 250,398 244,410',
          'M286,368 C284,384 282,396 280,408',
          'M314,368 C316,384 318,396 320,408',
          'M338,366 C344,384 350,398 356,410',
        ],
        lights: ['M226,430 C212,480 214,560 240,620'],
      }) +
      `<path d="M226,358 Q300,376 374,358" fill="none" stroke="${darken(cord, 0.35)}" stroke-width="9" stroke-linecap="round"/>` +
      `<path d="M226,358 Q300,376 374,358" fill="none" stroke="${cord}" stroke-width="6" stroke-linecap="round" stroke-dasharray="6 2.5"/>` +
      strings +
      tassel(300, 654, 40) +
      '</g>',
    focus: { x: 300, y: 520, zoom: 1.8 },
  };
};
