import { ApiError } from '../../lib/api-client';

/**
 * The sign-in rules of SPEC.md sections 5 and 8, free of React: the form messages, the auth
 * layer's own e-mail check and the texts of its notices.
 */

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;

export const MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  firstNameTooShort: `First name must be at least ${NAME_MIN_LENGTH} characters`,
  lastNameTooShort: `Last name must be at least ${NAME_MIN_LENGTH} characters`,
  passwordsDiffer: 'Passwords do not match',
  tokenMissing: 'Authentication failed: Token is missing in the response',
  loginFailed: 'Failed to login. Please check your credentials.',
  noResponse: 'No response from server. Please try again later.',
  registerFailed: 'Failed to register. Please try again.',
  logoutFailed: 'Failed to log out properly.',
} as const;

/** Trimmed and lower-cased, as the auth layer sends every e-mail. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The auth layer's simple check: something@something.something, no whitespace anywhere. */
export function isPlainEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** The form's e-mail rule: true, or the message to show under the field. */
export function validateEmail(value: string): true | string {
  return isPlainEmail(normaliseEmail(value)) || MESSAGES.invalidEmail;
}

export function validatePassword(value: string): true | string {
  return value.length >= PASSWORD_MIN_LENGTH || MESSAGES.passwordTooShort;
}

export function validateName(which: 'first' | 'last', value: string): true | string {
  if (value.trim().length >= NAME_MIN_LENGTH) return true;
  return which === 'first' ? MESSAGES.firstNameTooShort : MESSAGES.lastNameTooShort;
}

export function validateConfirmation(password: string, confirmation: string): true | string {
  return password === confirmation || MESSAGES.passwordsDiffer;
}

/** True when the API answered with its own `{ error }` sentence (not our generic text). */
function hasServerMessage(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status > 0 &&
    error.message !== '' &&
    !/^Request failed with status \d+$/.test(error.message)
  );
}

/** SPEC.md section 8, login failure: the server's error, else the fixed texts. */
export function loginErrorMessage(error: unknown): string {
  if (hasServerMessage(error)) return error.message;
  if (error instanceof ApiError) {
    return error.status === 0 ? MESSAGES.noResponse : MESSAGES.loginFailed;
  }
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.loginFailed;
}

/** SPEC.md section 8 with DECISIONS.md section 6: the server's error, else one fixed text. */
export function registerErrorMessage(error: unknown): string {
  return hasServerMessage(error) ? error.message : MESSAGES.registerFailed;
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
