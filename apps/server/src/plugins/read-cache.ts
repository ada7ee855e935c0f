// The catalog read cache on the app: listing, product and store-info answers are kept as
// JSON strings with ETags and dropped whenever the 'catalog' change counter moves. The counter
// belongs to the catalog module; app.ts passes in how to read it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  COMPRESS_MIN_BYTES,
  VersionedCache,
  encodedBody,
  pickEncoding,
  toCachedJson,
  type CachedJson,
  type Encoding,
} from '../lib/versioned-cache.ts';
import { markCacheHit } from './access-log.ts';
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
 * it answers skips the rest of the lifecycle.
 */
export function registerReadCache(app: FastifyInstance, readVersion: () => Promise<number>): void {
  const { enabled, pollMs } = app.config.catalogCache;
  const cache = enabled
    ? new VersionedCache({
        readVersion,
        pollMs,
        maxEntries: 5000,
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
  if (cache) registerFastPath(app, cache);
}

/**
 * A GET for a URL the cache already answered is sent from memory before routing, validation
 * and the other hooks: on a sale day most requests are the same few catalog pages, and the
 * lifecycle cost more than the answer. The answer is byte for byte what the route would send
 * (same body, ETag, caching and security headers, pre-compressed body); what it skips is only
 * what cannot change it. Requests with an Origin header take the ordinary path, where CORS
 * decides their headers. These hits are not logged one by one (misses and errors are): they
 * are counted, and the count is written once a minute (README.md, "Logs").
 */
function registerFastPath(app: FastifyInstance, cache: VersionedCache): void {
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
  const headOf = (
    entry: CachedJson,
    kind: Encoding | 'identity' | '304',
    body?: Buffer | string,
  ) => {
    let kept = heads.get(entry);
    if (kept === undefined) heads.set(entry, (kept = {}));
    let head = kept[kind];
    if (head === undefined) {
      head = [...fixed, 'etag', entry.etag];
      if (body !== undefined) {
        head.push('content-type', 'application/json; charset=utf-8');
        head.push('content-length', String(Buffer.byteLength(body)));
        if (kind !== 'identity') head.push('content-encoding', kind);
      }
      kept[kind] = head;
    }
    return head;
  };
  app.addHook('onRequest', (req, reply, done) => {
    if (req.method !== 'GET' || req.headers.origin !== undefined) return done();
    const entry = cache.byUrl(req.url);
    if (entry === undefined) return done();
    reply.hijack();
    markCacheHit(req);
    hits += 1;
    const res = reply.raw;
    if (req.headers['if-none-match'] === entry.etag) {
      notModified += 1;
      res.writeHead(304, headOf(entry, '304'));
      res.end();
      return;
    }
    const encoding =
      entry.body.length >= COMPRESS_MIN_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
    const body = encoding ? encodedBody(entry, encoding) : entry.body;
    res.writeHead(200, headOf(entry, encoding ?? 'identity', body));
    res.end(body);
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
    entry.body.length >= COMPRESS_MIN_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    // Already encoded: @fastify/compress leaves an answer with a Content-Encoding alone.
    return reply.header('content-encoding', encoding).send(encodedBody(entry, encoding));
  }
  return reply.serializer((payload: unknown) => payload as string).send(entry.body);
}
