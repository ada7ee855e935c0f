import type { AdminCoupon } from '@store/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetchForEachTest } from '../../../test/render';
import { ADMIN_TOKEN_KEY } from '../../lib/admin-token';
import { AdminSessionProvider } from '../session';
import OffersPage from './offers-page';

const answer = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
stubFetchForEachTest((input, init) => answer(input, init));

const COUPON: AdminCoupon = {
  code: 'WELCOME200',
  kind: 'flat',
  amount: 200,
  minOrder: 0,
  maxDiscount: null,
  startsAt: null,
  endsAt: null,
  maxUses: 100,
  used: 7,
  perShopperLimit: null,
  firstOrderOnly: true,
  categories: [],
  disabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

function serve(role: 'owner' | 'staff', onCreate?: (body: unknown) => Response) {
  answer.mockImplementation((input, init) => {
    const url = String(input);
    if (url.endsWith('/admin/me')) {
      return Promise.resolve(
        json({ id: 's1', email: 'a@shop.in', name: 'A', role, twoFactorEnabled: false }),
      );
    }
    if (url.endsWith('/admin/coupons') && init?.method === 'POST' && onCreate) {
      return Promise.resolve(onCreate(JSON.parse(String(init.body))));
    }
    if (url.endsWith('/admin/coupons')) return Promise.resolve(json([COUPON]));
    return Promise.resolve(json({ error: `unexpected ${url}`, code: 'not_found' }, 404));
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
          <OffersPage />
        </AdminSessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Offers', () => {
  it('shows staff each code, its rules and uses, without create or disable', async () => {
    serve('staff');
    renderPage();
    await screen.findByText('₹200.00 off');
    expect(screen.getByText("On a shopper's first order only")).toBeTruthy();
    expect(screen.getByText('7 of 100 used')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    await screen.findByText("Only the shop's owner can create or disable codes.");
    expect(screen.queryByRole('button', { name: 'New offer code' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Disable/ })).toBeNull();
  });

  it("puts the server's refusal of the amount under the amount field", async () => {
    const sent: unknown[] = [];
    serve('owner', (body) => {
      sent.push(body);
      // As the server's body check answers (plugins/errors.ts): the first field in the sentence.
      return json(
        {
          error: 'flat: Enter at most ₹2,00,00,000',
          code: 'invalid',
          fields: { flat: 'Enter at most ₹2,00,00,000' },
        },
        400,
      );
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New offer code' }));
    fireEvent.click(screen.getByLabelText('Rupees off'));
    fireEvent.change(screen.getByLabelText('Code', { exact: true }), {
      target: { value: 'big' },
    });
    fireEvent.change(screen.getByLabelText('Rupees off (₹)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(sent).toEqual([{ code: 'BIG', flat: 500 }]));
    const amount = screen.getByLabelText('Rupees off (₹)');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter at most ₹2,00,00,000')).toBeTruthy();
  });
});
