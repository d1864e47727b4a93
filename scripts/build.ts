import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run build`: the four steps of the shop's build in order, each announced in a line, stopping at the first that
 * fails. A first build takes a minute or two (most of it the demo artwork); later ones redo only what changed.
 */
const tsx = (script: string) => ['--import', 'tsx', script];
const steps: { what: string; args: string[] }[] = [
  {
    what: 'the demo artwork (about a minute the first time, then only what changed)',
    args: tsx('scripts/build-artwork.ts'),
  },
  // React Router's command-line file, run by this Node like the other steps (package exports do not list it).
  { what: 'the pages', args: [path.resolve('node_modules/@react-router/dev/bin.js'), 'build'] },
  { what: 'compressed copies of the browser files', args: tsx('scripts/compress-assets.ts') },
  { what: 'the server bundle', args: tsx('scripts/build-server.ts') },
];

const started = Date.now();
console.log('Building the shop (a minute or two the first time)…');
for (const [index, step] of steps.entries()) {
  console.log(`[${index + 1}/${steps.length}] ${step.what}…`);
  const { status, signal } = spawnSync(process.execPath, step.args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`The build stopped at ${step.what} (${signal ?? `exit ${status}`}).`);
    process.exit(status || 1);
  }
}
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
