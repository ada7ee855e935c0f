// The Redis the tests use (TEST_REDIS_URL, else a local one), for the tests of the rate limits
// kept in Redis: the limiter's own and the sign-in limits'.

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers, so that tests needing it can skip with a clear reason if not. */
export async function redisAnswers(url = testRedisUrl): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const probe = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
