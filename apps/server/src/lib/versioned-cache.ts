// A read cache for data that changes rarely (catalog, store info) and must look the same on
// every API process. Entries are ready-to-send JSON bytes with an ETag. Writers bump a
// counter in the database; each process polls that counter and empties its cache when it
// moves, so a change made anywhere (another process, the owner's CLI) shows within one poll.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** Bytes an entry is charged beyond its bodies: the objects and strings that hold them. */
const ENTRY_OVERHEAD = 512;

/**
 * A ready-to-send answer. The body is kept as UTF-8 bytes, as it goes on the wire: a hit then
 * writes it without encoding a string each time, and text with a rupee sign in it (which V8
 * keeps at two bytes a character) costs about half the memory.
 */
export class CachedJson {
  /** Compressed copies, made the first time a client asks for one and kept with the entry. */
  encoded: Partial<Record<Encoding, Buffer>> | undefined;
  /** Told when the entry grows (a compressed copy is added), by the cache that keeps it. */
  onResize: (() => void) | null = null;

  constructor(
    readonly bytes: Buffer,
    readonly etag: string,
    /** The HTTP status the answer goes with, when not 200 (a rendered page: 404, 410). */
    readonly status?: number,
  ) {}

  /** The body as text (for reading it back; answers send `bytes`). */
  get body(): string {
    return this.bytes.toString('utf8');
  }

  /** What the entry holds in memory, in bytes: its body, its compressed copies, its objects. */
  get size(): number {
    const { br, gzip } = this.encoded ?? {};
    return ENTRY_OVERHEAD + this.bytes.length + (br?.length ?? 0) + (gzip?.length ?? 0);
  }

