import { z } from 'zod';

/**
 * The stable machine names of the API's refusals (docs/decisions/015-error-codes-and-api-client.md).
 * A client decides by these, never by the sentence beside them, which may be reworded or
 * translated. Each code always travels with the same HTTP status (apps/server/src/plugins/errors.ts).
 * Add a code when a client would act differently on it; never rename or drop one.
 */
export const ERROR_CODES = [
  /** 400: the input breaks a rule (a wrong type, a missing field, a PIN of the wrong state). */
  'invalid',
  /** 400: the offer code does not exist, is off, has not started, or does not fit this cart or shopper. */
  'coupon_invalid',
  /** 400: the offer code's end date has passed. */
  'coupon_expired',
  /** 401: who is asking is not known (no session, an expired one, a wrong password). */
  'unauthorized',
  /** 403: who is asking is known but may not do this. */
  'forbidden',
  /** 404: the thing does not exist, or the caller may not know that it does. */
  'not_found',
  /** 409: the thing exists but its state forbids the move (an order already shipped, a stale version). */
  'conflict',
  /** 409: the store has fewer units of a size than the order asks for. */
  'out_of_stock',
  /** 409: the offer code has no uses left. */
  'coupon_used_up',
  /** 413: the body or the upload is larger than the store takes. */
  'payload_too_large',
  /** 414: the address is too long. */
  'uri_too_long',
  /** 415: the content is of a kind the store does not take. */
  'unsupported_media_type',
  /** 422: an Idempotency-Key was used before with another body. */
  'idempotency_mismatch',
  /** 429: too many attempts; the Retry-After header says when to come back. */
  'rate_limited',
  /** 500: a fault on the store's side; the sentence says nothing more. */
  'internal',
  /** 503: the store cannot take this now; the Retry-After header says when to come back. */
  'unavailable',
] as const;

export const errorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCode>;

/**
 * Every error the API answers (docs/product/rules.md section 2): `error` is the readable sentence (the
 * spec's own texts where it has them), `code` what kind of refusal it is, and `fields`, when the
 * refusal is about named fields of the request, each field's path ("shippingAddress.postalCode")
 * with its message, so that a form can put each message under its field.
 */
export const errorBody = z.object({
  error: z.string(),
  code: errorCode,
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * The error body of an operation's refusals with one status, naming the codes the operation may
 * answer with there: `409: refusal('conflict', 'out_of_stock')`. The API description lists those
 * codes (the enum below is metadata for it); the answer itself is checked against every code, so
 * that a code left off the list is a documentation slip a test finds
 * (apps/server/src/hardening/error-codes.test.ts), never a failed answer. A status given the plain
 * `errorResponse` lists its one generic code (400 invalid, 404 not_found ...).
 */
export function refusal(...codes: [ErrorCode, ...ErrorCode[]]) {
  return errorBody.extend({ code: errorCode.meta({ enum: codes }) });
}
