import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  VersionedCache,
  brotliUpgradesSettled,
  encodedBody,
  pickEncoding,
  toCachedText,
} from './versioned-cache.ts';

function setup(maxEntries = 10) {
  let version = 1;
  let loads = 0;
  const cache = new VersionedCache({
    readVersion: async () => version,
    pollMs: 60_000,
    maxEntries,
  });
  const load = (value: unknown) => async () => {
    loads += 1;
    return value;
  };
  return {
    cache,
    load,
    loads: () => loads,
    bump: () => {
      version += 1;
    },
  };
}

describe('VersionedCache', () => {
  it('answers a hit without loading again, with a stable ETag', async () => {
    const s = setup();
    const a = await s.cache.get('k', s.load({ n: 1 }));
    const b = await s.cache.get('k', s.load({ n: 2 }));
    expect(b).toBe(a);
    expect(a.body).toBe('{"n":1}');
    expect(a.etag).toMatch(/^W\/".+"$/);
    expect(s.loads()).toBe(1);
  });

  it('empties itself when the version moves', async () => {
    const s = setup();
    await s.cache.get('k', s.load({ n: 1 }));
    s.bump();
    await s.cache.poll();
    const again = await s.cache.get('k', s.load({ n: 2 }));
    expect(again.body).toBe('{"n":2}');
  });

  it('shares one load between concurrent misses', async () => {
    const s = setup();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => s.cache.get('k', s.load({ n: 1 }))),
    );
    expect(new Set(results).size).toBe(1);
    expect(s.loads()).toBe(1);
  });

  it('does not keep a value loaded before an invalidation', async () => {
    const s = setup();
    await s.cache.poll();
    let release!: () => void;
    const slow = s.cache.get('k', () => new Promise((r) => (release = () => r({ n: 'old' }))));
    await Promise.resolve();
    s.cache.clear();
    release();
    expect((await slow).body).toBe('{"n":"old"}');
    expect((await s.cache.get('k', s.load({ n: 'new' }))).body).toBe('{"n":"new"}');
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const s = setup(2);
    await s.cache.get('a', s.load(1));
    await s.cache.get('b', s.load(2));
    await s.cache.get('a', s.load(1)); // a is now the most recent
    await s.cache.get('c', s.load(3));
    expect(s.cache.size).toBe(2);
    const before = s.loads();
    await s.cache.get('a', s.load(1));
    expect(s.loads()).toBe(before);
    await s.cache.get('b', s.load(2));
    expect(s.loads()).toBe(before + 1);
  });

  it('keeps serving when the version cannot be read', async () => {
    const errors: unknown[] = [];
    const cache = new VersionedCache({
      readVersion: async () => {
        throw new Error('db down');
      },
      pollMs: 60_000,
      maxEntries: 5,
      onError: (e) => errors.push(e),
    });
    const entry = await cache.get('k', async () => ({ ok: true }));
    expect(entry.body).toBe('{"ok":true}');
    expect(errors).toHaveLength(1);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours a refusal', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('BR;q=0.5, gzip')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=1')).toBe('gzip');
    expect(pickEncoding('br; q=0.0, gzip;q=0')).toBeNull();
    expect(pickEncoding('*')).toBe('gzip');
  });
});

/** A page-sized body that brotli's best setting packs smaller than its quick one. */
const pageLike = (seed: number) =>
  Array.from(
    { length: 400 },
    (_, i) =>
      `<li class="card card-${(i * seed) % 97}"><a href="/product/${i * 7 + seed}">Kurta ${i} in ${['silk', 'cotton', 'linen'][i % 3]}</a><span>Rs. ${1000 + ((i * 37 + seed) % 900)}</span></li>`,
  ).join('');

const quality = (body: string, q: number) =>
  zlib.brotliCompressSync(Buffer.from(body), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q },
  });

describe('encodedBody', () => {
  it('answers brotli at once, then keeps a smaller copy made at the best quality', async () => {
    const entry = toCachedText(pageLike(3));
    const first = encodedBody(entry, 'br');
    expect(first.length).toBe(quality(entry.body, 9).length);
    await brotliUpgradesSettled();
    const later = encodedBody(entry, 'br');
    expect(later.length).toBe(quality(entry.body, 11).length);
    expect(later.length).toBeLessThan(first.length);
    expect(zlib.brotliDecompressSync(later).toString()).toBe(entry.body);
  });

  it('upgrades one entry at a time; one met meanwhile is upgraded on a later answer', async () => {
    const [a, b] = [toCachedText(pageLike(5)), toCachedText(pageLike(11))];
    encodedBody(a, 'br');
    const bFirst = encodedBody(b, 'br');
    await brotliUpgradesSettled();
    expect(encodedBody(b, 'br')).toBe(bFirst);
    await brotliUpgradesSettled();
    expect(encodedBody(b, 'br').length).toBe(quality(b.body, 11).length);
    expect(encodedBody(a, 'br').length).toBe(quality(a.body, 11).length);
  });

  it('leaves gzip at level 9', () => {
    const entry = toCachedText(pageLike(7));
    const packed = encodedBody(entry, 'gzip');
    expect(zlib.gunzipSync(packed).toString()).toBe(entry.body);
    expect(encodedBody(entry, 'gzip')).toBe(packed);
  });
});

