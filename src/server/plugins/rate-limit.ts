import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { createInFlightLimit, InFlightRefused, type InFlightLimit, type InFlightLimits } from '../lib/in-flight';
import { TEXT } from '#src/shared/texts';
import { RedisStore } from './rate-limit-redis';
import { MemoryStore, type BackoffRule, type LimitRule, type LimitStore } from './rate-limit-store';

export { backoffDelay, type BackoffRule, type LimitRule } from './rate-limit-store';

/** 'Too many attempts. Please try again in 30 seconds.' (or minutes), with `Retry-After` in seconds. */
export function tooMany(resetInMs: number, reply?: FastifyReply): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  reply?.header('retry-after', String(seconds));
  return new AppError('TOO_MANY_REQUESTS', TEXT.errors.tooManyAttempts(seconds));
}

/** Keys are hashed so e-mail addresses never sit in Redis in clear. */
const keyFor = (rule: { name: string }, key: string) =>
  `${rule.name}:${createHash('sha256').update(key.trim().toLowerCase()).digest('base64url').slice(0, 22)}`;

export type RateLimiter = {
  /**
   * Counts one event and throws 429 once more than `max` fell in the window: check and count are one atomic step,
   * so parallel requests cannot all pass. To limit failures, consume before the check and `release` on success.
   */
  consume(rule: LimitRule, key: string, reply?: FastifyReply): Promise<void>;
  /** Gives back one event counted by `consume` (a reserved attempt that succeeded). */
  release(rule: LimitRule, key: string): Promise<void>;
  /** Reserves an attempt under a progressive delay (atomically), or throws 429 with the time left to wait. */
  attempt(rule: BackoffRule, key: string, reply?: FastifyReply): Promise<void>;
  clear(rule: LimitRule | BackoffRule, key: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /** Expensive work in flight per client address and in all (`boundedByIp`, decision 014). */
    expensiveWork: InFlightLimit;
  }
}

/**
 * The bound on expensive work in flight (decision 014, issue 27). One address runs one search the cache cannot
 * answer at a time and queues up to 8 more; after each it rests three times as long as the search took before its
 * next (so it keeps PostgreSQL busy at most a quarter of the time), six times on the embedded database, which runs
 * everyone's statements one at a time on this thread. All addresses together run at most 4 at once on PostgreSQL
 * (of the pool's 10 connections), one on the embedded database, resting as long as the search while others queue,
 * so shoppers' other reads keep at least half of its time. `RATE_LIMITS` overrides each by name.
 */
export function expensiveWorkLimits(overrides: Record<string, number>, embedded: boolean): InFlightLimits {
  return {
    perKey: overrides['expensive-ip'] ?? 1,
    waitingPerKey: overrides['expensive-ip-queue'] ?? 8,
    keyRest: overrides['expensive-ip-rest'] ?? (embedded ? 6 : 3),
    total: overrides['expensive'] ?? (embedded ? 1 : 4),
    waitingTotal: overrides['expensive-queue'] ?? 64,
    totalRest: overrides['expensive-rest'] ?? (embedded ? 1 : 0),
    maxRestMs: 2_000,
  };
}

/**
 * Rate limits in memory by default; with REDIS_URL in Redis, so several servers share them. When Redis fails
 * mid-flight the limiter lets requests through (logged): an outage must not lock every shopper out.
 * `RATE_LIMITS` (config) overrides the `max` or `free` of rules by name (tests, a large office behind one address).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { REDIS_URL, REDIS_PREFIX, RATE_LIMITS } = app.config;
    let store: LimitStore;
    if (REDIS_URL) {
      // Loaded only when configured: ioredis costs a single-server shop about 9 MB of resident memory.
      const { Redis: RedisClient } = await import('ioredis');
      const redis = new RedisClient(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, commandTimeout: 2_000 });
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
      await redis.connect();
      store = new RedisStore(redis, `${REDIS_PREFIX}rl:`);
    } else store = new MemoryStore();

    const guarded = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        app.log.error({ err: error }, 'rate limit store failed; allowing the request');
        return fallback;
      }
    };
    const maxOf = (rule: LimitRule) => RATE_LIMITS[rule.name] ?? rule.max;
    const backoffOf = (rule: BackoffRule): BackoffRule => {
      const free = RATE_LIMITS[rule.name];
      return free === undefined ? rule : { ...rule, free };
    };

    app.decorate('rateLimiter', {
      async consume(rule, key, reply) {
        const { count, resetInMs } = await guarded(() => store.hit(keyFor(rule, key), rule.windowMs), {
          count: 0,
          resetInMs: 0,
        });
        if (count > maxOf(rule)) throw tooMany(resetInMs, reply);
      },
      async release(rule, key) {
        await guarded(() => store.release(keyFor(rule, key)), undefined);
      },
      async attempt(rule, key, reply) {
        const { allowed, retryInMs } = await guarded(
          () => store.attempt(keyFor(rule, key), backoffOf(rule), Date.now()),
          { allowed: true, retryInMs: 0 },
        );
        if (!allowed) throw tooMany(retryInMs, reply);
      },
      async clear(rule, key) {
        await guarded(() => store.clear(keyFor(rule, key)), undefined);
      },
    } satisfies RateLimiter);
    app.decorate('expensiveWork', createInFlightLimit(expensiveWorkLimits(RATE_LIMITS, !app.config.DATABASE_URL)));
    app.addHook('onClose', async () => store.close());
  },
  { name: 'kirana-rate-limit' },
);

/** A preHandler counting every request of the route per client IP. */
export function limitByIp(rule: LimitRule) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await request.server.rateLimiter.consume(rule, `ip:${request.ip}`, reply);
  };
}

/** A preHandler counting every request of a signed-in route per user (the route's scope has authenticated). */
export function limitByUser(rule: LimitRule) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const id = request.authUser?.id;
    await request.server.rateLimiter.consume(rule, id === undefined ? `ip:${request.ip}` : `user:${id}`, reply);
  };
}

/** The key of a client address's share of expensive work. */
export const expensiveWorkKey = (ip: string) => `ip:${ip}`;

/**
 * Runs `work` (a search the cache cannot answer) within the client address's share of expensive work: while the
 * address has its share running, it waits its turn behind the address's earlier requests; with its queue full it
 * gets 429 at once (`Retry-After: 1`), and with every queue full, 503. A cheap answer (a cache hit) never comes here.
 */
export async function boundedByIp<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await request.server.expensiveWork.run(expensiveWorkKey(request.ip), work);
  } catch (error) {
    if (!(error instanceof InFlightRefused)) throw error;
    if (error.reason === 'key') throw tooMany(1000, reply);
    reply.header('retry-after', '1');
    throw new AppError('UNAVAILABLE', TEXT.errors.unavailable);
  }
}
