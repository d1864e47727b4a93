/**
 * `npm run bench`: the benchmark report of issue 6 (with the speed goals of issues 3 and 5). Builds the web, fills an
 * embedded PGlite and a PostgreSQL database with a generated catalogue, starts the real server on each in turn and
 * measures it from outside; prints a Markdown table and writes it with the JSON under bench/results/.
 * `npm run bench -- --help` lists the options. Children and databases are removed at the end, also on Ctrl-C.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { prepareEngine, type EngineTarget } from './lib/databases';
import { inspectDatabase } from './lib/in-process';
import { measureSearchAllowance, measureSearchFlood } from './lib/flood';
import { measureFirstRender } from './lib/first-render';
import { logFile, RESULTS, runJsonScript } from './lib/json-script';
import { measureMillion } from './lib/million';
import { measureSearch, measureShopping } from './lib/latency';
import { runLighthouse } from './lib/lighthouse';
import { type BenchOptions, type EngineName, parseOptions, USAGE } from './lib/options';
import { measurePageWeight } from './lib/page-weight';
import { measurePagesUnderOrders, orderCpuText } from './lib/pages-under-orders';
import { cleanUp, cleanUpOnSignals, cpuMsOf, cpuShare, memoryOf, runChild } from './lib/processes';
import {
  type AdminOrdersReport,
  type AdminProductsReport,
  type BenchReport,
  type DeliverySlotsReport,
  type EngineReport,
  type Machine,
  toMarkdown,
  millionVerdicts,
  verdicts,
} from './lib/report';
import { startServer } from './lib/server';
import { round } from './lib/stats';
import { type Endpoint, measurePairedRates, measureThroughput, sampleMemory } from './lib/throughput';
import { measureUploadBurst } from './lib/upload-burst';
import { everyProductPath, uncachedListingPaths } from './lib/rotations';
import { measureCheckout } from './lib/checkout';
import { UNCACHED_SEARCH_PER_IP } from '#src/server/modules/catalog/search/search.routes';

const say = (line: string) => console.log(line);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

async function describeMachine(options: BenchOptions): Promise<Machine> {
  const version = (command: string, args: string[]) => {
    try {
      return execFileSync(command, args, {
        encoding: 'utf8',
        timeout: 20_000,
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return undefined;
    }
  };
  let postgres: string | undefined;
  if (options.engines.includes('postgres')) {
    const client = new pg.Client({ connectionString: options.postgresUrl });
    await client.connect();
    postgres = (
      await client.query<{ v: string }>("select current_setting('server_version') as v").finally(() => client.end())
    ).rows[0]?.v;
  }
  return {
    cpus: os.cpus()[0]?.model ?? 'unknown CPU',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadBefore: os.loadavg().map((l) => round(l)),
    cpuShareBefore: round(cpuShare(), 2),
    node: process.versions.node,
    os: version('sh', ['-c', '. /etc/os-release && echo "$PRETTY_NAME"']) ?? os.platform(),
    // BENCH_COMMIT names the code when the run is made from an export without .git (a clean snapshot of a commit).
    commit: process.env['BENCH_COMMIT'] ?? version('git', ['describe', '--always', '--dirty']) ?? 'unknown',
    ...(postgres ? { postgres: `PostgreSQL ${postgres.split(' ')[0]}` } : {}),
    ...(options.lighthouse.length
      ? { chromium: version(process.env['CHROME_PATH'] ?? '/usr/bin/chromium', ['--version']) }
      : {}),
  };
}

async function buildWeb(options: BenchOptions) {
  if (!options.build && existsSync(path.join(options.buildDir, 'server', 'index.js')))
    return say(`  web: reusing ${options.buildDir}/`);
  const started = performance.now();
  await runChild('npm', ['run', 'build'], {
    env: { BUILD_DIR: options.buildDir },
    logFile: logFile('build'),
    timeoutMs: 15 * 60_000,
  });
  say(`  web: built into ${options.buildDir}/ in ${seconds(started)}`);
}

/** The back office's orders list, dashboard, customers and reviews (bench/admin-orders.ts). */
const measureAdminOrders = (target: EngineTarget) => runJsonScript<AdminOrdersReport>('bench/admin-orders.ts', target);

/** The back office's product list (bench/admin-products.ts, issue 14). */
const measureAdminProducts = (target: EngineTarget) =>
  runJsonScript<AdminProductsReport>('bench/admin-products.ts', target);

/** The week's delivery slots of a pincode (bench/delivery-slots.ts, issue 16). */
const measureDeliverySlots = (target: EngineTarget) =>
  runJsonScript<DeliverySlotsReport>('bench/delivery-slots.ts', target);

