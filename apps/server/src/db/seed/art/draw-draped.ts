// Draped and flared womenswear, and the lengths of cloth that go with it (dupattas, stoles).
import { fabric, plainCloth } from './fabric-patterns.ts';
import {
  type ArtContext,
  type ArtDrawer,
  band,
  floorShadow,
  fmt,
  mirrorX,
  piece,
  shiftPath,
} from './svg-kit.ts';

const heavy = (ctx: ArtContext) => ctx.art.pattern === 'zari-border';

function neckInside(ctx: ArtContext, d: string): string {
  return `<path d="${d}" fill="${ctx.pal.primaryDeep}"/><path d="${d}" fill="#000" opacity=".3"/>`;
}

interface Flare {
  waistL: number;
  waistR: number;
  waistY: number;
  hemL: number;
  hemR: number;
  hemY: number;
  /** How much lower the front of the hem sits than its sides (the hem is a circle seen from above). */
  sag: number;
  panels: number;
}

interface FlarePaths {
  outline: string;
  /** The scalloped hem edge itself. */
  hem: string;
  /** A smooth curve along the hem, for borders that must not zigzag with the scallops. */
  smoothHem: string;
  seams: string[];
  centres: string[];
}

/** A flared skirt cut in panels (kalis), with a gently scalloped hem where each panel falls. */
function flare(f: Flare, jitter: () => number): FlarePaths {
  const hemPt = (i: number): [number, number] => {
    const t = i / f.panels;
    return [f.hemR - (f.hemR - f.hemL) * t, f.hemY + f.sag * Math.sin(Math.PI * t)];
  };
  const waistPt = (i: number): [number, number] => {
    const t = i / f.panels;
    return [f.waistR - (f.waistR - f.waistL) * t, f.waistY + 2 * Math.sin(Math.PI * t)];
  };
  let hem = '';
  for (let i = 0; i < f.panels; i++) {
    const [x0, y0] = hemPt(i);
    const [x1, y1] = hemPt(i + 1);
    if (i === 0) hem += `M${fmt(x0)},${fmt(y0)}`;
    hem += ` Q${fmt((x0 + x1) / 2)},${fmt((y0 + y1) / 2 + 9)} ${fmt(x1)},${fmt(y1)}`;
  }
  const dx = (f.hemR - f.waistR) * 0.2;
  const outline =
    `M${f.waistL},${f.waistY} L${f.waistR},${f.waistY} ` +
    `C${fmt(f.waistR + dx)},${fmt(f.waistY + (f.hemY - f.waistY) * 0.25)} ${fmt(f.hemR - dx * 1.5)},${fmt(f.hemY - (f.hemY - f.waistY) * 0.3)} ${f.hemR},${f.hemY}` +
    hem.replace(/^M[^ ]+/, '') +
    ` C${fmt(f.hemL + dx * 1.5)},${fmt(f.hemY - (f.hemY - f.waistY) * 0.3)} ${fmt(f.waistL - dx)},${fmt(f.waistY + (f.hemY - f.waistY) * 0.25)} ${f.waistL},${f.waistY} Z`;
  const seams: string[] = [];
  const centres: string[] = [];
  for (let i = 1; i < f.panels; i++) {
    const [wx, wy] = waistPt(i);
    const [hx, hy] = hemPt(i);
    const bend = jitter() * 10;
    seams.push(
      `M${fmt(wx)},${fmt(wy + 8)} C${fmt(wx + (hx - wx) * 0.3 + bend)},${fmt(wy + (hy - wy) * 0.35)} ${fmt(wx + (hx - wx) * 0.7 + bend)},${fmt(wy + (hy - wy) * 0.7)} ${fmt(hx)},${fmt(hy)}`,
    );
  }
  // Highlights on every other panel only: near the waist they converge and would turn to haze.
  for (let i = 0; i < f.panels; i += 2) {
    const [wx, wy] = waistPt(i + 0.5);
    const [hx, hy] = hemPt(i + 0.5);
    centres.push(
      `M${fmt(wx + (hx - wx) * 0.4)},${fmt(wy + (hy - wy) * 0.4)} L${fmt(hx)},${fmt(hy - 10)}`,
    );
  }
  const smoothHem = `M${f.hemR + 6},${f.hemY - 2} Q300,${f.hemY + 2 * f.sag} ${f.hemL - 6},${f.hemY - 2}`;
  return { outline, hem, smoothHem, seams, centres };
}

