import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedStoreInfo } from '../../test/store-info';
import ProductsPage from './products-page';

const { reload } = vi.hoisted(() => ({ reload: vi.fn() }));
vi.mock('../../lib/reload-page', () => ({ reloadPage: reload }));
const productCalls: string[] = [];
beforeEach(() => {
  productCalls.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    productCalls.push(String(input));
    return new Response(JSON.stringify({ error: 'down' }), { status: 500 });
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  reload.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderAt = (path: string) =>
  render(
    <QueryClientProvider
      client={seedStoreInfo(new QueryClient({ defaultOptions: { queries: { retry: false } } }))}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/products" element={<ProductsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('products page error view (docs/product/storefront.md section 2)', () => {
  it('Try Again reloads the page', async () => {
    renderAt('/products?category=men');
    expect(await screen.findByText('Failed to load products. Please try again.')).toBeTruthy();
    const calls = productCalls.length;

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(productCalls).toHaveLength(calls);
  });
});
