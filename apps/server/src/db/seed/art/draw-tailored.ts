// Cut-and-sewn menswear and kurtas, drawn front-on as if on an invisible form (the "ghost
// mannequin" look of studio catalogues), centred on x = 300.
import { fabric, plainCloth } from './fabric-patterns.ts';
import {
  type ArtContext,
  type ArtDrawer,
  band,
  button,
  floorShadow,
  fmt,
  mirrorX,
  mix,
  piece,
} from './svg-kit.ts';

const heavy = (ctx: ArtContext) => ctx.art.pattern === 'zari-border';

/** The inside of the garment seen through the neck: a shadowed crescent. */
function neckInside(ctx: ArtContext, d: string): string {
  return `<path d="${d}" fill="${ctx.pal.primaryDeep}"/><path d="${d}" fill="#000" opacity=".25"/>`;
}

function churidar(ctx: ArtContext, top: number, bottom: number, colour: string): string {
  // Churidar legs are cut long and gather into rings at the ankle.
  const paint = plainCloth(ctx, 'churidar', colour, ctx.pal.secondary);
  const legs: string[] = [];
  for (const side of [0, 1]) {
    let d = `M244,${top} L299,${top} L297,${bottom - 76} C296,${bottom - 46} 294,${bottom - 22} 292,${bottom} L262,${bottom} C259,${bottom - 22} 256,${bottom - 46} 254,${bottom - 76} Z`;
    if (side === 1) d = mirrorX(d);
    let rings = '';
    for (let y = bottom - 66; y < bottom - 4; y += 7.5) {
      const t = (y - (bottom - 76)) / 76;
      const l = 254 + t * 8;
      const r = 297 - t * 5;
      let ring = `M${fmt(l)},${fmt(y)} C${fmt(l + 10)},${fmt(y + 5)} ${fmt(r - 10)},${fmt(y + 5)} ${fmt(r)},${fmt(y)}`;
      if (side === 1) ring = mirrorX(ring);
      rings += `<path d="${ring}" stroke="${ctx.pal.secondaryDark}" stroke-opacity=".35" stroke-width="1.4" fill="none"/>`;
    }
    legs.push(
      piece(ctx, `leg${side}`, d, {
        fill: paint,
        inner: rings,
        folds: [
          side === 0
            ? `M262,${top + 20} C266,${top + 60} 268,${bottom - 90} 270,${bottom - 70}`
            : `M338,${top + 20} C334,${top + 60} 332,${bottom - 90} 330,${bottom - 70}`,
        ],
        foldWidth: 5,
      }),
    );
  }
  return legs.join('');
}

interface KurtaShape {
  hem: number;
}

