import type { FastifyInstance } from 'fastify';

/**
 * Background work of a module's `setup` that must also run at start: the stuck-refund sweep (decision 024) and the
 * payment reconciler (decision 039). `run` starts once shortly after start — not awaited, so a slow provider does
 * not delay listening — and then every `everyMs`; runs never overlap (a run still going when the timer fires is
 * followed by the next, not joined by it). A failed run is logged and the next one tries again. Closing the server
 * stops the timer and waits for a run under way, so no run outlives the database it writes to.
 */
export function startPeriodic(
  app: FastifyInstance,
  { name, everyMs, run }: { name: string; everyMs: number; run: () => Promise<void> },
): void {
  let running: Promise<void> = Promise.resolve();
  let closed = false;
  const tick = () => {
    running = running.then(async () => {
      if (closed) return;
      try {
        await run();
      } catch (error) {
        app.log.error({ err: error }, `${name} failed`);
      }
    });
  };
  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