/** A short-sleeved fitted blouse (choli), used under sarees and with lehengas. */
function blouse(ctx: ArtContext, paint: string, bottom: number, trim: string): string {
  const body = `M272,140 L224,158 C228,190 234,220 240,${bottom - 4} C272,${bottom + 4} 328,${bottom + 4} 360,${bottom - 4} C366,220 372,190 376,158 L328,140 C322,172 278,172 272,140 Z`;
  const sleeve =
    'M224,158 C206,164 196,180 193,204 L189,228 C202,234 216,236 229,233 L237,204 C234,186 230,170 224,158 Z';
  const hemLine = `M236,${bottom - 3} C272,${bottom + 6} 328,${bottom + 6} 364,${bottom - 3}`;
  const sleeves = ([0, 1] as const)
    .map((s) => {
      const m = (d: string) => (s ? mirrorX(d) : d);
      return piece(ctx, `blouse-sleeve${s}`, m(sleeve), {
        fill: paint,
        inner: band(ctx, m('M186,228 C202,235 216,237 232,233'), 8, {
          motif: 'dots',
          ground: trim,
          inward: [0, -1],
        }),
        folds: [m('M214,170 C210,190 208,210 208,230')],
        foldWidth: 5,
      });
    })
    .join('');
  return (
    neckInside(ctx, 'M272,140 C286,131 314,131 328,140 C322,172 278,172 272,140 Z') +
    sleeves +
    piece(ctx, 'blouse', body, {
      fill: paint,
      inner:
        band(ctx, hemLine, 7, { motif: 'none', ground: trim, inward: [0, -1] }) +
        band(ctx, 'M272,140 C278,174 322,174 328,140', 5, {
          motif: 'none',
          ground: trim,
          inward: [0, 1],
        }),
      folds: ['M258,200 C270,214 286,218 300,216', 'M342,200 C330,214 314,218 300,216'],
      foldWidth: 5,
    })
  );
}

/** A silk tassel: a bead, a cap and a fall of threads. */
function tassel(ctx: ArtContext, x: number, y: number, colour: string, cord = 9): string {
  const top = y + cord;
  return (
    (cord > 0
      ? `<path d="M${fmt(x)},${fmt(y)} L${fmt(x)},${fmt(top)}" stroke="${ctx.pal.accentDark}" stroke-width="1"/>`
      : '') +
    `<path d="M${fmt(x)},${fmt(top - 1)} C${fmt(x - 3.5)},${fmt(top + 4)} ${fmt(x - 3.2)},${fmt(top + 12)} ${fmt(x - 0.2)},${fmt(top + 14)} L${fmt(x + 0.2)},${fmt(top + 14)} C${fmt(x + 3.2)},${fmt(top + 12)} ${fmt(x + 3.5)},${fmt(top + 4)} ${fmt(x)},${fmt(top - 1)} Z" fill="${colour}"/>` +
    `<path d="M${fmt(x)},${fmt(top + 2)} L${fmt(x)},${fmt(top + 13)}" stroke="#000" stroke-opacity=".2" stroke-width=".8"/>` +
    `<circle cx="${fmt(x)}" cy="${fmt(top)}" r="1.9" fill="${ctx.pal.accent}"/>`
  );
}

function tassels(
  ctx: ArtContext,
  from: [number, number],
  to: [number, number],
  count: number,
  colour: string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    out += tassel(ctx, from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, colour);
  }
  return out;
}

