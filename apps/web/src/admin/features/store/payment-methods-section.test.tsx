// The Payment methods screen tells the owner who confirms UPI payments: PayU on its own when
// the server has a gateway, she herself from the bank statement when it has none.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetchForEachTest } from '../../../test/render';
import { storeInfoFixture } from '../../../test/store-info';
import { ADMIN_TOKEN_KEY } from '../../lib/admin-token';
import {
  PaymentMethodsSection,
  UPI_BY_OWNER,
  UPI_THROUGH_GATEWAY,
} from './payment-methods-section';

const answer = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
stubFetchForEachTest((input, init) => answer(input, init));

function serve(upiConfirmedBy: 'gateway' | 'owner') {
  answer.mockImplementation((input) => {
    const url = String(input);
    if (url.endsWith('/admin/store')) {
      return Promise.resolve(json({ paymentMethods: { upi: true, card: true, cod: true } }));
    }
    if (url.endsWith('/storeInfo')) {
      return Promise.resolve(json(storeInfoFixture({ upiConfirmedBy })));
    }
    return Promise.resolve(json({ error: `unexpected ${url}`, code: 'not_found' }, 404));
  });
}

function renderSection() {
  localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <PaymentMethodsSection />
    </QueryClientProvider>,
  );
}

describe('who confirms UPI payments', () => {
  it('says PayU confirms them when the store has a gateway', async () => {
    serve('gateway');
    renderSection();
    expect(await screen.findByText(UPI_THROUGH_GATEWAY)).toBeTruthy();
    expect(screen.getByLabelText('UPI').getAttribute('aria-describedby')).toBe('pay-upi-hint');
  });

  it('says the owner confirms them from the bank without one', async () => {
    serve('owner');
    renderSection();
    expect(await screen.findByText(UPI_BY_OWNER)).toBeTruthy();
  });
});
