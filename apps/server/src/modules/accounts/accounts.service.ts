// The rules of accounts: who may register, sign in and reset a password, how often, and what
// each answer may reveal. Routes only validate and call in; only the repository touches tables.
import { createHash, randomBytes } from 'node:crypto';
import type {
  AccountInfoResponse,
  LoginRequest,
  MessageResponse,
  PublicUser,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  TokenResponse,
  UpdateAccountRequest,
} from '@store/contract';
import type { AppConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import {
  conflict,
  invalid,
  rateLimited,
  unauthenticated,
  type DomainError,
} from '../../lib/domain-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { clientAddressKey, type RateLimiter } from '../../lib/rate-limiter.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { getStoreSettings } from '../store/index.ts';
import {
  completePasswordReset,
  deleteDeadSessions,
  findLiveReset,
  findUserByEmail,
  findUserById,
  insertPasswordReset,
  insertUser,
  revokeSession,
  shopperAddresses,
  updatePasswordHash,
  updateUserPhone,
  type UserRow,
} from './accounts.repository.ts';
import type { PasswordHasher } from '../../kernel/password.ts';
import { isKnownAddress, rememberAddress } from '../../kernel/sign-in-addresses.ts';
import { hashToken } from '../../kernel/tokens.ts';
import { issueSessionToken } from './sessions.service.ts';

export const RESET_TOKEN_TTL_MINUTES = 30;
/** A session asked for without "remember me" ends within a day. */
const SHORT_SESSION_HOURS = 24;
const FALLBACK_STORE_NAME = 'Ethnic Elegance';

export const messages = {
  badCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  signInLimited: 'Too many sign-in attempts.',
  addressLimited: 'Too many attempts from your network.',
  resetSent:
    'If an account exists for this email, a link to reset the password is on its way. It works for 30 minutes.',
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  resetDone: 'Your password has been changed. Please sign in with your new password.',
} as const;

/** Reset tokens have the shape of session tokens: 32 random bytes in base64url. */
const RESET_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface AccountsDeps {
  db: Executor;
  config: AppConfig;
  limiter: RateLimiter;
  hasher: PasswordHasher;
  mailer: Mailer;
  /** Where faults that no caller waits for are reported (the app's logger fits). */
  log: { error(details: object, message: string): void };
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function tooManyAttempts(sentence: string, retryAfterSeconds: number): DomainError {
  return rateLimited(
    `${sentence} Please try again in ${waitText(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}

/** Counter keys carry a digest of the email, so Redis never holds a list of addresses. */
const emailKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);
const signInAccountKey = (email: string) => `signin:account:${emailKey(email)}`;

/**
 * An account's failed sign-ins count toward its lock only from addresses it has never signed
 * in from (docs/decisions/002): a stranger's guesses lock the stranger, not the owner at home.
 * The addresses are kept as digests with the email, the latest few, for a few months.
 */
const KNOWN_ADDRESSES_PER_ACCOUNT = 10;
const KNOWN_ADDRESS_DAYS = 180;
const signInAddressHash = (email: string, ip: string) =>
  createHash('sha256')
    .update(`${email}\n${clientAddressKey(ip)}`)
    .digest('hex');

export function toPublicUser(
  u: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'phone' | 'createdAt'>,
): PublicUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    createdAt: u.createdAt.toISOString(),
  };
}

function accountInfoOf(u: UserRow): AccountInfoResponse {
  const { firstName, lastName, email, phone, createdAt } = toPublicUser(u);
  return { data: { firstName, lastName, email, phone, createdAt } };
}

/** Limits one costly call per client address (throws 429 past the limit). */
type AddressLimit = (action: string, ip: string) => Promise<void>;

export function createAccountsService(deps: AccountsDeps) {
  const { db, config, limiter } = deps;
  const windowMs = config.auth.windowSeconds * 1000;

  /** Every call that costs a password hash or sends mail is limited per client address. */
  async function limitAddress(action: string, ip: string): Promise<void> {
    const key = `${action}:address:${clientAddressKey(ip)}`;
    const r = await limiter.consume(key, config.auth.maxPerAddress, windowMs);
    if (!r.allowed) throw tooManyAttempts(messages.addressLimited, r.retryAfterSeconds);
  }

  async function signOut(user: AuthUser): Promise<void> {
    await revokeSession(db, user.sessionId);
  }

  async function accountInfo(user: AuthUser): Promise<AccountInfoResponse> {
    const row = await findUserById(db, user.id);
    // The session was just found with its user; a user deleted since is signed out.
    if (!row) throw unauthenticated('Your session has expired. Please sign in again.');
    return accountInfoOf(row);
  }

  /** Only the phone may change here; it is stored as given, unverified (decision 020). */
  async function updateAccount(
    user: AuthUser,
    input: UpdateAccountRequest,
  ): Promise<AccountInfoResponse> {
    const row = await updateUserPhone(db, user.id, input.phone);
    if (!row) throw unauthenticated('Your session has expired. Please sign in again.');
    return accountInfoOf(row);
  }

  return {
    ...signUpAndIn(deps, limitAddress),
    signOut,
    accountInfo,
    updateAccount,
    ...passwordResets(deps, limitAddress),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

/** Registering and signing in, both limited per client address. */
function signUpAndIn(deps: AccountsDeps, limitAddress: AddressLimit) {
  const { db, config, limiter, hasher } = deps;
  const windowMs = config.auth.windowSeconds * 1000;
  async function register(input: RegisterRequest, ip: string): Promise<RegisterResponse> {
    await limitAddress('register', ip);
    // "An account with this email already exists" (the spec's answer) says who has an account.
    // So every registration first takes an attempt from the address's sign-in count, and a new
    // account gives it back: an address learns no more emails than it may try passwords, and
    // once that count is spent every registration waits, whatever its email (decision 018).
    const probeKey = `signin:address:${clientAddressKey(ip)}`;
    const probe = await limiter.consume(probeKey, config.auth.maxPerAddress, windowMs);
    if (!probe.allowed) throw tooManyAttempts(messages.addressLimited, probe.retryAfterSeconds);
    // Checked before hashing so that a taken email costs no CPU; the insert still guards races.
    if (await findUserByEmail(db, input.email)) throw conflict(messages.emailTaken);
    const passwordHash = await hasher.hash(input.password);
    const user = await insertUser(db, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
    });
    if (!user) throw conflict(messages.emailTaken);
    await limiter.refund(probeKey);
    // Registering signs in: the address is the owner's from the start.
    await rememberAddress(
      db,
      shopperAddresses,
      user.id,
      signInAddressHash(user.email, ip),
      KNOWN_ADDRESSES_PER_ACCOUNT,
    );
    const { token } = await issueSessionToken(db, user.id, config.sessionTtlHours);
    return { user: toPublicUser(user), token };
  }

  async function signIn(input: LoginRequest, ip: string): Promise<TokenResponse> {
    // Attempts are counted before the password is checked, so that a burst of parallel
    // guesses cannot all pass the limit; a success then gives its attempt back.
    const addressKey = `signin:address:${clientAddressKey(ip)}`;
    const accountKey = signInAccountKey(input.email);
    const byAddress = await limiter.consume(addressKey, config.auth.maxPerAddress, windowMs);
    if (!byAddress.allowed)
      throw tooManyAttempts(messages.signInLimited, byAddress.retryAfterSeconds);
    // The per-account count is kept by strangers only: from an address this account has signed
    // in from before, neither is it checked nor does a failure add to it (the per-address limit
    // above still holds there).
    const addressHash = signInAddressHash(input.email, ip);
    const since = new Date(Date.now() - KNOWN_ADDRESS_DAYS * 86_400_000);
    const knownAddress = await isKnownAddress(
      db,
      shopperAddresses,
      input.email,
      addressHash,
      since,
    );
    if (!knownAddress) {
      const byAccount = await limiter.consume(accountKey, config.auth.maxPerAccount, windowMs);
      if (!byAccount.allowed)
        throw tooManyAttempts(messages.signInLimited, byAccount.retryAfterSeconds);
    }

    const user = await findUserByEmail(db, input.email);
    let valid = false;
    if (user) valid = await hasher.verify(input.password, user.passwordHash);
    // An unknown email costs the same time as a wrong password, and answers the same.
    else await hasher.verifyNothing(input.password);
    if (!user || !valid) throw unauthenticated(messages.badCredentials);

    // A success from a known address leaves the strangers' count alone: they stay locked.
    await Promise.all([
      knownAddress ? Promise.resolve() : limiter.reset(accountKey),
      limiter.refund(addressKey),
      rememberAddress(db, shopperAddresses, user.id, addressHash, KNOWN_ADDRESSES_PER_ACCOUNT),
    ]);
    if (hasher.needsRehash(user.passwordHash)) {
      await updatePasswordHash(db, user.id, await hasher.hash(input.password));
    }
    await deleteDeadSessions(db, user.id);
    const ttl =
      input.rememberMe === false
        ? Math.min(SHORT_SESSION_HOURS, config.sessionTtlHours)
        : config.sessionTtlHours;
    const { token } = await issueSessionToken(db, user.id, ttl);
    return { token };
  }

  return { register, signIn };
}

/** Password reset by mail: the request (answered before the mail goes) and the reset. */
function passwordResets(deps: AccountsDeps, limitAddress: AddressLimit) {
  const { db, config, limiter, hasher } = deps;
  const windowMs = config.auth.windowSeconds * 1000;
  /** Mails being sent after their request was answered; awaited on shutdown. */
  const outgoing = new Set<Promise<void>>();
  async function storeName(): Promise<string> {
    try {
      const s = await getStoreSettings(db);
      return s.storeName || s.companyName || FALLBACK_STORE_NAME;
    } catch {
      return FALLBACK_STORE_NAME;
    }
  }

  async function sendResetMail(user: UserRow, token: string): Promise<void> {
    const store = await storeName();
    const link = `${config.publicUrl}/reset-password?token=${token}`;
    await deps.mailer.send({
      to: user.email,
      storeName: store,
      subject: `Reset your ${store} password`,
      text: [
        `Namaste ${user.firstName},`,
        '',
        `Someone, we hope you, asked to reset the password of your ${store} account.`,
        `To choose a new password, open this link within ${RESET_TOKEN_TTL_MINUTES} minutes:`,
        '',
        link,
        '',
        'The link works once. If you did not ask for it, ignore this message:',
        'your password stays as it is.',
        '',
        store,
        '',
      ].join('\n'),
    });
  }

  /** The answer is the same whether or not the email has an account. */
  async function requestPasswordReset(email: string, ip: string): Promise<MessageResponse> {
    await limitAddress('forgot', ip);
    // Past the per-email limit nothing more is sent, but the answer does not change: it
    // must not tell a stranger that the address is known, nor fill a victim's inbox.
    const perEmail = await limiter.consume(
      `forgot:account:${emailKey(email)}`,
      config.auth.maxPerAccount,
      windowMs,
    );
    const user = perEmail.allowed ? await findUserByEmail(db, email) : null;
    if (user) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000);
      // Stored and sent after answering: the write, and an SMTP round trip even more, would
      // otherwise time the answer apart from the one for an unknown email.
      const sending = insertPasswordReset(db, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt,
      })
        .then(() => sendResetMail(user, token))
        .catch((err: unknown) => deps.log.error({ err }, 'password reset mail not sent'))
        .finally(() => outgoing.delete(sending));
      outgoing.add(sending);
    }
    return { message: messages.resetSent };
  }

  async function resetPassword(input: ResetPasswordRequest, ip: string): Promise<MessageResponse> {
    await limitAddress('reset', ip);
    if (!RESET_TOKEN_SHAPE.test(input.token)) throw invalid(messages.resetInvalid);
    const tokenHash = hashToken(input.token);
    // Looked up before hashing, so that made-up tokens cost no CPU; the transaction below
    // checks again and is what makes the token single-use.
    const live = await findLiveReset(db, tokenHash);
    if (!live) throw invalid(messages.resetInvalid);
    const passwordHash = await hasher.hash(input.password);
    const userId = await completePasswordReset(db, tokenHash, passwordHash);
    if (!userId) throw invalid(messages.resetInvalid);
    // Whoever proved they own the mailbox may sign in at once, even after failed guesses.
    await limiter.reset(signInAccountKey(live.email));
    return { message: messages.resetDone };
  }

  return {
    requestPasswordReset,
    resetPassword,
    /** Resolves once every mail already accepted has been handed over (or has failed). */
    async drain(): Promise<void> {
      await Promise.allSettled([...outgoing]);
    },
  };
}
