import {
  type LoginRequest,
  type MessageResponse,
  type RegisterRequest,
  type RegisterResponse,
  type ResetPasswordRequest,
  type TokenResponse,
  messageResponse,
  noBody,
  registerAnswer,
  tokenAnswer,
} from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /users/authorize: a token for these credentials. */
export function authorize(body: LoginRequest): Promise<Partial<TokenResponse> | undefined> {
  return apiRequest<Partial<TokenResponse> | undefined>('/users/authorize', {
    answer: import.meta.env.DEV ? tokenAnswer : undefined,
    method: 'POST',
    body,
  });
}

/** POST /users/register: the new user, already signed in (docs/product/rules.md section 2). */
export function registerUser(
  body: RegisterRequest,
): Promise<Partial<RegisterResponse> | undefined> {
  return apiRequest<Partial<RegisterResponse> | undefined>('/users/register', {
    answer: import.meta.env.DEV ? registerAnswer : undefined,
    method: 'POST',
    body,
  });
}

/** POST /users/logout: revokes the bearer token server-side. */
export function logoutUser(): Promise<void> {
  return apiRequest<void>('/users/logout', {
    answer: import.meta.env.DEV ? noBody : undefined,
    method: 'POST',
  });
}

/** POST /users/forgot-password: the same sentence whether or not the e-mail has an account. */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/users/forgot-password', {
    answer: import.meta.env.DEV ? messageResponse : undefined,
    method: 'POST',
    body: { email },
  });
}

/** POST /users/reset-password with the token from the e-mailed link. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/users/reset-password', {
    answer: import.meta.env.DEV ? messageResponse : undefined,
    method: 'POST',
    body,
  });
}