  /** Keeps a compressed copy (replacing an earlier one of the same encoding). */
  keep(encoding: Encoding, packed: Buffer): void {
    this.encoded = { ...this.encoded, [encoding]: packed };
    this.onResize?.();
  }
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
  const bytes = raw ?? entry.bytes;
  upgrading = new Promise<void>((done) => {
    zlib.brotliCompress(bytes, brotli(bytes, zlib.constants.BROTLI_MAX_QUALITY), (err, best) => {
      bestBrotli.add(entry);
      const kept = entry.encoded?.br;
      if (!err && kept && best.length < kept.length) entry.keep('br', best);
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
  const raw = entry.bytes;
  const packed =
    encoding === 'br'
      ? zlib.brotliCompressSync(raw, brotli(raw, 9))
      : zlib.gzipSync(raw, { level: 9 });
  entry.keep(encoding, packed);
  if (encoding === 'br') upgradeBrotli(entry, raw);
  return packed;
}

const etagOf = (bytes: Buffer) =>
  `W/"${createHash('sha1').update(bytes).digest('base64url').slice(0, 27)}"`;

export const toCachedJson = (value: unknown): CachedJson => {
  const bytes = Buffer.from(JSON.stringify(value), 'utf8');
  return new CachedJson(bytes, etagOf(bytes));
};

/** A ready-made text answer (a rendered page, the sitemap) as a cache entry. */
export const toCachedText = (body: string, status?: number): CachedJson => {
  const bytes = Buffer.from(body, 'utf8');
  return new CachedJson(bytes, etagOf(bytes), status);
};

export interface VersionedCacheOptions {
  /** Reads the current version; a failure keeps the cache as it is until the next poll. */
  readVersion: () => Promise<number>;
  pollMs: number;
  /**
   * The most the entries may hold together, in bytes (CachedJson.size, their keys and the URLs
   * remembered for them). An entry larger than this is answered but not kept.
   */
  maxBytes?: number;
  /** The most entries kept, whatever their size. */
  maxEntries?: number;
  onError?: (err: unknown) => void;
}

/** The most request URLs remembered for one entry: a URL's spellings are the caller's to vary. */
const MAX_URLS_PER_ENTRY = 16;
/** Bytes charged for a key or a URL beyond its characters (its map slot and string header). */
const KEY_OVERHEAD = 64;

/** A kept entry with what the cache knows about it. */
interface Slot {
  key: string;
  entry: CachedJson;
  /** What its key and URLs are charged. */
  extra: number;
  /** What it is charged against the cache's bytes: the entry, its key and its URLs. */
  size: number;
  /** Answered by URL since it was last passed over for eviction (see trim). */
  used: boolean;
  urls: string[];
}

export class VersionedCache {
  private slots = new Map<string, Slot>();
  private inflight = new Map<string, Promise<CachedJson>>();
  /** Request URLs (path and query as sent) already answered from a slot, for `byUrl`. */
  private aliases = new Map<string, Slot>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private version: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private generation = 0;

  constructor(private readonly options: VersionedCacheOptions) {
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  }

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
    for (const slot of this.slots.values()) slot.entry.onResize = null;
    this.slots.clear();
    this.inflight.clear();
    this.aliases.clear();
    this.bytes = 0;
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
    return this.slots.size;
  }

  /** What the kept entries hold, in bytes, as counted against `maxBytes`. */
  get byteSize(): number {
    return this.bytes;
  }

  /**
   * Notes that this exact request URL was answered with the entry under `key`, so that the next
   * request for the same URL can be answered by `byUrl` before routing and validation. Only a
   * URL whose entry is kept is remembered, and every alias goes with its entry.
   */
  remember(url: string, key: string): void {
    const slot = this.slots.get(key);
    const before = this.aliases.get(url);
    if (slot === undefined || before === slot || slot.urls.length >= MAX_URLS_PER_ENTRY) return;
    if (before !== undefined) this.forgetUrl(before, url);
    this.aliases.set(url, slot);
    slot.urls.push(url);
    this.charge(slot, url.length + KEY_OVERHEAD);
    this.trim();
  }

  /** The kept entry a remembered URL was answered with, if it is still current. */
  byUrl(url: string): CachedJson | undefined {
    const slot = this.aliases.get(url);
    if (slot === undefined) return undefined;
    // A flag, not a move to the end of the map: this is every cache hit's path.
    slot.used = true;
    return slot.entry;
  }

  /** The entry under `key`, loaded (and made into an entry by `toEntry`) when there is none. */
  async get(
    key: string,
    load: () => Promise<unknown>,
    toEntry: (value: unknown) => CachedJson = toCachedJson,
  ): Promise<CachedJson> {
    if (this.version === null) await this.poll();
    const hit = this.slots.get(key);
    if (hit) {
      // Refresh its place so the least recently used entry is the first to go.
      this.slots.delete(key);
      this.slots.set(key, hit);
      return hit.entry;
    }
    // Concurrent misses for one key share one database read.
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        const entry = toEntry(value);
        // Data loaded before an invalidation may be stale: answer it, but do not keep it.
        if (generation === this.generation) this.keep(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return promise;
  }

  private keep(key: string, entry: CachedJson): void {
    const extra = key.length + KEY_OVERHEAD;
    const size = entry.size + extra;
    if (size > this.maxBytes) return;
    const slot: Slot = { key, entry, extra, size, used: false, urls: [] };
    this.slots.set(key, slot);
    this.bytes += size;
    // Its compressed copies come later, one request at a time: each is charged as it comes.
    entry.onResize = () => {
      if (this.slots.get(key) !== slot) return;
      this.charge(slot, entry.size + slot.extra - slot.size, 0);
      this.trim();
    };
    this.trim();
  }

  /** Adds `bytes` to what `slot` is charged, `extra` of them for its key and URLs. */
  private charge(slot: Slot, bytes: number, extra = bytes): void {
    slot.size += bytes;
    slot.extra += extra;
    this.bytes += bytes;
  }

  private forgetUrl(slot: Slot, url: string): void {
    slot.urls = slot.urls.filter((u) => u !== url);
    this.charge(slot, -(url.length + KEY_OVERHEAD));
  }

  /**
   * Drops entries, least recently used first, until the cache is within its bounds. An entry
   * answered by URL since it was last looked at here gets a second chance (it goes to the back
   * of the line, its flag cleared): hits by URL do not reorder the map, so this is how the
   * entries shoppers keep reading stay while ones nobody reads go.
   */
  private trim(): void {
    while (this.bytes > this.maxBytes || this.slots.size > this.maxEntries) {
      const oldest = this.slots.values().next().value;
      if (oldest === undefined) return;
      this.slots.delete(oldest.key);
      if (oldest.used) {
        oldest.used = false;
        this.slots.set(oldest.key, oldest);
        continue;
      }
      oldest.entry.onResize = null;
      for (const url of oldest.urls) this.aliases.delete(url);
      this.bytes -= oldest.size;
    }
  }
}
