// The pictures a shared link previews with (WhatsApp, Instagram, search results), 1200 x 630 as
// link previews ask for, made with sharp (the store's image library):
// - /share.png, for pages without a product of their own: the store's maroon and gold;
// - /share/products/{id}.jpg, for a product: its main photo, or its drawn art for a product
//   without photos, whole on an ivory ground. Previews do not read SVG, AVIF or tall pictures,
//   so the product page's own picture cannot stand in.
import type { FastifyInstance } from 'fastify';
import { loadSharp } from '../lib/lazy-libraries.ts';
import type { Product } from '@store/contract';
import { sendError } from './errors.ts';
import { SHARE_HEIGHT, SHARE_PICTURE_PATH, SHARE_WIDTH } from './page-meta.ts';

const MAROON = '#5c1a26';
const DEEP = '#3f111a';
const GOLD = '#c9a227';
const IVORY = '#fbf6ec';

/** A maroon field in a gold frame, an ivory diamond with a gold heart, a gold line through it. */
const STORE_ART = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">
<rect width="100%" height="100%" fill="${DEEP}"/>
<rect x="40" y="40" width="1120" height="550" fill="${GOLD}"/>
<rect x="48" y="48" width="1104" height="534" fill="${MAROON}"/>
<rect x="180" y="312" width="840" height="6" fill="${GOLD}"/>
<polygon points="600,153 762,315 600,477 438,315" fill="${GOLD}"/>
<polygon points="600,165 750,315 600,465 450,315" fill="${IVORY}"/>
<polygon points="600,245 670,315 600,385 530,315" fill="${GOLD}"/>
</svg>`;

export async function storeSharePicture(): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(STORE_ART)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** A product's picture (a photo, or SVG art), whole and centred on ivory, as a JPEG. */
export async function productSharePicture(source: Buffer, isSvg: boolean): Promise<Buffer> {
  const sharp = await loadSharp();
  // Art is drawn at a density that makes it at least as tall as the preview, never upscaled.
  return sharp(source, isSvg ? { density: 300 } : {})
    .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'contain', background: IVORY })
    .flatten({ background: IVORY })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

const MAX_KEPT = 200;

export interface SharePictureSources {
  /** A product as the storefront reads it (from the read cache), or null. */
  productOf(id: number): Promise<Product | null>;
  /** The bytes of its main picture (modules/catalog `mainPictureOf`). */
  mainPictureOf(product: Product): Promise<{ bytes: Buffer; svg: boolean }>;
}

/**
 * Serves both pictures. A product's is made once per main picture (whose address names its
 * revision or bytes) and kept, the oldest dropped past MAX_KEPT.
 */
export function registerSharePictures(
  app: FastifyInstance,
  { productOf, mainPictureOf }: SharePictureSources,
): void {
  let storePicture: Promise<Buffer> | undefined;
  app.get(SHARE_PICTURE_PATH, { schema: { hide: true } }, async (_req, reply) => {
    storePicture ??= storeSharePicture();
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/png')
      .send(await storePicture);
  });

  const made = new Map<string, Promise<Buffer>>();
  async function pictureOf(product: Product): Promise<Buffer> {
    const url = product.imgUrl;
    let picture = made.get(url);
    if (!picture) {
      picture = mainPictureOf(product).then(({ bytes, svg }) => productSharePicture(bytes, svg));
      // A failure is not kept: the next request tries again.
      picture.catch(() => made.delete(url));
      if (made.size >= MAX_KEPT) made.delete(made.keys().next().value!);
      made.set(url, picture);
    }
    return picture;
  }

  app.get<{ Params: { file: string } }>(
    '/share/products/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const id = /^([1-9]\d{0,8})\.jpg$/.exec(req.params.file)?.[1];
      const product = id ? await productOf(Number(id)) : null;
      if (!product) return sendError(reply, 'not_found', 'Image not found');
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('image/jpeg')
        .send(await pictureOf(product));
    },
  );
}
