/**
 * Expensive work in flight, bounded per key (a client address) and in all (decision 014): a key runs at most
 * `perKey` jobs at once and queues a few more, first come first served; past that it is refused at once. A rate
 * limit counts requests over a minute, so a whole minute's allowance can arrive in one second and take every
 * database connection; this bounds what one address has running at any moment instead. After each job the slot
 * rests in proportion to the job's duration, which bounds the share of the database's time one address (or, while
 * they queue, all of them) can take, whatever each job costs: an address with `perKey` 1 and `keyRest` 3 keeps it
 * busy at most a quarter of the time, and other shoppers' queries find it free the rest of it.
 */
export type InFlightLimits = {
  /** Jobs one key may have running (or resting). */
  perKey: number;
  /** Jobs one key may have waiting for its turn; one more is refused. */
  waitingPerKey: number;
  /** After a job, the key's slot rests this many times the job's duration (0: none). */
  keyRest: number;
  /** Jobs running (or resting) across all keys. */
  total: number;
  /** Jobs waiting across all keys; one more is refused. */
  waitingTotal: number;
  /**
   * After a job, while others wait, the slot of the whole rests this many times the job's duration (0: none): with
   * searches queued from many addresses, they take at most 1 / (1 + rest) of the time; a lone search is not slowed.
   */
  totalRest: number;
  /** No rest is longer than this (a job stuck on a lock must not lock its key out for minutes). */
  maxRestMs: number;
};

/** Refused without waiting: the key's own queue is full (`key`), or everyone's (`total`). */
export class InFlightRefused extends Error {
  constructor(readonly reason: 'key' | 'total') {
    super(reason === 'key' ? 'too much work in flight for this key' : 'too much work in flight');
  }
}

type Waiter = { key: string; start: () => void };

export type InFlightLimit = {
  /** Runs `job` when the key and the whole have room, after the jobs queued before it; or throws InFlightRefused. */
  run<T>(key: string, job: () => Promise<T>): Promise<T>;
  /** Slots taken (running or resting) and jobs waiting, in all or of one key (tests, logs). */
  size(key?: string): { taken: number; waiting: number };
  readonly limits: InFlightLimits;
};

export function createInFlightLimit(limits: InFlightLimits): InFlightLimit {
  const taken = new Map<string, number>();
  const waiting = new Map<string, number>();
  const queue: Waiter[] = [];
  let takenTotal = 0;

  const add = (map: Map<string, number>, key: string, by: number) => {
    const value = (map.get(key) ?? 0) + by;
    if (value === 0) map.delete(key);
    else map.set(key, value);
  };
  const hasRoom = (key: string) => takenTotal < limits.total && (taken.get(key) ?? 0) < limits.perKey;
  /** Starts every waiter that now has room, oldest first; a key at its own bound does not hold up the others. */
  const pump = () => {
    for (let i = 0; i < queue.length && takenTotal < limits.total;) {
      const waiter = queue[i]!;
      if (!hasRoom(waiter.key)) {
        i += 1;
        continue;
      }
      queue.splice(i, 1);
      add(waiting, waiter.key, -1);
      takenTotal += 1;
      add(taken, waiter.key, 1);
      waiter.start();
    }
  };
  /** Frees a slot after `ms` (at once under a millisecond); then whoever waits for it may start. */
  const freeAfter = (ms: number, free: () => void) => {
    if (ms < 1) return free();
    setTimeout(() => {
      free();
      pump();
    }, ms).unref();
  };

  return {
    limits,
    async run(key, job) {
      // After every pump no waiter has room, so a newcomer with room overtakes nobody.
      if (hasRoom(key)) {
        takenTotal += 1;
        add(taken, key, 1);
      } else {
        if ((waiting.get(key) ?? 0) >= limits.waitingPerKey) throw new InFlightRefused('key');
        if (queue.length >= limits.waitingTotal) throw new InFlightRefused('total');
        add(waiting, key, 1);
        await new Promise<void>((resolve) => queue.push({ key, start: resolve }));
      }
      const started = performance.now();
      try {
        return await job();
      } finally {
        const took = performance.now() - started;
        const rest = (ratio: number) => Math.min(took * ratio, limits.maxRestMs);
        freeAfter(rest(limits.keyRest), () => add(taken, key, -1));
        freeAfter(queue.length > 0 ? rest(limits.totalRest) : 0, () => (takenTotal -= 1));
        pump();
      }
    },
    size(key) {
      if (key === undefined) return { taken: takenTotal, waiting: queue.length };
      return { taken: taken.get(key) ?? 0, waiting: waiting.get(key) ?? 0 };
    },
  };
}
