// A read cache for data that changes rarely (catalog, store info) and must look the same on
// every API process. Entries are ready-to-send JSON strings with an ETag. Writers bump a
// counter in the database; each process polls that counter and empties its cache when it
// moves, so a change made anywhere (another process, the owner's CLI) shows within one poll.
import { createHash } from 'node:crypto';

export interface CachedJson {
  body: string;
  etag: string;
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

export class VersionedCache {
  private entries = new Map<string, CachedJson>();
  private inflight = new Map<string, Promise<CachedJson>>();
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

  async get(key: string, load: () => Promise<unknown>): Promise<CachedJson> {
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
        const entry = toCachedJson(value);
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
