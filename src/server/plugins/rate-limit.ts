import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import { createInFlightLimit, InFlightRefused, type InFlightLimit, type InFlightLimits } from '../lib/in-flight';
import { TEXT } from '#src/shared/texts';

/** At most `max` events per fixed window of `windowMs` for one key (an IP, an e-mail, a user). */
export type LimitRule = { name: string; max: number; windowMs: number };

/**
 * A progressive delay (decision 014): the first `free` attempts of a key go through at once; from then on each
 * attempt makes the next wait `baseDelayMs`, doubling, at most `maxDelayMs`. A key is forgotten `forgetMs` after
 * its last wait ends; `clear` forgets it at once (a success).
 */
export type BackoffRule = { name: string; free: number; baseDelayMs: number; maxDelayMs: number; forgetMs: number };

type Count = { count: number; resetInMs: number };
type Attempt = { allowed: boolean; retryInMs: number };

interface LimitStore {
  /** Counts one event and answers the window's count, atomically. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** Gives one counted event back (never below zero); the window's end stays. */
  release(key: string): Promise<void>;
  /** Atomically: refused while the key must wait; otherwise counts the attempt and sets the next wait. */
  attempt(key: string, rule: BackoffRule, now: number): Promise<Attempt>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The wait after the `count`-th attempt of a backoff rule. */
export function backoffDelay(rule: BackoffRule, count: number): number {
  if (count < rule.free) return 0;
  return Math.min(rule.baseDelayMs * 2 ** (count - rule.free), rule.maxDelayMs);
}

type MemoryEntry = { count: number; resetAt: number; notBefore: number };

/**
 * One process: every method reads and writes its entry without an `await` in between, so parallel requests
 * cannot both see the same count (the event loop runs one of them at a time).
 */
class MemoryStore implements LimitStore {
  private readonly entries = new Map<string, MemoryEntry>();

  private live(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, entry: MemoryEntry, now: number) {
    if (this.entries.size > 50_000) this.sweep(now);
    this.entries.set(key, entry);
  }

  async hit(key: string, windowMs: number): Promise<Count> {
    const now = Date.now();
    const entry = this.live(key, now) ?? { count: 0, resetAt: now + windowMs, notBefore: 0 };
    entry.count += 1;
    this.put(key, entry, now);
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async release(key: string) {
    const entry = this.live(key, Date.now());
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async attempt(key: string, rule: BackoffRule, now: number): Promise<Attempt> {
    const entry = this.live(key, now) ?? { count: 0, resetAt: 0, notBefore: 0 };
    if (now < entry.notBefore) return { allowed: false, retryInMs: entry.notBefore - now };
    entry.count += 1;
    entry.notBefore = now + backoffDelay(rule, entry.count);
    entry.resetAt = entry.notBefore + rule.forgetMs;
    this.put(key, entry, now);
    return { allowed: true, retryInMs: 0 };
  }

  async clear(key: string) {
    this.entries.delete(key);
  }

  async close() {
    this.entries.clear();
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}

// Each script runs atomically in Redis, so every server sharing it counts the same window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

// ARGV: now, free, base delay, max delay, forget (ms). Answers { allowed (0/1), wait in ms }.
const ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local state = redis.call('HMGET', KEYS[1], 'count', 'notBefore')
local count = tonumber(state[1]) or 0
local notBefore = tonumber(state[2]) or 0
if now < notBefore then return { 0, notBefore - now } end
count = count + 1
local free = tonumber(ARGV[2])
local delay = 0
if count >= free then delay = math.min(tonumber(ARGV[3]) * 2 ^ (count - free), tonumber(ARGV[4])) end
redis.call('HSET', KEYS[1], 'count', count, 'notBefore', now + delay)
redis.call('PEXPIRE', KEYS[1], math.floor(delay + tonumber(ARGV[5])))
return { 1, 0 }`;

class RedisStore implements LimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<Count> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs)) as [number, number];
    return { count, resetInMs: Math.max(ttl, 0) };
  }

  async release(key: string) {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async attempt(key: string, rule: BackoffRule, now: number): Promise<Attempt> {
    const [allowed, wait] = (await this.redis.eval(
      ATTEMPT_SCRIPT,
      1,
      this.prefix + key,
      now,
      rule.free,
      rule.baseDelayMs,
      rule.maxDelayMs,
      rule.forgetMs,
    )) as [number, number];
    return { allowed: allowed === 1, retryInMs: Math.max(wait, 0) };
  }

  async clear(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit();
  }
}

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
