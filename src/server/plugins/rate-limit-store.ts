/** At most `max` events per fixed window of `windowMs` for one key (an IP, an e-mail, a user). */
export type LimitRule = { name: string; max: number; windowMs: number };

/**
 * A progressive delay (decision 014): the first `free` attempts of a key go through at once; from then on each
 * attempt makes the next wait `baseDelayMs`, doubling, at most `maxDelayMs`. A key is forgotten `forgetMs` after
 * its last wait ends; `clear` forgets it at once (a success).
 */
export type BackoffRule = { name: string; free: number; baseDelayMs: number; maxDelayMs: number; forgetMs: number };

export type Count = { count: number; resetInMs: number };
export type Attempt = { allowed: boolean; retryInMs: number };

export interface LimitStore {
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
export class MemoryStore implements LimitStore {
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
