// The offers switch (docs/whatsapp.md, "The cart reminder"): off until the shopper turns it on,
// apart from order updates, and it says when order updates are needed too.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { json, noRetryClient, renderInShop, stubFetchForEachTest } from '../../../test/render';
import { WhatsAppOffers } from './whatsapp-offers';

const answer = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
stubFetchForEachTest((input, init) => answer(input, init));

describe('WhatsAppOffers', () => {
  it('starts off and turns on with the account token, by its own request', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'session-token-1234567890');
    answer.mockReset();
    answer.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? json({ optedIn: true, changedAt: '2026-11-26T10:00:00.000Z' })
        : json({ optedIn: false, changedAt: null }),
    );
    renderInShop(<WhatsAppOffers updatesOn={false} />, { client: noRetryClient() });
    const toggle = await screen.findByRole('switch', { name: 'Offers on WhatsApp' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    const put = answer.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toMatch(/\/account\/whatsapp\/offers$/);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ optedIn: true });
    expect(screen.getByText(/Nothing is sent until order updates are on too/)).toBeTruthy();
  });
});
