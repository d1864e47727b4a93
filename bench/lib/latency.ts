/**
 * Latencies timed by the client, one request at a time over a kept-alive loopback connection: search with mixed
 * queries, add to cart, and placing an order from a 60-line cart. The shopper signs up through the API and reads
 * the code from the server's outbox (DATA_DIR/outbox), as a person would read the e-mail.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRandom } from '#src/db/seed/prng';
import type { Fixtures } from './in-process';
import { ORDER_LINES, SHIPPING, testCardPayment } from './in-process';
import { SERVER_TIMING_METRIC } from '#src/server/modules/catalog/index';
import { latencyOf, type Latency, timed } from './stats';

export type QueryKind = 'exact' | 'typo' | 'multi-word' | 'no hit';
export type SearchLatency = Latency & {
  byKind: Record<QueryKind, Latency & { withHits: number }>;
  /** The server's own time per answer (its Server-Timing header): what issue 3's 'p95 server-side' is about. */
  server: Latency;
  serverByKind: Record<QueryKind, Latency>;
};

/** The `app;dur=…` of a Server-Timing header, in ms. */
function serverMs(header: string | null): number {
  const entry = (header ?? '').split(',').map((part) => part.trim().split(';'));
  const dur = entry
    .find(([name]) => name === SERVER_TIMING_METRIC)
    ?.find((p) => p.startsWith('dur='))
    ?.slice(4);
  if (dur === undefined) throw new Error(`no Server-Timing app duration in "${header}"`);
  return Number(dur);
}

/** 200 (or `count`) queries, a quarter of each kind, in a fixed shuffled order (seeded: the same every run). */
export function searchQueries(words: string[], count: number): { kind: QueryKind; q: string }[] {
  const random = createRandom(42);
  const word = () => words[random.int(0, words.length - 1)]!;
  const typo = (w: string) => {
    const at = random.int(1, w.length - 2);
    return random.chance(0.5) ? w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2) : w.slice(0, at) + w.slice(at + 1);
  };
  const nonsense = () => Array.from({ length: random.int(6, 9) }, () => 'qxzjvkw'[random.int(0, 6)]).join('');
  const queries: { kind: QueryKind; q: string }[] = [];
  for (let i = 0; i < count; i++) {
    const kind = (['exact', 'typo', 'multi-word', 'no hit'] as const)[i % 4]!;
    const q =
      kind === 'exact'
        ? word()
        : kind === 'typo'
          ? typo(word())
          : kind === 'multi-word'
            ? `${word()} ${word()}`
            : nonsense();
    queries.push({ kind, q });
  }
  for (let i = queries.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [queries[i], queries[j]] = [queries[j]!, queries[i]!];
  }
  return queries;
}

export async function measureSearch(origin: string, words: string[], count: number): Promise<SearchLatency> {
  const samples: { kind: QueryKind; ms: number; serverMs: number; hits: number }[] = [];
  for (const [i, { kind, q }] of searchQueries(words, count).entries()) {
    // Every query is a cache miss, each from its own client address (the bench is a trusted proxy on loopback): what
    // is measured is the search itself, not the per-address limits of decision 014 — the allowance of uncached
    // searches and the rest after each one — which the flood and allowance scenarios measure.
    const client = `198.18.${10 + Math.floor(i / 250)}.${(i % 250) + 1}`;
    const [response, ms] = await timed(async () => {
      const r = await fetch(`${origin}/api/search?q=${encodeURIComponent(q)}`, {
        headers: { 'accept-encoding': 'gzip, deflate, br', 'x-forwarded-for': client },
      });
      await r.arrayBuffer();
      return r;
    });
    if (!response.ok) throw new Error(`search "${q}" answered ${response.status}`);
    samples.push({
      kind,
      ms,
      serverMs: serverMs(response.headers.get('server-timing')),
      hits: Number(response.headers.get('x-total-count') ?? 0),
    });
  }
  const byKind = {} as SearchLatency['byKind'];
  const serverByKind = {} as SearchLatency['serverByKind'];
  for (const kind of ['exact', 'typo', 'multi-word', 'no hit'] as const) {
    const mine = samples.filter((s) => s.kind === kind);
    byKind[kind] = { ...latencyOf(mine.map((s) => s.ms)), withHits: mine.filter((s) => s.hits > 0).length };
    serverByKind[kind] = latencyOf(mine.map((s) => s.serverMs));
  }
  return {
    ...latencyOf(samples.map((s) => s.ms)),
    byKind,
    server: latencyOf(samples.map((s) => s.serverMs)),
    serverByKind,
  };
}