describe('VersionedCache URL aliases', () => {
  it('answers a remembered URL until the next invalidation, and only for kept entries', async () => {
    const s = setup();
    s.cache.remember('/a', 'k'); // nothing under k yet: not remembered
    expect(s.cache.byUrl('/a')).toBeUndefined();
    const entry = await s.cache.get('k', s.load({ n: 1 }));
    s.cache.remember('/a', 'k');
    expect(s.cache.byUrl('/a')).toBe(entry);
    s.bump();
    await s.cache.poll();
    expect(s.cache.byUrl('/a')).toBeUndefined();
  });
});

describe('VersionedCache bounded by bytes', () => {
  /** A value whose JSON is `n` bytes long. */
  const sized = (n: number) => 'x'.repeat(n - 2);
  const bounded = (maxBytes: number) =>
    new VersionedCache({ readVersion: async () => 1, pollMs: 60_000, maxBytes });

  it('counts each entry by its bytes and drops the least recently used beyond the bound', async () => {
    const cache = bounded(4000);
    const a = await cache.get('a', async () => sized(1200));
    expect(a.bytes.length).toBe(1200);
    expect(cache.byteSize).toBe(a.size + 'a'.length + 64);
    await cache.get('b', async () => sized(1200));
    await cache.get('a', async () => 'reloaded'); // a is now the most recent
    await cache.get('c', async () => sized(1200));
    expect(cache.size).toBe(2);
    expect(cache.byteSize).toBeLessThanOrEqual(4000);
    expect((await cache.get('a', async () => 'reloaded')).body).toBe(JSON.stringify(sized(1200)));
    expect((await cache.get('b', async () => 'reloaded')).body).toBe('"reloaded"');
  });

  it('charges a compressed copy when it is made, and trims for it', async () => {
    const cache = bounded(6000);
    const page = pageLike(3); // about 40 KB of text that packs well
    const small = bounded(10 ** 6);
    const entry = await small.get('page', async () => page);
    const before = small.byteSize;
    const packed = encodedBody(entry, 'gzip');
    expect(small.byteSize).toBe(before + packed.length);

    const first = await cache.get('first', async () => sized(2000));
    const second = await cache.get('second', async () => sized(2000));
    expect(cache.size).toBe(2);
    // A gzip copy of `second` (incompressible enough to be large) pushes `first` out.
    second.keep('gzip', Buffer.alloc(1500));
    expect(cache.size).toBe(1);
    expect(cache.byteSize).toBe(second.size + 'second'.length + 64);
    // A dropped entry growing later is no longer counted.
    first.keep('gzip', Buffer.alloc(100));
    expect(cache.byteSize).toBe(second.size + 'second'.length + 64);
  });

  it('answers an entry larger than the whole cache without keeping it', async () => {
    const cache = bounded(4096);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return sized(5000);
    };
    expect((await cache.get('big', load)).bytes.length).toBe(5000);
    await cache.get('big', load);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
    expect(cache.byteSize).toBe(0);
  });

  it('keeps an entry read by URL over one nobody reads, and drops its URLs with it', async () => {
    const cache = bounded(4000);
    const hot = await cache.get('hot', async () => sized(1200));
    cache.remember('/hot', 'hot');
    await cache.get('cold', async () => sized(1200));
    cache.remember('/cold', 'cold');
    expect(cache.byUrl('/hot')).toBe(hot); // read by URL only: the map's order is unchanged
    await cache.get('new', async () => sized(1200));
    expect(cache.byUrl('/hot')).toBe(hot);
    expect(cache.byUrl('/cold')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('counts remembered URLs, at most 16 for one entry', async () => {
    const cache = bounded(10 ** 6);
    await cache.get('k', async () => 1);
    const before = cache.byteSize;
    for (let i = 0; i < 20; i++) cache.remember(`/k?spelling=${String(i).padStart(2, '0')}`, 'k');
    expect(cache.byUrl('/k?spelling=15')).toBeDefined();
    expect(cache.byUrl('/k?spelling=16')).toBeUndefined();
    expect(cache.byteSize).toBe(before + 16 * ('/k?spelling=00'.length + 64));
    cache.clear();
    expect(cache.byteSize).toBe(0);
    expect(cache.byUrl('/k?spelling=00')).toBeUndefined();
  });
});
