/**
 * `npm run seed:large -- --products 100000 [--reset] [--orders 100000]`: fills a database with a large generated
 * catalogue (and, with --orders, customers and their orders) for benchmarks. Uses DATABASE_URL when set, else the embedded database under DATA_DIR (default ./data) — stop the
 * server first when using the embedded one (one process at a time may open it).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '#src/db/client';
import { seedLargeCatalogue } from '#src/db/seed/large';
import { seedLargeOrders } from '#src/db/seed/large-orders';
import { coupons } from '#src/db/schema/promotions';

export type SeedLargeArgs = {
  products: number;
  reset: boolean;
  batch: number;
  reviews: number;
  orders: number;
  help: boolean;
};

const USAGE = `Usage: npm run seed:large -- [--products N] [--reset] [--batch N] [--reviews N] [--orders N]
  --products N  generated products to add (default 100000)
  --reset       empty the catalogue first (categories, products, reviews, banners and the carts and wish lists
                that point at them), then start from the demo catalogue
  --batch N     rows per INSERT statement (default 5000)
  --reviews N   each product gets 0..N reviews (default 4)
  --orders N    then N orders (default 0) over the last 90 days, by generated customers, statuses by age
Target: DATABASE_URL if set, else the embedded database under DATA_DIR (default ./data).`;

function positiveInt(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`--${name} must be a whole number of at least ${min}, got "${value}"`);
  return n;
}

export function parseSeedLargeArgs(argv: string[]): SeedLargeArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: 'string' },
      reset: { type: 'boolean', default: false },
      batch: { type: 'string' },
      reviews: { type: 'string' },
      orders: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  return {
    products: positiveInt('products', values.products, 100_000),
    reset: values.reset ?? false,
    batch: positiveInt('batch', values.batch, 5000),
    reviews: positiveInt('reviews', values.reviews, 4, 0),
    orders: positiveInt('orders', values.orders, 0, 0),
    help: values.help ?? false,
  };
}

/** The target without its password, for the log. */
const describeTarget = (url: string | undefined, dataDir: string) =>
  url ? `PostgreSQL ${new URL(url).host}${new URL(url).pathname}` : `embedded PGlite at ${path.join(dataDir, 'db')}`;

async function main() {
  let args: SeedLargeArgs;
  try {
    args = parseSeedLargeArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const dataDir = path.resolve(process.env['DATA_DIR'] || './data');
  console.log(
    `seed:large → ${describeTarget(databaseUrl, dataDir)}: ${args.products.toLocaleString('en')} products${args.reset ? ' (reset first)' : ''}`,
  );
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
  try {
    await handle.migrate();
    console.log(`  database open and migrated (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const result = await seedLargeCatalogue(handle.db, {
      products: args.products,
      reset: args.reset,
      batchSize: args.batch,
      maxReviews: args.reviews,
      onProgress: (done, total) => {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} products (${seconds} s)`);
      },
    });
    // The benchmark's code (issue 29 §2): 10% off, no limits, so every bench order can use it.
    await handle.db.insert(coupons).values({ code: 'BENCH10', kind: 'percent', value: 10 }).onConflictDoNothing();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Done: ${result.products.toLocaleString('en')} products and ${result.reviews.toLocaleString('en')} reviews in ${seconds} s (${handle.engine}), tables vacuumed and analysed.`,
    );
    if (args.orders > 0) {
      const orders = await seedLargeOrders(handle.db, {
        orders: args.orders,
        batchSize: args.batch,
        onProgress: (done, total) => {
          const at = ((performance.now() - started) / 1000).toFixed(1);
          console.log(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} orders (${at} s)`);
        },
      });
      console.log(
        `Done: ${orders.orders.toLocaleString('en')} orders with ${orders.lines.toLocaleString('en')} lines by ${orders.customers.toLocaleString('en')} customers in ${(orders.ms / 1000).toFixed(1)} s.`,
      );
    }
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
