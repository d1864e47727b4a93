import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process at a time on an embedded (PGlite) data directory. PGlite has no lock of its own: two instances on one
 * directory — in two processes, or twice in one — each write the files as if alone and corrupt them (an orphaned
 * second server left a copy where a later UPDATE never returned). PostgreSQL's advisory locks do not help: on PGlite
 * they are per instance.
 *
 * The lock is a file beside the directory (`<dir>.lock`), not inside it, so dumps of the directory never carry it. It
 * holds the owner's process id; a lock whose process is gone (a crash, SIGKILL) is stale and the next opener takes it.
 */

export class DataDirLockedError extends Error {}

/** The lock file of a PGlite data directory. */
export const lockFileOf = (dir: string) => `${path.resolve(dir)}.lock`;

/**
 * The lock files this process holds. A file naming our own pid that is not in here was left by an earlier process
 * that had the same pid — common in containers, where the server restarts as the same small pid.
 */
const held = new Set<string>();

/**
 * Takes the lock of `dir` or throws DataDirLockedError naming the process that holds it. Answers the release, which
 * `close()` of the database calls; whatever is still held is released when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  // Absolute in the messages: the operator may have started the other process from another directory.
  const dir = path.resolve(dataDir);
  const file = lockFileOf(dir);
  // A second pass only after a stale lock was removed, or the holder released between our attempt and our read.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createLockFile(file)) return hold(file);
    const content = readLockFile(file);
    if (content === null) continue;
    const pid = pidIn(content);
    if (pid !== null && holderIsAlive(pid, file)) throw lockedError(dir, file, pid);
    // Stale. Remove it only if it still says what we judged: another opener may have replaced it meanwhile.
    if (readLockFile(file) === content) removeLockFile(file);
  }
  const pid = pidIn(readLockFile(file) ?? '');
  throw pid === null
    ? new DataDirLockedError(`The database in ${dir} is being opened by another process.`)
    : lockedError(dir, file, pid);
}

/**
 * Creates the file with its content in one step: a file created empty and written afterwards would, for a moment,
 * look like a garbage lock to a concurrent opener, which would take it over. A hard link fails when the name exists.
 */
function createLockFile(file: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${process.pid}\n${new Date().toISOString()}\n`);
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/** The lock file's text; null when it is gone; '' (garbage, so stale) when it cannot be read. */
function readLockFile(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? null : '';
  }
}

function removeLockFile(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function pidIn(content: string): number | null {
  const first = content.split('\n', 1)[0]?.trim() ?? '';
  const pid = /^\d+$/.test(first) ? Number(first) : NaN;
  // 0 and negative numbers would make process.kill signal a process group.
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

function holderIsAlive(pid: number, file: string): boolean {
  if (pid === process.pid) return held.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, under another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function lockedError(dir: string, file: string, pid: number): DataDirLockedError {
  if (pid === process.pid)
    return new DataDirLockedError(
      `The database in ${dir} is already open in this process (${pid}). Open it once and share the handle: two ` +
        `instances on one embedded database corrupt it.`,
    );
  return new DataDirLockedError(
    `The database in ${dir} is already open in process ${pid}. Stop that process first (two processes on one ` +
      `embedded database corrupt it), or set DATABASE_URL to use a PostgreSQL server. If process ${pid} is not a ` +
      `Kirana process using this database (a crashed one's pid can be reused), delete ${file}.`,
  );
}

let releaseAtExit = false;

function hold(file: string): () => void {
  held.add(file);
  if (!releaseAtExit) {
    releaseAtExit = true;
    // 'exit' handlers run synchronously after process.exit() or the last event: the server's shutdown and the
    // scripts end that way. A crash or SIGKILL leaves the file, with a pid that is gone.
    process.on('exit', () => [...held].forEach(release));
  }
  return () => release(file);
}

function release(file: string) {
  if (!held.delete(file)) return;
  // Only our own: a file naming another pid is someone else's lock (ours was removed by hand and taken since).
  if (pidIn(readLockFile(file) ?? '') !== process.pid) return;
  try {
    unlinkSync(file);
  } catch {
    // Left behind, it names a pid that will be gone: the next opener takes it over as stale.
  }
}
