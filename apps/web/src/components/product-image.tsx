import { useState } from 'react';
import fallbackImage from '../assets/product-fallback.svg';
import { cn } from '../lib/cn';
import type { ShopPhoto } from '../lib/shop-product';

export { fallbackImage };

/**
 * A 3:4 product picture. The box keeps its shape before the image arrives (no layout shift), and a
 * broken or missing image is replaced by the bundled fallback (docs/product/storefront.md section 2, product card).
 */
export function ProductImage({
  src,
  alt,
  className,
  imgClassName,
  eager = false,
  sizes,
  photo,
}: {
  src: string;
  alt: string;
  className?: string;
  imgClassName?: string;
  eager?: boolean;
  sizes?: string;
  /** The owner's photo behind `src`: served as AVIF or WebP at the width the screen needs. */
  photo?: ShopPhoto | undefined;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const shown = failed ? fallbackImage : src;
  // Without `sizes` the browser assumes the picture fills the screen's width.
  const sizesOrFull = sizes ?? '(min-width: 768px) 50vw, 100vw';
  const img = (
    <img
      src={shown}
      alt={alt}
      width={photo && !failed ? photo.width : 600}
      height={photo && !failed ? photo.height : 800}
      sizes={photo && !failed ? sizesOrFull : sizes}
      srcSet={photo && !failed ? photo.srcset.webp : undefined}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      // A picture in the first screen is drawn in the same frame as the text around it; decoded
      // on the side it would come a frame or more later, and the page's largest paint with it.
      decoding={eager ? undefined : 'async'}
      onError={() => setFailedSrc(src)}
      className={cn('h-full w-full object-cover', imgClassName)}
    />
  );
  return (
    <div className={cn('relative aspect-[3/4] overflow-hidden bg-ivory-200', className)}>
      {photo && !failed ? (
        <picture>
          <source type="image/avif" srcSet={photo.srcset.avif} sizes={sizesOrFull} />
          <source type="image/webp" srcSet={photo.srcset.webp} sizes={sizesOrFull} />
          {img}
        </picture>
      ) : (
        img
      )}
    </div>
  );
}
