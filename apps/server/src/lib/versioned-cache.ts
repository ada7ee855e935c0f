// A read cache for data that changes rarely (catalog, store info) and must look the same on
// every API process. Entries are ready-to-send JSON strings with an ETag. Writers bump a
// counter in the database; each process polls that counter and empties its cache when it
// moves, so a change made anywhere (another process, the owner's CLI) shows within one poll.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

export interface CachedJson {
  body: string;
  etag: string;
  /** The HTTP status the answer goes with, when not 200 (a rendered page: 404, 410). */
  status?: number;
  /** Compressed copies, made the first time a client asks for one and kept with the entry. */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

export type Encoding = 'br' | 'gzip';

/** Smaller answers are sent as they are: compressing them saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none.
 * A `;q=0` refuses a coding; other weights are not ranked (every browser sends both).
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (token === 'br') return 'br';
    if (token === 'gzip' || token === '*') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

const brotli = (raw: Buffer, quality: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
  },
});

/** Entries whose brotli copy is the best brotli can do (or could not be made better). */
const bestBrotli = new WeakSet<CachedJson>();
/** The upgrade under way, if any: one at a time, so a cache filling up cannot crowd the CPU. */
let upgrading: Promise<void> | null = null;

/**
 * Recompresses an entry's brotli copy at quality 11 in zlib's thread pool, off the event loop,
 * and keeps it when smaller: about 8% fewer bytes than quality 9 on a rendered listing, which
 * takes the page under the 14.6 KB a new connection's first round trip can carry, but about 90 ms
 * of CPU for it, too slow to make an answer wait. An entry met while another is being upgraded
 * is upgraded on a later request.
 */
function upgradeBrotli(entry: CachedJson, raw?: Buffer): void {
  if (upgrading || bestBrotli.has(entry)) return;
  // The body's bytes only once an upgrade starts: a cache hit meanwhile copies nothing.
  const bytes = raw ?? Buffer.from(entry.body, 'utf8');
  upgrading = new Promise<void>((done) => {
    zlib.brotliCompress(bytes, brotli(bytes, zlib.constants.BROTLI_MAX_QUALITY), (err, best) => {
      bestBrotli.add(entry);
      const kept = entry.encoded?.br;
      if (!err && kept && best.length < kept.length) entry.encoded = { ...entry.encoded, br: best };
      upgrading = null;
      done();
    });
  });
}

/** Resolves once no brotli upgrade is under way (for tests and benchmarks). */
export const brotliUpgradesSettled = async (): Promise<void> => {
  while (upgrading) await upgrading;
};

/**
 * The entry's body in the given encoding, compressed once per entry and then reused. Done once
 * per entry, not per request, so it can afford a better ratio than on-the-fly compression would
 * (brotli 4 on every JSON answer before this cache compressed once): gzip at level 9, brotli at
 * quality 9 at once and at 11 soon after (upgradeBrotli).
 */
export function encodedBody(entry: CachedJson, encoding: Encoding): Buffer {
  const kept = entry.encoded?.[encoding];
  if (kept) {
    if (encoding === 'br') upgradeBrotli(entry);
    return kept;
  }
  const raw = Buffer.from(entry.body, 'utf8');
  const packed =
    encoding === 'br'
      ? zlib.brotliCompressSync(raw, brotli(raw, 9))
      : zlib.gzipSync(raw, { level: 9 });
  entry.encoded = { ...entry.encoded, [encoding]: packed };
  if (encoding === 'br') upgradeBrotli(entry, raw);
  return packed;
}

export interface VersionedCacheOptions {
  /** Reads the current version; a failure keeps the cache as it is until the next poll. */
  readVersion: () => Promise<number>;
  pollMs: number;
  maxEntries: number;
  onError?: (err: unknown) => void;
}

export const toCachedJson = (value: unknown): CachedJson => {
  const body = JSON.stringify(value);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
};

/** A ready-made text answer (a rendered page, the sitemap) as a cache entry. */
export const toCachedText = (body: string, status?: number): CachedJson => {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  return status === undefined ? { body, etag } : { body, etag, status };
};

export class VersionedCache {
  private entries = new Map<string, CachedJson>();
  private inflight = new Map<string, Promise<CachedJson>>();
  /** Request URLs (path and query as sent) already answered from a key, for `byUrl`. */
  private aliases = new Map<string, string>();
  private version: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private generation = 0;

  constructor(private readonly options: VersionedCacheOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.poll(), this.options.pollMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Forget everything now (this process changed the data itself). */
  clear(): void {
    this.entries.clear();
    this.inflight.clear();
    this.aliases.clear();
    this.generation += 1;
  }

  async poll(): Promise<void> {
    try {
      const v = await this.options.readVersion();
      if (this.version !== null && v !== this.version) this.clear();
      this.version = v;
    } catch (err) {
      this.options.onError?.(err);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Notes that this exact request URL was answered with the entry under `key`, so that the next
   * request for the same URL can be answered by `byUrl` before routing and validation. Only a
   * URL whose entry is kept is remembered, and every alias goes with the next invalidation.
   */
  remember(url: string, key: string): void {
    if (this.aliases.get(url) === key || !this.entries.has(key)) return;
    this.aliases.set(url, key);
    if (this.aliases.size > this.options.maxEntries) {
      const oldest = this.aliases.keys().next().value;
      if (oldest !== undefined) this.aliases.delete(oldest);
    }
  }

  /** The kept entry a remembered URL was answered with, if it is still current. */
  byUrl(url: string): CachedJson | undefined {
    const key = this.aliases.get(url);
    if (key === undefined) return undefined;
    const entry = this.entries.get(key);
    if (entry === undefined) this.aliases.delete(url);
    return entry;
  }

  /** The entry under `key`, loaded (and made into an entry by `toEntry`) when there is none. */
  async get(
    key: string,
    load: () => Promise<unknown>,
    toEntry: (value: unknown) => CachedJson = toCachedJson,
  ): Promise<CachedJson> {
    if (this.version === null) await this.poll();
    const hit = this.entries.get(key);
    if (hit) {
      // Refresh its place so the least recently used entry is the first to go.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    // Concurrent misses for one key share one database read.
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        const entry = toEntry(value);
        // Data loaded before an invalidation may be stale: answer it, but do not keep it.
        if (generation === this.generation) {
          this.entries.set(key, entry);
          if (this.entries.size > this.options.maxEntries) {
            const oldest = this.entries.keys().next().value;
            if (oldest !== undefined) this.entries.delete(oldest);
          }
        }
        return entry;
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return promise;
  }
}