export const drawAnarkali: ArtDrawer = (ctx) => {
  const { pal } = ctx;
  const cloth = fabric(ctx, 'main', { scale: 0.9 });
  const skirt = flare(
    { waistL: 232, waistR: 368, waistY: 280, hemL: 110, hemR: 490, hemY: 716, sag: 24, panels: 12 },
    () => ctx.rnd() - 0.5,
  );
  const bodice =
    'M272,136 L216,156 C220,190 228,228 236,266 L364,266 C372,228 380,190 384,156 L328,136 C322,170 278,170 272,136 Z';
  const sleeve =
    'M216,156 C200,162 192,180 190,204 L176,424 C184,428 192,429 199,428 L224,250 C222,214 220,184 216,156 Z';
  const border = heavy(ctx) ? 34 : 24;
  const sleeves = ([0, 1] as const)
    .map((s) => {
      const m = (d: string) => (s ? mirrorX(d) : d);
      return piece(ctx, `sleeve${s}`, m(sleeve), {
        fill: cloth,
        inner: band(ctx, m('M172,420 C184,426 192,427 204,426'), 13, {
          motif: 'dots',
          inward: [0, -1],
        }),
        folds: [m('M202,300 C200,340 196,380 192,420')],
        lights: [m('M196,200 C192,260 186,340 182,410')],
        foldWidth: 5,
      });
    })
    .join('');
  const panelShade = skirt.seams
    .map(
      (d) =>
        `<path d="${d}" stroke="${pal.primaryDeep}" stroke-opacity=".18" stroke-width="1.2" fill="none"/>`,
    )
    .join('');
  const skirtPiece = piece(ctx, 'skirt', skirt.outline, {
    fill: cloth,
    inner:
      panelShade +
      band(ctx, skirt.smoothHem, border, { motif: 'bars', inward: [0, -1] }) +
      band(ctx, shiftPath(skirt.smoothHem, 0, -border - 16), 10, { motif: 'dots' }),
    folds: skirt.seams,
    lights: skirt.centres,
    foldWidth: 9,
  });
  const bodicePiece = piece(ctx, 'bodice', bodice, {
    fill: cloth,
    inner:
      band(ctx, 'M272,136 C278,174 322,174 328,136', 8, { motif: 'dots', inward: [0, 1] }) +
      `<path d="M300,178 L300,262" stroke="${pal.accent}" stroke-width="1.6" stroke-dasharray="3 3"/>`,
    folds: ['M252,200 C262,220 276,228 292,226', 'M348,200 C338,220 324,228 308,226'],
    foldWidth: 5,
  });
  const waist = band(ctx, 'M232,274 L368,274', 18, { motif: 'bars' });
  return {
    body:
      floorShadow(ctx, 300, 742, 200, 18) +
      `<g transform="translate(0 0)">${neckInside(ctx, 'M272,136 C286,127 314,127 328,136 C322,170 278,170 272,136 Z')}${sleeves}${skirtPiece}${bodicePiece}${waist}</g>`,
    focus: { x: 300, y: 250, zoom: 2.3 },
  };
};

