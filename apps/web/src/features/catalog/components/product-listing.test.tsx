import { productListResponse } from '@store/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedStoreInfo } from '../../../test/store-info';
import { ProductListing } from './product-listing';
import { noRetryClient, renderInShop } from '../../../test/render';
import { wireProduct } from '../../../test/samples';

// Parsed with the contract: a fixture the API could not send fails here.
const LISTING = productListResponse.parse({
  data: [wireProduct(1, 'Anarkali Kurta'), wireProduct(2, 'Straight Kurta')],
  count: 30,
  pagination: { page: 1, limit: 12, total: 30, totalPages: 3 },
  facets: { parentCategories: ['Apparel', 'Footwear'], subCategories: ['Kurtas'] },
});

const productCalls: URL[] = [];
let answer = LISTING;
beforeEach(() => {
  productCalls.length = 0;
  answer = LISTING;
  localStorage.clear();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/products')) productCalls.push(url);
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderAt(path: string) {
  return renderInShop(
    <Routes>
      <Route
        path="/products"
        element={
          <>
            <ProductListing />
            <Address />
          </>
        }
      />
    </Routes>,
    { at: path, client: seedStoreInfo(noRetryClient()), wishlist: true },
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('ProductListing', () => {
  it('shows the category tiles, and reads no products, without a category or search', () => {
    renderAt('/products');
    expect(screen.getByRole('heading', { level: 1, name: 'Select a Category' })).toBeTruthy();
    expect(productCalls).toHaveLength(0);
  });

  it('says "1,000+" when a search has more matches than the store counts', async () => {
    answer = productListResponse.parse({
      ...LISTING,
      count: 1000,
      pagination: { page: 1, limit: 12, total: 1000, totalPages: 84, totalAtLeast: true },
    });
    renderAt('/products?q=kurta');
    expect(await screen.findByText('1,000+ pieces')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 12 of 1,000+ items')).toBeTruthy();
  });

  it('marks the filter counts as approximate when they were counted over a sample', async () => {
    const note = 'Counts are approximate: there are too many pieces to count each one.';
    answer = productListResponse.parse({
      ...LISTING,
      facets: { ...LISTING.facets, sizes: [{ value: 'M', count: 400 }], sampled: true },
    });
    renderAt('/products?q=kurta');
    expect(await screen.findByText(note)).toBeTruthy();
    answer = LISTING;
    renderAt('/products?q=saree');
    expect(await screen.findAllByText('Anarkali Kurta')).toBeTruthy();
    expect(screen.getAllByText(note)).toHaveLength(1);
  });

  it("asks for the address's filters, sort and page and lists what comes back", async () => {
    renderAt('/products?category=Women&sort=price_asc&page=2');
    expect(await screen.findByText('Anarkali Kurta')).toBeTruthy();
    expect(screen.getByText('30 pieces')).toBeTruthy();
    const query = productCalls[0]!.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      category: 'Women',
      sort: 'price_asc',
      page: '2',
      limit: '12',
    });
  });

  it('searches by the address and titles the results with the search', async () => {
    renderAt('/products?q=kurta');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “kurta”' }),
    ).toBeTruthy();
    expect(productCalls[0]!.searchParams.get('q')).toBe('kurta');
  });

  it('a filter changes the address and starts again from page 1', async () => {
    renderAt('/products?category=Women&page=3');
    await screen.findByText('Anarkali Kurta');
    fireEvent.click(screen.getByRole('button', { name: 'Footwear' }));
    expect(address()).toBe('?category=Women&parentCategory=Footwear');
  });

  it('a sort keeps the filters and drops the page', async () => {
    renderAt('/products?category=Women&page=2');
    await screen.findByText('Anarkali Kurta');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_desc' } });
    expect(address()).toBe('?category=Women&sort=price_desc');
  });
});
