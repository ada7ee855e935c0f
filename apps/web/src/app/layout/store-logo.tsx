import type { StorePicture } from '@store/contract';

/** The logo's box in the header: 40 px tall, at most 160 px wide (a wide wordmark is fitted in). */
const LOGO_HEIGHT = 40;
const LOGO_MAX_WIDTH = 160;

/** The size the header draws a logo of this shape at, whole pixels. */
export function logoBox(logo: Pick<StorePicture, 'width' | 'height'>) {
  const width = Math.round((LOGO_HEIGHT * logo.width) / logo.height);
  return width <= LOGO_MAX_WIDTH
    ? { width, height: LOGO_HEIGHT }
    : {
        width: LOGO_MAX_WIDTH,
        height: Math.max(1, Math.round((LOGO_MAX_WIDTH * logo.height) / logo.width)),
      };
}

/**
 * The store's uploaded logo in the header, in place of the name (its alt text). Its width and
 * height are set from the stored picture's shape, so the header never moves when it arrives,
 * and the browser fetches the narrowest variant that is sharp at the screen's density.
 */
export function StoreLogo({ logo, alt }: { logo: StorePicture; alt: string }) {
  const box = logoBox(logo);
  const sizes = `${box.width}px`; // the widest it is drawn (at 40 px tall)
  return (
    <picture className="flex shrink-0">
      <source type="image/avif" srcSet={logo.srcset.avif} sizes={sizes} />
      <img
        src={logo.url}
        srcSet={logo.srcset.webp}
        sizes={sizes}
        width={box.width}
        height={box.height}
        alt={alt}
        decoding="async"
        fetchPriority="high"
        // The box keeps the attributes' shape at every height: 32 px on narrow phones, 40 above.
        className="block h-8 w-auto object-contain min-[400px]:h-10"
      />
    </picture>
  );
}
