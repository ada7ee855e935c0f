// The catalog read cache on the app: listing, product and store-info answers are kept as
// JSON bytes with ETags and dropped whenever the 'catalog' change counter moves. The counter
// belongs to the catalog module; app.ts passes in how to read it.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import {
  COMPRESS_MIN_BYTES,
  VersionedCache,
  encodedBody,
  pickEncoding,
  toCachedJson,
  type CachedJson,
  type Encoding,
} from '../lib/versioned-cache.ts';
import { markCacheHit, redactUrl, watchHit } from './access-log.ts';
import { apiSecurityHeaders } from './security.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers `load()` through the cache (or straight, when the cache is switched off). Pass the
     * request URL to let later requests for exactly that URL take the fast path.
     */
    cachedJson: (key: string, load: () => Promise<unknown>, url?: string) => Promise<CachedJson>;
    catalogCache: VersionedCache | null;
  }
}

const CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** How often the count of fast-path hits is written to the log. */
const SUMMARY_SECONDS = 60;

/**
 * Registers the cache and its fast path. Call it before any other onRequest hook: a request
 * it answers skips the rest of the lifecycle. With `firstLook` (the server the app was made
 * with), a hit over HTTP is answered before Fastify sees the request at all.
 */
export function registerReadCache(
  app: FastifyInstance,
  readVersion: () => Promise<number>,
  firstLook?: FirstLook,
): void {
  const { enabled, pollMs, maxBytes } = app.config.catalogCache;
  const cache = enabled
    ? new VersionedCache({
        readVersion,
        pollMs,
        maxBytes,
        onError: (err) => app.log.warn({ err }, 'catalog cache could not read its version'),
      })
    : null;
  app.decorate('catalogCache', cache);
  app.decorate('cachedJson', async (key: string, load: () => Promise<unknown>, url?: string) => {
    if (!cache) return toCachedJson(await load());
    const entry = await cache.get(key, load);
    if (url !== undefined) cache.remember(url, key);
    return entry;
  });
  app.addHook('onReady', async () => cache?.start());
  app.addHook('onClose', async () => cache?.stop());
  if (cache) registerFastPath(app, cache, firstLook);
}

/**
 * The Node HTTP server the app listens with. Each request is first offered to the read cache's
 * answer from memory (once the cache has registered it) and goes on to Fastify when that
 * declines: on a sale day most requests are the same few catalog pages, and making a Fastify
 * request, reply, request id and child logger for each cost more than the answer itself
 * (docs/performance.md). Fastify's own server settings are applied as Fastify applies them.
 * `app.inject` (the tests) does not pass through here; it meets the same answer in the onRequest
 * hook below.
 */
export class FirstLook {
  answer: ((req: IncomingMessage, res: ServerResponse) => boolean) | null = null;

  readonly serverFactory: FastifyServerFactory = (handler, opts) => {
    const server = http.createServer((req, res) => {
      if (this.answer === null || !this.answer(req, res)) handler(req, res);
    });
    // As fastify/lib/server.js does for the server it would have made.
    server.keepAliveTimeout = Number(opts.keepAliveTimeout);
    server.requestTimeout = Number(opts.requestTimeout);
    server.setTimeout(Number(opts.connectionTimeout));
    if (Number(opts.maxRequestsPerSocket) > 0) {
      server.maxRequestsPerSocket = Number(opts.maxRequestsPerSocket);
    }
    return server;
  };
}

/**
 * A GET for a URL the cache already answered is sent from memory before routing, validation
 * and the other hooks. The answer is byte for byte what the route would send (same body, ETag,
 * caching and security headers, pre-compressed body); what it skips is only what cannot change
 * it. Requests with an Origin header take the ordinary path, where CORS decides their headers.
 * These hits are not logged one by one (misses and errors are, and a hit that is slow or fails
 * is too): they are counted, and the count is written once a minute (README.md, "Logs").
 *
 * Over HTTP the answer is given in the server's request listener (FirstLook), before Fastify;
 * through `inject`, while closing, and when LOG_LEVEL asks for a line per hit, in the first
 * onRequest hook instead, with Fastify's access line at debug.
 */
