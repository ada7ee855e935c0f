// The picture a shared link shows for pages without a product of their own: 1200 x 630 (the
// size link previews ask for), drawn once at start as a PNG with nothing but zlib, in the
// store's maroon and gold, so no image library or build step is needed for it.
import zlib from 'node:zlib';

const WIDTH = 1200;
const HEIGHT = 630;
const MAROON = [0x5c, 0x1a, 0x26] as const;
const DEEP = [0x3f, 0x11, 0x1a] as const;
const GOLD = [0xc9, 0xa2, 0x27] as const;
const IVORY = [0xfb, 0xf6, 0xec] as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The colour of pixel (x, y): a maroon field, a gold frame, an ivory diamond with a gold heart. */
function colourAt(x: number, y: number): readonly [number, number, number] {
  const inFrame = x >= 40 && x < WIDTH - 40 && y >= 40 && y < HEIGHT - 40;
  const onFrame = inFrame && (x < 48 || x >= WIDTH - 48 || y < 48 || y >= HEIGHT - 48);
  if (onFrame) return GOLD;
  if (!inFrame) return DEEP;
  const d = Math.abs(x - WIDTH / 2) + Math.abs(y - HEIGHT / 2);
  if (d < 70) return GOLD;
  if (d < 150) return IVORY;
  if (d < 162) return GOLD;
  if (Math.abs(y - HEIGHT / 2) < 3 && Math.abs(x - WIDTH / 2) < 420) return GOLD;
  return MAROON;
}

export function sharePicture(): Buffer {
  const rows = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  let at = 0;
  for (let y = 0; y < HEIGHT; y++) {
    rows[at++] = 0; // no filter
    for (let x = 0; x < WIDTH; x++) {
      const [r, g, b] = colourAt(x, y);
      rows[at++] = r;
      rows[at++] = g;
      rows[at++] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
