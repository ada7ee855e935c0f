import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

const photo = {
  alt: 'Front',
  width: 1200,
  height: 1600,
  srcset: {
    avif: '/a-320.avif 320w, /a-640.avif 640w',
    webp: '/a-320.webp 320w, /a-640.webp 640w',
  },
};

describe('ProductImage', () => {
  it('serves a photo through <picture>: AVIF, then WebP, with sizes, width and height', () => {
    const { container } = render(
      <ProductImage src="/a-640.webp" photo={photo} alt="Front" sizes="50vw" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
      ['image/avif', photo.srcset.avif],
      ['image/webp', photo.srcset.webp],
    ]);
    expect(sources.every((s) => s.getAttribute('sizes') === '50vw')).toBe(true);
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/a-640.webp');
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('1600');
    expect(img.getAttribute('alt')).toBe('Front');
  });

  it('draws the art (a plain <img>) for a product without photos', () => {
    const { container } = render(<ProductImage src="/art/main-1.svg" alt="" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/art/main-1.svg');
  });
});
