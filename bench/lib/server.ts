/**
 * The real server as a child process on loopback, started by `npm run serve` itself, so the benchmark measures what
 * `npm start` runs (the bundle of decision 007 and the Node options of the serve script).
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { buildServerBundle } from '../../scripts/build-server';
import { freePort, waitUntilHealthy } from '../../scripts/lib/server-process';
import type { EngineTarget } from './databases';
import { startChild, stopChild, tailOf } from './processes';

export type RunningServer = {
  origin: string;
  pid: number;
  child: ChildProcess;
  logFile: string;
  stop: () => Promise<void>;
};

/**
 * The server's own process under `npm run serve` (npm → sh → node): the end of the chain of only children. Its
 * memory and CPU are what the report shows, not npm's.
 */
function serverProcessOf(pid: number): number {
  for (;;) {
    const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
    if (children.length !== 1) return pid;
    pid = children[0]!;
  }
}

export async function startServer(target: EngineTarget, buildDir: string, logFile: string): Promise<RunningServer> {
  const port = await freePort();
  // The step of `npm run build` that bundles the server, again: a reused web build (--no-build) must not run older
  // server code. It takes about a second.
  await buildServerBundle(buildDir);
  const child = startChild('npm', ['run', '--silent', 'serve'], {
    env: {
      ...target.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BUILD_DIR: buildDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      PAYMENT_PROVIDER: 'test',
      // As a real shop has it: canonical links, the sitemap and robots.txt name absolute addresses (Lighthouse's SEO).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Not shared with anyone: in-memory rate limits, no SMTP (codes land in DATA_DIR/outbox).
      REDIS_URL: '',
      SMTP_URL: '',
      ...(target.databaseUrl ? {} : { DATABASE_URL: '' }),
    },
    logFile,
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(origin, {
      name: 'the server',
      exited: () => child.exitCode !== null,
      logTail: () => tailOf(logFile),
      timeoutMs: 180_000,
      everyMs: 250,
    });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { origin, pid: serverProcessOf(child.pid!), child, logFile, stop: () => stopChild(child, 15_000) };
}
