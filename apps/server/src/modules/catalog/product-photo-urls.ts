// How a stored photo appears on the wire: a plain URL for clients that read only `url` (the
// 640-wide WebP, the product page's main picture), and a srcset per format for `<picture>`.
import type { AdminProductImage, ProductImage } from '@store/contract';
import { IMAGE_KEY, imageUrl } from '../media/index.ts';
import type { ProductImageRow } from './product-images.repository.ts';

/** The stored variant a photo URL names, or null for any other address (the drawn art). */
export function photoKeyOf(url: string): string | null {
  const key = url.startsWith(PHOTO_PREFIX) ? url.slice(PHOTO_PREFIX.length) : '';
  return IMAGE_KEY.test(key) ? key : null;
}
const PHOTO_PREFIX = imageUrl('');

/** The width a plain `url` points at: what the product page shows on a phone. */
const MAIN_WIDTH = 640;
const THUMBNAIL_WIDTH = 320;

function byFormat(image: ProductImageRow, format: 'avif' | 'webp') {
  return image.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
}

function srcsetOf(image: ProductImageRow, format: 'avif' | 'webp'): string {
  return byFormat(image, format)
    .map((v) => `${imageUrl(v.key)} ${v.width}w`)
    .join(', ');
}

/** The widest WebP at most `width` wide (or the narrowest there is). */
export function webpUrl(image: ProductImageRow, width: number): string {
  const webp = byFormat(image, 'webp');
  const pick = [...webp].reverse().find((v) => v.width <= width) ?? webp[0];
  return pick ? imageUrl(pick.key) : '';
}

export function wirePhoto(
  image: ProductImageRow,
): Required<Omit<ProductImage, 'color'>> & Pick<ProductImage, 'color'> {
  return {
    url: webpUrl(image, MAIN_WIDTH),
    alt: image.alt,
    width: image.width,
    height: image.height,
    srcset: { avif: srcsetOf(image, 'avif'), webp: srcsetOf(image, 'webp') },
    ...(image.color ? { color: image.color } : {}),
  };
}

export function adminPhoto(image: ProductImageRow): AdminProductImage {
  const { url, alt, width, height, srcset } = wirePhoto(image);
  const color = image.color ?? null;
  return { id: image.id, position: image.position, url, alt, width, height, srcset, color };
}

export const thumbnailUrl = (image: ProductImageRow) => webpUrl(image, THUMBNAIL_WIDTH);
