// Accounts, sessions, password reset and the wishlist's path: docs/product/storefront.md sections 3 to 8 and
// docs/product/rules.md sections 2 and 6.
import { z } from 'zod';
import { emailField } from './content.ts';
import { INDIAN_MOBILE_MESSAGE, parseIndianMobile } from './india.ts';
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAME_PATTERN,
  nameMessages,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from './limits.ts';

/** "x is required" when absent, "x must be text" when present but not a string. */
const requiredString = (label: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined ? `${label} is required` : `${label} must be text`,
  });

/** A password being chosen: its length is checked, its characters are never changed. */
export const newPasswordField = requiredString('Password')
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

/** A person's name: trimmed and NFC-normalised, then held to the limits of limits.ts. */
const personName = (label: string) => {
  const messages = nameMessages(label);
  return requiredString(label)
    .trim()
    .normalize('NFC')
    .min(NAME_MIN_LENGTH, messages.tooShort)
    .max(NAME_MAX_LENGTH, messages.tooLong)
    .regex(NAME_PATTERN, messages.badCharacters);
};
export const firstNameField = personName('First name');
export const lastNameField = personName('Last name');

/** Longer than any way of writing an Indian mobile number; a longer text is refused unread. */
const ACCOUNT_PHONE_MAX_LENGTH = 32;

/**
 * An account's optional mobile number: null or blank means none; anything else must be an Indian
 * mobile number (india.ts), read into its stored form, +91 and ten digits. It is never verified,
 * so it only prefills forms and helps staff find the account's orders (docs/decisions/020).
 */
export const accountPhoneField = z
  .string({ message: INDIAN_MOBILE_MESSAGE })
  .max(ACCOUNT_PHONE_MAX_LENGTH, INDIAN_MOBILE_MESSAGE)
  .nullable()
  .transform((raw, ctx) => {
    if (raw === null || raw.trim() === '') return null;
    const phone = parseIndianMobile(raw);
    if (phone === null) ctx.addIssue({ code: 'custom', message: INDIAN_MOBILE_MESSAGE });
    return phone;
  });

/**
 * POST /users/register. The email is trimmed and lower-cased, as the client in docs/product/storefront.md also does.
 * `phone` is this store's addition, optional.
 */
export const registerRequest = z
  .object({
    email: emailField,
    password: newPasswordField,
    firstName: firstNameField,
    lastName: lastNameField,
    phone: accountPhoneField.optional(),
  })
  .strict();
export type RegisterRequest = z.infer<typeof registerRequest>;

/** POST /users/authorize. `rememberMe: false` asks for a session that ends within a day. */
export const loginRequest = z
  .object({
    email: emailField,
    password: requiredString('Password')
      .min(1, 'Password is required')
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
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
  /** +91 and ten digits, or null when the shopper gave none. */
  phone: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** 201 from POST /users/register: the new user, already signed in (docs/product/rules.md section 2). */
export const registerResponse = z.object({ user: publicUser, token: z.string() });
export type RegisterResponse = z.infer<typeof registerResponse>;

/**
 * POST /users/authorize and /users/register as the storefront reads them: docs/product/storefront.md has the client
 * say 'Authentication failed: Token is missing in the response' to an answer without a token, so
 * the token (and the user) may be absent here and the screen says so; what is there is checked.
 */
export const tokenAnswer = tokenResponse.partial().optional();
export const registerAnswer = registerResponse.partial().optional();

/** GET /accountInfo, wrapped in `data` as docs/product/storefront.md section 3 reads it. */
export const accountInfoResponse = z.object({
  data: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** An addition to the spec's fields: +91 and ten digits, or null. */
    phone: z.string().nullable(),
    createdAt: z.string(),
  }),
});
export type AccountInfoResponse = z.infer<typeof accountInfoResponse>;

/**
 * GET /accountInfo as the storefront reads it (docs/product/storefront.md section 3): wrapped in
 * `data` or the object itself, and the phone (this store's addition) possibly absent.
 */
const accountInfoAsRead = accountInfoResponse.shape.data.extend({
  phone: z.string().nullable().optional(),
});
export const accountInfoAnswer = z.union([
  z.object({ data: accountInfoAsRead }),
  accountInfoAsRead,
]);
export type AccountInfoAnswer = z.infer<typeof accountInfoAnswer>;

/** PUT /accountInfo: what a shopper may change of their account; null or "" removes the phone. */
export const updateAccountRequest = z.object({ phone: accountPhoneField }).strict();
export type UpdateAccountRequest = z.infer<typeof updateAccountRequest>;

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
