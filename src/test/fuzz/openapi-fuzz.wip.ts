import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type TestUser } from '../auth';
import { createTestApp, type TestApp } from '../test-app';
import { changedTables, tableChecksums } from './checksums';
import { operationsOf, type Operation } from './openapi';
import { encodePart, hostileAuthorizations, requestFor, type FuzzRequest } from './requests';
import { oddString } from './values';

// Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> FUZZ_RUNS=<runs> npx vitest run src/test/fuzz
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261121);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 10_000);
// Rows are compared in batches: a baseline, then requests; an accepted (2xx) mutation may change rows, so it
// takes a new baseline; every BATCH requests the tables must still match it, or a rejected request changed a row.
const BATCH = Number(process.env['FUZZ_BATCH'] ?? 20);

let t: TestApp;
let shopper: TestUser;
let operations: Operation[];
let hostile: string[];
let sent = 0;
let compared = 0;
let uncovered = 0;
let baseline: Record<string, string> = {};
let rejectedSinceBaseline: string[] = [];

async function takeBaseline() {
  baseline = await tableChecksums(t.db);
  rejectedSinceBaseline = [];
}

async function compareRows() {
  if (!rejectedSinceBaseline.length) return;
  compared += rejectedSinceBaseline.length;
  const changed = changedTables(baseline, await tableChecksums(t.db));
  expect(changed, `rows changed by one of these rejected requests:\n${rejectedSinceBaseline.join('\n')}`).toEqual([]);
  await takeBaseline();
}

async function send(request: FuzzRequest) {
  const { label, ...options } = request;
  const response = await t.app.inject(options);
  sent += 1;
  const context = `${label} → ${request.url.slice(0, 300)} [${response.statusCode}] ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], context).toMatch(/^application\/json/);
    const body = response.json() as Record<string, unknown>;
    expect(body, context).toMatchObject({ error: true, msg: expect.any(String), message: expect.any(String) });
    expect(body['msg'], context).toBe(body['message']);
    rejectedSinceBaseline.push(`${request.method} ${request.url.slice(0, 200)} → ${response.statusCode}`);
  } else if (request.method !== 'GET') {
    // An accepted mutation may change rows: the rejected requests since the baseline go unjudged (counted as
    // such), and a new baseline starts after it.
    uncovered += rejectedSinceBaseline.length;
    await takeBaseline();
  }
  if (sent % BATCH === 0) await compareRows();
  return response;
}

function run(name: string, share: number, offset: number, arbitrary: () => fc.Arbitrary<FuzzRequest>) {
  const numRuns = Math.max(1, Math.round(RUNS * share));
  it(`${name} (${numRuns} requests, seed ${SEED + offset})`, async () => {
    console.info(`fuzz: ${name}: seed ${SEED + offset}, ${numRuns} runs`);
    const started = performance.now();
    await takeBaseline();
    await fc.assert(
      fc.asyncProperty(arbitrary(), async (request) => {
        await send(request);
      }),
      { seed: SEED + offset, numRuns, endOnFailure: process.env['FUZZ_SHRINK'] !== '1' },
    );
    await compareRows();
    console.info(`fuzz: ${name}: ${numRuns} runs in ${Math.round(performance.now() - started)} ms`);
  }, 600_000);
}

describe('fuzzing every API operation from the OpenAPI document', () => {
  beforeAll(async () => {
    t = await createTestApp({ template: 'demo' });
    shopper = await signedInUser(t);
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    operations = operationsOf(document.json());
    hostile = await hostileAuthorizations(t.config.JWT_SECRET, shopper.token);
  }, 120_000);

  afterAll(async () => {
    console.info(`fuzz: ${sent} requests sent, ${compared} rejected requests covered by table checksums, ${uncovered} not (an accepted mutation followed them)`);
    await t?.close();
  });

  it('reads the operations from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toContain('POST /api/cart/add');
  });

  run('guests and foreign tokens', 0.35, 0, () => requestFor(operations, ['', ...hostile], [shopper.id]));

  run('a signed-in shopper', 0.35, 1, () => requestFor(operations, [shopper.headers.authorization], [shopper.id]));

  run('foreign tokens on the signed-in routes only', 0.15, 2, () =>
    requestFor(operations.filter((o) => o.secured), hostile, [shopper.id]),
  );

  run('image names under /download', 0.15, 3, () =>
    fc
      .oneof(
        fc.constantFrom(
          '..%2f..%2fetc%2fpasswd',
          '..%2F..%2F..%2Fetc%2Fpasswd',
          '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
          '..%252f..%252fetc%252fpasswd',
          '..%c0%af..%c0%afetc%c0%afpasswd',
          '....//....//etc/passwd',
          '..\\..\\etc\\passwd',
          '..%5c..%5cetc%5cpasswd',
          '/etc/passwd',
          '%2fetc%2fpasswd',
          'C:%5cWindows%5cwin.ini',
          '.env',
          '.%2e/package.json',
          'x.png%00.txt',
          '%00',
          'demo%2F..%2F..%2Fpackage.json',
        ),
        oddString.map(encodePart),
        fc.stringMatching(/^[a-z0-9-]{1,20}\.(png|jpg|webp|svg)$/),
      )
      .chain((name) =>
        fc.constantFrom<FuzzRequest['method']>('GET', 'GET', 'POST', 'DELETE').map((method) => ({
          method,
          url: `/download/${name}`,
          headers: {},
          label: 'image name',
        })),
      ),
  );

  it('never leaks a file outside the image folders and stays up', async () => {
    for (const url of ['/download/..%2f..%2fetc%2fpasswd', '/download/%2e%2e/%2e%2e/package.json', '/download//etc/passwd']) {
      const response = await send({ method: 'GET', url, headers: {}, label: 'traversal' });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toMatch(/root:|"name": "kirana"/);
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    // Most rejected requests must have been judged by a checksum comparison.
    expect(compared).toBeGreaterThan(uncovered);
  });
});
