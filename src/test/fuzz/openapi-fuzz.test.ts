import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailerOf } from '#src/server/lib/mailer';
import { signedInUser, type TestUser } from '../auth';
import { createTestApp, type TestApp } from '../test-app';
import { changedTables, tableChecksums } from './checksums';
import { operationsOf, type Operation } from './openapi';
import { hostileAuthorizations, imageNameRequests, requestFor, type Authorization, type FuzzRequest } from './requests';
import { smallShop, type FuzzShop } from './shop';

// Decision 006. Reproduce a failure with the line it prints: the same seed and runs generate the same requests.
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261121);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 10_000);
// Requests in flight at once. Checksums stay sound: a batch is judged only when none of its requests was an accepted
// mutation (then every row change since the baseline is a rejected or read-only request's doing).
const CONCURRENCY = Number(process.env['FUZZ_CONCURRENCY'] ?? 4);
// Rows are compared after at least this many judged requests, and at the end of each phase.
const BATCH = Number(process.env['FUZZ_BATCH'] ?? 40);
const HEALTH_EVERY = 1_000;
const REPRODUCE = `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} FUZZ_CONCURRENCY=${CONCURRENCY} npx vitest run src/test/fuzz`;

type Phase = {
  name: string;
  /** Share of RUNS. */
  share: number;
  /** Added to SEED: each phase has its own stream of requests. */
  offset: number;
  requests: () => fc.Arbitrary<FuzzRequest>;
  /** Every request of the phase must be refused (4xx). */
  mustReject?: boolean;
  /** Checked before and after the phase. */
  invariant?: () => Promise<void>;
};

let t: TestApp;
let shop: FuzzShop;
/** A signed-in admin (decision 021): the back office's phase fuzzes /api/admin with a valid admin token. */
let admin: TestUser;
let operations: Operation[];
let hostile: Authorization[];
const authorizationNames = new Map<string, string>();
const validAuthorizations = new Set<string>();

const stats = {
  sent: 0,
  judged: 0,
  unjudged: 0,
  statuses: new Map<number, number>(),
  accepted: new Map<string, number>(),
};
let baseline: Record<string, string> = {};
/** Requests sent since the baseline that may not change a row: rejected ones and reads. */
let pending: string[] = [];
let sinceHealth = 0;

function describeRequest(request: FuzzRequest): string {
  const authorization = request.headers['authorization'];
  const who = authorization === undefined ? 'none' : (authorizationNames.get(authorization) ?? 'unnamed');
  const url =
    request.url.length > 200
      ? `${JSON.stringify(request.url.slice(0, 200))}… (${request.url.length} chars)`
      : JSON.stringify(request.url);
  const payload = request.payload === undefined ? '' : String(request.payload);
  const body =
    request.payload === undefined ? '' : `, payload (${payload.length} chars) ${JSON.stringify(payload.slice(0, 200))}`;
  return `${request.method} ${url} [authorization: ${who}; content-type: ${request.headers['content-type'] ?? 'none'}${body}]`;
}

/**
 * GETs that write rows by design: the spec's resend (`GET /api/user/resendotp` e-mails a fresh code, replacing the
 * stored one; it used to be refused by the per-IP limit that guests had spent earlier in the run, before the user
 * scope answered guests 401 without counting them), and the exports of personal data, which leave an audit row
 * saying who took them (issue 27, decision 021).
 */
const WRITING_GETS = new Set([
  'GET /api/user/resendotp',
  'GET /api/admin/export/orders.csv',
  'GET /api/admin/export/order-totals.csv',
  'GET /api/admin/newsletter.csv',
]);

/** Whether an accepted request may change rows: every one but a GET, and the GETs above. */
const mayChangeRows = (request: FuzzRequest) => request.method !== 'GET' || WRITING_GETS.has(request.label);

/**
 * Requests that check a one-time code: a wrong code is refused AND spends one of the code's tries
 * (`one_time_codes.failed_attempts`, OTP_MAX_FAILED_ATTEMPTS), by design — so even a refusal may change rows.
 */
const spendsCodeAttempt = (request: FuzzRequest) =>
  /^(PUT|POST) \/api\/user\/(verifyemail|verifyAccount\/emailVerify)/.test(request.label);

async function takeBaseline() {
  baseline = await tableChecksums(t.db);
  pending = [];
}

async function compareRows(phase: string) {
  if (!pending.length) return;
  const changed = changedTables(baseline, await tableChecksums(t.db));
  expect(
    changed,
    `${phase}: rows of ${changed.join(', ')} changed by one of these rejected or read-only requests (${REPRODUCE}):\n${pending.join('\n')}`,
  ).toEqual([]);
  stats.judged += pending.length;
  await takeBaseline();
}

async function expectHealthy(context: string) {
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(`${health.statusCode} ${health.body}`, `health after ${context}`).toBe('200 {"ok":true}');
}