type Json = Record<string, unknown>;

export async function get(origin: string, url: string, token: string): Promise<{ status: number; json: Json }> {
  const response = await fetch(origin + url, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  return { status: response.status, json: response.ok ? (JSON.parse(text) as Json) : { text } };
}

export async function post(
  origin: string,
  url: string,
  body: object,
  token?: string,
  method: 'POST' | 'PUT' = 'POST',
): Promise<{ status: number; json: Json }> {
  const response = await fetch(origin + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = { text };
  }
  return { status: response.status, json };
}

async function codeFromOutbox(dataDir: string, email: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 100; tries++) {
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.json'));
    } catch {
      // no mail yet
    }
    for (const name of names) {
      const mail = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { to: string; text: string };
      const code = mail.to.toLowerCase() === email ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${email} in ${dir}`);
}

/** Sign up, verify with the e-mailed code, sign in: the token of a new shopper. */
export async function signUpShopper(origin: string, dataDir: string): Promise<string> {
  const email = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'bench shopper password';
  const signUp = await post(origin, '/api/user/signup', {
    name: 'Bench Shopper',
    email,
    phone: '9876543210',
    password,
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${JSON.stringify(signUp.json)}`);
  const otp = await codeFromOutbox(dataDir, email);
  const verify = await post(origin, '/api/user/verifyemail', { email, otp });
  if (verify.status !== 200) throw new Error(`verify: ${verify.status} ${JSON.stringify(verify.json)}`);
  const signIn = await post(origin, '/api/user/signin', { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${JSON.stringify(signIn.json)}`);
  return String(signIn.json['token']);
}

/** A shopper may open 20 payments in 15 minutes (PAYMENT_ORDERS_PER_USER): a new shopper every 15 orders. */
export const ORDERS_PER_SHOPPER = 15;

/** Each order: 60 timed add-to-cart calls, the (untimed) test-card payment, then the timed order placement. */
export async function measureShopping(origin: string, dataDir: string, fixtures: Fixtures, orders: number) {
  let token = '';
  const adds: number[] = [];
  const placements: number[] = [];
  const cartReads: number[] = [];
  const couponReads: number[] = [];
  for (let run = 0; run < orders; run++) {
    if (run % ORDERS_PER_SHOPPER === 0) token = await signUpShopper(origin, dataDir);
    for (const productId of fixtures.orderProductIds.slice(0, ORDER_LINES)) {
      const [added, ms] = await timed(() => post(origin, '/api/cart/add', { productId, quantity: 1 }, token));
      if (added.status !== 201) throw new Error(`add to cart: ${added.status} ${JSON.stringify(added.json)}`);
      adds.push(ms);
    }
    // The 60-line cart answer, then the cart's figures with a code applied (issue 29 §2: BENCH10, made by
    // scripts/seed-large.ts), each timed; the order below is then paid with the code.
    const [plain, plainMs] = await timed(() => get(origin, '/api/cart', token));
    if (plain.status !== 200) throw new Error(`cart: ${plain.status}`);
    cartReads.push(plainMs);
    const applied = await post(origin, '/api/cart/coupon', { code: 'BENCH10' }, token, 'PUT');
    if (applied.status !== 200) throw new Error(`coupon: ${applied.status} ${JSON.stringify(applied.json)}`);
    const [figures, figuresMs] = await timed(() => get(origin, '/api/cart/summary', token));
    if (figures.status !== 200 || (figures.json['discountTotal'] as number) <= 0) throw new Error('no discount');
    couponReads.push(figuresMs);
    const payment = await post(origin, '/api/payments/order', {}, token);
    if (payment.status !== 201) throw new Error(`payment order: ${payment.status} ${JSON.stringify(payment.json)}`);
    const paid = await post(origin, '/api/payments/test/pay', testCardPayment(payment.json['orderId']), token);
    if (paid.status !== 200) throw new Error(`test card: ${paid.status} ${JSON.stringify(paid.json)}`);
    const [placed, ms] = await timed(() => post(origin, '/api/orders/create', { ...SHIPPING, ...paid.json }, token));
    if (placed.status !== 201) throw new Error(`place order: ${placed.status} ${JSON.stringify(placed.json)}`);
    if ((placed.json['products'] as unknown[]).length !== ORDER_LINES) throw new Error('the order lost lines');
    placements.push(ms);
  }
  return {
    addToCart: latencyOf(adds),
    placeOrder: latencyOf(placements),
    cartRead: latencyOf(cartReads),
    cartWithCoupon: latencyOf(couponReads),
  };
}
