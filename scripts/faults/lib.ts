import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServerBundle } from '../build-server';
import { freePort, waitUntilHealthy } from '../lib/server-process';

/** Shared plumbing of the fault and two-server checks: a private PostgreSQL, Kirana processes, HTTP. */

export const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The web build the servers load: the one `npm test` (and `npm run build`) made, unless BUILD_DIR names another. */
export const buildDir = process.env['BUILD_DIR'] || 'build';
const PG_BIN = process.env['PG_BIN'] ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export { freePort };

/** initdb refuses root: run PostgreSQL's tools as the postgres user then. */
function pgTool(tool: string, args: string[]) {
  const command = path.join(PG_BIN, tool);
  return isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
    : execFileSync(command, args, { stdio: 'pipe' });
}

/**
 * A throw-away PostgreSQL cluster on a free loopback port, never the shared server: the checks stop and start it.
 */
export class PrivateCluster {
  readonly dir = tempDir('kirana-faults-pg-');
  readonly data = path.join(this.dir, 'data');
  port = 0;

  async init(): Promise<this> {
    if (isRoot) execFileSync('chown', ['postgres', this.dir]);
    pgTool('initdb', ['-D', this.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    this.port = await freePort();
    this.start();
    return this;
  }

  start() {
    pgTool('pg_ctl', [
      '-D',
      this.data,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
  }

  /** Fast shutdown: open sessions are cut, as when the database host goes away. */
  stop() {
    pgTool('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }

  url(database: string) {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async createDatabase(name: string): Promise<string> {
    const client = new pg.Client({ connectionString: this.url('postgres') });
    await client.connect();
    await client.query(`create database "${name}"`);
    await client.end();
    return this.url(name);
  }

  destroy() {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export type ServerOptions = { name: string; port?: number; env: Record<string, string>; dataDir?: string };

/**
 * The server as `npm run serve` runs it (decision 007): the bundle of `npm run build`, made again from the current
 * source once per run (about a second), so a build made before a server change does not check older code.
 */
let bundle: Promise<string> | undefined;
const serverBundle = () => (bundle ??= buildServerBundle(path.resolve(repoRoot, buildDir)).then((built) => built.file));

/** One server process (the bundle), its output kept in a log file for failures. */
export class KiranaProcess {
  child: ChildProcess | null = null;
  exit: Promise<number | null> = Promise.resolve(null);
  readonly dataDir: string;
  readonly logFile: string;
  port = 0;

  constructor(readonly options: ServerOptions) {
    this.dataDir = options.dataDir ?? tempDir(`kirana-faults-${options.name}-`);
    this.logFile = path.join(this.dataDir, `${options.name}.log`);
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(waitHealthy = true): Promise<this> {
    this.port ||= this.options.port ?? (await freePort());
    const out = openSync(this.logFile, 'a');
    this.child = spawn(process.execPath, [await serverBundle()], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        BUILD_DIR: buildDir,
        SEED_DEMO: 'true',
        // Its checkouts ship to 560038 with the default zone's terms (no slot, no minimum): not to the demo's
        // Bengaluru zone (docs/decisions/064).
        SEED_DEMO_DELIVERY: 'false',
        LOG_LEVEL: 'warn',
        ...this.options.env,
      },
      stdio: ['ignore', out, out],
    });
    const child = this.child;
    this.exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    if (waitHealthy) await this.waitHealthy();
    return this;
  }

  async waitHealthy(timeoutMs = 90_000) {
    let exited = false;
    void this.exit.then(() => (exited = true));
    await waitUntilHealthy(this.url, {
      name: this.options.name,
      exited: () => exited,
      logTail: () => this.log().slice(-2000),
      timeoutMs,
    });
  }

  log() {
    try {
      return readFileSync(this.logFile, 'utf8');
    } catch {
      return '';
    }
  }

  /** The end of the server's output, for a failure report. */
  logTail(lines = 60) {
    return this.log().trimEnd().split('\n').slice(-lines).join('\n');
  }

  jwtSecret() {
    return this.options.env['JWT_SECRET'] ?? readFileSync(path.join(this.dataDir, 'jwt-secret'), 'utf8').trim();
  }

  kill(signal: NodeJS.Signals) {
    this.child?.kill(signal);
  }

  async stop() {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child?.kill('SIGKILL'), 20_000);
      await this.exit;
      clearTimeout(timer);
    }
  }

  cleanup() {
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

export type Answer = { status: number; body: string; json: <T = unknown>() => T; headers: Headers; ms: number };

/** fetch with a deadline; rejects on a network error (refused, reset) or when the deadline passes. */
export async function request(
  url: string,
  init: RequestInit & { timeoutMs?: number; token?: string; jsonBody?: unknown } = {},
): Promise<Answer> {
  const { timeoutMs = 15_000, token, jsonBody, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (jsonBody !== undefined) headers.set('content-type', 'application/json');
  const started = Date.now();
  const response = await fetch(url, {
    ...rest,
    headers,
    body: jsonBody !== undefined ? JSON.stringify(jsonBody) : rest.body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await response.text();
  return {
    status: response.status,
    body,
    headers: response.headers,
    ms: Date.now() - started,
    json: <T>() => JSON.parse(body) as T,
  };
}

export type CheckResult = { name: string; ok: boolean; details: string[]; ms: number };

/** Collects named assertions: a failed one is recorded (not thrown) so the summary shows every number. */
export class Check {
  readonly details: string[] = [];
  ok = true;
  private readonly started = Date.now();

  constructor(readonly name: string) {}

  expect(condition: boolean, what: string) {
    this.details.push(`${condition ? 'ok  ' : 'FAIL'} ${what}`);
    if (!condition) this.ok = false;
    return condition;
  }

  note(what: string) {
    this.details.push(`     ${what}`);
  }

  fail(error: unknown) {
    this.ok = false;
    this.details.push(`FAIL ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }

  /**
   * The end of a check: stops the servers; a pass removes their data dirs, a failure keeps them and shows the end of
   * each server's log (what explains most failures) under the details.
   */
  async finish(servers: KiranaProcess[]) {
    await Promise.all(servers.map((server) => server.stop()));
    if (this.ok) {
      for (const server of servers) server.cleanup();
      return;
    }
    for (const server of servers) {
      this.note(`── ${server.options.name} log (${server.logFile}), last lines ──`);
      for (const line of server.logTail().split('\n')) this.note(`  ${line}`);
    }
  }

  result(): CheckResult {
    return { name: this.name, ok: this.ok, details: this.details, ms: Date.now() - this.started };
  }
}

export function printResult(result: CheckResult) {
  console.log(`\n${result.ok ? 'PASS' : 'FAIL'} ${result.name} (${(result.ms / 1000).toFixed(1)} s)`);
  for (const line of result.details) console.log(`  ${line}`);
}
