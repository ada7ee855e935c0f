import { useCallback } from 'react';
import { toast } from '../../lib/toast';
import { authorize, registerUser } from './api/auth-api';
import { useAuth } from './auth-context';
import {
  isPlainEmail,
  loginErrorMessage,
  MESSAGES,
  normaliseEmail,
  registerErrorMessage,
  registerFieldErrors,
  type RegisterField,
} from './auth-rules';

/**
 * Signing in and creating an account (docs/product/storefront.md sections 5 and 8, docs/product/rules.md section 6). Kept
 * apart from the auth context so that the first page's JavaScript carries only the state.
 */

export interface LoginInput {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Optional, stored form or null (docs/decisions/020). */
  phone?: string | null;
}

/** Told the fields the server refused, so the form shows each message under its field. */
export type RefusedFields = (refused: [RegisterField, string][]) => void;

function invalidEmailNotice(): void {
  toast.error('Invalid Email', { description: 'Please enter a valid email address.' });
}

/** Resolves true when signed in; every failure has been shown as a toast. */
export function useLogin(): (input: LoginInput) => Promise<boolean> {
  const { signIn } = useAuth();
  return useCallback(
    async ({ email, password, rememberMe }: LoginInput) => {
      const normalised = normaliseEmail(email);
      if (!isPlainEmail(normalised)) {
        invalidEmailNotice();
        return false;
      }
      try {
        const response = await authorize({
          email: normalised,
          password,
          ...(rememberMe === undefined ? {} : { rememberMe }),
        });
        if (!response?.token) throw new Error(MESSAGES.tokenMissing);
        signIn(response.token, normalised);
        toast.success('Success!', { description: 'Logged in successfully.' });
        return true;
      } catch (error) {
        console.error('Login failed', error);
        toast.error('Error', { description: loginErrorMessage(error) });
        return false;
      }
    },
    [signIn],
  );
}

/** Creates the account and signs it in; resolves true on success. */
export function useRegister(
  onRefusedFields?: RefusedFields,
): (input: RegisterInput) => Promise<boolean> {
  const { signIn } = useAuth();
  return useCallback(
    async (input: RegisterInput) => {
      const normalised = normaliseEmail(input.email);
      if (!isPlainEmail(normalised)) {
        invalidEmailNotice();
        return false;
      }
      try {
        const response = await registerUser({
          email: normalised,
          password: input.password,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          ...(input.phone ? { phone: input.phone } : {}),
        });
        if (!response?.token) throw new Error(MESSAGES.tokenMissing);
        signIn(response.token, response.user?.email ?? normalised);
        toast.success('Success!', { description: 'Account created successfully.' });
        return true;
      } catch (error) {
        console.error('Registration failed', error);
        const refused = registerFieldErrors(error);
        if (refused.length > 0) onRefusedFields?.(refused);
        toast.error('Registration Error', {
          description: refused[0]?.[1] ?? registerErrorMessage(error),
        });
        return false;
      }
    },
    [signIn, onRefusedFields],
  );
}
