// The account page's address book (issue 31 item 8): the saved addresses, each edited or
// deleted in place, a new one added; the server's refusal said under the form.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { AuthProvider } from '../../auth';
import { AddressBook } from './address-book';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const home = {
  id: 3,
  fullName: 'Asha Verma',
  address: '14 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
  phone: '+919876543210',
  lastUsedAt: '2026-11-01T10:00:00.000Z',
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let book: (typeof home)[] = [];
const sent: { method: string; path: string; body: unknown }[] = [];
beforeEach(() => {
  book = [home];
  sent.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace('/api/v1', '');
    const method = init?.method ?? 'GET';
    if (method === 'GET') return json(book);
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    sent.push({ method, path, body });
    if (method === 'DELETE') {
      book = [];
      return new Response(null, { status: 204 });
    }
    const given = body as typeof home;
    if (given.postalCode === '012345') {
      return json(
        { error: 'shippingAddress.postalCode: a PIN code is 6 digits', code: 'invalid' },
        400,
      );
    }
    book = [{ ...home, ...given, phone: '+919876543210' }];
    return json(book[0]);
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderBook = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <AddressBook />
      </AuthProvider>
    </QueryClientProvider>,
  );

describe('the address book on the account page', () => {
  it('lists, edits (the server’s refusal first) and deletes an address', async () => {
    renderBook();
    const region = await screen.findByRole('region', { name: 'Saved addresses' });
    await within(region).findByText('Bengaluru, Karnataka 560025');
    expect(within(region).getByText('98765 43210')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit address of Asha Verma, Bengaluru' }));
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('98765 43210');
    fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '012345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByRole('alert');
    fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '560038' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12, 80 Feet Road' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('12, 80 Feet Road');
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/account/addresses/3',
      body: { postalCode: '560038', address: '12, 80 Feet Road', phone: '98765 43210' },
    });

    fireEvent.click(
      screen.getByRole('button', { name: 'Delete address of Asha Verma, Bengaluru' }),
    );
    await waitFor(() => expect(screen.queryByText('12, 80 Feet Road')).toBeNull());
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/account/addresses/3' });
    await screen.findByText(/None yet/);
  });
});