/** Every answer: below 500; a refusal is JSON with the error shape; a signed-in route refuses a request without a valid token. */
function judge(phase: Phase, index: number, request: FuzzRequest, response: LightMyRequestResponse) {
  const context = `${phase.name} #${index} (${REPRODUCE}): ${describeRequest(request)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  const authorization = request.headers['authorization'] ?? '';
  if (phase.mustReject || (request.secured && !validAuthorizations.has(authorization))) {
    expect(response.statusCode, `must be refused: ${context}`).toBeGreaterThanOrEqual(400);
  }
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], context).toMatch(/^application\/json/);
    let body: unknown;
    expect(() => (body = response.json()), context).not.toThrow();
    expect(body, context).toMatchObject({ error: true, msg: expect.any(String), message: expect.any(String) });
    const { msg, message } = body as { msg: string; message: string };
    expect(msg, context).toBe(message);
    expect(msg.length, context).toBeGreaterThan(0);
  }
}

async function fuzz(phase: Phase) {
  const count = Math.max(1, Math.round(RUNS * phase.share));
  const seed = SEED + phase.offset;
  console.info(`fuzz: ${phase.name}: seed ${seed}, ${count} requests`);
  const started = performance.now();
  const cpu = process.cpuUsage();
  // One lazy stream per phase: each arbitrary is built once, values are drawn as they are sent.
  const [stream] = fc.sample(fc.infiniteStream(phase.requests(), { noHistory: true }), { seed, numRuns: 1 });
  const requests = stream![Symbol.iterator]();
  await phase.invariant?.();
  await takeBaseline();
  let held: FuzzRequest | undefined;
  for (let index = 0; index < count;) {
    // A well-behaved mutation is likely to be accepted, and an accepted mutation leaves the requests sent with it and
    // since the last comparison unjudged: it goes out alone, after a comparison.
    const chunk: { index: number; request: FuzzRequest }[] = [];
    while (chunk.length < CONCURRENCY && index < count) {
      const request = held ?? (requests.next().value as FuzzRequest);
      held = undefined;
      const likelyAccepted = request.wellBehaved && mayChangeRows(request);
      if (likelyAccepted && chunk.length) {
        held = request;
        break;
      }
      chunk.push({ index: index++, request });
      if (likelyAccepted) {
        await compareRows(phase.name);
        break;
      }
    }
    const responses = await Promise.all(
      chunk.map(({ request }) => {
        const { label: _label, secured: _secured, wellBehaved: _wellBehaved, ...options } = request;
        return t.app.inject(options);
      }),
    );
    let mutated = false;
    const harmless: string[] = [];
    chunk.forEach(({ index: at, request }, i) => {
      const response = responses[i]!;
      judge(phase, at, request, response);
      stats.sent += 1;
      stats.statuses.set(response.statusCode, (stats.statuses.get(response.statusCode) ?? 0) + 1);
      const accepted = response.statusCode < 400;
      if (accepted) stats.accepted.set(request.label, (stats.accepted.get(request.label) ?? 0) + 1);
      if ((accepted && mayChangeRows(request)) || spendsCodeAttempt(request)) mutated = true;
      else harmless.push(`#${at} ${describeRequest(request)} → ${response.statusCode}`);
    });
    if (mutated) {
      // An accepted mutation may change rows: what was sent since the baseline goes unjudged; a new baseline starts.
      stats.unjudged += pending.length + harmless.length;
      // Some accepted requests go on after their answer (forgotPassword stores and mails a code then): wait for it.
      await mailerOf(t.app)?.idle();
      await takeBaseline();
    } else {
      pending.push(...harmless);
      if (pending.length >= BATCH) await compareRows(phase.name);
    }
    sinceHealth += chunk.length;
    if (sinceHealth >= HEALTH_EVERY) {
      sinceHealth = 0;
      await expectHealthy(`${phase.name} #${index - 1}`);
    }
  }
  await compareRows(phase.name);
  await phase.invariant?.();
  const { user, system } = process.cpuUsage(cpu);
  const cpuMs = (user + system) / 1000;
  console.info(
    `fuzz: ${phase.name}: ${count} requests in ${Math.round(performance.now() - started)} ms, ${Math.round(cpuMs)} ms CPU in this process (${(cpuMs / count).toFixed(2)} ms a request)`,
  );
}

