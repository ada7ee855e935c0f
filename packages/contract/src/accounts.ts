// Accounts, sessions, password reset and the wishlist's path: SPEC.md sections 3 to 8 and
// DECISIONS.md sections 2 and 6.
import { z } from 'zod';
import { emailField } from './content.ts';

export const PASSWORD_MIN_LENGTH = 6;
/** Long passphrases fit; nothing longer is accepted, and nothing is ever cut short. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;

/** "x is required" when absent, "x must be text" when present but not a string. */
const requiredString = (label: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined ? `${label} is required` : `${label} must be text`,
  });

/** A password being chosen: its length is checked, its characters are never changed. */
export const newPasswordField = requiredString('Password')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * A letter first, then letters of any script with their combining marks (so "Anaïs" and
 * "प्रिया" both pass), spaces, apostrophes, hyphens and dots. ZWJ and ZWNJ stay allowed because
 * several Indian scripts need them to spell names correctly; every other control or format
 * character is refused. The alternatives never overlap, so matching stays linear whatever is sent.
 */
const NAME_PATTERN = /^\p{L}(?:[\p{L}\p{M} '’.-]|\u200C|\u200D)*$/u;

const personName = (label: string) =>
  requiredString(label)
    .trim()
    .normalize('NFC')
    .min(NAME_MIN_LENGTH, `${label} must be at least ${NAME_MIN_LENGTH} characters`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`)
    .regex(
      NAME_PATTERN,
      `${label} may only contain letters, spaces, apostrophes, hyphens and dots`,
    );

/** POST /users/register. The email is trimmed and lower-cased, as SPEC.md's client also does. */
export const registerRequest = z
  .object({
    email: emailField,
    password: newPasswordField,
    firstName: personName('First name'),
    lastName: personName('Last name'),
  })
  .strict();
export type RegisterRequest = z.infer<typeof registerRequest>;

/** POST /users/authorize. `rememberMe: false` asks for a session that ends within a day. */
export const loginRequest = z
  .object({
    email: emailField,
    password: requiredString('Password')
      .min(1, 'Password is required')
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    rememberMe: z.boolean({ message: 'rememberMe must be true or false' }).optional(),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequest>;

export const tokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

/** A user as the API shows it: never any password field. */
export const publicUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** 201 from POST /users/register: the new user, already signed in (DECISIONS.md section 2). */
export const registerResponse = z.object({ user: publicUser, token: z.string() });
export type RegisterResponse = z.infer<typeof registerResponse>;

/** GET /accountInfo, wrapped in `data` as SPEC.md section 3 reads it. */
export const accountInfoResponse = z.object({
  data: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    createdAt: z.string(),
  }),
});
export type AccountInfoResponse = z.infer<typeof accountInfoResponse>;

export const forgotPasswordRequest = z.object({ email: emailField }).strict();
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z
  .object({
    token: requiredString('Reset token')
      .min(1, 'Reset token is required')
      .max(200, 'This reset link is invalid or has expired. Please ask for a new one.'),
    password: newPasswordField,
  })
  .strict();
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** A sentence for the shopper, for calls whose only result is that something happened. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** PUT and DELETE /wishlist/{productId}. The id is checked by the server, as for /products/{id}. */
export const wishlistProductParams = z.object({ productId: z.string().max(40) }).strict();
