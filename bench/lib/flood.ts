/**
 * Issue 11 §2 (decision 014): a shopper's cart read while 20 connections flood the server with searches the cache
 * cannot answer, all from one address (set through X-Forwarded-For: the bench talks to the server over loopback,
 * which is a trusted proxy). The per-IP limit of uncached searches answers the flood 429 cheaply; the report shows
 * the cart read's idle and flooded latencies and their ratio (the goal: the flooded p95 within 10× the idle p95).
 */
import { createRandom } from '#src/db/seed/prng';
import { signUpShopper } from './latency';
import { latencyOf, type Latency, round, timed } from './stats';

export type SearchFlood = {
  connections: number;
  idle: Latency;
  flooded: Latency;
  /** flooded p95 / idle p95. */
  ratio: number;
  searches: { sent: number; refused: number };
};

const CONNECTIONS = 20;
const FLOOD_ADDRESS = '198.18.0.66';

/** A new shopper with 10 lines in the cart, and a timed read of that cart (ms). */
async function shopperCart(origin: string, dataDir: string, productIds: number[]): Promise<() => Promise<number>> {
  const token = await signUpShopper(origin, dataDir);
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  for (const productId of productIds.slice(0, 10)) {
    await fetch(`${origin}/api/cart/add`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ productId, quantity: 1 }),
    }).then((r) => r.arrayBuffer());
  }
  return async () => {
    const [, ms] = await timed(async () => {
      const response = await fetch(`${origin}/api/cart`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`cart read answered ${response.status}`);
    });
    return ms;
  };
}

/** Made-up words (5–9 letters): two of them find nothing, so each search takes the longest path. */
function madeUpQueries(seed: number) {
  const random = createRandom(seed);
  const made = () =>
    Array.from({ length: random.int(5, 9) }, () => 'abcdefghijklmnopqrstuvwxyz'[random.int(0, 25)]).join('');
  return () => `${made()}%20${made()}`;
}

export async function measureSearchFlood(
  origin: string,
  dataDir: string,
  productIds: number[],
  reads: number,
): Promise<SearchFlood> {
  const readCart = await shopperCart(origin, dataDir, productIds);
  const sample = async () => {
    const samples: number[] = [];
    for (let i = 0; i < reads; i++) samples.push(await readCart());
    return samples;
  };
  await sample(); // warm-up
  const idle = latencyOf(await sample());

  const made = madeUpQueries(7);
  let flooding = true;
  const searches = { sent: 0, refused: 0 };
  const flooder = async () => {
    while (flooding) {
      const response = await fetch(`${origin}/api/search?q=${made()}`, {
        headers: { 'x-forwarded-for': FLOOD_ADDRESS },
      });
      await response.arrayBuffer();
      searches.sent += 1;
      if (response.status === 429) searches.refused += 1;
    }
  };
  const flood = Array.from({ length: CONNECTIONS }, flooder);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const flooded = latencyOf(await sample());
  flooding = false;
  await Promise.all(flood);
  return { connections: CONNECTIONS, idle, flooded, ratio: round(flooded.p95 / idle.p95, 2), searches };
}

export type SearchAllowance = {
  connections: number;
  /** Uncached searches one address may make a minute (decision 014). */
  allowance: number;
  idle: Latency;
  during: Latency;
  /** during p95 / idle p95 (issue 27: at most 2). */
  ratio: number;
  /** Rounds of idle reads, then reads while a new address spends its allowance. */
  rounds: number;
  seconds: number;
  searches: { answered: number; refused: number; unavailable: number; other: number };
};

const ROUND_READS = 10;

/**
 * Issue 27 §5: one address spends its minute's allowance of uncached searches as fast as the server lets it (20
 * connections; a 429 or 503 is waited out as its `Retry-After` says, as a client within its allowance does) while
 * another shopper reads their cart. In rounds, so that the machine's changing load falls on both sides alike: 10
 * reads with nothing else running, then 10 while a new address searches (its burst ends when its allowance is spent
 * or the 10 reads are taken). Before the bound on work in flight, the whole allowance ran at once and the cart read
 * waited behind it.
 */
export async function measureSearchAllowance(
  origin: string,
  dataDir: string,
  productIds: number[],
  reads: number,
  allowance: number,
): Promise<SearchAllowance> {
  const readCart = await shopperCart(origin, dataDir, productIds);
  for (let i = 0; i < ROUND_READS; i++) await readCart(); // warm-up
  const made = madeUpQueries(27);
  const searches = { answered: 0, refused: 0, unavailable: 0, other: 0 };
  const idle: number[] = [];
  const during: number[] = [];
  const started = performance.now();
  const rounds = Math.max(1, Math.ceil(reads / ROUND_READS));
  for (let round = 1; round <= rounds; round++) {
    for (let i = 0; i < ROUND_READS; i++) idle.push(await readCart());
    const address = `198.18.2.${round}`;
    let spent = 0;
    let done = false;
    const searcher = async () => {
      while (!done && spent < allowance) {
        const response = await fetch(`${origin}/api/search?q=${made()}`, { headers: { 'x-forwarded-for': address } });
        await response.arrayBuffer();
        if (response.ok) {
          spent += 1;
          searches.answered += 1;
          continue;
        }
        const wait = Number(response.headers.get('retry-after') ?? '1');
        if (response.status === 429) searches.refused += 1;
        else if (response.status === 503) searches.unavailable += 1;
        else searches.other += 1;
        // A wait of many seconds is the minute's allowance spent: this address is done.
        if (wait > 5) done = true;
        else await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      }
      done = true;
    };
    const burst = Promise.all(Array.from({ length: CONNECTIONS }, searcher));
    // The first searches start before the first read: the reads meet the burst, not its ramp.
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let i = 0; i < ROUND_READS && !done; i++) during.push(await readCart());
    done = true;
    await burst;
  }
  const idleLatency = latencyOf(idle);
  const duringLatency = latencyOf(during);
  return {
    connections: CONNECTIONS,
    allowance,
    idle: idleLatency,
    during: duringLatency,
    ratio: round(duringLatency.p95 / idleLatency.p95, 2),
    rounds,
    seconds: round((performance.now() - started) / 1000),
    searches,
  };
}
