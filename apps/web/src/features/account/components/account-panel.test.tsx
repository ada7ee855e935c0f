import { accountInfoResponse, errorResponse } from '@store/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { toast } from '../../../lib/toast';
import { fixture } from '../../../test/fixture';
import { AuthProvider, RequireAuth } from '../../auth';
import { AccountPanel } from './account-panel';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const calls: { path: string; method: string }[] = [];
let accountAnswer: () => Response;
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace('/api/v1', '');
    calls.push({ path, method: init?.method ?? 'GET' });
    if (path === '/accountInfo') return accountAnswer();
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
