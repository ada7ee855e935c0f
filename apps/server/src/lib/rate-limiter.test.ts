import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { redisAnswers, testRedisUrl as redisUrl } from '../test/redis.ts';
import { clientAddressKey, createRateLimiter, type RateLimiter } from './rate-limiter.ts';

const redisUp = await redisAnswers();

const opened: RateLimiter[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((l) => l.close()));
});
function limiter(options: Parameters<typeof createRateLimiter>[0] = {}): RateLimiter {
  const l = createRateLimiter(options);
  opened.push(l);
  return l;
}
/** Keys unique to this run, so parallel runs against one Redis never meet. */
const key = (name: string) => `test:${name}:${randomBytes(6).toString('hex')}`;

describe('memory rate limiter', () => {
  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    let now = 1_000_000;
    const l = limiter({ now: () => now });
    expect(l.store).toBe('memory');
    for (let i = 0; i < 3; i++) expect((await l.consume('k', 3, 60_000)).allowed).toBe(true);
    now += 15_000;
    expect(await l.consume('k', 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 45 });
  });

  it('opens a fresh window once the old one has passed', async () => {
    let now = 0;
    const l = limiter({ now: () => now });
    await l.consume('k', 1, 1_000);
    expect((await l.consume('k', 1, 1_000)).allowed).toBe(false);
    now += 1_000;
    expect((await l.consume('k', 1, 1_000)).allowed).toBe(true);
  });

  it('keeps keys apart', async () => {
    const l = limiter();
    await l.consume('a', 1, 60_000);
    expect((await l.consume('a', 1, 60_000)).allowed).toBe(false);
    expect((await l.consume('b', 1, 60_000)).allowed).toBe(true);
  });

  it('gives back a refunded attempt and forgets a reset key', async () => {
    const l = limiter();
    await l.consume('k', 2, 60_000);
    await l.consume('k', 2, 60_000);
    await l.refund('k');
    expect((await l.consume('k', 2, 60_000)).allowed).toBe(true);
    expect((await l.consume('k', 2, 60_000)).allowed).toBe(false);
    await l.reset('k');
    expect((await l.consume('k', 2, 60_000)).allowed).toBe(true);
  });

  it('makes room by forgetting counters under their limit, oldest first', async () => {
    const l = limiter({ maxMemoryKeys: 100 });
    await l.consume('early', 2, 60_000);
    for (let i = 0; i < 1_000; i++) await l.consume(`spray-${i}`, 2, 60_000);
    // 'early' had one attempt of two left and was forgotten to keep memory bounded: its
    // next two attempts open a fresh window.
    expect((await l.consume('early', 2, 60_000)).allowed).toBe(true);
    expect((await l.consume('early', 2, 60_000)).allowed).toBe(true);
    expect((await l.consume('spray-999', 2, 60_000)).allowed).toBe(true);
    expect((await l.consume('spray-999', 2, 60_000)).allowed).toBe(false);
  });

  it('never forgets a counter at its limit to make room', async () => {
    const l = limiter({ maxMemoryKeys: 100 });
    await l.consume('victim', 1, 60_000);
    for (let i = 0; i < 1_000; i++) await l.consume(`spray-${i}`, 1, 60_000);
    expect((await l.consume('victim', 1, 60_000)).allowed).toBe(false);
  });

  it('100,000 lookups of new order numbers do not unlock an account locked after 5 wrong passwords', async () => {
    // The keys and limits the services use (accounts.service.ts, orders/order-lookup.service.ts), with the
    // default budget. Each lookup is counted as if it came from an address of its own and
    // named an order that exists: the most keys a client could make.
    const l = limiter();
    const account = 'signin:account:asha@example.in';
    for (let i = 0; i < 5; i++) await l.consume(account, 5, 15 * 60_000);
    expect((await l.consume(account, 5, 15 * 60_000)).allowed).toBe(false);
    for (let i = 0; i < 100_000; i++) {
      await l.consume(`track:addr:198.51.${i >> 8}.${i & 255}`, 10, 15 * 60_000);
      await l.consume(`track:order:EE-${i.toString(36).toUpperCase()}`, 10, 15 * 60_000);
    }
    expect((await l.consume(account, 5, 15 * 60_000)).allowed).toBe(false);
  });

  it('keeps counters over the budget when every one of them is exhausted, and frees them when their window ends', async () => {
    let now = 0;
    const l = limiter({ maxMemoryKeys: 10, now: () => now });
    for (let i = 0; i < 50; i++) await l.consume(`locked-${i}`, 1, 1_000);
    for (let i = 0; i < 50; i++)
      expect((await l.consume(`locked-${i}`, 1, 1_000)).allowed).toBe(false);
    now += 1_000;
    for (let i = 0; i < 50; i++) await l.consume(`new-${i}`, 1, 1_000);
    expect((await l.consume('locked-0', 1, 1_000)).allowed).toBe(true);
  });
});

