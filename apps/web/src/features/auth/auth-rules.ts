import { ApiError } from '../../lib/api-client';
import {
  accountPhoneField,
  emailField,
  firstNameField,
  forgotPasswordRequest,
  INVALID_EMAIL_MESSAGE,
  lastNameField,
  newPasswordField,
  PASSWORD_TOO_SHORT,
} from '@store/contract';
import { z } from 'zod';

/**
 * The sign-in rules of docs/product/storefront.md sections 5 and 8, free of React: the forms'
 * schemas (the contract's own fields, so the form refuses what the server would), the auth
 * layer's own e-mail check and the texts of its notices.
 */

export const MESSAGES = {
  invalidEmail: INVALID_EMAIL_MESSAGE,
  passwordTooShort: PASSWORD_TOO_SHORT,
  passwordsDiffer: 'Passwords do not match',
  tokenMissing: 'Authentication failed: Token is missing in the response',
  loginFailed: 'Failed to login. Please check your credentials.',
  noResponse: 'No response from server. Please try again later.',
  registerFailed: 'Failed to register. Please try again.',
  logoutFailed: 'Failed to log out properly.',
} as const;

/**
 * The confirmation is checked whatever else is wrong, so every message shows at once, under the
 * confirmation field.
 */
function confirmed<T extends { password: string; confirmPassword: string }>(values: T) {
  return values.password === values.confirmPassword;
}
const confirmation = {
  path: ['confirmPassword'],
  message: MESSAGES.passwordsDiffer,
  when: () => true,
};

/** Sign in: the storefront asks for a password of the length it lets one choose. */
export const loginForm = z.object({
  email: emailField,
  password: newPasswordField,
  rememberMe: z.boolean(),
});

export const registerForm = z
  .object({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    /** Optional: blank is none (this store's addition to the spec's fields). */
    phone: accountPhoneField,
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine(confirmed, confirmation);

export const forgotPasswordForm = forgotPasswordRequest;

export const resetPasswordForm = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine(confirmed, confirmation);

/** Trimmed and lower-cased, as the auth layer sends every e-mail. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The auth layer's simple check: something@something.something, no whitespace anywhere. */
export function isPlainEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** True when the API answered with its own error body (a code), not only a status. */
function hasServerMessage(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code !== null && error.message !== '';
}

/** docs/product/storefront.md section 8, login failure: the server's error, else the fixed texts. */
export function loginErrorMessage(error: unknown): string {
  if (hasServerMessage(error)) return error.message;
  if (error instanceof ApiError) {
    return error.status === 0 ? MESSAGES.noResponse : MESSAGES.loginFailed;
  }
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.loginFailed;
}

/** docs/product/storefront.md section 8 with docs/product/rules.md section 6: the server's error, else one fixed text. */
export function registerErrorMessage(error: unknown): string {
  return hasServerMessage(error) ? error.message : MESSAGES.registerFailed;
}

/** The registration fields a server refusal may name, each placed under its field. */
export const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The refused fields of a registration the server turned down, by the answer's `fields`. */
export function registerFieldErrors(error: unknown): [RegisterField, string][] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  const fields = error.fields;
  return REGISTER_FIELDS.filter((f) => typeof fields[f] === 'string').map((f) => [f, fields[f]!]);
}

/** Where to go after signing in: the remembered page, if it is one of ours, else home. */
export function returnPath(state: unknown): string {
  const from =
    state && typeof state === 'object' && 'from' in state ? (state as { from: unknown }).from : '';
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  // Never straight back to a sign-in page.
  if (/^\/(login|register|forgot-password|reset-password)(\/|\?|$)/.test(from)) return '/';
  return from;
}
