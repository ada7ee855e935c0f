import type { CouponRefusal, ErrorCode } from '@store/contract';

/**
 * An error a service throws when a rule says no. It names what kind of "no" it is, never an
 * HTTP status: the API maps its code to a status (plugins/errors.ts), the owner's command line
 * prints the message (cli/commands/command-kit.ts). Anything else that escapes a service is an
 * internal fault.
 */
export type DomainErrorKind =
  /** The input breaks a rule (a PIN of the wrong state, a size the product does not have). */
  | 'invalid'
  /** The thing does not exist, or the caller may not know that it does. */
  | 'not_found'
  /** The thing exists but its state forbids the move (an order already shipped). */
  | 'conflict'
  /** The request repeats a key with a different body. */
  | 'mismatch'
  /** Who is asking is not known (no session, an expired one). */
  | 'unauthenticated'
  /** Who is asking is known but may not do this. */
  | 'forbidden'
  /** Too many attempts; retryAfterSeconds says when to come back. */
  | 'rate_limited'
  /** The store cannot take this now (a queue is full); retryAfterSeconds says when to come back. */
  | 'busy'
  /** The content is of a kind the store does not take (a file that is not a photo). */
  | 'unsupported_media'
  /** The content is larger than the store takes (a photo over the size or pixel limit). */
  | 'too_large';

/** The wire code of each kind, when the throw names no finer one (out_of_stock, coupon_expired...). */
const CODE_OF_KIND: Record<DomainErrorKind, ErrorCode> = {
  invalid: 'invalid',
  not_found: 'not_found',
  conflict: 'conflict',
  mismatch: 'idempotency_mismatch',
  unauthenticated: 'unauthorized',
  forbidden: 'forbidden',
  rate_limited: 'rate_limited',
  busy: 'unavailable',
  unsupported_media: 'unsupported_media_type',
  too_large: 'payload_too_large',
};

/**
 * Services word a refusal of one field as "path: message" ("shippingAddress.postalCode: a PIN
 * code is 6 digits ..."), the way the request validation words it. Read here, once, where the
 * sentence is made, so that clients get the field from `fields` and never parse the sentence.
 * A path is camelCase words joined by dots; a sentence ("Not enough stock: ...") is not one.
 */
const FIELD_SENTENCE = /^([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*): (.+)$/s;

export function fieldsOfSentence(message: string): Record<string, string> | undefined {
  const match = FIELD_SENTENCE.exec(message);
  return match ? { [match[1]!]: match[2]! } : undefined;
}

export interface DomainErrorDetails {
  /** When to come back, for rate_limited and busy: sent as Retry-After. */
  retryAfterSeconds?: number;
  /** A finer code than the kind's own (out_of_stock rather than conflict). */
  code?: ErrorCode;
  /** Each refused field's path with its message; by default read from a "path: message" sentence. */
  fields?: Record<string, string>;
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = details.code ?? CODE_OF_KIND[kind];
    this.fields = details.fields ?? fieldsOfSentence(message);
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export const invalid = (message: string, fields?: Record<string, string>) =>
  new DomainError('invalid', message, { fields });
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const unauthenticated = (message = 'Authentication required') =>
  new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new DomainError('rate_limited', message, { retryAfterSeconds });
export const busy = (message: string, retryAfterSeconds: number) =>
  new DomainError('busy', message, { retryAfterSeconds });
/** The store has fewer units than the order asks for. */
export const outOfStock = (message: string) =>
  new DomainError('conflict', message, { code: 'out_of_stock' });

/** An offer code refused at Place Order: one the shopper can never use again is a 409. */
export function couponRefused(reason: CouponRefusal, message: string): DomainError {
  if (reason === 'used-up') return new DomainError('conflict', message, { code: 'coupon_used_up' });
  const code = reason === 'expired' ? 'coupon_expired' : 'coupon_invalid';
  return new DomainError('invalid', message, { code });
}