describe.skipIf(!redisUp)(`Redis rate limiter (${redisUrl})`, () => {
  it('counts in Redis and refuses past the limit with the seconds left', async () => {
    const l = limiter({ redisUrl });
    const k = key('limit');
    expect(l.store).toBe('redis');
    for (let i = 0; i < 3; i++) expect((await l.consume(k, 3, 60_000)).allowed).toBe(true);
    const denied = await l.consume(k, 3, 60_000);
    expect(denied.allowed).toBe(false);
    expect(denied.retryAfterSeconds).toBeGreaterThan(55);
    expect(denied.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('shares the counters between two limiters (two API processes)', async () => {
    const a = limiter({ redisUrl });
    const b = limiter({ redisUrl });
    const k = key('shared');
    await a.consume(k, 2, 60_000);
    await b.consume(k, 2, 60_000);
    expect((await a.consume(k, 2, 60_000)).allowed).toBe(false);
    expect((await b.consume(k, 2, 60_000)).allowed).toBe(false);
  });

  it('counts parallel attempts exactly', async () => {
    const l = limiter({ redisUrl });
    const k = key('parallel');
    const results = await Promise.all(Array.from({ length: 20 }, () => l.consume(k, 5, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('lets attempts through again after the window', async () => {
    const l = limiter({ redisUrl });
    const k = key('window');
    await l.consume(k, 1, 300);
    expect((await l.consume(k, 1, 300)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 400));
    expect((await l.consume(k, 1, 300)).allowed).toBe(true);
  });

  it('refunds and resets in Redis', async () => {
    const a = limiter({ redisUrl });
    const b = limiter({ redisUrl });
    const k = key('refund');
    await a.consume(k, 1, 60_000);
    await a.refund(k);
    expect((await b.consume(k, 1, 60_000)).allowed).toBe(true);
    expect((await b.consume(k, 1, 60_000)).allowed).toBe(false);
    await a.reset(k);
    expect((await b.consume(k, 1, 60_000)).allowed).toBe(true);
  });
});

describe.skipIf(redisUp)(`Redis at ${redisUrl} is unreachable`, () => {
  // Outside CI the Redis suite is skipped (and shown as skipped); CI runs Redis, so there a
  // missing Redis is a failure rather than a silent skip.
  it.runIf(process.env.CI)('CI requires Redis for the shared-counter tests', () => {
    throw new Error(`Redis is not reachable at ${redisUrl}; .ci/run starts it`);
  });
});

describe('rate limiter without a reachable Redis', () => {
  it('keeps limiting in memory and reports the outage once', async () => {
    const errors: unknown[] = [];
    // Port 9 (discard) is closed on any test machine: the connection is refused at once.
    const l = limiter({ redisUrl: 'redis://127.0.0.1:9', onError: (e) => errors.push(e) });
    expect((await l.consume('k', 1, 60_000)).allowed).toBe(true);
    expect((await l.consume('k', 1, 60_000)).allowed).toBe(false);
    expect(errors).toHaveLength(1);
  });
});

describe('clientAddressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, expected) => {
    expect(clientAddressKey(ip)).toBe(expected);
  });
});