async function measureEngine(target: EngineTarget, options: BenchOptions): Promise<EngineReport> {
  const engine = target.engine;
  say(`\n== ${engine} ==`);
  let started = performance.now();
  const { fixtures, statements, editor } = await inspectDatabase(target, options.quick ? 2 : 5);
  say(
    `  fixtures: ${fixtures.productCount.toLocaleString('en')} products; category ${fixtures.categoryId} (${fixtures.categorySize.toLocaleString('en')}), product ${fixtures.productId}; ${statements.max} statements per order (${seconds(started)})`,
  );

  started = performance.now();
  const adminOrders = await measureAdminOrders(target);
  const worst = (prefix: string) =>
    Math.max(...adminOrders.scenarios.filter((s) => s.name.startsWith(prefix)).map((s) => s.cpu[1]));
  say(
    `  back office at ${adminOrders.orders.toLocaleString('en')} orders: orders list CPU p95 ≤ ${worst('orders:')} ms, dashboard CPU p95 ${worst('dashboard')} ms (${seconds(started)})`,
  );

  started = performance.now();
  const adminProducts = await measureAdminProducts(target);
  const allProducts = adminProducts.scenarios.find((s) => s.name === 'all');
  say(
    `  back-office product list at ${adminProducts.products.toLocaleString('en')} products: CPU p95 ${allProducts?.cpu[1]} ms (${seconds(started)})`,
  );

  started = performance.now();
  const deliverySlots = await measureDeliverySlots(target);
  say(
    `  delivery slots (${deliverySlots.zones} zones, ${deliverySlots.claims.toLocaleString('en')} claims): p95 ${deliverySlots.wall[1]} ms wall, ${deliverySlots.cpu[1]} ms CPU (${seconds(started)})`,
  );

  started = performance.now();
  const server = await startServer(target, options.buildDir, logFile(`server-${engine}`));
  const serverStartSeconds = round((performance.now() - started) / 1000);
  try {
    const pages = {
      home: '/',
      listing: `/products/category/${fixtures.categoryId}`,
      product: `/product/${fixtures.productId}`,
      // Issue 33: the same pages in Hindi, held to the English ones' rates and renders.
      'home-hi': '/hi',
      'product-hi': `/hi/product/${fixtures.productId}`,
    };
    for (const pagePath of Object.values(pages)) await fetch(server.origin + pagePath).then((r) => r.arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const atRestMb = round(memoryOf(server.pid).rssMb);
    // The peak (VmHWM) after each phase, so the report can say which phase set it.
    const peaks: { phase: string; peakMb: number }[] = [];
    const peakAfter = (phase: string) => peaks.push({ phase, peakMb: round(memoryOf(server.pid).peakMb) });
    peakAfter('start and the first page loads');
    say(`  server up in ${serverStartSeconds} s; RSS at rest ${atRestMb} MB`);

    const category = `/api/products/catId?catId=${fixtures.categoryId}`;
    const endpoints: Endpoint[] = [
      { key: 'health', label: 'Health', path: '/api/health' },
      { key: 'listing', label: 'Category listing', path: category },
      {
        key: 'filtered',
        label: 'Filtered listing',
        path: `${category}&minPrice=150&maxPrice=1000&rating=4&location=India`,
      },
      { key: 'product', label: 'Product', path: `/api/products/${fixtures.productId}` },
      { key: 'search', label: 'Search', path: `/api/search?q=${encodeURIComponent(fixtures.searchWord)}` },
      // From the page cache (decision 033): the first request of each renders it, the load is answered from it.
      { key: 'home-page', label: 'Home page (cached)', path: pages.home, page: true },
      { key: 'listing-page', label: 'Listing page (cached)', path: pages.listing, page: true },
      { key: 'product-page', label: 'Product page (cached)', path: pages.product, page: true },
      { key: 'home-page-hi', label: 'Hindi home page (cached)', path: pages['home-hi'], page: true },
      { key: 'product-page-hi', label: 'Hindi product page (cached)', path: pages['product-hi'], page: true },
      // Issue 34 §3: the work behind the cache, every request a miss (bench/lib/rotations.ts).
      {
        key: 'product-uncached',
        label: 'Product, every id',
        path: '/api/products/<every id>',
        rotate: await everyProductPath(server.origin),
      },
      {
        key: 'listing-uncached',
        label: 'Listing, uncached',
        path: '/api/products/catId?catId=<each>&sort=<each>&page=<1…>',
        rotate: await uncachedListingPaths(server.origin),
      },
    ];
    const share = round(cpuShare(), 2);
    const sampler = sampleMemory(server.pid);
    say(`  requests per second (a busy thread gets ${share} of a core right now):`);
    const throughput = await measureThroughput(server.origin, server.pid, endpoints, options, say);
    const underLoadMb = round(sampler.stop());
    peakAfter('requests per second');
    const health = throughput.find((t) => t.key === 'health')!.rps;

    started = performance.now();
    const endpoint = (key: string) => endpoints.find((e) => e.key === key)!;
    const pairedRates = await measurePairedRates(
      server.origin,
      ['home', 'product'].map((page) => ({ page: endpoint(`${page}-page-hi`), against: endpoint(`${page}-page`) })),
      options.quick ? 2 : 4,
      options.quick ? 2 : 4,
      options.connections,
    );
    say(
      `  Hindi ÷ English cached pages, in turn: ${pairedRates.map((p) => `${p.key} ${p.ratio} (rounds ${p.rounds.join(', ')})`).join('; ')} (${seconds(started)})`,
    );

    started = performance.now();
    const firstRender = await measureFirstRender(server.origin, server.pid, pages, editor, options.quick ? 5 : 20);
    peakAfter('first renders after catalogue changes');
    say(
      `  first render after a catalogue change, server CPU: ${firstRender.map((f) => `${f.page} ${f.cpuMs} ms (wall p50 ${f.wall.p50} ms${f.notRendered ? `; ${f.notRendered} not rendered!` : ''})`).join(', ')} (${seconds(started)})`,
    );

    started = performance.now();
    const cpuBeforeSearch = cpuMsOf(server.pid);
    const search = await measureSearch(server.origin, fixtures.words, options.searchQueries);
    const searchCpuMs = round((cpuMsOf(server.pid) - cpuBeforeSearch) / search.n, 2);
    peakAfter('search latency');
    say(
      `  search: p50 ${search.p50} ms, p95 ${search.p95} ms over ${search.n} queries (server-side p50 ${search.server.p50}, p95 ${search.server.p95}); server CPU ${searchCpuMs} ms/query (${seconds(started)})`,
    );
    started = performance.now();
    const { addToCart, placeOrder, cartRead, cartWithCoupon } = await measureShopping(
      server.origin,
      target.dataDir,
      fixtures,
      options.orders,
    );
    peakAfter('shopping (add to cart, orders)');
    say(
      `  add to cart: p95 ${addToCart.p95} ms; 60-line order: p50 ${placeOrder.p50} ms, p95 ${placeOrder.p95} ms; 60-line cart answer p50 ${cartRead.p50} ms, its figures with a coupon p50 ${cartWithCoupon.p50} ms (${seconds(started)})`,
    );

    started = performance.now();
    const checkout = await measureCheckout(server.origin, target.dataDir, fixtures, options.orders);
    peakAfter('checkouts');
    say(
      `  checkout (${checkout.lines} lines from an empty cart to the order): p50 ${checkout.p50} ms, p95 ${checkout.p95} ms; /api/health p50 ${checkout.healthP50} ms (${seconds(started)})`,
    );

    started = performance.now();
    const searchFlood = await measureSearchFlood(
      server.origin,
      target.dataDir,
      fixtures.orderProductIds,
      options.quick ? 50 : 200,
    );
    peakAfter('search flood');
    say(
      `  cart read: idle p50 ${searchFlood.idle.p50} ms, p95 ${searchFlood.idle.p95} ms; during a ${searchFlood.connections}-connection search flood from one address p50 ${searchFlood.flooded.p50} ms, p95 ${searchFlood.flooded.p95} ms (${searchFlood.ratio}× idle; ${searchFlood.searches.refused} of ${searchFlood.searches.sent} flood searches refused 429) (${seconds(started)})`,
    );

    started = performance.now();
    const searchAllowance = await measureSearchAllowance(
      server.origin,
      target.dataDir,
      fixtures.orderProductIds,
      options.quick ? 50 : 200,
      UNCACHED_SEARCH_PER_IP.max,
    );
    peakAfter('search allowance');
    say(
      `  cart read while one address spends its search allowance: idle p95 ${searchAllowance.idle.p95} ms, during p95 ${searchAllowance.during.p95} ms (${searchAllowance.ratio}× idle; ${searchAllowance.rounds} rounds, ${searchAllowance.searches.answered} searches answered, ${searchAllowance.searches.refused} answered 429) (${seconds(started)})`,
    );

    started = performance.now();
    const pagesUnderOrders = await measurePagesUnderOrders(
      server.origin,
      server.pid,
      target.dataDir,
      [
        { key: 'listing-page', path: pages.listing },
        { key: 'product-page', path: pages.product },
      ],
      fixtures.orderProductIds.filter((id) => id !== fixtures.productId),
      { ...options, postgres: target.engine === 'postgres' },
    );
    peakAfter('pages while orders arrive');
    say(
      `  cached pages while orders arrive (${pagesUnderOrders.orderRate} orders/s, ${pagesUnderOrders.failedOrders} failed, CPU per order, server / database / client: ${orderCpuText(pagesUnderOrders)} ms): ${pagesUnderOrders.pages.map((p) => `${p.key} ${p.idleRps} → ${p.busyRps} req/s (${p.ratio}× idle; probes ${JSON.stringify(p.probes)})`).join(', ')} (${seconds(started)})`,
    );

    started = performance.now();
    const uploadBurst = await measureUploadBurst(server.origin, target.dataDir, options.quick ? 60 : 150);
    peakAfter('upload bursts');
    say(
      `  home page p95 at rest → during uploads: ${uploadBurst.bursts
        .map((b) => `${b.label}: ${b.idle.p95} → ${b.home.p95} ms (${b.ratio}×; uploads ${JSON.stringify(b.uploads)})`)
        .join('; ')} (${seconds(started)})`,
    );

    const pageWeight = [];
    for (const [page, pagePath] of Object.entries(pages))
      pageWeight.push(await measurePageWeight(server.origin, page, pagePath));
    say(`  first-load JS (gzip): ${pageWeight.map((p) => `${p.page} ${p.gzipKb} KB`).join(', ')}`);
    say(`  HTML (uncompressed): ${pageWeight.map((p) => `${p.page} ${p.htmlKb} KB`).join(', ')}`);

    const lighthouse = [];
    if (options.lighthouse.includes(engine)) {
      // Lighthouse on the Hindi home (issue 33), not on every Hindi page: each audit takes a minute.
      for (const [page, pagePath] of Object.entries(pages).filter(([page]) => page !== 'product-hi')) {
        started = performance.now();
        const result = await runLighthouse(
          server.origin,
          page,
          pagePath,
          logFile(`lighthouse-${engine}`),
          options.lighthouseRuns,
        );
        lighthouse.push(result);
        const s = result.scores;
        say(
          `  lighthouse ${page}: ${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo} (performance of each run: ${result.performanceRuns.join(', ')}), CPU benchmark index ${result.benchmarkIndex} (${seconds(started)})`,
        );
      }
    }
    if (lighthouse.length) peakAfter('Lighthouse');
    const peakMb = round(memoryOf(server.pid).peakMb);
    const { words, orderProductIds: _ids, ...picked } = fixtures;
    return {
      engine,
      fixtures: { ...picked, words: words.length },
      serverStartSeconds,
      cpuShare: share,
      throughput: throughput.map((t) => ({ ...t, ratio: round(t.rps / health, 2) })),
      pairedRates,
      firstRender,
      search: { ...search, serverCpuMsPerQuery: searchCpuMs },
      addToCart,
      cartRead,
      cartWithCoupon,
      placeOrder,
      checkout,
      searchFlood,
      searchAllowance,
      pagesUnderOrders,
      uploadBurst,
      statements,
      memory: { atRestMb, underLoadMb, peakMb, peaks },
      pageWeight,
      lighthouse,
      adminOrders,
      adminProducts,
      deliverySlots,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) return say(USAGE);
  cleanUpOnSignals();
  mkdirSync(RESULTS, { recursive: true });
  const began = performance.now();
  const machine = await describeMachine(options);
  say(
    `Kirana benchmark: ${options.engines.join(' + ')}, ${options.products.toLocaleString('en')} products${options.quick ? ' (quick)' : ''}`,
  );
  say(
    `Preparing (web build and catalogue generation run side by side; logs in ${path.relative(process.cwd(), RESULTS)}/*.log)…`,
  );
  const [, ...targets] = await Promise.all([
    buildWeb(options),
    ...options.engines.map((engine: EngineName) => prepareEngine(engine, options, logFile(`seed-${engine}`))),
  ]);
  const engines: EngineReport[] = [];
  for (const target of targets) engines.push(await measureEngine(target, options));
  const million = options.million > 0 ? await measureMillion(options, say) : undefined;

  const { postgresUrl: _url, help: _help, ...shown } = options;
  const report: BenchReport = {
    date: new Date().toISOString(),
    seconds: Math.round((performance.now() - began) / 1000),
    machine: { ...machine, loadAfter: os.loadavg().map((l) => round(l)), cpuShareAfter: round(cpuShare(), 2) },
    options: shown,
    engines,
    ...(million ? { million } : {}),
  };
  const markdown = toMarkdown(report);
  writeFileSync(
    path.join(RESULTS, 'latest.json'),
    JSON.stringify(
      { ...report, verdicts: verdicts(report), ...(million ? { millionVerdicts: millionVerdicts(million) } : {}) },
      null,
      2,
    ) + '\n',
  );
  writeFileSync(path.join(RESULTS, 'latest.md'), `# Kirana benchmark\n\n${markdown}`);
  say(`\n${markdown}`);
  say(`Written: bench/results/latest.md and latest.json (${report.seconds} s in all).`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
