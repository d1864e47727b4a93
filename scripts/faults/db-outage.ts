import pg from 'pg';
import { TEXT } from '#src/shared/texts';
import { CheckoutTraffic } from './checkout-traffic';
import { Check, KiranaProcess, request, sleep, type CheckResult, type PrivateCluster } from './lib';
import { createShoppers, stockedProducts } from './shoppers';

/**
 * The database blinks under a server with shoppers checking out (docs/decisions/038): its connections are ended from
 * psql twice, then PostgreSQL stops for 20 s and comes back. The same process must serve throughout — the
 * "briefly unavailable" answer (JSON under /api, the HTML page for pages) while the database is away, everything
 * again soon after it returns — and afterwards the database must hold no half-written order, stock taken for
 * exactly the lines ordered, and no payment captured without an order or a refund.
 */

const SHOPPERS = 12;
const PRODUCTS = 6;
const INITIAL_STOCK = 100_000;
const OUTAGE_MS = 20_000;
const TRAFFIC_MS = 3_000;
const RECONCILE_GRACE_S = 2;

export async function outageCheck(cluster: PrivateCluster, databaseUrl: string): Promise<CheckResult> {
  const check = new Check('database connections ended and PostgreSQL stopped under checkout traffic');
  // The guest reads search pages as fast as it can: the per-address search limit is not what this check is about.
  // Not 'test' mode, which logs nothing: a failure's report shows the server's errors.
  const server = new KiranaProcess({
    name: 'outage',
    env: {
      DATABASE_URL: databaseUrl,
      RATE_LIMITS: 'search-ip=100000',
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      // The reconciler (decision 039) on a short clock: payments the walkers-away left are settled within seconds.
      PAYMENT_RECONCILE_GRACE_SECONDS: String(RECONCILE_GRACE_S),
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '1',
    },
  });
  let clusterDown = false;
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  db.on('error', () => undefined);
  try {
    await server.start();
    const pid = server.child?.pid;
    const alive = () => server.child?.exitCode === null && server.child.signalCode === null;
    const productIds = await stockedProducts(db, PRODUCTS, INITIAL_STOCK);
    const shoppers = await createShoppers(db, server.jwtSecret(), SHOPPERS, `outage-${Date.now()}`);
    const pages = ['/', `/product/${productIds[0]}`, '/search?q=rice', `/product/${productIds[1]}`];
    // Rendered once before (as a running shop has), so the pages' first render is not what the outage waits on.
    for (const url of pages.slice(0, 2)) await request(server.url + url);

    const traffic = new CheckoutTraffic(server.url, shoppers, productIds, pages);
    traffic.start();
    await sleep(TRAFFIC_MS);

    traffic.phase = 'connections ended';
    for (let kill = 1; kill <= 2; kill += 1) {
      const ended = await db.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      check.note(`connections ended (${kill}/2): ${ended.rowCount} of the server's`);
      await sleep(TRAFFIC_MS);
    }
    check.expect(alive(), `server still running after its connections were ended twice (pid ${pid})`);

    traffic.phase = 'database down';
    cluster.stop();
    clusterDown = true;
    await sleep(OUTAGE_MS / 2);
    // Pages never rendered before have no last copy: the HTML "briefly unavailable" page, never JSON.
    for (const url of [`/product/${productIds[4]}`, '/search?q=never-asked-before']) {
      const page = await request(server.url + url).catch((error: Error) => error);
      const says = !(page instanceof Error) && page.body.includes(TEXT.unavailable);
      const type = page instanceof Error ? page.message : page.headers.get('content-type');
      check.expect(
        !(page instanceof Error) && page.status === 503 && says && Boolean(type?.startsWith('text/html')),
        `database down: a page never kept (${url}) ${page instanceof Error ? 'no answer' : page.status} ${type}, says "${TEXT.unavailable}": ${says ? 'yes' : 'no'}`,
      );
    }
    await sleep(OUTAGE_MS / 2);
    check.expect(alive(), `server still running after ${OUTAGE_MS / 1000} s without its database`);

    traffic.phase = 'database back';
    cluster.start();
    clusterDown = false;
    const back = Date.now();
    const firstOk = async (url: string) => {
      while (Date.now() - back < 30_000) {
        const answer = await request(server.url + url, { timeoutMs: 5_000 }).catch(() => null);
        if (answer?.status === 200) return Date.now() - back;
        await sleep(20);
      }
      return Infinity;
    };
    const [health, listing, page] = await Promise.all([
      firstOk('/api/health'),
      firstOk('/api/products/featured'),
      firstOk(`/product/${productIds[2]}`),
    ]);
    check.note(`database back: first 200 after ${health} ms (health), ${listing} ms (listing), ${page} ms (a page)`);
    check.expect(Math.max(health, listing, page) < Infinity, 'database back: health, listing and pages answer 200');
    await sleep(TRAFFIC_MS);
    await traffic.stop();

    for (const phase of traffic.counts.keys()) {
      check.note(`what shoppers saw — ${phase}:`);
      for (const line of traffic.summary(phase)) check.note(`  ${line}`);
      const wrong = traffic.wrong(phase);
      check.expect(
        wrong.length === 0,
        `${phase}: no other 5xx, no dropped answer${wrong.length ? ` (${wrong.join(', ')})` : ''}`,
      );
    }
    for (const [what, body] of traffic.firstWrong) check.note(`first ${what}: ${body}`);
    check.expect(alive() && server.child?.pid === pid, `the same process served throughout (pid ${pid})`);
    check.note(
      `checkouts: ${traffic.placed} placed, ${traffic.refused} refused, ${traffic.walkedAway} walked away after paying`,
    );
    check.expect(traffic.gaveUp === 0, `shoppers who paid and never got a definite answer: ${traffic.gaveUp}`);
    check.expect(traffic.placed > 0, 'orders were placed during the run');
    await checkLedger(
      check,
      db,
      shoppers.map((s) => s.id),
      productIds,
    );
  } catch (error) {
    check.fail(error);
  } finally {
    if (clusterDown) cluster.start();
    await db.end();
    await check.finish([server]);
  }
  return check.result();
}

