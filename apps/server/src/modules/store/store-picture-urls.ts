// How a picture the owner uploaded for the store (logo, category tile) appears on the wire: the
// same shape as a product photo's (docs/photos.md), a plain WebP URL and a srcset per format.
import type { StorePicture } from '@store/contract';
import { imageUrl } from '../media/index.ts';
import type { StoredPicture } from './store-settings.ts';

function byFormat(picture: StoredPicture, format: 'avif' | 'webp') {
  return picture.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
}

const srcsetOf = (picture: StoredPicture, format: 'avif' | 'webp') =>
  byFormat(picture, format)
    .map((v) => `${imageUrl(v.key)} ${v.width}w`)
    .join(', ');

/** `url` is the widest WebP at most `urlWidth` wide (or the narrowest there is). */
export function wirePicture(picture: StoredPicture, urlWidth: number): StorePicture {
  const webp = byFormat(picture, 'webp');
  const pick = [...webp].reverse().find((v) => v.width <= urlWidth) ?? webp[0];
  return {
    url: pick ? imageUrl(pick.key) : '',
    width: picture.width,
    height: picture.height,
    srcset: { avif: srcsetOf(picture, 'avif'), webp: srcsetOf(picture, 'webp') },
  };
}
