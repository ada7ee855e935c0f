import { PRODUCT_SORTS } from '@store/contract/storefront-reads';
import { describe, expect, it } from 'vitest';
import {
  changeListingParams,
  readListingParams,
  SORT_OPTIONS,
  typeOptions,
} from './listing-params';

const read = (search: string) => readListingParams(new URLSearchParams(search));

describe('readListingParams', () => {
  it('reads the filters, sort and page from the address', () => {
    expect(
      read('category=Women&parentCategory=Apparel&subCategory=Kurtas&sort=price_asc&page=3'),
    ).toEqual({
      category: 'Women',
      parentCategory: 'Apparel',
      subCategory: 'Kurtas',
      q: '',
      sort: 'price_asc',
      page: 3,
      size: [],
      color: [],
      fabric: [],
      minPrice: undefined,
      maxPrice: undefined,
      discount: undefined,
      refined: false,
      showsTiles: false,
    });
  });

  it('reads repeated filters as either, and whole rupees only', () => {
    const p = read('size=M&size=L&size=M&color=Navy&minPrice=1000&maxPrice=abc&discount=20');
    expect(p).toMatchObject({
      size: ['M', 'L'],
      color: ['Navy'],
      minPrice: 1000,
      maxPrice: undefined,
      discount: 20,
      refined: true,
      showsTiles: false,
    });
  });

  it('shows the category tiles with no category, style, type or search', () => {
    expect(read('').showsTiles).toBe(true);
    expect(read('sort=newest&page=2').showsTiles).toBe(true);
    expect(read('q=%20silk%20').q).toBe('silk');
    expect(read('q=silk').showsTiles).toBe(false);
  });

  it('falls back to page 1 and the default sort for values it does not know', () => {
    expect(read('category=Men&page=-2&sort=cheapest')).toMatchObject({ page: 1, sort: undefined });
    expect(read('category=Men&page=1.5').page).toBe(1);
  });
});

describe('changeListingParams', () => {
  const current = new URLSearchParams('category=Women&subCategory=Kurtas&page=4');

  it('sets and removes keys, and starts again from page 1', () => {
    expect(
      changeListingParams(current, { parentCategory: 'Apparel', subCategory: null }).toString(),
    ).toBe('category=Women&parentCategory=Apparel');
  });

  it('keeps the page when asked to (paging itself)', () => {
    expect(changeListingParams(current, { page: '5' }, true).get('page')).toBe('5');
  });

  it('leaves the address it was given as it was', () => {
    changeListingParams(current, { category: null });
    expect(current.get('category')).toBe('Women');
  });
});

describe('the sort menu', () => {
  it("offers the contract's sort values, in its order, each with its label", () => {
    expect(SORT_OPTIONS.map((option) => option.value)).toEqual([...PRODUCT_SORTS]);
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Newest',
      'Price: Low to High',
      'Price: High to Low',
      'Relevance',
      'Popularity',
      'Discount',
    ]);
  });
});

describe('typeOptions', () => {
  it('keeps a chosen type in the menu when the facets no longer name it', () => {
    expect(typeOptions('Sarees', ['Kurtas'])).toEqual(['Sarees', 'Kurtas']);
    expect(typeOptions('Kurtas', ['Kurtas'])).toEqual(['Kurtas']);
    expect(typeOptions('', ['Kurtas'])).toEqual(['Kurtas']);
  });
});
