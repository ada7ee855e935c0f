import type { StorePicture } from '@store/contract';
import { categoryArt } from '../category-art';

/**
 * A category tile's picture: the owner's photo (AVIF or WebP at the width the tile needs) or,
 * without one, the drawn art. The tile's box is set by the caller's aspect-ratio classes, so
 * the picture arriving never moves the page (CLS 0).
 */
export function CategoryPicture({
  name,
  picture,
  sizes,
  className,
  loading,
}: {
  name: string;
  picture: StorePicture | undefined;
  sizes: string;
  className: string;
  loading?: 'lazy' | 'eager';
}) {
  if (!picture) {
    return (
      <img
        src={categoryArt(name)}
        alt=""
        width={600}
        height={800}
        loading={loading}
        className={className}
      />
    );
  }
  return (
    <picture>
      <source type="image/avif" srcSet={picture.srcset.avif} sizes={sizes} />
      <img
        src={picture.url}
        srcSet={picture.srcset.webp}
        sizes={sizes}
        alt=""
        width={picture.width}
        height={picture.height}
        loading={loading}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

/** A third of the page from 640 px (the tiles' grid), the whole width below; the page stops at 1280 px. */
export const CATEGORY_TILE_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 33vw, 100vw';