function kurtaBody(ctx: ArtContext, { hem }: KurtaShape): string {
  const { pal } = ctx;
  const cloth = fabric(ctx, 'main');
  const slit = hem - 112;
  const hemBand = heavy(ctx) ? 24 : 7;
  const hemPath = `M180,${hem} C262,${hem + 11} 338,${hem + 11} 420,${hem}`;

  const back = `M205,${slit - 10} L184,${hem + 4} C250,${hem + 15} 350,${hem + 15} 416,${hem + 4} L395,${slit - 10} Z`;
  const body =
    `M266,128 L194,152 C201,186 206,222 208,252 C205,${slit - 200} 200,${slit - 90} 198,${slit} ` +
    `L197,${hem} C262,${hem + 10} 338,${hem + 10} 403,${hem} L402,${slit} ` +
    `C400,${slit - 90} 395,${slit - 200} 392,252 C394,222 399,186 406,152 L334,128 C320,137 280,137 266,128 Z`;
  const sleeve =
    'M194,152 C176,160 166,182 162,218 L147,428 C160,433 176,435 190,434 L207,252 C205,218 201,184 194,152 Z';
  const cuff = 'M140,426 C160,432 176,434 196,432';
  const sleeveInner = (side: 0 | 1) =>
    band(ctx, side ? mirrorX(cuff) : cuff, heavy(ctx) ? 18 : 5, {
      motif: heavy(ctx) ? 'dots' : 'none',
      inward: [0, -1],
    });

  const sleeves = ([0, 1] as const)
    .map((side) =>
      piece(ctx, `sleeve${side}`, side ? mirrorX(sleeve) : sleeve, {
        fill: cloth,
        inner: sleeveInner(side),
        folds: [
          side ? mirrorX('M164,300 C176,308 190,308 204,300') : 'M164,300 C176,308 190,308 204,300',
          side ? mirrorX('M160,350 C172,357 186,357 200,349') : 'M160,350 C172,357 186,357 200,349',
          side ? mirrorX('M196,200 C196,260 194,330 190,420') : 'M196,200 C196,260 194,330 190,420',
        ],
        lights: [
          side ? mirrorX('M174,190 C168,270 162,350 157,420') : 'M174,190 C168,270 162,350 157,420',
        ],
      }),
    )
    .join('');

  const trims =
    band(ctx, hemPath, hemBand, { motif: heavy(ctx) ? 'bars' : 'none', inward: [0, -1] }) +
    // Stitched side slits: a small reinforcing bar where the slit opens.
    `<path d="M199,${slit} l10,0 M401,${slit} l-10,0" stroke="${pal.accent}" stroke-width="2.4"/>`;

  const front = piece(ctx, 'body', body, {
    fill: cloth,
    inner: trims,
    folds: [
      `M222,300 C226,${slit - 120} 224,${slit} 214,${hem}`,
      `M378,300 C374,${slit - 120} 376,${slit} 386,${hem}`,
      `M256,${slit - 150} C259,${slit - 40} 254,${slit + 40} 250,${hem + 4}`,
      `M344,${slit - 150} C341,${slit - 40} 346,${slit + 40} 350,${hem + 4}`,
    ],
    lights: [
      `M276,320 C279,${slit - 60} 277,${slit + 20} 273,${hem}`,
      `M330,330 C332,${slit} 334,${hem - 40} 336,${hem}`,
    ],
  });

  const backPiece = piece(ctx, 'back', back, {
    fill: cloth,
    inner: `${band(ctx, `M180,${hem + 4} C250,${hem + 15} 350,${hem + 15} 420,${hem + 4}`, hemBand, { motif: 'none', inward: [0, -1] })}<path d="${back}" fill="#000" opacity=".3"/>`,
    shade: false,
  });

  const collarBand = 'M268,110 C282,119 318,119 332,110 L334,128 C320,137 280,137 266,128 Z';
  const collar =
    neckInside(ctx, 'M268,110 C282,100 318,100 332,110 C318,119 282,119 268,110 Z') +
    piece(ctx, 'collar', collarBand, {
      fill: cloth,
      inner: heavy(ctx)
        ? band(ctx, 'M266,119 C282,128 318,128 334,119', 16, { motif: 'dots' })
        : `<path d="M268,112 C282,121 318,121 332,112" stroke="${pal.accent}" stroke-width="1.6" fill="none"/>`,
      shade: false,
    }) +
    `<path d="M300,119 L300,136" stroke="${pal.line}" stroke-opacity=".6" stroke-width="1.2"/>`;

  const placketD = 'M291,135 L309,135 L309,300 L291,300 Z';
  const placket =
    piece(ctx, 'placket', placketD, {
      fill: cloth,
      inner:
        `<path d="M293.5,137 L293.5,298 M306.5,137 L306.5,298" stroke="${heavy(ctx) ? pal.accent : pal.primaryDeep}" stroke-opacity=".55" stroke-width="1" stroke-dasharray="2.5 2" fill="none"/>` +
        `<path d="${placketD}" fill="#000" opacity=".06"/>`,
      shade: false,
    }) + [155, 184, 213, 242, 271].map((y) => button(ctx, 300, y, 3.8)).join('');

  return backPiece + sleeves + front + collar + placket;
}

export const drawKurta: ArtDrawer = (ctx) => ({
  body: floorShadow(ctx, 300, 712, 160, 16) + kurtaBody(ctx, { hem: 690 }),
  focus: { x: 300, y: 215, zoom: 2.5 },
});

