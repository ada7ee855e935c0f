import type { AdminRefund } from '@store/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetchForEachTest } from '../../../test/render';
import { ADMIN_TOKEN_KEY } from '../../lib/admin-token';
import { AdminSessionProvider } from '../session';
import RefundsPage from './refunds-page';

const answer = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
stubFetchForEachTest((input, init) => answer(input, init));

const DUE: AdminRefund = {
  id: 7,
  orderId: 'EE-7K2M9Q',
  returnId: 3,
  amount: 1049,
  destination: 'upi',
  state: 'payout_due',
  payout: { upiId: 'as••••@okaxis' },
  gatewayRef: null,
  payoutRef: null,
  createdAt: '2026-11-20T06:00:00.000Z',
};

/** The server as the page meets it: refunds by state, one payout, one credit adjustment. */
function serve(role: 'owner' | 'staff', credit?: (body: unknown) => Response) {
  answer.mockClear();
  let paid = false;
  const sent: { url: string; body: unknown }[] = [];
  answer.mockImplementation((input, init) => {
    const url = String(input);
    if (init?.method === 'POST') sent.push({ url, body: JSON.parse(String(init.body)) });
    if (url.endsWith('/admin/me')) {
      return Promise.resolve(
        json({ id: 's1', email: 'a@shop.in', name: 'A', role, twoFactorEnabled: false }),
      );
    }
    if (url.includes('/admin/refunds/7/payout')) {
      paid = true;
      return Promise.resolve(json({ ...DUE, state: 'done', payoutRef: 'UTR123456' }));
    }
    if (url.includes('/admin/refunds?state=payout_due')) {
      return Promise.resolve(json({ refunds: paid ? [] : [DUE] }));
    }
    if (url.includes('/admin/store-credit') && credit) {
      return Promise.resolve(credit(JSON.parse(String(init?.body))));
    }
    return Promise.resolve(json({ error: `unexpected ${url}`, code: 'not_found' }, 404));
  });
  return sent;
}

function renderPage() {
  localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <AdminSessionProvider>
          <RefundsPage />
        </AdminSessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Refunds', () => {
  it('shows the owner a payout due with where to pay, and records it in one step', async () => {
    const sent = serve('owner');
    renderPage();
    await screen.findByText('₹1,049.00');
    expect(screen.getByText('as••••@okaxis')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'To pay out' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.change(screen.getByLabelText('Payment reference (UTR)'), {
      target: { value: 'UTR123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record payout' }));
    await screen.findByText('Nothing to pay out.');
    expect(sent).toEqual([
      { url: expect.stringContaining('/admin/refunds/7/payout'), body: { reference: 'UTR123456' } },
    ]);
  });

  it('refuses a reference too short to be one before sending it', async () => {
    const sent = serve('owner');
    renderPage();
    fireEvent.change(await screen.findByLabelText('Payment reference (UTR)'), {
      target: { value: 'ab' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record payout' }));
    await screen.findByText('Enter the UTR or reference, at least 4 characters');
    expect(sent).toEqual([]);
  });

  it("puts the server's refusal of the email under the email field", async () => {
    const sent = serve('owner', () =>
      json({ error: 'No shopper with that email', code: 'not_found' }, 404),
    );
    renderPage();
    fireEvent.change(await screen.findByLabelText('Shopper’s email'), {
      target: { value: 'nobody@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Change'), { target: { value: 'take' } });
    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Goodwill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save credit' }));
    const email = screen.getByLabelText('Shopper’s email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('No shopper with that email')).toBeTruthy();
    expect(sent).toEqual([
      {
        url: expect.stringContaining('/admin/store-credit'),
        body: { email: 'nobody@example.com', amount: -200, note: 'Goodwill' },
      },
    ]);
  });

  it('shows staff who are not owners no refunds and no form', async () => {
    serve('staff');
    renderPage();
    await screen.findByText("Only the shop's owner can see and change this.");
    expect(screen.queryByText('₹1,049.00')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save credit' })).toBeNull();
    expect(answer.mock.calls.some(([url]) => String(url).includes('/admin/refunds'))).toBe(false);
  });
});
