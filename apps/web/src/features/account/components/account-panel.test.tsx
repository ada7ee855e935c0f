import { accountInfoResponse, errorResponse, INDIAN_MOBILE_MESSAGE } from '@store/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { toast } from '../../../lib/toast';
import { fixture } from '../../../test/fixture';
import { ashaAccount } from '../../../test/samples';
import { AuthProvider, RequireAuth } from '../../auth';
import { AccountPanel } from './account-panel';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const calls: { path: string; method: string }[] = [];
let accountAnswer: (init?: RequestInit) => Response;
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace('/api/v1', '');
    calls.push({ path, method: init?.method ?? 'GET' });
    if (path === '/accountInfo') return accountAnswer(init);
    return new Response(null, { status: 204 });
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAccount() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/account']}>
          <Routes>
            <Route
              path="/account"
              element={
                <RequireAuth>
                  <AccountPanel />
                </RequireAuth>
              }
            />
            <Route path="/" element={<p>home page</p>} />
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('account (docs/product/storefront.md section 2)', () => {
  it('shows name, e-mail and member since like January 5, 2025, and the Orders card', async () => {
    accountAnswer = () =>
      new Response(
        JSON.stringify(
          fixture(accountInfoResponse, {
            data: {
              firstName: 'Asha',
              lastName: 'Verma',
              email: 'asha@example.in',
              phone: null,
              createdAt: '2025-01-05T10:00:00Z',
            },
          }),
        ),
      );
    renderAccount();
    expect(await screen.findByText('Asha Verma')).toBeTruthy();
    expect(screen.getByText('asha@example.in')).toBeTruthy();
    expect(screen.getByText('January 5, 2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: /My Orders/ }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('signs out through POST /users/logout, says so, and lands home (not on /login)', async () => {
    accountAnswer = () =>
      new Response(
        JSON.stringify(
          fixture(accountInfoResponse, {
            data: { firstName: 'A', lastName: 'V', email: 'a@b.in', phone: null, createdAt: '' },
          }),
        ),
      );
    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Logged out', {
        description: 'You have been successfully logged out.',
      }),
    );
    expect(calls).toContainEqual({ path: '/users/logout', method: 'POST' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(screen.queryByText('login page')).toBeNull();
  });

  it('shows a load failure with its status', async () => {
    accountAnswer = () =>
      new Response(JSON.stringify(fixture(errorResponse, { error: 'nope', code: 'internal' })), {
        status: 500,
      });
    renderAccount();
    expect(
      await screen.findByText('Failed to load account information (Status: 500)'),
    ).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Error', {
      description: 'Failed to load account information (Status: 500)',
      id: 'account-load-error',
    });
  });
});

describe('account: the mobile number (issue 36)', () => {
  const account = (phone: string | null) => new Response(JSON.stringify(ashaAccount(phone)));
  const puts: unknown[] = [];
  beforeEach(() => (puts.length = 0));
  const field = () => screen.getByLabelText('Mobile number', { exact: true }) as HTMLInputElement;
  const save = (value: string) => {
    fireEvent.change(field(), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  };

  it('shows it and changes it in place, checked as at registration', async () => {
    let stored: string | null = '+919876543210';
    accountAnswer = (init) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { phone: string | null };
        puts.push(body);
        stored = body.phone;
      }
      return account(stored);
    };
    renderAccount();
    expect(await screen.findByText('+91 98765 43210')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change mobile number' }));
    expect(field().value).toBe('98765 43210');
    await waitFor(() => expect(document.activeElement).toBe(field()));

    save('12345');
    expect(await screen.findByText(INDIAN_MOBILE_MESSAGE)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(puts).toEqual([]);

    save('070123-45678');
    expect(await screen.findByText('+91 70123 45678')).toBeTruthy();
    expect(puts).toEqual([{ phone: '+917012345678' }]);
    expect(toast.success).toHaveBeenCalled();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Change mobile number' }),
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Change mobile number' }));
    save('');
    expect(await screen.findByText('Not added')).toBeTruthy();
    expect(puts).toEqual([{ phone: '+917012345678' }, { phone: null }]);
    expect(screen.getByRole('button', { name: 'Add mobile number' })).toBeTruthy();
  });

  it("puts the server's refusal under the field, by the answer's fields", async () => {
    accountAnswer = (init) =>
      init?.method === 'PUT'
        ? new Response(
            JSON.stringify(
              fixture(errorResponse, {
                error: `phone: ${INDIAN_MOBILE_MESSAGE}`,
                code: 'invalid',
                fields: { phone: 'This number cannot be saved' },
              }),
            ),
            { status: 400 },
          )
        : account(null);
    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Add mobile number' }));
    save('9876543210');
    expect(await screen.findByText('This number cannot be saved')).toBeTruthy();
    expect(field().getAttribute('aria-describedby')).toBe('account-phone-hint account-phone-error');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