export const drawKurtaSet: ArtDrawer = (ctx) => ({
  body:
    floorShadow(ctx, 300, 770, 110, 12) +
    `<g transform="translate(0 -18)">${churidar(ctx, 560, 782, ctx.pal.secondaryLight)}${kurtaBody(ctx, { hem: 604 })}</g>`,
  focus: { x: 300, y: 560, zoom: 2.2 },
});

export const drawSherwani: ArtDrawer = (ctx) => {
  const { pal } = ctx;
  const cloth = fabric(ctx, 'main');
  const body =
    'M264,126 C240,130 208,138 188,148 C196,186 202,222 206,254 C210,290 214,320 214,350 ' +
    'C210,460 204,560 202,596 L198,722 C262,733 338,733 402,722 L398,596 C396,560 390,460 386,350 ' +
    'C386,320 390,290 394,254 C398,222 404,186 412,148 C392,138 360,130 336,126 C322,138 278,138 264,126 Z';
  const back = 'M208,584 L182,728 C250,740 350,740 418,728 L392,584 Z';
  const sleeve =
    'M188,148 C170,154 160,176 158,214 L148,474 C162,480 180,482 196,480 L207,256 C205,220 200,184 188,148 Z';
  const cuff = 'M142,470 C162,477 180,479 202,477';
  const hem = 'M180,722 C262,734 338,734 420,722';
  const border = heavy(ctx) ? 30 : 20;

  const sleeves = ([0, 1] as const)
    .map((side) => {
      const m = (d: string) => (side ? mirrorX(d) : d);
      return piece(ctx, `sleeve${side}`, m(sleeve), {
        fill: cloth,
        inner: band(ctx, m(cuff), 22, { motif: 'bars', inward: [0, -1] }),
        folds: [m('M162,320 C176,328 192,328 206,320'), m('M194,210 C194,280 194,360 192,460')],
        lights: [m('M172,190 C166,280 160,380 155,460')],
      });
    })
    .join('');

  const front = piece(ctx, 'body', body, {
    fill: cloth,
    inner:
      band(ctx, hem, border, { motif: 'bars', inward: [0, -1], motifColor: pal.secondary }) +
      band(ctx, 'M300,130 L300,730', 18, { motif: 'dots' }) +
      `<path d="M300,130 L300,730" stroke="${pal.primaryDeep}" stroke-width="1.2"/>`,
    folds: [
      'M226,262 C234,300 236,330 232,362',
      'M374,262 C366,300 364,330 368,362',
      'M236,420 C236,520 230,620 222,724',
      'M364,420 C364,520 370,620 378,724',
      'M272,470 C274,560 272,650 268,726',
    ],
    lights: ['M254,300 C258,420 256,560 250,720', 'M332,420 C334,540 334,640 336,724'],
  });
  const backPiece = piece(ctx, 'back', back, {
    fill: cloth,
    inner:
      band(ctx, 'M176,728 C250,740 350,740 424,728', border, { motif: 'bars', inward: [0, -1] }) +
      `<path d="${back}" fill="#000" opacity=".3"/>`,
    shade: false,
  });

  const collarBand = 'M266,103 C282,113 318,113 334,103 L336,128 C322,139 278,139 264,128 Z';
  const collar =
    neckInside(ctx, 'M266,103 C282,93 318,93 334,103 C318,113 282,113 266,103 Z') +
    piece(ctx, 'collar', collarBand, {
      fill: cloth,
      inner: band(ctx, 'M264,117 C282,127 318,127 336,117', 22, { motif: 'dots' }),
      shade: false,
    });

  const buttons = Array.from({ length: 9 }, (_, i) => button(ctx, 300, 150 + i * 31, 4.6)).join('');
  // A brooch on the left breast is the finishing touch of a wedding sherwani.
  const brooch =
    button(ctx, 352, 196, 9) +
    `<circle cx="352" cy="196" r="4.6" fill="${pal.secondary}"/><circle cx="350.5" cy="194.5" r="1.5" fill="#fff" opacity=".7"/>` +
    `<path d="M352,205 C356,222 362,232 370,236" fill="none" stroke="${pal.accent}" stroke-width="1.6" stroke-dasharray="2 1.5"/>` +
    button(ctx, 371, 238, 4);

  return {
    body:
      floorShadow(ctx, 300, 772, 130, 14) +
      `<g transform="translate(0 -12)">${churidar(ctx, 700, 780, mix('#f3ecdc', pal.secondary, 0.1))}${backPiece}${sleeves}${front}${collar}${buttons}${brooch}</g>`,
    focus: { x: 310, y: 200, zoom: 2.3 },
  };
};