export const drawLehenga: ArtDrawer = (ctx) => {
  const { pal } = ctx;
  const cloth = fabric(ctx, 'main');
  const skirt = flare(
    { waistL: 240, waistR: 360, waistY: 292, hemL: 84, hemR: 516, hemY: 718, sag: 30, panels: 16 },
    () => ctx.rnd() - 0.5,
  );
  const border = heavy(ctx) ? 46 : 36;
  const skirtPiece = piece(ctx, 'skirt', skirt.outline, {
    fill: cloth,
    inner:
      band(ctx, skirt.smoothHem, border, {
        motif: 'bars',
        motifColor: pal.primaryDark,
        inward: [0, -1],
      }) +
      band(ctx, shiftPath(skirt.smoothHem, 0, -border + 8), 6, {
        motif: 'dots',
        motifColor: pal.secondary,
      }) +
      band(ctx, shiftPath(skirt.smoothHem, 0, -border - 18), 14, { motif: 'dots' }) +
      band(ctx, shiftPath(skirt.smoothHem, 0, -border - 36), 5, { motif: 'none' }),
    folds: skirt.seams,
    lights: skirt.centres,
    foldWidth: 10,
  });
  const waistInside = neckInside(
    ctx,
    'M240,292 C270,283 330,283 360,292 C330,298 270,298 240,292 Z',
  );
  const waistband = band(ctx, 'M240,296 C270,303 330,303 360,296', 12, { motif: 'dots' });
  // Latkans: tasselled ties hanging from the waist.
  const latkan =
    `<path d="M352,300 C356,340 358,380 356,420 M352,300 C350,340 346,390 344,436" fill="none" stroke="${pal.accent}" stroke-width="1.6"/>` +
    tassel(ctx, 356, 420, pal.secondary, 0) +
    tassel(ctx, 344, 436, pal.secondary, 0);
  const choli = blouse(ctx, cloth, 250, pal.accent);
  const dupattaPaint = fabric(ctx, 'dupatta', {
    pattern: ctx.art.pattern === 'plain' ? 'butti' : ctx.art.pattern,
    ground: pal.secondary,
    motif: pal.accent,
    zari: pal.accentLight,
    scale: 0.8,
  });
  const dupattaD =
    'M230,150 C212,152 198,172 190,212 C178,300 162,420 152,560 C149,590 147,612 146,634 L212,640 C213,604 216,566 222,524 C232,420 246,300 258,166 Z';
  const dupatta = piece(ctx, 'dupatta', dupattaD, {
    fill: dupattaPaint,
    opacity: 0.72,
    inner:
      band(ctx, 'M190,212 C178,300 162,420 152,560 C149,590 147,612 146,634', 8, {
        motif: 'dots',
        inward: [1, 0],
      }) +
      band(ctx, 'M258,166 C246,300 232,420 222,524 C216,566 213,604 212,640', 8, {
        motif: 'dots',
        inward: [-1, 0],
      }) +
      band(ctx, 'M140,634 L218,640', 16, { motif: 'bars', inward: [0, -1] }),
    folds: ['M214,200 C204,320 194,460 184,630'],
    foldWidth: 6,
  });
  return {
    body:
      floorShadow(ctx, 300, 752, 230, 20) +
      waistInside +
      skirtPiece +
      waistband +
      latkan +
      choli +
      dupatta +
      tassels(ctx, [146, 640], [212, 646], 6, pal.secondary),
    focus: { x: 330, y: 652, zoom: 2.2 },
  };
};

