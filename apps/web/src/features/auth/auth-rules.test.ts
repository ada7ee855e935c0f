import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  isPlainEmail,
  loginErrorMessage,
  MESSAGES,
  normaliseEmail,
  registerErrorMessage,
  returnPath,
  validateConfirmation,
  validateEmail,
  validateName,
  validatePassword,
} from './auth-rules';

describe('form rules (SPEC.md section 5)', () => {
  it('checks the e-mail after trimming and lower-casing it', () => {
    expect(validateEmail('  Asha@Example.IN ')).toBe(true);
    expect(validateEmail('')).toBe('Invalid email address');
    expect(validateEmail('asha@example')).toBe('Invalid email address');
    expect(validateEmail('asha verma@example.in')).toBe('Invalid email address');
  });

  it('asks for 6 characters of password and 2 of each name', () => {
    expect(validatePassword('12345')).toBe('Password must be at least 6 characters');
    expect(validatePassword('123456')).toBe(true);
    expect(validateName('first', ' A ')).toBe('First name must be at least 2 characters');
    expect(validateName('last', 'V')).toBe('Last name must be at least 2 characters');
    expect(validateName('first', 'Al')).toBe(true);
  });

  it('says so when the confirmation differs', () => {
    expect(validateConfirmation('secret1', 'secret2')).toBe('Passwords do not match');
    expect(validateConfirmation('secret1', 'secret1')).toBe(true);
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

describe('failure texts (SPEC.md section 8)', () => {
  it("login: the server's error, else the fixed sentences", () => {
    expect(loginErrorMessage(new ApiError('Invalid email or password', 401))).toBe(
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
      registerErrorMessage(new ApiError('An account with this email already exists', 409)),
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
