/**
 * Child processes of the benchmark (build, seeding, the server, Lighthouse) and the clean-up that must run however the
 * run ends: each child gets its own process group, so ending it also ends what it started (Chromium under
 * Lighthouse) — and only that.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];

/** Registers work for the end of the run (drop a database, remove a directory); the last registered runs first. */
export function onCleanup(work: () => Promise<void>): void {
  cleanups.push(work);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Ends one child's process group: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return void children.delete(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

let cleaning: Promise<void> | undefined;
/** Stops every child still running, then runs the registered clean-ups. Safe to call more than once. */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...children].map((child) => stopChild(child)));
    for (const work of cleanups.reverse()) {
      try {
        await work();
      } catch (error) {
        console.error(`clean-up: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}

/** Ctrl-C or a kill: clean up, then exit with the signal's usual status. */
export function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping children and removing the benchmark databases…`);
      void cleanUp().finally(() => process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1)));
    });
  }
}

export type StartOptions = { env?: NodeJS.ProcessEnv; logFile: string; cwd?: string };

/** Starts a command in its own process group, its output appended to `logFile`. */
export function startChild(command: string, args: string[], options: StartOptions): ChildProcess {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd ?? process.cwd(),
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  child.once('exit', () => {
    children.delete(child);
    setTimeout(() => log.end(), 50);
  });
  children.add(child);
  return child;
}

/** Runs a command to its end; a non-zero exit throws with the end of its log. */
export async function runChild(
  command: string,
  args: string[],
  options: StartOptions & { timeoutMs?: number },
): Promise<void> {
  const child = startChild(command, args, options);
  const timer = options.timeoutMs ? setTimeout(() => void stopChild(child), options.timeoutMs) : undefined;
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  if (code !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (exit ${code}); log ${options.logFile}:\n${tailOf(options.logFile)}`,
    );
}

export function tailOf(file: string, lines = 25): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Resident memory of a process in MB: `VmRSS` now, `VmHWM` the peak since it started. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** CPU time (user + system) a process has used so far, in ms; Linux counts it in clock ticks of 10 ms. */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time (ms) used so far by every process of this machine whose command is `name` (`postgres`: the server and
 * all its backends). A process that ends between the two reads takes its time with it, so read around short work.
 */
export function cpuMsOfProcessesNamed(name: string): number {
  let ms = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) ms += cpuMsOf(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return ms;
}

/**
 * The share of one core a busy thread gets right now (1 = a whole core): on a shared machine this says how much of
 * the hardware the measurements below actually had.
 */
export function cpuShare(ms = 1_000): number {
  const started = performance.now();
  const cpu = process.cpuUsage();
  while (performance.now() - started < ms) Math.sqrt(Math.random());
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / 1000 / (performance.now() - started);
}
