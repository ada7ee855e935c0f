import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  isPlainEmail,
  loginErrorMessage,
  loginForm,
  MESSAGES,
  normaliseEmail,
  registerErrorMessage,
  registerForm,
  resetPasswordForm,
  returnPath,
} from './auth-rules';

const goodRegistration = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  password: 'secret1',
  confirmPassword: 'secret1',
};

/** What the register form says under `field` for these values, or true when it says nothing. */
function registerMessage(field: keyof typeof goodRegistration, value: string): true | string {
  const result = registerForm.safeParse({ ...goodRegistration, [field]: value });
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message ?? true;
}

function confirmationMessage(password: string, confirmPassword: string): true | string {
  const result = resetPasswordForm.safeParse({ password, confirmPassword });
  return result.error?.issues.find((issue) => issue.path[0] === 'confirmPassword')?.message ?? true;
}

describe('form rules (docs/product/storefront.md section 5)', () => {
  it('checks the e-mail after trimming and lower-casing it', () => {
    expect(registerMessage('email', '  Asha@Example.IN ')).toBe(true);
    expect(registerMessage('email', '')).toBe('Invalid email address');
    expect(registerMessage('email', 'asha@example')).toBe('Invalid email address');
    expect(registerMessage('email', 'asha verma@example.in')).toBe('Invalid email address');
    expect(
      loginForm.parse({ email: ' Asha@Example.IN', password: 'secret1', rememberMe: false }),
    ).toEqual({ email: 'asha@example.in', password: 'secret1', rememberMe: false });
  });

  it('asks for 6 characters of password and 2 of each name', () => {
    expect(registerMessage('password', '12345')).toBe('Password must be at least 6 characters');
    expect(registerMessage('password', '123456')).toBe(true);
    expect(registerMessage('firstName', ' A ')).toBe('First name must be at least 2 characters');
    expect(registerMessage('lastName', 'V')).toBe('Last name must be at least 2 characters');
    expect(registerMessage('firstName', 'Al')).toBe(true);
    expect(
      loginForm.safeParse({ email: 'asha@example.in', password: '12345', rememberMe: false }).error
        ?.issues[0]?.message,
    ).toBe('Password must be at least 6 characters');
  });

  it('refuses the names the server refuses, with its messages', () => {
    expect(registerMessage('firstName', 'Asha123')).toBe(
      'First name may only contain letters, spaces, apostrophes, hyphens and dots',
    );
    expect(registerMessage('lastName', 'x'.repeat(51))).toBe(
      'Last name must be at most 50 characters',
    );
    expect(registerMessage('password', 'x'.repeat(129))).toBe(
      'Password must be at most 128 characters',
    );
  });

  it('says so when the confirmation differs', () => {
    expect(confirmationMessage('secret1', 'secret2')).toBe('Passwords do not match');
    expect(confirmationMessage('secret1', 'secret1')).toBe(true);
    expect(registerMessage('confirmPassword', 'secret2')).toBe('Passwords do not match');
  });
});

describe('the auth layer e-mail check', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Asha.Verma@Example.IN\t')).toBe('asha.verma@example.in');
  });

  it.each([
    ['asha@example.in', true],
    ['a@b.co', true],
    ['asha@example', false],
    ['asha@@example.in', false],
    ['asha @example.in', false],
    ['', false],
  ])('%s is plain: %s', (email, ok) => {
    expect(isPlainEmail(email)).toBe(ok);
  });
});

describe('failure texts (docs/product/storefront.md section 8)', () => {
  it("login: the server's error, else the fixed sentences", () => {
    expect(loginErrorMessage(new ApiError('Invalid email or password', 401, 'unauthorized'))).toBe(
      'Invalid email or password',
    );
    expect(loginErrorMessage(new ApiError('Request failed with status 500', 500))).toBe(
      'Failed to login. Please check your credentials.',
    );
    expect(
      loginErrorMessage(new ApiError('No response from server. Please try again later.', 0)),
    ).toBe('No response from server. Please try again later.');
    expect(loginErrorMessage(new Error(MESSAGES.tokenMissing))).toBe(
      'Authentication failed: Token is missing in the response',
    );
    expect(loginErrorMessage('??')).toBe('Failed to login. Please check your credentials.');
  });

  it("register: the server's error, else 'Failed to register. Please try again.'", () => {
    expect(
      registerErrorMessage(
        new ApiError('An account with this email already exists', 409, 'conflict'),
      ),
    ).toBe('An account with this email already exists');
    expect(registerErrorMessage(new ApiError('Request failed with status 502', 502))).toBe(
      'Failed to register. Please try again.',
    );
    expect(registerErrorMessage(new ApiError('No response', 0))).toBe(
      'Failed to register. Please try again.',
    );
    expect(registerErrorMessage(new Error('boom'))).toBe('Failed to register. Please try again.');
  });
});

describe('where signing in returns to', () => {
  it('is the remembered page, else home', () => {
    expect(returnPath({ from: '/checkout' })).toBe('/checkout');
    expect(returnPath({ from: '/payment?orderId=EE-ABC234' })).toBe('/payment?orderId=EE-ABC234');
    expect(returnPath(null)).toBe('/');
    expect(returnPath({})).toBe('/');
  });

  it('never leaves the store or loops back to a sign-in page', () => {
    expect(returnPath({ from: 'https://evil.example/' })).toBe('/');
    expect(returnPath({ from: '//evil.example/' })).toBe('/');
    expect(returnPath({ from: '/login' })).toBe('/');
    expect(returnPath({ from: '/register?x=1' })).toBe('/');
    expect(returnPath({ from: 42 })).toBe('/');
  });
});