export const drawSaree: ArtDrawer = (ctx) => {
  const { pal } = ctx;
  const cloth = fabric(ctx, 'main', { scale: 0.85 });
  const border = heavy(ctx) ? 20 : 13;
  const blousePaint = plainCloth(ctx, 'blouse', pal.secondary, pal.accent);

  // The pallu crosses to the left shoulder and falls behind it; its end, woven richest of all,
  // shows beside the body.
  const palluBackEdge = 'M352,146 C398,150 422,196 432,270 C444,370 462,480 482,588';
  const palluBack = `${palluBackEdge} L396,620 C392,500 386,380 372,280 Z`;
  // Lines parallel to the pallu's slanted end, for the bands woven across it.
  const across = (k: number) => `M380,${fmt(625.7 - k)} L504,${fmt(581.4 - k)}`;
  const back = piece(ctx, 'pallu-back', palluBack, {
    fill: cloth,
    inner:
      band(ctx, across(48), 30, { motif: 'bars' }) +
      band(ctx, across(76), 10, { motif: 'dots' }) +
      band(ctx, across(14), 16, { motif: 'none' }) +
      band(ctx, palluBackEdge, border, { motif: 'dots', inward: [-1, 0] }) +
      `<path d="${palluBack}" fill="#000" opacity=".2"/>`,
    folds: ['M404,230 C414,360 428,480 440,604', 'M384,300 C390,420 396,520 404,614'],
    lights: ['M418,280 C430,400 446,500 460,596'],
    foldWidth: 8,
  });

  const skirt =
    'M238,296 C280,290 330,288 358,292 C372,340 378,400 376,480 C374,580 384,680 394,748 C340,760 260,760 206,748 C216,680 226,580 224,480 C222,400 226,340 238,296 Z';
  const skirtPiece = piece(ctx, 'skirt', skirt, {
    fill: cloth,
    inner: band(ctx, 'M200,748 C260,761 340,761 400,748', border, {
      motif: 'bars',
      inward: [0, -1],
    }),
    // The wrap pulls from the hip towards the tucked pleats.
    folds: [
      'M350,320 C362,420 364,560 372,740',
      'M244,330 C236,420 236,560 226,740',
      'M366,330 C350,370 336,400 326,440',
      'M370,380 C356,420 346,460 338,500',
    ],
    lights: ['M360,400 C362,520 366,640 376,740'],
  });

  // Front pleats fan out from the waist; each shows its own strip of border at the floor.
  const pleatShade = ctx.define(
    'pleat-shade',
    (id) =>
      `<linearGradient id="${id}" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/>` +
      '<stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".26"/></linearGradient>',
  );
  const pleats: string[] = [];
  const n = 7;
  for (let i = 0; i < n; i++) {
    const tx0 = 258 + (i * 60) / n;
    const tx1 = 258 + ((i + 1) * 60) / n;
    const bx0 = 230 + (i * 108) / n;
    const bx1 = 230 + ((i + 1) * 108) / n;
    const by = 760 - Math.abs(i - 3) * 1.5;
    const d = `M${fmt(tx0)},300 L${fmt(tx1)},300 L${fmt(bx1)},${fmt(by - 6)} L${fmt(bx0)},${fmt(by)} Z`;
    pleats.push(
      piece(ctx, `pleat${i}`, d, {
        fill: cloth,
        inner:
          band(ctx, `M${fmt(bx0 - 4)},${fmt(by)} L${fmt(bx1 + 4)},${fmt(by - 6)}`, border, {
            motif: 'bars',
            inward: [0, -1],
          }) + `<path d="${d}" fill="${pleatShade}"/>`,
        shade: false,
      }),
    );
  }

  const upperEdge = 'M226,250 C270,228 318,190 340,140';
  const lowerEdge = 'M386,160 C366,230 300,320 232,366';
  // Its lower end wraps round the hip, so the outline rounds off there instead of stopping square.
  const palluFront = `${upperEdge} L386,160 C366,230 300,320 232,366 C214,352 210,300 226,250 Z`;
  const pallu = piece(ctx, 'pallu', palluFront, {
    fill: cloth,
    inner:
      band(ctx, upperEdge, border, { motif: 'dots', inward: [0.6, 0.8] }) +
      band(ctx, lowerEdge, border, { motif: 'dots', inward: [-0.6, -0.8] }),
    // The pallu is pleated at the shoulder, so its folds gather towards it.
    folds: ['M230,290 C280,262 326,212 352,150', 'M232,330 C290,290 340,226 368,156'],
    lights: ['M230,310 C286,276 334,220 360,152', 'M232,272 C276,246 318,204 344,146'],
    foldWidth: 7,
  });

  return {
    body:
      floorShadow(ctx, 300, 762, 160, 14) +
      back +
      tassels(ctx, [396, 620], [482, 588], 7, pal.accent) +
      skirtPiece +
      pleats.join('') +
      blouse(ctx, blousePaint, 252, pal.accent) +
      pallu,
    focus: { x: 292, y: 690, zoom: 2.3 },
  };
};

