/**
 * The real server as a child process on loopback, started by `npm run serve` itself, so the benchmark measures what
 * `npm start` runs (the bundle of decision 007 and the Node options of the serve script).
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { buildServerBundle } from '../../scripts/build-server';
import type { EngineTarget } from './databases';
import { startChild, stopChild, tailOf } from './processes';

export type RunningServer = {
  origin: string;
  pid: number;
  child: ChildProcess;
  logFile: string;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

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
      // Not shared with anyone: in-memory rate limits, no SMTP (codes land in DATA_DIR/outbox).
      REDIS_URL: '',
      SMTP_URL: '',
      ...(target.databaseUrl ? {} : { DATABASE_URL: '' }),
    },
    logFile,
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) while starting:\n${tailOf(logFile)}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) {
    await stopChild(child);
    throw new Error(`the server did not answer /api/health within 3 minutes:\n${tailOf(logFile)}`);
  }
  return { origin, pid: serverProcessOf(child.pid!), child, logFile, stop: () => stopChild(child, 15_000) };
}
