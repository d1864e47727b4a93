import { createServer } from 'node:net';

/**
 * The plumbing every check that starts the real server as a child process shares — the benchmark (`bench/lib/server.ts`)
 * and the fault and two-server checks (`scripts/faults/lib.ts`): a free loopback port, and the wait for its health.
 */

/** A TCP port free on 127.0.0.1 right now (the OS picks it; the probe is closed before answering). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

export type HealthWait = {
  /** For the messages: which server. */
  name: string;
  /** True once the process has ended: waiting stops at once, with its log. */
  exited: () => boolean;
  /** The end of its output, for the failure message. */
  logTail: () => string;
  timeoutMs: number;
  everyMs?: number;
};

/** Asks `${origin}/api/health` until it answers 200; fails when the process ends first or the time is up. */
export async function waitUntilHealthy(origin: string, wait: HealthWait): Promise<void> {
  const deadline = Date.now() + wait.timeoutMs;
  while (Date.now() < deadline) {
    if (wait.exited()) throw new Error(`${wait.name} exited while starting:\n${wait.logTail()}`);
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, wait.everyMs ?? 200));
  }
  throw new Error(`${wait.name} did not answer /api/health within ${wait.timeoutMs / 1000} s:\n${wait.logTail()}`);
}
