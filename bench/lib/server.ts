/** The real server as a child process on loopback, exactly as `npm run serve` starts it. */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { EngineTarget } from './databases';
import { startChild, stopChild, tailOf } from './processes';

export type RunningServer = { origin: string; pid: number; child: ChildProcess; logFile: string; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startServer(target: EngineTarget, buildDir: string, logFile: string): Promise<RunningServer> {
  const port = await freePort();
  const child = startChild('node', ['--import', 'tsx', 'src/server/main.ts'], {
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
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) while starting:\n${tailOf(logFile)}`);
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
  return { origin, pid: child.pid!, child, logFile, stop: () => stopChild(child, 15_000) };
}
