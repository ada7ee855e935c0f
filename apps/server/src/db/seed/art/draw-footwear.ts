// Footwear. Juttis and mojaris are shown as a pair in profile (the pointed or curled toe is what
// tells them apart); kolhapuris from above, where the T-strap and toe ring read at a glance.
import { fabric } from './fabric-patterns.ts';
import {
  type ArtContext,
  type ArtDrawer,
  band,
  floorShadow,
  fmt,
  mirrorX,
  piece,
  softBlur,
} from './svg-kit.ts';

const SOLE_LEATHER = '#7a5234';

function leather(ctx: ArtContext, name: string, base: string): string {
  return ctx.define(
    name,
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${base}" stop-opacity=".82"/></linearGradient>`,
  );
}

/** A floral spray of zari on the vamp, the signature of a Punjabi jutti. */
function vampSpray(ctx: ArtContext, x: number, y: number): string {
  const { pal } = ctx;
  const leaf = (a: number, len: number) =>
    `<ellipse cx="${fmt(x + Math.cos(a) * len)}" cy="${fmt(y + Math.sin(a) * len * 0.55)}" rx="${fmt(len * 0.5)}" ry="${fmt(len * 0.18)}" transform="rotate(${fmt((a * 180) / Math.PI)} ${fmt(x + Math.cos(a) * len)} ${fmt(y + Math.sin(a) * len * 0.55)})" fill="${pal.accent}"/>`;
  let out = '';
  for (let i = 0; i < 8; i++) out += leaf((i / 8) * Math.PI * 2, 19);
  out += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="8" fill="${pal.secondary}"/><circle cx="${fmt(x)}" cy="${fmt(y)}" r="3.4" fill="${pal.accentLight}"/>`;
  for (const dx of [-58, -36, 36, 60]) {
    out += `<circle cx="${fmt(x + dx)}" cy="${fmt(y + dx * 0.12)}" r="3.2" fill="${pal.accent}"/><circle cx="${fmt(x + dx)}" cy="${fmt(y + dx * 0.12)}" r="1.3" fill="${pal.secondary}"/>`;
  }
  return out;
}

function profileShoe(ctx: ArtContext, name: string, curled: boolean, far: boolean): string {
  const { pal } = ctx;
  const cloth = fabric(ctx, 'upper', { scale: 0.75 });
  const quarter = fabric(ctx, 'quarter', {
    pattern: 'plain',
    ground: pal.primary,
    motif: pal.primaryDark,
  });
  // Toe tip, vamp rising to the throat, the low opening, the heel, then along the sole.
  const toe = curled
    ? 'M86,552 C94,568 106,580 124,584 C156,566 204,532 262,510'
    : 'M98,586 C140,568 200,532 262,510';
  const tail = curled
    ? 'C160,598 132,592 120,588 C104,582 92,570 86,552 Z'
    : 'C160,598 126,594 98,586 Z';
  const rest =
    'C290,500 316,494 334,496 C352,514 392,530 430,530 C452,530 466,524 474,512 ' +
    'C480,536 482,562 480,596 C420,602 300,602 200,600 ';
  const upper = `${toe} ${rest}${tail}`;
  const vamp = `${toe} C290,500 316,494 334,496 C330,530 326,566 326,604 L90,604 Z`;
  const opening = 'M334,496 C352,514 392,530 430,530 C452,530 466,524 474,512';
  const lining =
    'M334,496 C356,502 398,510 432,510 C452,510 466,508 474,512 C466,524 452,530 430,530 C392,530 352,514 334,496 Z';
  const sole =
    'M94,586 C140,591 250,595 340,595 C410,595 460,593 486,587 L487,601 C460,609 410,610 340,610 C250,610 150,602 98,594 Z';
  const topLine = curled
    ? 'M96,566 C130,566 200,532 262,510 C290,500 316,494 334,496'
    : 'M98,586 C140,568 200,532 262,510 C290,500 316,494 334,496';
  const curl = curled
    ? `<path d="M86,552 C80,536 86,522 97,525 C106,528 104,540 95,540" fill="none" stroke="${pal.accent}" stroke-width="3.4" stroke-linecap="round"/>` +
      `<circle cx="95" cy="540" r="3.4" fill="${pal.accentLight}"/>`
    : '';
  const vampClip = ctx.define(
    `clip-vamp-${name}`,
    (id) => `<clipPath id="${id}"><path d="${vamp}"/></clipPath>`,
  );
  return (
    `<g${far ? ' opacity=".97"' : ''}>` +
    `<path d="${lining}" fill="${mixLining(ctx)}"/>` +
    piece(ctx, name, upper, {
      fill: quarter,
      inner:
        `<g clip-path="${vampClip}"><path d="${vamp}" fill="${cloth}"/>${vampSpray(ctx, 236, 558)}` +
        // An embroidered vine following the vamp's edge.
        `<path d="M140,584 C180,566 226,538 268,524 C292,516 312,512 326,512" fill="none" stroke="${pal.accent}" stroke-width="2"/>` +
        `<path d="M140,584 C180,566 226,538 268,524 C292,516 312,512 326,512" fill="none" stroke="${pal.accent}" stroke-width="6" stroke-linecap="round" stroke-dasharray="0.1 13"/></g>` +
        `<path d="M334,496 C330,530 326,566 326,604" fill="none" stroke="${pal.accent}" stroke-width="3"/>` +
        band(ctx, topLine, 6, { motif: 'dots', inward: [0, 1] }) +
        band(ctx, opening, 6, { motif: 'none', inward: [0, 1] }) +
        `<path d="M104,590 C160,594 300,598 478,594" fill="none" stroke="${pal.accentDark}" stroke-width="1.2" stroke-dasharray="3 2.5"/>` +
        (far ? `<path d="${upper}" fill="#000" opacity=".16"/>` : ''),
      folds: ['M150,596 C220,588 300,586 460,590'],
      lights: ['M160,560 C200,540 240,522 300,510', 'M360,540 C400,552 440,552 470,540'],
      foldWidth: 8,
    }) +
    `<path d="${sole}" fill="${SOLE_LEATHER}"/>` +
    `<path d="M94,586 C140,591 250,595 340,595 C410,595 460,593 486,587" fill="none" stroke="#c9a77f" stroke-width="1.4" opacity=".7"/>` +
    curl +
    '</g>'
  );
}

function mixLining(ctx: ArtContext): string {
  return ctx.define(
    'lining',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2cfb0"/><stop offset="1" stop-color="#a8875f"/></linearGradient>`,
  );
}

