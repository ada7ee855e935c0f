import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetchForEachTest } from '../../../test/render';
import { ADMIN_TOKEN_KEY } from '../../lib/admin-token';
import HindiNamesPage from './hindi-names-page';

const answer = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
stubFetchForEachTest((input, init) => answer(input, init));

const NAMES = {
  data: [
    { kind: 'category', name: 'Women', nameHi: 'महिलाएँ' },
    { kind: 'type', name: 'Saree', nameHi: 'साड़ी' },
    { kind: 'colour', name: 'Teal', nameHi: null },
  ],
};

describe('Hindi names', () => {
  it('lists each name with its Hindi and saves one', async () => {
    const sent: unknown[] = [];
    answer.mockImplementation((input, init) => {
      if (init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return Promise.resolve(json(String(input).endsWith('/admin/catalog-names') ? NAMES : {}));
    });
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <HindiNamesPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByLabelText('Saree in Hindi')).toHaveProperty('value', 'साड़ी');
    const teal = screen.getByLabelText('Teal in Hindi');
    expect(teal.getAttribute('lang')).toBe('hi');
    fireEvent.change(teal, { target: { value: 'टील' } });
    fireEvent.submit(teal.closest('form')!);
    await waitFor(() => expect(sent).toEqual([{ kind: 'colour', name: 'Teal', nameHi: 'टील' }]));
  });
});