export const drawDupatta: ArtDrawer = (ctx) => {
  const { pal } = ctx;
  const cloth = fabric(ctx, 'main', { scale: 0.9 });
  const border = heavy(ctx) ? 14 : 9;
  const wood = ctx.define(
    'wood',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c49a6c"/><stop offset=".45" stop-color="#8a5a35"/><stop offset="1" stop-color="#5a3a22"/></linearGradient>`,
  );
  const rod =
    `<path d="M300,126 L300,104 C300,88 320,84 324,98" fill="none" stroke="#9a958c" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="128" y="124" width="344" height="14" rx="7" fill="${wood}"/>` +
    `<circle cx="128" cy="131" r="10" fill="${wood}"/><circle cx="472" cy="131" r="10" fill="${wood}"/>`;

  const tail = (s: 0 | 1, bottom: number) => {
    const m = (d: string) => (s ? mirrorX(d) : d);
    const outer = `M164,134 C156,300 150,480 156,${bottom}`;
    const inner = `M240,134 C246,300 248,480 262,${bottom - 12}`;
    const d = m(`${outer} L262,${bottom - 12} C248,480 246,300 240,134 Z`);
    return (
      piece(ctx, `tail${s}`, d, {
        fill: cloth,
        opacity: 0.95,
        inner:
          band(ctx, m(outer), border, { motif: 'dots', inward: s ? [-1, 0] : [1, 0] }) +
          band(ctx, m(inner), border, { motif: 'dots', inward: s ? [1, 0] : [-1, 0] }) +
          band(ctx, m(`M150,${bottom} L266,${bottom - 12}`), 22, {
            motif: 'bars',
            inward: [0, -1],
          }) +
          (s ? `<path d="${d}" fill="#000" opacity=".1"/>` : ''),
        folds: [
          m(`M196,160 C198,320 194,480 206,${bottom - 20}`),
          m(`M224,220 C228,360 226,500 238,${bottom - 20}`),
        ],
        lights: [m(`M180,200 C176,360 176,500 182,${bottom - 20}`)],
        foldWidth: 8,
      }) + tassels(ctx, m2(s, [156, bottom]), m2(s, [262, bottom - 12]), 8, pal.accent)
    );
  };

  const swagUpper = 'M170,128 C208,210 250,300 300,300 C350,300 392,210 430,128';
  const swagLower = 'M440,142 C414,262 364,404 300,404 C236,404 186,262 160,142';
  const swag = piece(
    ctx,
    'swag',
    `${swagUpper} L440,142 C414,262 364,404 300,404 C236,404 186,262 160,142 Z`,
    {
      fill: cloth,
      opacity: 0.97,
      inner:
        band(ctx, swagUpper, border, { motif: 'dots', inward: [0, 1] }) +
        band(ctx, swagLower, border, { motif: 'dots', inward: [0, -1] }),
      folds: [
        'M176,150 C210,260 250,340 300,340 C350,340 390,260 424,150',
        'M168,150 C200,270 246,372 300,372 C354,372 400,270 432,150',
      ],
      lights: ['M172,140 C206,240 250,320 300,322 C350,320 394,240 428,140'],
      foldWidth: 8,
    },
  );
  return {
    body: floorShadow(ctx, 300, 740, 170, 14, 0.22) + tail(0, 706) + tail(1, 650) + rod + swag,
    focus: { x: 212, y: 610, zoom: 2.3 },
  };
};

function m2(s: 0 | 1, [x, y]: [number, number]): [number, number] {
  return [s ? 600 - x : x, y];
}

