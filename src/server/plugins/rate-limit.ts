import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import { TEXT } from '#src/shared/texts';

/** A limit of `max` events per fixed window of `windowMs` for one key (an IP, an e-mail, a user). */
export type LimitRule = { name: string; max: number; windowMs: number };
type Count = { count: number; resetInMs: number };

interface LimitStore {
  hit(key: string, windowMs: number): Promise<Count>;
  peek(key: string): Promise<Count>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

class MemoryStore implements LimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  private live(key: string, now: number) {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return entry;
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    const now = Date.now();
    if (this.windows.size > 50_000) this.sweep(now);
    const entry = this.live(key, now) ?? { count: 0, resetAt: now + windowMs };
    entry.count += 1;
    this.windows.set(key, entry);
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async peek(key: string): Promise<Count> {
    const now = Date.now();
    const entry = this.live(key, now);
    return entry ? { count: entry.count, resetInMs: entry.resetAt - now } : { count: 0, resetInMs: 0 };
  }

  async clear(key: string) {
    this.windows.delete(key);
  }

  async close() {
    this.windows.clear();
  }

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

// INCR and set the window's expiry atomically, so every server sharing the Redis counts the same window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

class RedisStore implements LimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<Count> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs)) as [number, number];
    return { count, resetInMs: Math.max(ttl, 0) };
  }

  async peek(key: string): Promise<Count> {
    const [count, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
  }

  async clear(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit();
  }
}

function tooMany(resetInMs: number, reply?: FastifyReply): AppError {
  const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
  reply?.header('retry-after', String(Math.max(1, Math.ceil(resetInMs / 1000))));
  return new AppError('TOO_MANY_REQUESTS', TEXT.errors.tooManyAttempts(minutes));
}

/** Keys are hashed so e-mail addresses never sit in Redis in clear. */
const keyFor = (rule: LimitRule, key: string) =>
  `${rule.name}:${createHash('sha256').update(key.trim().toLowerCase()).digest('base64url').slice(0, 22)}`;

export type RateLimiter = {
  /** Counts one event; throws 429 once more than `max` fall in the window. */
  consume(rule: LimitRule, key: string, reply?: FastifyReply): Promise<void>;
  /** Throws 429 when `max` events already fell in the window, without counting (e.g. before checking a password). */
  assertUnder(rule: LimitRule, key: string, reply?: FastifyReply): Promise<void>;
  clear(rule: LimitRule, key: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/**
 * Rate limits in memory by default; with REDIS_URL in Redis, so several servers share them. When Redis fails
 * mid-flight the limiter lets requests through (logged): an outage must not lock every shopper out.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { REDIS_URL, REDIS_PREFIX } = app.config;
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

    app.decorate('rateLimiter', {
      async consume(rule, key, reply) {
        const { count, resetInMs } = await guarded(() => store.hit(keyFor(rule, key), rule.windowMs), {
          count: 0,
          resetInMs: 0,
        });
        if (count > rule.max) throw tooMany(resetInMs, reply);
      },
      async assertUnder(rule, key, reply) {
        const { count, resetInMs } = await guarded(() => store.peek(keyFor(rule, key)), { count: 0, resetInMs: 0 });
        if (count >= rule.max) throw tooMany(resetInMs, reply);
      },
      async clear(rule, key) {
        await guarded(() => store.clear(keyFor(rule, key)), undefined);
      },
    } satisfies RateLimiter);
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