function registerFastPath(
  app: FastifyInstance,
  cache: VersionedCache,
  firstLook?: FirstLook,
): void {
  // Declared up front so that every request object has the same shape (plugins/access-log.ts).
  app.decorateRequest('answeredFromCache', false);
  let hits = 0;
  let notModified = 0;
  let since = Date.now();
  const summarise = () => {
    const seconds = Math.round((Date.now() - since) / 1000);
    since = Date.now();
    if (hits === 0) return;
    app.log.info({ hits, notModified, seconds }, 'catalog cache hits');
    hits = 0;
    notModified = 0;
  };
  const timer = setInterval(summarise, SUMMARY_SECONDS * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    summarise();
  });
  const fixed = Object.entries({
    ...apiSecurityHeaders(app.config),
    vary: 'Origin, Accept-Encoding',
    'cache-control': CACHE_CONTROL,
  }).flat();
  // Header lists are built once per entry and encoding: a hit then costs a lookup and a write.
  // (No X-Request-Id: it is there to find a request's log lines, and a hit writes none.)
  const heads = new WeakMap<CachedJson, Partial<Record<Encoding | 'identity' | '304', string[]>>>();
  const headOf = (entry: CachedJson, kind: Encoding | 'identity' | '304', body?: Buffer) => {
    let kept = heads.get(entry);
    if (kept === undefined) heads.set(entry, (kept = {}));
    let head = kept[kind];
    if (head === undefined) {
      head = [...fixed, 'etag', entry.etag];
      if (body !== undefined) {
        head.push('content-type', 'application/json; charset=utf-8');
        head.push('content-length', String(body.length));
        if (kind !== 'identity') head.push('content-encoding', kind);
      }
      kept[kind] = head;
    }
    return head;
  };
  // Browsers send one Accept-Encoding each, the same for every request: remember the last one
  // read rather than parse it again for each hit.
  let lastAccept: string | undefined;
  let lastEncoding: Encoding | null = null;
  const encodingFor = (accept: string | undefined): Encoding | null => {
    if (accept !== lastAccept) {
      lastAccept = accept;
      lastEncoding = pickEncoding(accept);
    }
    return lastEncoding;
  };
  const entryFor = (req: IncomingMessage): CachedJson | undefined =>
    req.method === 'GET' && req.headers.origin === undefined && req.url !== undefined
      ? cache.byUrl(req.url)
      : undefined;
  const send = (req: IncomingMessage, res: ServerResponse, entry: CachedJson) => {
    hits += 1;
    if (req.headers['if-none-match'] === entry.etag) {
      notModified += 1;
      res.writeHead(304, headOf(entry, '304'));
      res.end();
      return;
    }
    const encoding =
      entry.bytes.length >= COMPRESS_MIN_BYTES ? encodingFor(req.headers['accept-encoding']) : null;
    const body = encoding ? encodedBody(entry, encoding) : entry.bytes;
    res.writeHead(200, headOf(entry, encoding ?? 'identity', body));
    res.end(body);
  };

  app.addHook('onRequest', (req, reply, done) => {
    const entry = entryFor(req.raw);
    if (entry === undefined) return done();
    reply.hijack();
    markCacheHit(req);
    send(req.raw, reply.raw, entry);
  });

  if (firstLook) answerInListener(app, firstLook, entryFor, send);
}

/** Answers hits in the server's request listener, before Fastify (registerFastPath). */
function answerInListener(
  app: FastifyInstance,
  firstLook: FirstLook,
  entryFor: (req: IncomingMessage) => CachedJson | undefined,
  send: (req: IncomingMessage, res: ServerResponse, entry: CachedJson) => void,
): void {
  // At debug or trace every hit writes its line, which Fastify's access log does.
  const lineEachHit = app.log.level === 'debug' || app.log.level === 'trace';
  let closing = false;
  // Once closing, Fastify answers new requests with a 503 and `connection: close`.
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onReady', (done) => {
    if (!lineEachHit) {
      firstLook.answer = (req, res) => {
        const entry = closing ? undefined : entryFor(req);
        if (entry === undefined) return false;
        const started = performance.now();
        try {
          send(req, res, entry);
        } catch (err) {
          // Outside Fastify nothing else would catch it, and a throw here would end the process.
          app.log.error({ err, url: redactUrl(req.url ?? '') }, 'catalog cache could not answer');
          if (!res.headersSent) return false; // the route answers instead
          res.destroy();
          return true;
        }
        // The line Fastify would write for a hit that is slow or fails (access-log.ts).
        watchHit(app.log, req, res, started);
        return true;
      };
    }
    done();
  });
  app.addHook('onClose', (_app, done) => {
    firstLook.answer = null;
    done();
  });
}

/**
 * Sends a cached answer as it is (no second serialisation, compressed at most once per entry),
 * or 304 when the client already holds it. Clients may keep it briefly but must revalidate:
 * prices and stock can change.
 */
export function sendCachedJson(req: FastifyRequest, reply: FastifyReply, entry: CachedJson) {
  reply
    .header('etag', entry.etag)
    .header('cache-control', CACHE_CONTROL)
    .header('vary', 'Origin, Accept-Encoding');
  if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    entry.bytes.length >= COMPRESS_MIN_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    // Already encoded: @fastify/compress leaves an answer with a Content-Encoding alone.
    return reply.header('content-encoding', encoding).send(encodedBody(entry, encoding));
  }
  // Bytes are sent as they are, never serialised again.
  return reply.send(entry.bytes);
}