/** Every order whole, stock taken for exactly the lines ordered, no payment captured without an order or a refund. */
async function checkLedger(check: Check, db: pg.Pool, userIds: number[], productIds: number[]) {
  const halfOrders = await db.query<{ id: number }>(
    `select o.id from orders o where o.user_id = any($1)
     and not exists (select 1 from order_lines l where l.order_id = o.id)`,
    [userIds],
  );
  check.expect(halfOrders.rowCount === 0, `orders without lines: ${halfOrders.rowCount}`);
  const stock = await db.query<{ id: number; count_in_stock: number; ordered: number }>(
    `select p.id, p.count_in_stock,
       coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
                 where l.product_id = p.id and o.user_id = any($2)), 0)::int as ordered
     from products p where p.id = any($1)`,
    [productIds, userIds],
  );
  const wrongStock = stock.rows.filter((row) => row.count_in_stock !== INITIAL_STOCK - row.ordered);
  check.expect(
    wrongStock.length === 0,
    `stock = initial − ordered for ${stock.rows.length - wrongStock.length}/${stock.rows.length} products`,
  );
  const payments = () =>
    db.query<{ status: string; with_order: boolean; n: number }>(
      `select p.status, exists (select 1 from orders o where o.provider_order_id = p.provider_order_id) as with_order,
         count(*)::int as n
       from payments p where p.user_id = any($1) group by 1, 2 order by 1, 2`,
      [userIds],
    );
  const strandedIn = (rows: { status: string; with_order: boolean; n: number }[]) =>
    rows
      .filter((r) => (r.status === 'paid' || r.status === 'refund_due') && !r.with_order)
      .reduce((s, r) => s + r.n, 0);
  const first = await payments();
  check.note(`payments when traffic stopped: ${describe(first.rows)}`);
  // The reconciler settles the rest: within its grace and an interval or two (bounded wait, not a timing assertion).
  const waited = Date.now();
  let last = first;
  for (let tries = 0; strandedIn(last.rows) > 0 && tries < 300; tries += 1) {
    await sleep(100);
    last = await payments();
  }
  check.note(`payments ${Date.now() - waited} ms later: ${describe(last.rows)}`);
  const stranded = strandedIn(last.rows);
  check.expect(stranded === 0, `payments captured with neither an order nor a refund: ${stranded}`);
  const needPerson = last.rows.filter((r) => r.status === 'refund_failed' || r.status === 'review');
  check.expect(needPerson.length === 0, `payments left for a person: ${describe(needPerson)}`);
}

function describe(rows: { status: string; with_order: boolean; n: number }[]) {
  return rows.map((r) => `${r.status}${r.with_order ? ' with order' : ''}×${r.n}`).join(', ') || 'none';
}
