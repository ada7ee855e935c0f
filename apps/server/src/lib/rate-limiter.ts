// Fixed-window counters for limiting attempts (sign-in, password reset, order tracking ...).
// With REDIS_URL every API process shares the counters; without it they live in this process.
// If Redis stops answering, the limiter keeps limiting with process-local counters rather than
// letting every attempt through or failing the request: weaker, but never wide open.
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadRedis } from './lazy-libraries.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt under `key` and says whether it is within `limit` for the window. */
  consume(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /**
   * Takes back one attempt that turned out not to count (a sign-in that succeeded): the
   * attempt is consumed first so that parallel requests cannot all slip under the limit.
   */
  refund(key: string): Promise<void>;
  /** Forgets every attempt under `key`. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  readonly store: 'redis' | 'memory';
}

export interface RateLimiterOptions {
  redisUrl?: string | undefined;
  /**
   * How long one Redis command may take before this attempt is counted in memory instead
   * (default 1 s). A stalled event loop counts against it too, so a busy machine may want more.
   */
  commandTimeoutMs?: number;
  /** Prepended to every key in Redis, so that several stores may share one server. */
  keyPrefix?: string;
  /** Told about Redis failures (the limiter carries on in memory). */
  onError?: (err: unknown) => void;
  /** For tests; defaults to Date.now. */
  now?: () => number;
  /**
   * How many counters the memory store keeps before it makes room by forgetting expired ones
   * and ones still under their limit. Counters at or over their limit are never forgotten
   * early, so past this size the store grows rather than unlock anyone.
   */
  maxMemoryKeys?: number;
}

interface MemoryWindow {
  count: number;
  limit: number;
  resetAt: number;
}

function createMemoryStore(now: () => number, maxKeys: number) {
  const windows = new Map<string, MemoryWindow>();
  // Room is made in batches of a tenth of the budget, so that a flood of new keys costs one
  // scan per batch rather than one per request.
  const batch = Math.max(1, Math.ceil(maxKeys / 10));
  let makeRoomAt = maxKeys;

  function sweep(): void {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
    if (windows.size < maxKeys) makeRoomAt = maxKeys;
  }
  // Expired windows are dropped once a minute; unref so the timer never holds the process open.
  const timer = setInterval(sweep, 60_000);
  timer.unref();

  /**
   * Forgets expired counters and counters under their limit, oldest first (Map iteration is
   * insertion order), down to nine tenths of the budget. A counter at its limit stays: forgetting
   * it would hand its owner a fresh window, which is exactly what a client spraying new keys
   * wants (issue 17: 100,000 order lookups used to unlock a locked account).
   */
  function makeRoom(): void {
    const t = now();
    const target = maxKeys - batch;
    for (const [key, w] of windows) {
      if (windows.size <= target) break;
      if (w.resetAt <= t || w.count < w.limit) windows.delete(key);
    }
    // Whatever is left over the budget is exhausted counters; each cost its client `limit`
    // attempts and goes at the end of its window. Look again only after another batch.
    makeRoomAt = Math.max(maxKeys, windows.size + batch);
  }

  return {
    consume(key: string, limit: number, windowMs: number): RateLimitResult {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        if (!w && windows.size >= makeRoomAt) makeRoom();
        w = { count: 0, limit, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.limit = limit;
      w.count += 1;
      return w.count <= limit
        ? { allowed: true, retryAfterSeconds: 0 }
        : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
    },
    refund(key: string): void {
      const w = windows.get(key);
      if (w && w.count > 0) w.count -= 1;
    },
    reset(key: string): void {
      windows.delete(key);
    },
    close(): void {
      clearInterval(timer);
      windows.clear();
    },
  };
}

// INCR and PEXPIRE in one script, so the window is always set by whoever opened it, even when
// several processes race; a key found without a TTL (left by a crash between the two) gets one.
const CONSUME_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}
`;

// Decrement only a live counter: refunding into an expired window must not create a key.
const REFUND_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0
`;

export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const now = options.now ?? Date.now;
  const memory = createMemoryStore(now, options.maxMemoryKeys ?? 100_000);
  if (!options.redisUrl) {
    return {
      store: 'memory',
      consume: async (key, limit, windowMs) => memory.consume(key, limit, windowMs),
      refund: async (key) => memory.refund(key),
      reset: async (key) => memory.reset(key),
      close: async () => memory.close(),
    };
  }

  const prefix = options.keyPrefix ?? 'store:rl:';
  const redisUrl = options.redisUrl;
  let lastReported = 0;
  const report = (err: unknown) => {
    // One report a minute is enough to notice an outage without flooding the log.
    if (now() - lastReported > 60_000) {
      lastReported = now();
      options.onError?.(err);
    }
  };
  // The first attempts wait for the first connection (or its failure) instead of being counted
  // in memory only because the app answered before Redis did. ioredis itself loads here, so a
  // store without REDIS_URL never holds it (lib/lazy-libraries.ts).
  const connected = loadRedis().then(async (Redis) => {
    const client = new Redis(redisUrl, {
      // A request must not wait for Redis to come back: fail fast and limit in memory meanwhile.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: options.commandTimeoutMs ?? 1_000,
      lazyConnect: true,
    });
    client.on('error', report);
    await client.connect().catch(report);
    return client;
  });

  return {
    store: 'redis',
    async consume(key, limit, windowMs) {
      const redis = await connected;
      try {
        const [count, ttl] = (await redis.eval(CONSUME_SCRIPT, 1, prefix + key, windowMs)) as [
          number,
          number,
        ];
        return count <= limit
          ? { allowed: true, retryAfterSeconds: 0 }
          : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
      } catch (err) {
        report(err);
        return memory.consume(key, limit, windowMs);
      }
    },
    async refund(key) {
      const redis = await connected;
      memory.refund(key);
      try {
        await redis.eval(REFUND_SCRIPT, 1, prefix + key);
      } catch (err) {
        report(err);
      }
    },
    async reset(key) {
      const redis = await connected;
      memory.reset(key);
      try {
        await redis.del(prefix + key);
      } catch (err) {
        report(err);
      }
    },
    async close() {
      memory.close();
      const redis = await connected;
      redis.disconnect();
    },
  };
}

/**
 * The part of a client address that identifies one client: the address itself for IPv4, the
 * /64 network for IPv6 (one household or phone usually holds a whole /64 and can pick any
 * address in it at will).
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared attempt counters; see lib/rate-limiter.ts. */
    rateLimiter: RateLimiter;
  }
}

/** Decorates the root app with one limiter (Redis when configured) and closes it with the app. */
export function registerRateLimiter(app: FastifyInstance, now?: () => number): void {
  const limiter = createRateLimiter({
    ...(now ? { now } : {}),
    redisUrl: app.config.redisUrl,
    commandTimeoutMs: app.config.redisTimeoutMs,
    onError: (err) =>
      app.log.warn({ err }, 'rate limiter: Redis unavailable, counting in this process'),
  });
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', async () => limiter.close());
}
