import type { Redis } from 'ioredis';
import type { Attempt, BackoffRule, Count, LimitStore } from './rate-limit-store';

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

/** Several servers sharing one Redis share the counts. */
export class RedisStore implements LimitStore {
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
