import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium';

/**
 * `npm test`: lint, formatting (Prettier), typecheck, unit + integration, build, browser tests; stops at the first failing stage.
 *
 * A stage of several steps runs them side by side: eslint and tsc use one core each, so on a 2-core machine they
 * finish together in about the time of the longer one, and the web build fills the gaps. Their output is held back
 * and printed whole, one step after another. `npm test -- lint build` runs only the steps whose names contain a word.
 * With CI_TIMINGS set (by .ci/run), each step's time is appended to that file as `npm test: name<TAB>seconds`.
 */
type Step = { name: string; command: string; args: string[] };

const stages: Step[][] = [
  [
    { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
    { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level=warn'] },
    { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
    { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  ],
  [{ name: 'unit + integration', command: 'npx', args: ['vitest', 'run'] }],
  [{ name: 'browser (Playwright)', command: 'npx', args: ['playwright', 'test'] }],
];

type Outcome = { step: Step; code: number; seconds: number; output: string };

/** Runs one step; alone it streams its output, beside others it keeps it for later. */
function run(step: Step, alone: boolean): Promise<Outcome> {
  const started = Date.now();
  const child = spawn(step.command, step.args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('close', (code) => resolve({ step, code: code ?? 1, seconds: (Date.now() - started) / 1000, output }));
  });
}

const only = process.argv.slice(2);
const started = Date.now();
const timings: string[] = [];
for (const stage of stages) {
  const steps = stage.filter((step) => only.length === 0 || only.some((word) => step.name.includes(word)));
  if (steps.length === 0) continue;
  if (steps.some((step) => step.name.startsWith('browser'))) ensureChromium();
  console.log(`\n=== ${steps.map((step) => step.name).join(' ‖ ')} ===`);
  const outcomes = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  for (const { step, code, seconds, output } of outcomes) {
    if (steps.length > 1)
      console.log(`\n--- ${step.name} (${seconds.toFixed(1)} s, exit ${code}) ---\n${output.trimEnd()}`);
    timings.push(`${step.name}: ${seconds.toFixed(1)} s`);
    if (process.env['CI_TIMINGS'])
      appendFileSync(process.env['CI_TIMINGS'], `npm test: ${step.name}\t${seconds.toFixed(0)}\n`);
  }
  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  if (failed.length > 0) {
    for (const { step, seconds } of failed) console.error(`\n✗ ${step.name} failed after ${seconds.toFixed(1)} s`);
    process.exit(failed[0]!.code);
  }
}
console.log(`\n${timings.join('\n')}\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
