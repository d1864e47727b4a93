import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium';

/** `npm test`: lint, typecheck, unit + integration, build, browser tests; stops at the first failure. */
const steps: { name: string; command: string; args: string[]; env?: Record<string, string> }[] = [
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'unit + integration', command: 'npx', args: ['vitest', 'run'] },
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  { name: 'browser (Playwright)', command: 'npx', args: ['playwright', 'test'] },
];

const only = process.argv.slice(2);
const started = Date.now();
const timings: string[] = [];
for (const step of steps) {
  if (only.length > 0 && !only.some((word) => step.name.includes(word))) continue;
  if (step.name.startsWith('browser')) ensureChromium();
  console.log(`\n=== ${step.name} ===`);
  const stepStarted = Date.now();
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  timings.push(`${step.name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${timings.join('\n')}\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
