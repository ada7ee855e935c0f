import { productListResponse } from '@store/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedStoreInfo } from '../../../test/store-info';
import { FeaturedProducts } from './featured-products';
import { renderInShop, stubFetchForEachTest } from '../../../test/render';
import { wireProduct as sampleProduct } from '../../../test/samples';

const wireProduct = (id: number, title: string) =>
  sampleProduct(id, title, { attributes: [{ key: 'featured', value: ['true'] }] });

let answer: () => Response;
const productCalls: URL[] = [];
stubFetchForEachTest(async (input) => {
  productCalls.push(new URL(String(input)));
  return answer();
});
beforeEach(() => {
  productCalls.length = 0;
});

function renderFeatured() {
  const client = seedStoreInfo(new QueryClient(), { categories: ['Women', 'Men'] });
  return renderInShop(<FeaturedProducts />, { client, wishlist: true });
}

describe('FeaturedProducts', () => {
  it("shows the featured products of the store's first category", async () => {
    const listing = productListResponse.parse({
      data: [wireProduct(1, 'Anarkali Kurta')],
      count: 1,
      pagination: { page: 1, limit: 4, total: 1, totalPages: 1 },
      facets: { parentCategories: [], subCategories: [] },
    });
    answer = () => Response.json(listing);
    renderFeatured();
    expect(screen.getByText('Loading featured products')).toBeTruthy();
    expect(await screen.findByText('Anarkali Kurta')).toBeTruthy();
    expect(Object.fromEntries(productCalls[0]!.searchParams)).toMatchObject({
      featured: 'true',
      category: 'women',
      limit: '4',
    });
  });

  it('shows the empty state when the products cannot be loaded', async () => {
    answer = () => Response.json({ error: 'down' }, { status: 500 });
    renderFeatured();
    expect(await screen.findByText('No featured products available at the moment.')).toBeTruthy();
  });
});
