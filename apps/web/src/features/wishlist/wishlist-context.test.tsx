import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { product as productSchema, wishlistResponse, type Product } from '@store/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/auth-token';
import { fixture } from '../../test/fixture';
import { AuthProvider } from '../auth';
import type { ShopProduct } from '../../lib/shop-product';
import { useWishlist, WishlistProvider } from './wishlist-context';
import { WISHLIST_STORAGE_KEY } from './wishlist-storage';

vi.mock('../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const product = (id: number): ShopProduct => ({
  id,
  name: `Kurta ${id}`,
  description: '',
  price: 999,
  image: '',
  images: [],
  featured: false,
  sizes: [],
  colors: [],
  category: 'Men',
  masterCategory: 'Apparel',
  subCategory: 'Kurtas',
  parentCategory: 'Kurtas & Kurta Sets',
  gender: 'Men',
  inStock: true,
});

const wire = (id: number): Product =>
  fixture(productSchema, {
    id,
    title: `Server Kurta ${id}`,
    description: '',
    imgUrl: '',
    category: 'Men',
    parentCategory: 'Kurtas & Kurta Sets',
    subCategory: 'Kurtas',
    masterCategory: 'Apparel',
    gender: 'Men',
    regularPrice: 1500,
    discountedPrice: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    images: [],
    attributes: [],
    inStock: true,
  });

let api: ReturnType<typeof useWishlist> | undefined;
function Probe() {
  api = useWishlist();
  return <p data-testid="names">{api.items.map((p) => p.name).join(',')}</p>;
}
const renderWishlist = () =>
  render(
    <AuthProvider>
      <WishlistProvider>
        <Probe />
      </WishlistProvider>
    </AuthProvider>,
  );

describe('WishlistProvider', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    api = undefined;
  });

  it('keeps a visitor’s wishlist in localStorage without calling the server', async () => {
    renderWishlist();
    act(() => api?.toggle(product(1)));
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Kurta 1'));
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    act(() => api?.toggle(product(1)));
    await waitFor(() => expect(api?.count).toBe(0));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the server list for a signed-in shopper and saves changes there', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/wishlist') && (!init?.method || init.method === 'GET')) {
        return new Response(JSON.stringify(fixture(wishlistResponse, { data: [wire(5)] })), {
          status: 200,
        });
      }
      return new Response(null, { status: 204 });
    });
    renderWishlist();
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Server Kurta 5'));
    act(() => api?.toggle(product(2)));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringMatching(/\/wishlist\/2$/),
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    act(() => api?.toggle(product(5)));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringMatching(/\/wishlist\/5$/),
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    expect(screen.getByTestId('names').textContent).toBe('Kurta 2');
  });

  it('falls back to the browser list when the server wishlist is unavailable', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([product(3)]));
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'Not found' }), { status: 404 }),
    );
    renderWishlist();
    await waitFor(() => expect(api?.isLoading).toBe(false));
    expect(screen.getByTestId('names').textContent).toBe('Kurta 3');
    act(() => api?.toggle(product(4)));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toHaveLength(2),
    );
  });
});