export const drawNehruJacket: ArtDrawer = (ctx) => {
  const { pal } = ctx;
  const cloth = fabric(ctx, 'main', { scale: 0.7 });
  const lining = plainCloth(ctx, 'lining', pal.secondaryDark, pal.secondary);
  // Through the armholes the inside of the back shows as a sliver of lining.
  const back =
    'M266,126 L218,146 C218,185 224,222 224,248 C223,258 221,264 219,268 L381,268 C379,264 377,258 376,248 C376,222 382,185 382,146 L334,126 Z';
  const body =
    'M266,126 L218,146 C226,182 236,214 234,244 C232,256 226,264 218,268 C222,310 226,340 225,372 C224,410 222,440 222,462 ' +
    'C252,468 280,471 292,470 C297,469 300,465 300,458 C300,465 303,469 308,470 C320,471 348,468 378,462 ' +
    'C378,440 376,410 375,372 C374,340 378,310 382,268 C374,264 368,256 366,244 C364,214 374,182 382,146 L334,126 C320,136 280,136 266,126 Z';
  const piping = `<path d="M300,134 L300,460" stroke="${pal.accent}" stroke-width="1.4"/>`;
  const welts =
    `<path d="M326,206 L362,201 L363,208 L327,213 Z" fill="${pal.primaryDeep}" opacity=".7"/>` +
    `<path d="M238,376 L280,374 L280,381 L238,383 Z" fill="${pal.primaryDeep}" opacity=".6"/>` +
    `<path d="${mirrorX('M238,376 L280,374 L280,381 L238,383 Z')}" fill="${pal.primaryDeep}" opacity=".6"/>` +
    `<path d="M256,232 C258,280 258,330 256,370 M344,232 C342,280 342,330 344,370" stroke="${pal.primaryDeep}" stroke-opacity=".35" stroke-width="1" fill="none"/>`;
  const front = piece(ctx, 'body', body, {
    fill: cloth,
    inner:
      welts +
      piping +
      (heavy(ctx)
        ? band(ctx, 'M214,465 C252,472 280,475 300,470 C320,475 348,472 386,465', 10, {
            motif: 'dots',
            inward: [0, -1],
          })
        : ''),
    folds: [
      'M236,280 C240,340 240,400 236,460',
      'M364,280 C360,340 360,400 364,460',
      'M300,470 C286,420 286,330 292,280',
    ],
    lights: ['M262,170 C266,260 266,360 262,450', 'M338,180 C336,260 336,360 340,450'],
    foldWidth: 6,
  });
  const pocketSquare =
    `<path d="M332,206 L339,188 L345,199 L351,189 L357,203 Z" fill="${pal.secondary}"/>` +
    `<path d="M339,188 L345,199 L351,189" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1"/>`;
  const collarBand = 'M268,108 C282,117 318,117 332,108 L334,128 C320,137 280,137 266,128 Z';
  const collar =
    `<path d="M268,108 C282,98 318,98 332,108 C318,117 282,117 268,108 Z" fill="${lining}"/>` +
    piece(ctx, 'collar', collarBand, {
      fill: cloth,
      inner: `<path d="M268,109 C282,118 318,118 332,109" stroke="${pal.accent}" stroke-width="1.8" fill="none"/>`,
      shade: false,
    });
  const buttons = [152, 213, 274, 335, 396].map((y) => button(ctx, 300, y, 4.2)).join('');
  const jacket =
    `<path d="${back}" fill="${lining}"/><path d="${back}" fill="#000" opacity=".3"/>` +
    front +
    collar +
    pocketSquare +
    buttons;
  return {
    body:
      floorShadow(ctx, 300, 712, 150, 15) +
      `<g transform="translate(300 96) scale(1.55) translate(-300 -104)">${jacket}</g>`,
    // (300, 200) in jacket units lands here once scaled.
    focus: { x: 330, y: 262, zoom: 2 },
  };
};