function pairInProfile(ctx: ArtContext, curled: boolean) {
  const near = profileShoe(ctx, 'near', curled, false);
  const far = profileShoe(ctx, 'far', curled, true);
  // The far shoe sits a little behind and to the right, its toe peeking past the near one's.
  return {
    body:
      `<g transform="translate(300 440) scale(1.22) translate(-303 -530)">` +
      floorShadow(ctx, 318, 560, 190, 12, 0.3) +
      floorShadow(ctx, 290, 604, 210, 15, 0.42) +
      `<g transform="translate(34 -46)">${far}</g>${near}</g>`,
    focus: { x: 210, y: 470, zoom: 2 },
  };
}

export const drawJutti: ArtDrawer = (ctx) => pairInProfile(ctx, false);

export const drawMojari: ArtDrawer = (ctx) => pairInProfile(ctx, true);

export const drawKolhapuri: ArtDrawer = (ctx) => {
  const { pal } = ctx;
  const hide = leather(ctx, 'hide', pal.primary);
  const grain = fabric(ctx, 'grain', {
    pattern: 'plain',
    ground: pal.primary,
    motif: pal.primaryDark,
  });
  const braid = ctx.define(
    'braid',
    (id) =>
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="10" height="10">` +
      `<rect width="10" height="10" fill="${pal.primaryDark}"/>` +
      `<path d="M0,0 L5,5 L10,0 M0,5 L5,10 L10,5" fill="none" stroke="${pal.secondary}" stroke-width="2.4"/>` +
      `<path d="M0,1 L5,6 L10,1" fill="none" stroke="${pal.accent}" stroke-width=".8" opacity=".8"/></pattern>`,
  );
  // A left sole: broad round toe, the big toe's bulge and the arch on the inner (right) side.
  const sole =
    'M204,146 C252,144 284,180 286,236 C288,290 280,330 266,376 C256,414 256,470 262,530 C268,606 244,652 206,652 C168,652 148,614 150,550 C152,480 142,410 136,340 C130,270 136,210 154,180 C166,160 182,147 204,146 Z';
  const strapLeather = leather(ctx, 'strap', pal.primaryDark);
  const sandal = (s: 0 | 1) => {
    const m = (d: string) => (s ? mirrorX(d) : d);
    const cx = s ? 392 : 208;
    const strap = m('M124,298 C168,284 244,284 292,298 L290,374 C244,362 168,362 126,374 Z');
    return (
      `<path d="${m(sole)}" fill="${SOLE_LEATHER}" transform="translate(0 7)"/>` +
      piece(ctx, `sole${s}`, m(sole), {
        fill: grain,
        inner:
          `<path d="${m(sole)}" fill="${hide}" opacity=".5"/>` +
          `<ellipse cx="${cx}" cy="588" rx="40" ry="40" fill="#000" opacity=".07" filter="${softBlur(ctx, 12)}"/>` +
          `<ellipse cx="${cx + (s ? -8 : 8)}" cy="250" rx="50" ry="46" fill="#000" opacity=".06" filter="${softBlur(ctx, 12)}"/>` +
          `<path d="${m(sole)}" transform="translate(${cx} 400) scale(.9 .95) translate(${-cx} -400)" fill="none" stroke="${pal.primaryDeep}" stroke-opacity=".55" stroke-width="1.4" stroke-dasharray="4 3"/>`,
        shade: true,
      }) +
      // The toe ring and the stem that ties it to the cross strap.
      `<path d="${m('M238,214 C236,246 232,276 228,298')}" fill="none" stroke="${pal.primaryDeep}" stroke-width="13" stroke-linecap="round"/>` +
      `<path d="${m('M238,214 C236,246 232,276 228,298')}" fill="none" stroke="${braid}" stroke-width="9" stroke-linecap="round"/>` +
      `<ellipse cx="${s ? 362 : 238}" cy="202" rx="17" ry="12" fill="none" stroke="${pal.primaryDeep}" stroke-width="9"/>` +
      `<ellipse cx="${s ? 362 : 238}" cy="202" rx="17" ry="12" fill="none" stroke="${pal.primary}" stroke-width="5"/>` +
      `<path d="${strap}" fill="#000" opacity=".25" transform="translate(0 6)"/>` +
      piece(ctx, `strap${s}`, strap, {
        fill: strapLeather,
        inner:
          `<path d="${m('M128,324 C170,312 244,312 290,324')}" fill="none" stroke="${braid}" stroke-width="14"/>` +
          `<path d="${m('M128,350 C170,338 244,338 290,350')}" fill="none" stroke="${braid}" stroke-width="14"/>` +
          `<path d="${m('M126,305 C168,291 244,291 291,305 M127,367 C168,355 244,355 290,367')}" fill="none" stroke="${pal.accent}" stroke-width="1.4" stroke-dasharray="3 2.5"/>`,
        lights: [m('M132,302 C170,292 240,292 286,302')],
        foldWidth: 6,
      }) +
      // A little zari pompom at the centre of the strap, as Kolhapur makers finish them.
      `<circle cx="${s ? 392 : 208}" cy="336" r="10" fill="${pal.accent}"/><circle cx="${s ? 392 : 208}" cy="336" r="5" fill="${pal.secondary}"/>`
    );
  };
  return {
    body:
      floorShadow(ctx, 206, 414, 110, 280, 0.2) +
      floorShadow(ctx, 394, 414, 110, 280, 0.2) +
      `<g transform="translate(0 6)"><g transform="rotate(-3 206 400)">${sandal(0)}</g><g transform="rotate(3 394 400)">${sandal(1)}</g></g>`,
    focus: { x: 210, y: 300, zoom: 2.1 },
  };
};
