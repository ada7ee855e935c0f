import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetchForEachTest } from '../../../test/render';
import { ADMIN_TOKEN_KEY } from '../../lib/admin-token';
import { AdminSessionProvider } from '../session';
import TaxRatesPage from './tax-rates-page';

const answer = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
stubFetchForEachTest((input, init) => answer(input, init));

const RATES = {
  rates: [
    {
      hsnPrefix: '61',
      source: 'default',
      slabs: [
        { upTo: 2500, rate: 5 },
        { upTo: null, rate: 18 },
      ],
    },
    { hsnPrefix: '7117', source: 'owner', slabs: [{ upTo: null, rate: 3 }] },
  ],
};

function serve(role: 'owner' | 'staff') {
  answer.mockImplementation((input, init) => {
    const url = String(input);
    if (url.endsWith('/admin/me')) {
      return Promise.resolve(
        json({ id: 's1', email: 'a@shop.in', name: 'A', role, twoFactorEnabled: false }),
      );
    }
    if (url.endsWith('/admin/tax/rates')) return Promise.resolve(json(RATES));
    if (url.endsWith('/admin/tax/rates/7117') && init?.method === 'PUT') {
      return Promise.resolve(
        json({ hsnPrefix: '7117', source: 'owner', slabs: [{ upTo: null, rate: 5 }] }),
      );
    }
    return Promise.resolve(json({ error: `unexpected ${url}` }, 404));
  });
}

function renderPage() {
  localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <AdminSessionProvider>
          <TaxRatesPage />
        </AdminSessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('GST rates', () => {
  it('shows staff the rates without any control to change them', async () => {
    serve('staff');
    renderPage();
    await screen.findByText('5% up to ₹2,500.00 a piece, 18% above');
    await screen.findByText(/Only the shop.s owner can change a rate/);
    expect(screen.queryByRole('button', { name: /Edit the rate/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Another HSN' })).toBeNull();
  });

  it('lets the owner edit a rate and sends it in the contract’s shape', async () => {
    serve('owner');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the rate of HSN 7117' }));
    fireEvent.change(screen.getByLabelText('Rate (%)'), { target: { value: '41' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    await screen.findByText('A GST rate is from 0% to 40%');
    fireEvent.change(screen.getByLabelText('Rate (%)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    await waitFor(() => {
      const put = answer.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(put && JSON.parse(String(put[1]?.body))).toEqual({
        slabs: [{ upTo: null, rate: 5 }],
      });
    });
  });
});
