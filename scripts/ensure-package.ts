import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * A program the checks need from Debian's packages (never from anywhere else): present, or installed with apt-get
 * when we are root (the first of `packages` that apt knows, in order), or the apt-get line to run and exit 1.
 */
export function ensureDebianPackage(program: string, packages: string[]): void {
  if (existsSync(program)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${program} is missing. Install Debian's package, then run the checks again:\n  sudo apt-get update && sudo apt-get install -y ${packages[0]}`,
    );
    process.exit(1);
  }
  console.log(`${program} is missing: installing Debian's package (${packages.join(' or ')})…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const name of packages) {
    try {
      execFileSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env });
    } catch (error) {
      // A package whose service fails to start in its postinst still leaves the program we need.
      console.error(`apt-get install ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (existsSync(program)) return;
  }
  console.error(`apt-get finished but ${program} is still missing.`);
  process.exit(1);
}
