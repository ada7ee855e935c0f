/**
 * An error a service throws when a rule says no. It names what kind of "no" it is, never an
 * HTTP status: the API maps kinds to statuses (plugins/errors.ts), the owner's command line
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

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const unauthenticated = (message = 'Authentication required') =>
  new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new DomainError('rate_limited', message, retryAfterSeconds);
export const busy = (message: string, retryAfterSeconds: number) =>
  new DomainError('busy', message, retryAfterSeconds);
