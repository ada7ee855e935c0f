import { useState } from 'react';
import fallbackImage from '../../../assets/product-fallback.svg';
import { cn } from '../../../lib/cn';

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
}: {
  src: string;
  alt: string;
  className?: string;
  imgClassName?: string;
  eager?: boolean;
  sizes?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? fallbackImage : src;
  return (
    <div className={cn('relative aspect-[3/4] overflow-hidden bg-ivory-200', className)}>
      <img
        src={shown}
        alt={alt}
        width={600}
        height={800}
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        onError={() => setFailedSrc(src)}
        className={cn('h-full w-full object-cover', imgClassName)}
      />
    </div>
  );
}
