import { describe, expect, it } from 'vitest';
import { categoryHeading, categoryHref } from './category';

describe('categoryHeading', () => {
  const store = ['Men', 'Women', 'Accessories', 'Wedding Edit'];
  it('uses the fixed headings', () => {
    expect(categoryHeading('all', store)).toBe('All Products');
    expect(categoryHeading('men', store)).toBe("Men's Collection");
    expect(categoryHeading('Women', store)).toBe("Women's Collection");
    expect(categoryHeading('accessories', store)).toBe('Accessories');
  });
  it("uses the store's spelling plus 's Collection", () => {
    expect(categoryHeading('wedding edit', store)).toBe("Wedding Edit's Collection");
  });
  it('writes a name ending in s as a plural possessive', () => {
    expect(categoryHeading('kurtas & kurta sets', store)).toBe("Kurtas & Kurta Sets' Collection");
    expect(categoryHeading('sarees', store)).toBe("Sarees' Collection");
  });
});

describe('categoryHref', () => {
  it('lower-cases and encodes the name', () => {
    expect(categoryHref('Kurtas & Kurta Sets')).toBe(
      '/products?category=kurtas%20%26%20kurta%20sets',
    );
  });
});