describe('fuzzing every API operation from the OpenAPI document', () => {
  beforeAll(async () => {
    console.info(`fuzz: seed ${SEED}, ${RUNS} requests, ${CONCURRENCY} at a time; reproduce with ${REPRODUCE}`);
    // 10,000 requests from one address: the per-IP limits of decision 014 (and its bound on searches in flight) would
    // answer most of them 429, leaving the handlers behind them unfuzzed. Raised here only; the limits have their own
    // tests.
    t = await createTestApp({
      template: 'empty',
      env: {
        RATE_LIMITS:
          'search-ip=1000000,payment-order-user=1000000,signup-email=1000000,signup-ip=1000000,admin-write=1000000,' +
          'expensive-ip=1000,expensive=1000,expensive-ip-rest=0,expensive-rest=0',
      },
    });
    shop = await smallShop(t);
    admin = await signedInUser(t, { role: 'owner', email: 'fuzz-admin@example.com' });
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    operations = operationsOf(document.json());
    hostile = await hostileAuthorizations(t.config.JWT_SECRET, shop.shopper.token);
    for (const { name, header } of hostile) authorizationNames.set(header, name);
    authorizationNames.set(shop.shopper.headers.authorization, 'the shopper');
    authorizationNames.set(shop.other.headers.authorization, 'another user');
    authorizationNames.set(admin.headers.authorization, 'an admin');
    validAuthorizations.add(shop.shopper.headers.authorization).add(shop.other.headers.authorization);
    validAuthorizations.add(admin.headers.authorization);
  }, 120_000);

  afterAll(async () => {
    const statuses = [...stats.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.info(
      `fuzz: ${stats.sent} requests (${statuses}); ${stats.judged} refused or read-only requests judged by table checksums, ${stats.unjudged} not (an accepted mutation came in the same batch)`,
    );
    const never = operations?.map((o) => `${o.method} ${o.path}`).filter((label) => !stats.accepted.has(label)) ?? [];
    console.info(
      `fuzz: ${(operations?.length ?? 0) - never.length} operations answered 2xx at least once; never: ${never.join(', ') || 'none'}`,
    );
    await t?.close();
  });

  it('reads the operations from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toContain('POST /api/cart/add');
    expect(operations.filter((o) => o.path.startsWith('/api/admin/')).length).toBeGreaterThan(3);
  });

  const hostileHeaders = () => hostile.map((h) => h.header);
  // The foreign phases come before the shopper's, whose accepted requests may delete the rows they aim at.
  const phases: Phase[] = [
    {
      name: 'guests and foreign tokens',
      share: 0.3,
      offset: 0,
      requests: () => requestFor(operations, ['', ...hostileHeaders()], shop.shopperIds),
    },
    {
      name: 'foreign tokens on the signed-in routes',
      share: 0.1,
      offset: 2,
      requests: () =>
        requestFor(
          operations.filter((o) => o.secured),
          hostileHeaders(),
          shop.shopperIds,
        ),
      mustReject: true,
    },
    {
      name: "another user's token on the shopper's rows",
      share: 0.1,
      offset: 3,
      requests: () => {
        const theirs = shop.shopperIds.filter((id) => id !== shop.other.id);
        return requestFor(
          operations.filter((o) => o.secured && o.pathParams.length > 0),
          [shop.other.headers.authorization],
          theirs,
          fc.constantFrom(...theirs.map(String)),
        );
      },
      mustReject: true,
      // The rows it aims at exist throughout (the shopper's own phase, which may delete them, comes later).
      invariant: async () =>
        expect(await shop.shopperRowsLeft(), "the shopper's order, cart line and wish-list entry").toBe(3),
    },
    {
      name: 'a signed-in shopper',
      share: 0.35,
      offset: 1,
      // Not sign-out: it revokes the token the rest of the phase is sent with (its own test: sign-out.test.ts).
      requests: () =>
        requestFor(
          operations.filter((o) => `${o.method} ${o.path}` !== 'POST /api/user/signout'),
          [shop.shopper.headers.authorization],
          shop.shopperIds,
        ),
    },
    {
      name: 'image names under /download and /api/imageUpload',
      share: 0.15,
      offset: 4,
      requests: () => imageNameRequests(['', shop.shopper.headers.authorization, ...hostileHeaders()]),
    },
    {
      // Last: an admin's accepted writes may archive or delete the rows the other phases aim at (issue 14).
      name: 'a signed-in admin on the back office',
      share: 0.1,
      offset: 5,
      requests: () =>
        requestFor(
          operations.filter((o) => o.path.startsWith('/api/admin/')),
          [admin.headers.authorization],
          shop.shopperIds,
        ),
    },
  ];
  for (const phase of phases) {
    it(
      `${phase.name} (${Math.round(RUNS * phase.share)} requests, seed ${SEED + phase.offset})`,
      () => fuzz(phase),
      600_000,
    );
  }

  it('never leaks a file outside the image folders and stays up', async () => {
    for (const url of [
      '/download/..%2f..%2fetc%2fpasswd',
      '/download/%2e%2e/%2e%2e/package.json',
      '/download//etc/passwd',
      '/download/../../package.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toMatch(/root:|"name": "kirana"/);
    }
    await expectHealthy('the run');
    expect(stats.sent).toBeGreaterThanOrEqual(RUNS);
    // Most refused requests must have been judged by a checksum comparison.
    expect(stats.judged).toBeGreaterThan(stats.unjudged * 4);
  });
});
