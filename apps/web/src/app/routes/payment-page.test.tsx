import { errorResponse } from '@store/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/auth-token';
import { fixture } from '../../test/fixture';
import { seedStoreInfo } from '../../test/store-info';
import { AuthProvider } from '../../features/auth';
import PaymentPage from './payment-page';

const paths: string[] = [];
beforeEach(() => {
  paths.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    paths.push(url.pathname.replace('/api/v1', '') + url.search);
    if (url.pathname.endsWith('/orders/EE-GONE22')) {
      return new Response(
        JSON.stringify(
          fixture(errorResponse, { error: 'Order not found or access denied', code: 'not_found' }),
        ),
        {
          status: 404,
        },
      );
    }
    return new Response(JSON.stringify({}), { status: 200 });
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderAt = (entry: string | { pathname: string; search?: string; state?: unknown }) =>
  render(
    <QueryClientProvider
      client={seedStoreInfo(new QueryClient({ defaultOptions: { queries: { retry: false } } }))}
    >
      <AuthProvider>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/payment" element={<PaymentPage />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );

describe('payment page (docs/product/storefront.md section 2)', () => {
  it('needs an order id, and says how to get one', () => {
    renderAt('/payment');
    expect(screen.getByText('Order ID is missing. Please return to checkout.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  it('takes the order id from the navigation state when the query has none', async () => {
    renderAt({ pathname: '/payment', state: { orderId: 'EE-GONE22' } });
    expect(await screen.findByText('Order not found or access denied')).toBeTruthy();
    expect(paths).toContain('/orders/EE-GONE22');
    // The store information comes from the seeded cache: nothing may be left to load after the test.
    expect(paths).not.toContain('/storeInfo');
  });
});
