import { Redis } from 'ioredis';

/** The Redis server the tests that need one use: TEST_REDIS_URL, or the local default. */
export const TEST_REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** True when Redis answers PING at `url` within a second (one try, no reconnecting). */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * For a `describe` that needs Redis: `describe.skipIf(!hasRedis)(needsRedis('rate limits in Redis', hasRedis), …)`
 * with `const hasRedis = await redisReachable()` at the top of the file. When Redis is absent the block shows as
 * skipped with the reason in its name.
 */
export const needsRedis = (name: string, reachable: boolean) =>
  reachable
    ? `${name} (Redis at ${TEST_REDIS_URL})`
    : `${name} — SKIPPED: needs Redis, none answered at ${TEST_REDIS_URL} (set TEST_REDIS_URL)`;
