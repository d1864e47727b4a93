import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodic } from './periodic';

/**
 * The runner of the stuck-refund sweep and the payment reconciler (decisions 024, 039): once at start, then every
 * interval, never two runs at once, a failed run logged and followed by the next, and closing waits for a run.
 */
describe('startPeriodic', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start and every interval; a failure does not stop it; close stops it after the run under way', async () => {
    vi.useFakeTimers();
    const app = Fastify({ logger: false });
    const errors: unknown[] = [];
    app.log.error = ((...args: unknown[]) => errors.push(args)) as typeof app.log.error;
    let runs = 0;
    let finish: (() => void) | null = null;
    startPeriodic(app, {
      name: 'test work',
      everyMs: 1_000,
      run: async () => {
        runs++;
        if (runs === 2) throw new Error('the provider is down');
        if (runs === 3) await new Promise<void>((resolve) => (finish = resolve));
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(3);
    // The third run is still going: the timer fires twice more, and nothing runs beside it.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(3);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    finish!();
    await closing;
    // The ticks queued behind the slow run are dropped once closed; no timer is left.
    expect(runs).toBe(3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(3);
  });
});
