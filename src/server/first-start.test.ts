import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { deliverySlotTemplates, deliveryZones } from '../db/schema/index';
import { DEMO_SLOTS, DEMO_ZONES } from '../db/seed/demo-delivery';
import { showsProgress } from './lib/progress';

const dataDir = mkdtempSync(path.join(tmpdir(), 'kirana-first-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * The server started from its sources as a person would on a new machine (embedded database in an empty DATA_DIR,
 * outside production, output not a terminal), until it says it is ready; then stopped. Its stderr and stdout lines.
 */
async function start(): Promise<{ stderr: string[]; stdout: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  const stdout: string[] = [];
  const errLines = createInterface({ input: child.stderr });
  const outLines = createInterface({ input: child.stdout });
  const closed = [errLines, outLines].map((lines) => new Promise((resolve) => lines.once('close', resolve)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Ready by its own line, or by the log's (so a start without progress lines fails at once, not on a timeout).
  const ready = new Promise<void>((resolve, reject) => {
    errLines.on('line', (line) => {
      stderr.push(line);
      if (line.startsWith('Kirana is ready at')) resolve();
    });
    outLines.on('line', (line) => {
      stdout.push(line);
      if (line.includes('"msg":"Kirana is ready')) resolve();
    });
    void exited.then(() => reject(new Error(`the server exited before it was ready:\n${stderr.join('\n')}`)));
  });
  try {
    await ready;
  } finally {
    child.kill('SIGTERM');
    // Whatever it wrote before is read to the end.
    await Promise.all([exited, ...closed]);
  }
  return { stderr, stdout };
}

describe('the first start (issue 27 §6)', () => {
  it('says how far it is — database, migrations, demo seed, ready — in plain lines; the log stays JSON', async () => {
    const first = await start();
    expect(first.stderr).toEqual([
      `Opening the database (embedded PGlite in ${dataDir})…`,
      'Migrating the database…',
      expect.stringMatching(/^Seeding the demo catalogue \(\d{2,} products, once\)…$/),
      expect.stringMatching(
        /^Kirana is ready at http:\/\/localhost:\d+ \(started in \d+\.\d s\) — a demo shop: payments use test cards/,
      ),
    ]);
    expect(first.stdout.length).toBeGreaterThan(0);
    for (const line of first.stdout) expect(() => JSON.parse(line), line).not.toThrow();

    // The next start finds the catalogue there: no seeding.
    const second = await start();
    expect(second.stderr).toEqual([first.stderr[0], first.stderr[1], expect.stringMatching(/^Kirana is ready at /)]);

    // Delivery at work (issue 32 §5): the demo's zones and their week of slots, seeded by the first start only.
    const database = await openDatabase({ dataDir });
    try {
      const zones = await database.db.select({ name: deliveryZones.name }).from(deliveryZones);
      expect(zones.map((zone) => zone.name).sort()).toEqual(
        ['Everywhere', ...DEMO_ZONES.map((zone) => zone.name)].sort(),
      );
      const [templates] = await database.db.select({ n: count() }).from(deliverySlotTemplates);
      expect(templates!.n).toBe(DEMO_ZONES.length * 7 * DEMO_SLOTS.length);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('writes those lines for a person: a terminal or outside production, and not below the info level', () => {
    const production = { isProduction: true, LOG_LEVEL: 'info' } as const;
    expect(showsProgress(production, false)).toBe(false); // under a supervisor: JSON only
    expect(showsProgress(production, true)).toBe(true); // npm start in a terminal
    expect(showsProgress({ isProduction: false, LOG_LEVEL: 'info' }, false)).toBe(true);
    expect(showsProgress({ isProduction: false, LOG_LEVEL: 'warn' }, true)).toBe(false);
  });
});
