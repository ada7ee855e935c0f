// The catalog read cache on the app: listing, product and store-info answers are kept as
// JSON strings with ETags and dropped whenever the 'catalog' change counter moves.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VersionedCache, toCachedJson, type CachedJson } from '../lib/versioned-cache.ts';
import { catalogVersion } from '../modules/catalog/catalog-version.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers `load()` through the cache (or straight, when the cache is switched off). */
    cachedJson: (key: string, load: () => Promise<unknown>) => Promise<CachedJson>;
    catalogCache: VersionedCache | null;
  }
}

export function registerReadCache(app: FastifyInstance): void {
  const { enabled, pollMs } = app.config.catalogCache;
  const cache = enabled
    ? new VersionedCache({
        readVersion: () => catalogVersion(app.db),
        pollMs,
        maxEntries: 5000,
        onError: (err) => app.log.warn({ err }, 'catalog cache could not read its version'),
      })
    : null;
  app.decorate('catalogCache', cache);
  app.decorate('cachedJson', async (key: string, load: () => Promise<unknown>) =>
    cache ? cache.get(key, load) : toCachedJson(await load()),
  );
  app.addHook('onReady', async () => cache?.start());
  app.addHook('onClose', async () => cache?.stop());
}

/**
 * Sends a cached answer as it is (no second serialisation), or 304 when the client already
 * holds it. Clients may keep it briefly but must revalidate: prices and stock can change.
 */
export function sendCachedJson(req: FastifyRequest, reply: FastifyReply, entry: CachedJson) {
  reply.header('etag', entry.etag).header('cache-control', 'public, max-age=0, must-revalidate');
  if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(entry.body);
}
