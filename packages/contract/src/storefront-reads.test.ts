import { describe, expect, it } from 'vitest';
import {
  canonicalRead,
  canonicalReadOfUrl,
  featuredQueryOf,
  firstCatalogReads,
  listingQueryOf,
} from './storefront-reads.ts';

const reads = (url: string) => {
  const u = new URL(url, 'http://shop.test');
  return firstCatalogReads(u.pathname, u.searchParams);
};

describe('storefront reads', () => {
  it('names a read alike whatever the order of its query and drops empty values', () => {
    expect(canonicalRead('/products', { page: 1, category: 'men', q: '', sort: undefined })).toBe(
      '/products?category=men&page=1',
    );
    expect(canonicalReadOfUrl('/products?page=1&limit=12&category=Men%27s+wear')).toBe(
      canonicalRead('/products', { category: "Men's wear", limit: 12, page: 1 }),
    );
    expect(canonicalReadOfUrl('/storeInfo')).toBe('/storeInfo');
  });

  it('reads one product and its reviews on a product page, by its decoded id', () => {
    expect(reads('/product/42')).toEqual(['/products/42', '/products/42/reviews']);
    expect(reads('/product/a%20b/')).toEqual(['/products/a%20b', '/products/a%20b/reviews']);
    expect(reads('/product/%E0%A4')).toEqual([]); // not decodable: the page reads nothing first
  });

  it('reads a listing page as the products page asks for it', () => {
    expect(reads('/products?category=Women&page=2&sort=price_asc')).toEqual([
      '/products?category=Women&limit=12&page=2&sort=price_asc',
    ]);
    // category=all lists everything; an unknown sort and a bad page fall back to the defaults.
    expect(reads('/products?category=all&parentCategory=Apparel&page=-3&sort=cheapest')).toEqual([
      '/products?limit=12&page=1&parentCategory=Apparel',
    ]);
    expect(reads('/products?q=%20silk%20')).toEqual(['/products?limit=12&page=1&q=silk']);
  });

  it('reads nothing first where the page shows tiles or is not a catalog page', () => {
    expect(reads('/products')).toEqual([]);
    expect(reads('/products?page=2')).toEqual([]);
    expect(reads('/cart')).toEqual([]);
    expect(reads('/')).toEqual([]);
    expect(listingQueryOf(new URLSearchParams('category=%20%20'))).toBeNull();
  });

  it('asks for four featured products of the first category, lower-cased', () => {
    expect(canonicalRead('/products', featuredQueryOf(' Men '))).toBe(
      '/products?category=men&featured=true&limit=4&page=1',
    );
  });
});

describe('reads with repeated filters (issue 30)', () => {
  it('names one read alike whatever the order of repeated values', () => {
    expect(canonicalReadOfUrl('/products?size=M&q=kurta&size=L')).toBe(
      canonicalRead('/products', { q: 'kurta', size: ['L', 'M'] }),
    );
    expect(canonicalRead('/products', { size: ['M', 'L'] })).toBe('/products?size=L&size=M');
  });

  it('reads the narrowing filters of a listing address, which alone make it a listing', () => {
    const query = listingQueryOf(new URLSearchParams('size=M&size=L&color=Navy&minPrice=01000'));
    expect(query).toMatchObject({ size: ['M', 'L'], color: ['Navy'], minPrice: '1000' });
  });
});
