import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInFlightLimit, InFlightRefused, type InFlightLimits } from './in-flight';

const limits = (over: Partial<InFlightLimits> = {}): InFlightLimits => ({
  perKey: 1,
  waitingPerKey: 2,
  keyRest: 0,
  total: 2,
  waitingTotal: 3,
  totalRest: 0,
  maxRestMs: 2_000,
  ...over,
});

/** A job that runs until `finish()`; `started` says whether it began. */
function job(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const state = { started: false, finish: () => finish() };
  const run = async () => {
    state.started = true;
    log.push(name);
    await done;
    return name;
  };
  return { state, run };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('work in flight', () => {
  it('runs one job per key at a time, the next of the key when it ends, other keys meanwhile', async () => {
    const limit = createInFlightLimit(limits());
    const log: string[] = [];
    const [a1, a2, b1] = [job(log, 'a1'), job(log, 'a2'), job(log, 'b1')];
    const runs = [limit.run('a', a1.run), limit.run('a', a2.run), limit.run('b', b1.run)];
    await settle();
    expect(log).toEqual(['a1', 'b1']);
    expect(limit.size('a')).toEqual({ taken: 1, waiting: 1 });
    a1.state.finish();
    await settle();
    expect(log).toEqual(['a1', 'b1', 'a2']);
    a2.state.finish();
    b1.state.finish();
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'b1']);
    expect(limit.size()).toEqual({ taken: 0, waiting: 0 });
  });

  it('refuses a key whose queue is full at once, and everyone when all queues together are', async () => {
    const limit = createInFlightLimit(limits({ waitingPerKey: 1, total: 1, waitingTotal: 2 }));
    const log: string[] = [];
    const jobs = ['a1', 'a2', 'b1', 'c1'].map((name) => job(log, name));
    const runs = jobs.slice(0, 3).map((j, i) => limit.run(['a', 'a', 'b'][i]!, j.run));
    await expect(limit.run('a', async () => 'a3')).rejects.toEqual(new InFlightRefused('key'));
    await expect(limit.run('c', jobs[3]!.run)).rejects.toEqual(new InFlightRefused('total'));
    expect(log).toEqual(['a1']);
    for (const j of jobs) j.state.finish();
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'b1']);
  });

  it('keeps the total: a key with room waits while every slot is taken, first come first served', async () => {
    const limit = createInFlightLimit(limits({ total: 2 }));
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => job(log, name));
    const runs = [limit.run('a', a!.run), limit.run('b', b!.run), limit.run('c', c!.run), limit.run('d', d!.run)];
    await settle();
    expect(log).toEqual(['a', 'b']);
    b!.state.finish();
    await settle();
    expect(log).toEqual(['a', 'b', 'c']);
    for (const j of [a, c, d]) j!.state.finish();
    await Promise.all(runs);
    expect(log).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a job that throws frees its slot', async () => {
    const limit = createInFlightLimit(limits());
    await expect(limit.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run('a', async () => 'next')).toBe('next');
  });

  it('after a job its key rests `keyRest` times the job’s duration; other keys do not wait for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const limit = createInFlightLimit(limits({ keyRest: 3, total: 4 }));
    const log: string[] = [];
    const took100ms = async () => {
      log.push('a1');
      vi.advanceTimersByTime(100);
    };
    await limit.run('a', took100ms);
    const next = limit.run('a', async () => void log.push('a2'));
    await limit.run('b', async () => void log.push('b1'));
    await settle();
    expect(log).toEqual(['a1', 'b1']);
    vi.advanceTimersByTime(299);
    await settle();
    expect(log).toEqual(['a1', 'b1']);
    vi.advanceTimersByTime(1);
    await next;
    expect(log).toEqual(['a1', 'b1', 'a2']);
  });

  it('while others wait, the whole rests `totalRest` times each job (at most maxRestMs); a lone job does not', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const limit = createInFlightLimit(limits({ total: 1, totalRest: 1, maxRestMs: 500 }));
    const log: string[] = [];
    // Alone: the next job, from another key, starts at once.
    await limit.run('a', async () => void vi.advanceTimersByTime(100));
    await limit.run('b', async () => void log.push('b'));
    // With another waiting when it ends, a job of 10 s makes the whole rest 500 ms (the most).
    let finish!: () => void;
    const long = limit.run('c', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      vi.advanceTimersByTime(10_000);
    });
    const waiting = limit.run('d', async () => void log.push('d'));
    await settle();
    finish();
    await long;
    vi.advanceTimersByTime(499);
    await settle();
    expect(log).toEqual(['b']);
    vi.advanceTimersByTime(1);
    await waiting;
    expect(log).toEqual(['b', 'd']);
  });
});
