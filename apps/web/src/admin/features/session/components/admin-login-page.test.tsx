import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../../lib/auth-token';
import { json, stubFetchForEachTest } from '../../../../test/render';
import { ADMIN_TOKEN_KEY } from '../../../lib/admin-token';
import { AdminLoginPage } from './admin-login-page';

const answer = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
stubFetchForEachTest((input, init) => answer(input, init));

function renderLogin() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/admin/login']}>
        <Routes>
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route path="/admin" element={<h1>Today</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const bodyOf = (call: number) => JSON.parse(String(answer.mock.calls[call]?.[1]?.body)) as unknown;

describe('AdminLoginPage', () => {
  it('asks for the code when the server does, then keeps the admin token apart', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'shopper-token');
    answer
      .mockResolvedValueOnce(json({ twoFactorRequired: true }))
      .mockResolvedValueOnce(json({ token: 'admin-token' }));
    renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Owner@Shop.in ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'loom-and-courier' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Enter your code' });
    expect(bodyOf(0)).toEqual({ email: 'owner@shop.in', password: 'loom-and-courier' });

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(/Enter the 6-digit code from your authenticator app/);
    expect(answer).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Today' });
    expect(bodyOf(1)).toEqual({
      email: 'owner@shop.in',
      password: 'loom-and-courier',
      code: '123456',
    });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('admin-token');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('shopper-token');
  });

  it("shows the server's refusal and stays on the form", async () => {
    answer.mockResolvedValueOnce(
      json({ error: 'Invalid email or password', code: 'unauthorized' }, 401),
    );
    renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@shop.in' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    await waitFor(() => expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull());
  });

  // The admin has no reset mail: the page says where a lost password is set again.
  it('says how a lost password is set again', () => {
    renderLogin();
    expect(screen.getByText(/Lost your password\?/)).toBeTruthy();
    expect(
      screen.getByText('npm run admin -- staff:set-password --email you@yourshop.in'),
    ).toBeTruthy();
  });
});
