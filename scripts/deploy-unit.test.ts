import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * deploy/kirana.service runs node directly (so SIGTERM reaches the server), which repeats what `npm run serve` sets.
 * The two must not drift: the unit starts the server exactly as the script does, and restarts it whatever ended it.
 */

const root = path.resolve(import.meta.dirname, '..');
const unit = readFileSync(path.join(root, 'deploy/kirana.service'), 'utf8');
const serve = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { serve: string } })
  .scripts.serve;

/** `KEY=value` settings and the node command line of the serve script. */
const serveEnv = [...serve.matchAll(/\b([A-Z_]+)=(\S+)/g)].map(([, key, value]) => `${key}=${value}`);
const serveNode = serve.slice(serve.indexOf('node ')).replace('${BUILD_DIR:-build}', 'build');

const setting = (key: string) =>
  unit
    .split('\n')
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));

describe('the systemd unit in deploy/', () => {
  it('starts the server as npm run serve does', () => {
    const environment = setting('Environment').join(' ').split(' ');
    expect(environment.sort()).toEqual([...serveEnv].sort());
    expect(setting('ExecStart')).toEqual([`/usr/bin/${serveNode}`]);
  });

  it('restarts it whatever ended it, without a limit, and lets SIGTERM drain', () => {
    expect(setting('Restart')).toEqual(['always']);
    expect(setting('StartLimitIntervalSec')).toEqual(['0']);
    expect(setting('KillSignal')).toEqual(['SIGTERM']);
    // The server gives up draining after 15 s (src/server/main.ts): systemd must not SIGKILL it before.
    expect(Number(setting('TimeoutStopSec')[0])).toBeGreaterThan(15);
  });
});
