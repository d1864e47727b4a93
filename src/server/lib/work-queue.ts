/**
 * Runs at most `concurrency` jobs at a time; the others wait their turn, first come first served. For CPU-heavy work
 * (image decoding) that would otherwise take every core from the event loop.
 */
export function createWorkQueue(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < concurrency) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await job();
      } finally {
        release();
      }
    },
    /** Jobs running and waiting, for tests and logs. */
    get size() {
      return { running, waiting: waiting.length };
    },
  };
}
