// The access log: at most one line per request, written when the answer has gone out. Answers
// sent from the catalog read cache write none at the default level (plugins/read-cache.ts
// counts them and writes a summary a minute instead), so that a sale-day crowd reading the same
// few pages does not fill the disk; misses, errors and slow answers always write their line.
// See README.md, "Logs".
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

/** An answer slower than this is logged at warn, whatever it was. */
export const SLOW_REQUEST_MS = 1000;

/** Query parameters that carry a shopper's contact details and never reach the log. */
const SECRET_PARAMS = new Set(['contactinfo']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Answered from the catalog read cache (plugins/read-cache.ts), which counts it instead. */
    answeredFromCache?: boolean;
  }
}

/**
 * Says that `req` was answered from the read cache, so that its line is left out. A plain
 * property (declared with decorateRequest by the cache) rather than a WeakSet: on the hot path a
 * WeakSet insertion cost more than the rest of the marking.
 */
export function markCacheHit(req: FastifyRequest): void {
  req.answeredFromCache = true;
}

/**
 * For a hit answered before Fastify (plugins/read-cache.ts, FirstLook): writes the line Fastify's
 * access log would, which for a hit is one only when it was slow (warn) or failed (error).
 * `started` is performance.now() when the answer began, as Fastify times a request.
 */
export function watchHit(
  log: FastifyBaseLogger,
  req: IncomingMessage,
  res: ServerResponse,
  started: number,
): void {
  const finished = (err?: Error) => {
    res.removeListener('finish', finished);
    res.removeListener('error', finished);
    const responseTime = performance.now() - started;
    const slow = responseTime >= SLOW_REQUEST_MS;
    if (!err && !slow) return;
    // Shaped like a Fastify request for the `req` serializer below; the address is the peer's
    // (a proxy's, behind one), with the header naming the client beside it.
    const request = {
      method: req.method,
      url: req.url,
      host: req.headers.host,
      ip: req.socket.remoteAddress,
      socket: req.socket,
    };
    const forwardedFor = req.headers['x-forwarded-for'];
    const line = {
      req: request,
      res,
      responseTime,
      cacheHit: true,
      ...(forwardedFor === undefined ? {} : { forwardedFor }),
    };
    if (err) log.error({ ...line, err }, 'request errored');
    else log.warn({ ...line, slow }, 'request completed');
  };
  res.on('finish', finished);
  res.on('error', finished);
}

/**
 * The URL with the value of every secret query parameter replaced: GET /orders/{id} takes the
 * shopper's email or phone as `contactInfo` (docs/product/storefront.md section 7).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url.slice(q + 1).split('&');
  let changed = false;
  for (const [i, param] of params.entries()) {
    const eq = param.indexOf('=');
    const name = eq < 0 ? param : param.slice(0, eq);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // Not valid percent-encoding: compared as written.
    }
    if (SECRET_PARAMS.has(decoded.trim().toLowerCase())) {
      params[i] = `${name}=[redacted]`;
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.join('&')}` : url;
}

/**
 * Fastify's request lines, replaced: no "incoming request" line, one "request completed" line
 * (info; warn when slow; error for a 5xx), none for a cache hit unless LOG_LEVEL is debug or
 * the hit was slow. Fastify's own "Route not found" line is dropped: the 404 has its line.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    const slow = responseTime >= SLOW_REQUEST_MS;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
      return;
    }
    const line = slow
      ? { req: request, res: reply, responseTime, slow }
      : { req: request, res: reply, responseTime };
    if (reply.statusCode >= 500) {
      reply.log.error(line, 'request completed');
    } else if (slow) {
      reply.log.warn(line, 'request completed');
    } else if (request.answeredFromCache === true) {
      reply.log.debug(line, 'request completed');
    } else {
      reply.log.info(line, 'request completed');
    }
  }
}

/** pino options for the app's logger: requests are written with their URL redacted. */
export function accessLogOptions(
  level: string,
  stream?: FastifyLoggerOptions['stream'],
): FastifyLoggerOptions & { redact: string[] } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
