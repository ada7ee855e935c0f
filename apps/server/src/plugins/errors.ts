// Every error leaves as { error: "..." } with a fitting status. A 5xx never carries internals:
// its detail goes to the log under the request id, the client gets a generic sentence.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorKind } from '../lib/domain-error.ts';

/** How each kind of refusal a service throws is answered over HTTP. */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  mismatch: 422,
  rate_limited: 429,
  busy: 503,
  unsupported_media: 415,
  too_large: 413,
};

const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type: send application/json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON body'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length does not match the body'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'Bad content type'],
};

/**
 * The JSON 404 for an unknown API path: the method and at most the first 80 characters of the
 * path, so that a long address is not answered back in full.
 */
export function noSuchEndpoint(method: string, url: string): { error: string } {
  const path = url.split('?')[0] ?? '/';
  const shown = path.length > 80 ? `${path.slice(0, 80)}…` : path;
  return { error: `No such endpoint: ${method} ${shown}` };
}

/** "field: message", with the path written the way a client developer would read it. */
function describeValidation(
  error: { validation: { instancePath: string; message?: string }[] },
  context: string | undefined,
): string {
  const first = error.validation[0];
  if (!first) return 'Invalid request';
  // Keys come from the client (a products map's ids): name them, but never echo 50 KB back.
  const where = first.instancePath
    .replace(/^\//, '')
    .split('/')
    .map((part) => (part.length > 40 ? `${part.slice(0, 40)}…` : part))
    .join('.');
  const message = first.message ?? 'is invalid';
  if (where) return `${where}: ${message}`;
  return context === 'body' && /expected object/.test(message)
    ? 'Request body must be a JSON object'
    : message;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error: describeValidation(error, error.validationContext) });
    }
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply.code(STATUS_OF_KIND[error.kind]).send({ error: error.message });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1] });
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.code(400).send({ error: 'Malformed request' });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ error: 'Too many requests. Please try again later.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ error: error.message });
    }
    if (isUnstorableText(error)) {
      return reply.code(400).send({ error: 'Text may not contain the NUL character (\\u0000)' });
    }
    if (isDatabaseUnavailable(error)) {
      req.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: 'The store is temporarily unavailable. Please try again shortly.' });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
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
