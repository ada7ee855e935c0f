// Every error leaves as { error, code, fields? } (docs/decisions/015-error-codes-and-api-client.md)
// with the status its code always has. A 5xx never carries internals: its detail goes to the
// log under the request id, the client gets a generic sentence.
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@store/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '../lib/domain-error.ts';

/** The one status each code is answered with; a client may rely on the pair. */
export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  invalid: 400,
  coupon_invalid: 400,
  coupon_expired: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  out_of_stock: 409,
  coupon_used_up: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  idempotency_mismatch: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** The code of a refusal that came with a status only (Fastify's own, a plugin's). */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'idempotency_mismatch',
  429: 'rate_limited',
  503: 'unavailable',
};

export function codeOfStatus(status: number): ErrorCode {
  return CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal' : 'invalid');
}

/** Sends the error body; the status is the code's own. */
export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  error: string,
  fields?: Record<string, string>,
): FastifyReply {
  const body: ErrorBody =
    fields && Object.keys(fields).length ? { error, code, fields } : { error, code };
  return reply.code(STATUS_OF_CODE[code]).send(body);
}

type JsonSchema = { properties?: { code?: { enum?: readonly string[] } } };
type RouteDocument<T> = { schema: T; url: string };

/**
 * The API description's transform, extended to list on each error answer of an operation the
 * codes it may answer with: those `refusal(...)` names (packages/contract/src/errors.ts), or the
 * status's one generic code where the route gave the plain `errorResponse`, whose enum would
 * otherwise list every code of the store.
 */
export function describingErrorCodes<D, T>(
  transform: (document: D) => RouteDocument<T>,
): (document: D) => RouteDocument<T> {
  return (document) => {
    const result = transform(document);
    const responses = (result.schema as { response?: Record<string, JsonSchema> } | undefined)
      ?.response;
    for (const [status, schema] of Object.entries(responses ?? {})) {
      const code = schema.properties?.code;
      if (Number(status) >= 400 && code?.enum?.length === ERROR_CODES.length) {
        code.enum = [codeOfStatus(Number(status))];
      }
    }
    return result;
  };
}

/**
 * The sentence of the JSON 404 for an unknown API path: the method and at most the first 80
 * characters of the path, so that a long address is not answered back in full.
 */
export function noSuchEndpoint(method: string, url: string): string {
  const path = url.split('?')[0] ?? '/';
  const shown = path.length > 80 ? `${path.slice(0, 80)}…` : path;
  return `No such endpoint: ${method} ${shown}`;
}

const FASTIFY_CLIENT_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'unsupported_media_type',
    'Unsupported content type: send application/json',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid', 'Request body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid', 'Malformed JSON body'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['invalid', 'Content-Length does not match the body'],
  FST_ERR_CTP_INVALID_TYPE: ['invalid', 'Bad content type'],
};

type ValidationIssue = { instancePath: string; message?: string };

/** A path the way a client developer reads it: "items.0.quantity". */
function pathOf(issue: ValidationIssue): string {
  // Keys come from the client (a products map's ids): name them, but never echo 50 KB back.
  return issue.instancePath
    .replace(/^\//, '')
    .split('/')
    .map((part) => (part.length > 40 ? `${part.slice(0, 40)}…` : part))
    .join('.');
}

/** "field: message" for the first refusal. */
function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const where = pathOf(first);
  const message = first.message ?? 'is invalid';
  if (where) return `${where}: ${message}`;
  return context === 'body' && /expected object/.test(message)
    ? 'Request body must be a JSON object'
    : message;
}

/** A body of ten thousand bad lines names the first few; the sentence names the first. */
const MAX_FIELDS = 20;

/** Each refused field with its first message; refusals of the whole body have no field. */
function fieldsOfValidation(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const where = pathOf(issue);
    if (!where || where in fields) continue;
    if (Object.keys(fields).length === MAX_FIELDS) break;
    fields[where] = issue.message ?? 'is invalid';
  }
  return fields;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(
        reply,
        'invalid',
        describeValidation(error.validation, error.validationContext),
        fieldsOfValidation(error.validation),
      );
    }
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return sendError(reply, error.code, error.message, error.fields);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1]);
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return sendError(reply, 'invalid', 'Malformed request');
    }
    if (error.statusCode === 429) {
      return sendError(reply, 'rate_limited', 'Too many requests. Please try again later.');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const body: ErrorBody = { error: error.message, code: codeOfStatus(error.statusCode) };
      return reply.code(error.statusCode).send(body);
    }
    if (isUnstorableText(error)) {
      return sendError(reply, 'invalid', 'Text may not contain the NUL character (\\u0000)');
    }
    if (isDatabaseUnavailable(error)) {
      req.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(
        reply,
        'unavailable',
        'The store is temporarily unavailable. Please try again shortly.',
      );
    }
    req.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'internal', 'Something went wrong on our side. Please try again.');
  });
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02',
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
]);

// PostgreSQL text cannot hold U+0000; JSON and query strings can carry it. Any text field a
// client fills reaches the database with it and fails there, so the answer is the client's.
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

function isUnstorableText(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    const message = (e as { message?: unknown }).message;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error|Query read timeout|timeout exceeded when trying to connect/i.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
