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

export async function measureSearchFlood(
  origin: string,
  dataDir: string,
  productIds: number[],
  reads: number,
): Promise<SearchFlood> {
  const token = await signUpShopper(origin, dataDir);
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  for (const productId of productIds.slice(0, 10)) {
    await fetch(`${origin}/api/cart/add`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ productId, quantity: 1 }),
    }).then((r) => r.arrayBuffer());
  }
  const readCart = async () => {
    const [, ms] = await timed(async () => {
      const response = await fetch(`${origin}/api/cart`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`cart read answered ${response.status}`);
    });
    return ms;
  };
  const sample = async () => {
    const samples: number[] = [];
    for (let i = 0; i < reads; i++) samples.push(await readCart());
    return samples;
  };
  await sample(); // warm-up
  const idle = latencyOf(await sample());

  const random = createRandom(7);
  const made = () =>
    Array.from({ length: random.int(5, 9) }, () => 'abcdefghijklmnopqrstuvwxyz'[random.int(0, 25)]).join('');
  let flooding = true;
  const searches = { sent: 0, refused: 0 };
  const flooder = async () => {
    while (flooding) {
      const response = await fetch(`${origin}/api/search?q=${made()}%20${made()}`, {
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
