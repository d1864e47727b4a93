import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';
import { lockDataDir, lockFileOf } from './data-dir-lock';

let tmp: string;
let dir: string;
let lockFile: string;
const releases: (() => void)[] = [];
const children: ChildProcess[] = [];

beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'kirana-lock-'));
  dir = path.join(tmp, 'db');
  lockFile = lockFileOf(dir);
});

afterEach(() => {
  for (const release of releases.splice(0)) release();
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
});

const lock = () => {
  const release = lockDataDir(dir);
  releases.push(release);
  return release;
};

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

/** Another Node process that takes the lock of `dir` with this module and keeps it until its stdin closes. */
async function processHoldingTheLock(): Promise<ChildProcess> {
  const script = `
    import { lockDataDir } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'data-dir-lock.ts')).href)};
    lockDataDir(${JSON.stringify(dir)});
    process.stdout.write('locked\\n');
    process.stdin.resume();`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the child exited (${code}) before locking: ${stderr}`)));
  });
  return child;
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await exitOf(child);
  return child.pid!;
}

describe('the lock of an embedded data directory', () => {
  it('is a file beside the directory holding our pid; a second lock in this process is refused until released', () => {
    const release = lock();
    expect(lockFile).toBe(`${dir}.lock`);
    expect(readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(`already open in this process (${process.pid})`);
    release();
    expect(existsSync(lockFile)).toBe(false);
    lock();
    expect(existsSync(lockFile)).toBe(true);
  });

  it('release leaves a lock file that no longer names this process', () => {
    const release = lock();
    writeFileSync(lockFile, '424242\n');
    release();
    expect(readFileSync(lockFile, 'utf8')).toBe('424242\n');
  });

  it('refuses while another process holds it, naming that process; takes it over once that process is killed', async () => {
    const child = await processHoldingTheLock();
    expect(() => lockDataDir(dir)).toThrow(
      `The database in ${dir} is already open in process ${child.pid}. Stop that process first`,
    );
    await expect(openDatabase({ dataDir: tmp })).rejects.toThrow(`already open in process ${child.pid}`);

    child.kill('SIGKILL');
    await exitOf(child);
    // A crash leaves the file behind, naming a pid that is gone.
    expect(readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(child.pid));
    lock();
    expect(readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
  }, 60_000);

  it('is released when the holding process exits normally', async () => {
    const child = await processHoldingTheLock();
    expect(existsSync(lockFile)).toBe(true);
    child.stdin!.end();
    await exitOf(child);
    expect(child.exitCode).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 60_000);

  it('takes over a stale lock: a dead pid, garbage, or our own pid left by an earlier process (a container restart)', async () => {
    for (const stale of [
      `${await deadPid()}\n2024-01-01T00:00:00.000Z\n`,
      'not a pid\n',
      '',
      '0\n',
      `${process.pid}\n`,
    ]) {
      writeFileSync(lockFile, stale);
      const release = lock();
      expect(readFileSync(lockFile, 'utf8').split('\n')[0], JSON.stringify(stale)).toBe(String(process.pid));
      release();
    }
  });
});

describe('openDatabase on an embedded data directory', () => {
  it('refuses a second open of the same directory until the first is closed', async () => {
    const first = await openDatabase({ dataDir: tmp });
    try {
      expect(existsSync(lockFile)).toBe(true);
      expect(existsSync(path.join(dir, 'db.lock'))).toBe(false);
      await expect(openDatabase({ dataDir: tmp })).rejects.toThrow(`already open in this process (${process.pid})`);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile)).toBe(false);
    const again = await openDatabase({ dataDir: tmp });
    expect(await again.ping()).toBe(true);
    await again.close();
  }, 120_000);

  it('releases the lock when PGlite fails to open', async () => {
    let lockedDuringCreate = false;
    const create = vi.spyOn(PGlite, 'create').mockImplementationOnce(() => {
      lockedDuringCreate = existsSync(lockFile);
      return Promise.reject(new Error('the data directory is damaged'));
    });
    try {
      await expect(openDatabase({ dataDir: tmp })).rejects.toThrow('the data directory is damaged');
    } finally {
      create.mockRestore();
    }
    expect(lockedDuringCreate).toBe(true);
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes no lock for an in-memory database', async () => {
    // Two at once show it; a stand-in instance answering what openDatabase asks spares two PGlite starts.
    const instance = { exec: async () => undefined, close: async () => undefined } as unknown as PGlite;
    const create = vi.spyOn(PGlite, 'create').mockResolvedValue(instance);
    try {
      const memory = await openDatabase({ dataDir: tmp, pgliteDataDir: 'memory://' });
      const other = await openDatabase({ dataDir: tmp, pgliteDataDir: 'memory://' });
      // Neither left a lock file where a directory named so would have it.
      expect(existsSync(lockFileOf('memory://'))).toBe(false);
      await other.close();
      await memory.close();
    } finally {
      create.mockRestore();
    }
  });
});
