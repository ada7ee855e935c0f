import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  INDIAN_MOBILE_MESSAGE,
  registerResponse,
  tokenResponse,
} from '@store/contract';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token';
import { fixture } from '../../../test/fixture';
import { storeInfoFixture } from '../../../test/store-info';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { renderInShop, stubFetchForEachTest } from '../../../test/render';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

/** The auth calls; the store's information (for the brand name) is answered separately. */
const fetchMock = vi.fn<typeof fetch>();
const routedFetch: typeof fetch = (input, init) =>
  String(input).includes('/storeInfo')
    ? Promise.resolve(new Response(JSON.stringify(storeInfoFixture()), { status: 200 }))
    : fetchMock(input, init);
stubFetchForEachTest(routedFetch);
afterEach(() => fetchMock.mockReset());

function Where() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

function renderAt(path: string, from?: string) {
  return renderInShop(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
      <Route path="/register" element={<RegisterForm />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { at: { pathname: path, state: from ? { from } : null } },
  );
}

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });

describe('login form', () => {
  it('shows each message under its field, tied to it, and focuses the first', async () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    const email = input('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('login-email-error');
    expect(document.getElementById('login-email-error')?.textContent).toBe('Invalid email address');
    expect(document.activeElement).toBe(email);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', () => {
    renderAt('/login');
    const password = input('Password');
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it("reads 'Signing in...' while busy, then returns where the shopper came from", async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('/login', '/checkout');
    type('Email', 'Asha@Example.in');
    type('Password', 'secret1');
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'asha@example.in',
      password: 'secret1',
      rememberMe: true,
    });
    await act(async () =>
      answer(new Response(JSON.stringify(fixture(tokenResponse, { token: 't' })), { status: 200 })),
    );
    expect(await screen.findByText('at /checkout')).toBeTruthy();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('t');
  });

  it('stays on the form when signing in fails', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify(
          fixture(errorResponse, { error: 'Invalid email or password', code: 'unauthorized' }),
        ),
        {
          status: 401,
        },
      ),
    );
    renderAt('/login');
    type('Email', 'asha@example.in');
    type('Password', 'wrong-one');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy());
    expect(screen.queryByText(/^at \//)).toBeNull();
  });
});

describe('a signed-in shopper', () => {
  it('goes straight on from /login and /register', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    renderAt('/login', '/orders');
    expect(await screen.findByText('at /orders')).toBeTruthy();
    cleanup();
    renderAt('/register');
    expect(await screen.findByText('at /')).toBeTruthy();
  });
});

describe('register form', () => {
  it('checks every field, the confirmation on its own field', async () => {
    renderAt('/register');
    type('First name', 'A');
    type('Last name', 'V');
    type('Email', 'asha@');
    type('Password', '12345');
    type('Confirm password', '54321');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(input('Confirm password').getAttribute('aria-describedby')).toBe(
      'register-confirm-password-error',
    );
    expect(document.getElementById('register-confirm-password-error')?.textContent).toBe(
      'Passwords do not match',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has a toggle for each password and a hint about the e-mail provider', () => {
    renderAt('/register');
    fireEvent.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(input('Confirm password').type).toBe('text');
    expect(input('Password').type).toBe('password');
    expect(input('Email').getAttribute('aria-describedby')).toBe('register-email-hint');
    expect(screen.getByText(/Gmail, Outlook or Yahoo Mail/)).toBeTruthy();
  });

  it("reads 'Creating account...' while busy, then signs the shopper in and goes home", async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('/register');
    type('First name', 'Asha');
    type('Last name', 'Verma');
    type('Email', 'asha@example.in');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeTruthy();
    await act(async () =>
      answer(
        new Response(
          JSON.stringify(
            fixture(registerResponse, {
              user: {
                id: 'u-1',
                email: 'asha@example.in',
                firstName: 'Asha',
                lastName: 'Verma',
                phone: null,
                createdAt: '2025-01-05T10:00:00.000Z',
              },
              token: 'new',
            }),
          ),
          { status: 201 },
        ),
      ),
    );
    expect(await screen.findByText('at /')).toBeTruthy();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new');
  });
});

describe('register form: the optional mobile number (issue 36)', () => {
  const fillRegistration = (phone: string) => {
    type('First name', 'Asha');
    type('Last name', 'Verma');
    type('Email', 'asha@example.in');
    type('Mobile number (optional)', phone);
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  };
  const created = (phone: string | null) =>
    new Response(
      JSON.stringify(
        fixture(registerResponse, {
          user: {
            id: 'u-1',
            email: 'asha@example.in',
            firstName: 'Asha',
            lastName: 'Verma',
            phone,
            createdAt: '2025-01-05T10:00:00.000Z',
          },
          token: 'new',
        }),
      ),
      { status: 201 },
    );
  const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as object;

  it('refuses a bad number under its field and sends nothing', async () => {
    renderAt('/register');
    fillRegistration('12345');
    expect(await screen.findByText(INDIAN_MOBILE_MESSAGE)).toBeTruthy();
    const phone = input('Mobile number (optional)');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBe('register-phone-hint register-phone-error');
    expect(document.activeElement).toBe(phone);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a number in its stored form, and none when left empty', async () => {
    fetchMock.mockResolvedValueOnce(created('+919876543210'));
    renderAt('/register');
    fillRegistration('098765-43210');
    expect(await screen.findByText('at /')).toBeTruthy();
    expect(sentBody()).toMatchObject({ phone: '+919876543210' });

    cleanup();
    localStorage.clear();
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(created(null));
    renderAt('/register');
    fillRegistration('');
    expect(await screen.findByText('at /')).toBeTruthy();
    expect(sentBody()).not.toHaveProperty('phone');
  });

  it("shows the server's refusal of the number under its field, by the answer's fields", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify(
          fixture(errorResponse, {
            error: 'phone: This number cannot be used',
            code: 'invalid',
            fields: { phone: 'This number cannot be used' },
          }),
        ),
        { status: 400 },
      ),
    );
    renderAt('/register');
    fillRegistration('9876543210');
    expect(await screen.findByText('This number cannot be used')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('Mobile number (optional)')));
    expect(input('Mobile number (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