export const drawStole: ArtDrawer = (ctx) => {
  const { pal } = ctx;
  const cloth = fabric(ctx, 'main', { scale: 0.8 });
  const selvedge = (d: string, inward: readonly [number, number]) =>
    band(ctx, d, 8, {
      motif: 'none',
      ground: pal.secondary,
      dark: pal.secondaryDark,
      light: pal.secondaryLight,
      inward,
    });
  const fringe = (x0: number, y0: number, x1: number, y1: number) => {
    let out = '';
    const count = 18;
    for (let i = 0; i <= count; i++) {
      const t = i / count;
      const x = x0 + (x1 - x0) * t;
      const y = y0 + (y1 - y0) * t;
      const len = 24 + ((i * 7) % 5) * 2;
      out += `<path d="M${fmt(x)},${fmt(y - 2)} C${fmt(x - 1.5)},${fmt(y + len * 0.4)} ${fmt(x + 1.5)},${fmt(y + len * 0.7)} ${fmt(x - 0.5)},${fmt(y + len)}" stroke="${i % 2 ? pal.primaryDark : pal.secondary}" stroke-width="2.2" stroke-linecap="round" fill="none"/>`;
    }
    return out;
  };
  const wood = ctx.define(
    'hanger-wood',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9a074"/><stop offset=".5" stop-color="#94643d"/><stop offset="1" stop-color="#654126"/></linearGradient>`,
  );
  // Folded in half lengthwise over a hanger, the way a shop hangs its stoles: the two halves
  // fall at different lengths so both fringed ends show.
  const hanger =
    `<path d="M300,150 L300,118 C300,98 324,94 328,112" fill="none" stroke="#9a958c" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M146,204 C196,176 256,154 300,150 C344,154 404,176 454,204" fill="none" stroke="${wood}" stroke-width="15" stroke-linecap="round"/>` +
    `<path d="M150,206 L450,206" stroke="#8c8780" stroke-width="4" stroke-linecap="round"/>`;
  const backD = 'M236,206 L388,206 C392,340 396,520 404,692 L250,698 C246,520 240,340 236,206 Z';
  const frontD = 'M212,204 L372,204 C378,330 376,500 368,640 L208,646 C212,500 210,330 212,204 Z';
  const cap = 'M208,210 C206,190 220,182 236,182 L362,182 C380,182 390,192 388,210 Z';
  const ends = (d: string, inner: string, endBand: string) =>
    selvedge(d, [1, 0]) + selvedge(inner, [-1, 0]) + band(ctx, endBand, 14, { motif: 'dots' });
  return {
    body:
      floorShadow(ctx, 306, 742, 150, 12, 0.22) +
      hanger +
      // Drawn a little narrow and widened here, so the folds and fringe keep their spacing.
      '<g transform="translate(300 0) scale(1.16 1) translate(-300 0)">' +
      piece(ctx, 'back', backD, {
        fill: cloth,
        inner:
          ends(
            'M236,206 C240,340 246,520 250,698',
            'M388,206 C392,340 396,520 404,692',
            'M246,668 L408,662',
          ) + `<path d="${backD}" fill="#000" opacity=".22"/>`,
        folds: ['M320,240 C326,400 330,560 336,690'],
      }) +
      fringe(250, 698, 404, 692) +
      piece(ctx, 'front', frontD, {
        fill: cloth,
        inner: ends(
          'M212,204 C210,330 212,500 208,646',
          'M372,204 C378,330 376,500 368,640',
          'M204,618 L372,612',
        ),
        folds: ['M252,230 C250,380 250,520 246,640', 'M330,240 C336,380 334,520 330,640'],
        lights: ['M292,230 C294,380 292,520 288,640'],
      }) +
      fringe(208, 646, 368, 640) +
      piece(ctx, 'cap', cap, {
        fill: cloth,
        inner:
          `<path d="${cap}" fill="#000" opacity=".12"/>` +
          selvedge('M208,210 C206,190 220,182 236,182', [1, 0]),
        lights: ['M226,190 L370,190'],
        foldWidth: 5,
      }) +
      '</g>',
    focus: { x: 290, y: 630, zoom: 2.2 },
  };
};
