/**
 * Issue 34 §1 (decision 067): the cached pages' request rate while orders arrive, against the same pages' idle rate
 * in the same run. Shoppers place one-line orders for other products than the measured ones, paced to ~10 a second,
 * while autocannon loads a page; before precise invalidation every order emptied the whole page cache.
 */
import autocannon from 'autocannon';
import { availableParallelism } from 'node:os';
import { ORDERS_PER_SHOPPER, post, signUpShopper } from './latency';
import { SHIPPING, testCardPayment } from './in-process';
import { cpuMsOf, cpuMsOfProcessesNamed } from './processes';
import { PAGE_HEADERS } from './first-render';
import { round } from './stats';

export type PageUnderOrders = {
  key: string;
  path: string;
  idleRps: number;
  busyRps: number;
  ratio: number;
  /** X-Page-Cache of probes 100 ms apart while orders arrived: how often the page was found kept. */
  probes: Record<string, number>;
};
export type PagesUnderOrders = {
  /** Orders placed per second while the pages were loaded (the target is 10). */
  orderRate: number;
  orders: number;
  failedOrders: number;
  /** The server's CPU per one-line order (add to cart, payment, test card, placement), from the priming orders. */
  cpuMsPerOrder: number;
  /**
   * The same orders' CPU in PostgreSQL's processes on this machine (null on PGlite: its engine runs in the server's
   * thread, inside `cpuMsPerOrder`), and in this process, the load generator's side of them.
   */
  databaseCpuMsPerOrder: number | null;
  clientCpuMsPerOrder: number;
  /**
   * The three CPU figures above at ORDERS_PER_SECOND, as a share of the machine's `cores`: what the pages lose on a
   * machine the server and autocannon already keep busy.
   */
  coresTaken: number;
  cores: number;
  pages: PageUnderOrders[];
};

const ORDERS_PER_SECOND = 10;
/** The products ordered, in turn (each was primed with one order before the measurement). */
const PRODUCTS_ORDERED = 20;
/** Orders in flight at once at most: a slow order delays the next ones instead of piling up. */
const IN_FLIGHT = 4;

/** One order of one unit of `productId`, paid with the test card; true when it was placed. */
async function placeOne(origin: string, token: string, productId: number): Promise<boolean> {
  const added = await post(origin, '/api/cart/add', { productId, quantity: 1 }, token);
  if (added.status !== 201) return false;
  const payment = await post(origin, '/api/payments/order', {}, token);
  if (payment.status !== 201) return false;
  const paid = await post(origin, '/api/payments/test/pay', testCardPayment(payment.json['orderId']), token);
  if (paid.status !== 200) return false;
  return (await post(origin, '/api/orders/create', { ...SHIPPING, ...paid.json }, token)).status === 201;
}

async function loadRate(url: string, seconds: number, connections: number): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds, headers: PAGE_HEADERS, timeout: 20 });
  return result.requests.total / result.duration;
}

export async function measurePagesUnderOrders(
  origin: string,
  pid: number,
  dataDir: string,
  pages: { key: string; path: string }[],
  productIds: number[],
  options: { duration: number; warmup: number; connections: number; postgres: boolean },
): Promise<PagesUnderOrders> {
  const seconds = pages.length * (options.duration + options.warmup) + 2;
  const products = productIds.slice(0, PRODUCTS_ORDERED);
  // Orders take turns among the shoppers, so two in flight never share a cart.
  const orders = seconds * ORDERS_PER_SECOND + products.length;
  const shopperCount = Math.max(IN_FLIGHT + 1, Math.ceil(orders / ORDERS_PER_SHOPPER) + 1);
  const shoppers = await Promise.all(Array.from({ length: shopperCount }, () => signUpShopper(origin, dataDir)));
  // One order of each product first: the bench's fixtures set their stock by hand, so each one's first order also
  // rewrites its card columns (refreshProductDefaults), which a live shop's rows already hold.
  const cpuBefore = cpuMsOf(pid);
  const databaseBefore = options.postgres ? cpuMsOfProcessesNamed('postgres') : 0;
  const clientBefore = process.cpuUsage();
  for (let at = 0; at < products.length; at += IN_FLIGHT) {
    await Promise.all(
      products.slice(at, at + IN_FLIGHT).map((id, i) => placeOne(origin, shoppers[(at + i) % shoppers.length]!, id)),
    );
  }
  const cpuMsPerOrder = round((cpuMsOf(pid) - cpuBefore) / products.length, 1);
  const databaseCpuMsPerOrder = options.postgres
    ? round((cpuMsOfProcessesNamed('postgres') - databaseBefore) / products.length, 1)
    : null;
  const client = process.cpuUsage(clientBefore);
  const clientCpuMsPerOrder = round((client.user + client.system) / 1000 / products.length, 1);
  let next = products.length;
  const idle: number[] = [];
  for (const page of pages) {
    await loadRate(origin + page.path, options.warmup, options.connections);
    idle.push(await loadRate(origin + page.path, options.duration, options.connections));
  }

  let ordering = true;
  let placed = 0;
  let failed = 0;
  const first = next;
  const inFlight = new Set<Promise<void>>();
  const pacer = (async () => {
    const started = performance.now();
    while (ordering) {
      const due = started + ((next - first) * 1000) / ORDERS_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (!ordering) break;
      while (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
      const n = next++;
      if (n >= shoppers.length * ORDERS_PER_SHOPPER) break;
      const shopper = shoppers[n % shoppers.length]!;
      const order = placeOne(origin, shopper, products[n % products.length]!).then(
        (ok) => void (ok ? (placed += 1) : (failed += 1)),
        () => void (failed += 1),
      );
      inFlight.add(order);
      void order.then(() => inFlight.delete(order));
    }
  })();
  const busy: number[] = [];
  const probes: Record<string, number>[] = [];
  const measuring = performance.now();
  try {
    for (const page of pages) {
      await loadRate(origin + page.path, options.warmup, options.connections);
      const states: Record<string, number> = {};
      let probing = true;
      const prober = (async () => {
        while (probing) {
          const response = await fetch(origin + page.path, { headers: PAGE_HEADERS });
          await response.arrayBuffer();
          const state = response.headers.get('x-page-cache') ?? 'none';
          states[state] = (states[state] ?? 0) + 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      busy.push(await loadRate(origin + page.path, options.duration, options.connections));
      probing = false;
      await prober;
      probes.push(states);
    }
  } finally {
    ordering = false;
    await pacer;
    await Promise.all(inFlight);
  }
  const elapsed = (performance.now() - measuring) / 1000;
  const cores = availableParallelism();
  return {
    orderRate: round(placed / elapsed, 1),
    orders: placed,
    failedOrders: failed,
    cpuMsPerOrder,
    databaseCpuMsPerOrder,
    clientCpuMsPerOrder,
    coresTaken: round(
      ((cpuMsPerOrder + (databaseCpuMsPerOrder ?? 0) + clientCpuMsPerOrder) * ORDERS_PER_SECOND) / 1000 / cores,
      2,
    ),
    cores,
    pages: pages.map((page, i) => ({
      ...page,
      idleRps: round(idle[i]!, 0),
      busyRps: round(busy[i]!, 0),
      ratio: round(busy[i]! / idle[i]!, 2),
      probes: probes[i]!,
    })),
  };
}

/** One order's CPU where it was spent, for the console and the report: "server / database / load generator". */
export const orderCpuText = (o: PagesUnderOrders) =>
  `${o.cpuMsPerOrder} / ${o.databaseCpuMsPerOrder ?? 'in the server'} / ${o.clientCpuMsPerOrder}`;
