import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../client';
import { createRandom, type Random } from './prng';

/**
 * Orders for the back office's benchmarks (issue 15, docs/decisions/028): `orders` orders spread evenly over the
 * last `days` days, placed by generated customers on the catalogue's packs, with statuses as a shop's would be by
 * age (today's mostly pending or confirmed, last week's on their way, older ones delivered or cancelled, and a few
 * forgotten pending ones). One statement per batch; the orders' and lines' secondary indexes are rebuilt after.
 */
export type LargeOrdersOptions = {
  orders: number;
  batchSize?: number;
  days?: number;
  seed?: number;
  /** Reference time (now by default): orders are placed in [now - days, now]. */
  now?: Date;
  onProgress?: (done: number, total: number) => void;
};

type Pack = { variantId: number; productId: number; price: number; label: string; title: string; image: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST = [
  'Asha',
  'Ravi',
  'Meera',
  'Kiran',
  'Priya',
  'Arjun',
  'Sita',
  'Vikram',
  'Anita',
  'Rahul',
  'Divya',
  'Suresh',
];
const LAST = ['Rao', 'Kumar', 'Iyer', 'Nair', 'Sharma', 'Reddy', 'Das', 'Patel', 'Menon', 'Singh', 'Gupta', 'Verma'];
const CITIES = [
  ['MG Road, Bengaluru', '560001'],
  ['Anna Nagar, Chennai', '600040'],
  ['Banjara Hills, Hyderabad', '500034'],
  ['Kothrud, Pune', '411038'],
  ['Salt Lake, Kolkata', '700091'],
  ['Andheri West, Mumbai', '400058'],
] as const;

function statusFor(random: Random, ageDays: number): string {
  const r = random.next();
  if (ageDays < 1)
    return r < 0.4
      ? 'pending'
      : r < 0.7
        ? 'confirmed'
        : r < 0.85
          ? 'packed'
          : r < 0.95
            ? 'out_for_delivery'
            : 'cancelled';
  if (ageDays < 4)
    return r < 0.03
      ? 'pending'
      : r < 0.1
        ? 'confirmed'
        : r < 0.2
          ? 'packed'
          : r < 0.35
            ? 'out_for_delivery'
            : r < 0.92
              ? 'delivered'
              : 'cancelled';
  return r < 0.003 ? 'pending' : r < 0.006 ? 'confirmed' : r < 0.9 ? 'delivered' : 'cancelled';
}

async function insertBatch(db: Database, json: string): Promise<number> {
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${json}::jsonb) as x(
        user_id integer, payment_id text, provider_order_id text, name text, phone_number text, address text,
        pincode text, amount integer, email text, status text, payment_mode text, created_at timestamptz, lines jsonb)
    ), inserted as (
      insert into orders (user_id, payment_id, provider_order_id, name, phone_number, address, pincode, amount,
        items_total, email, status, payment_mode, created_at)
      select user_id, payment_id, provider_order_id, name, phone_number, address, pincode, amount, amount, email,
        status, payment_mode, created_at
      from input
      returning id, provider_order_id
    ), added as (
      insert into order_lines (order_id, product_id, variant_id, variant_label, product_title, image, quantity, price,
        sub_total)
      select inserted.id, l.product_id, l.variant_id, l.variant_label, l.product_title, l.image, l.quantity, l.price,
        l.quantity * l.price
      from inserted
      join input using (provider_order_id)
      cross join lateral jsonb_to_recordset(input.lines) as l(product_id integer, variant_id integer,
        variant_label text, product_title text, image text, quantity integer, price integer)
      returning 1
    )
    select count(*)::integer as lines from added`);
  return Number(rowsOf(result)[0]?.['lines'] ?? 0);
}

async function secondaryIndexes(db: Database): Promise<{ name: string; def: string }[]> {
  return rowsOf(
    await db.execute(sql`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i
      where i.indrelid in ('orders'::regclass, 'order_lines'::regclass)
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      order by 1`),
  ) as { name: string; def: string }[];
}

/** Adds the customers and orders in one transaction, then VACUUM ANALYZE of the tables they went to. */
export async function seedLargeOrders(
  db: Database,
  options: LargeOrdersOptions,
): Promise<{ orders: number; lines: number; customers: number; ms: number }> {
  const started = performance.now();
  const { orders: total, batchSize = 5000, days = 90, seed = 11 } = options;
  const now = (options.now ?? new Date()).getTime();
  const customerCount = Math.max(50, Math.ceil(total / 20));
  let lineCount = 0;
  await db.transaction(async (tx) => {
    const packs = rowsOf<Pack>(
      await tx.execute(sql`
        select v.id as "variantId", v.product_id as "productId", v.price, v.label, p.name as title,
               coalesce(p.images[1], '') as image
        from product_variants v join products p on p.id = v.product_id
        where p.archived_at is null
        order by v.id limit 5000`),
    );
    if (packs.length === 0) throw new Error('No products to order: generate or seed the catalogue first.');
    const [{ offset = 0 } = {}] = rowsOf<{ offset: number }>(
      await tx.execute(sql`select coalesce(max(id), 0)::integer as "offset" from users`),
    );
    const random = createRandom(seed + offset);
    const customers = rowsOf<{ id: number; name: string; email: string; phone: string }>(
      await tx.execute(sql`
        insert into users (name, email, phone, is_verified, created_at)
        select ${sql.raw(`(array[${FIRST.map((n) => `'${n}'`).join(',')}])`)}[1 + (g % ${FIRST.length})] || ' ' ||
                 ${sql.raw(`(array[${LAST.map((n) => `'${n}'`).join(',')}])`)}[1 + ((g / ${FIRST.length}) % ${LAST.length})],
               'bench-customer-' || (${offset} + g) || '@example.com',
               '9' || lpad(((${offset} + g) * 7919 % 1000000000)::text, 9, '0'),
               true, now() - interval '200 days'
        from generate_series(1, ${customerCount}) g
        returning id, name, email, phone`),
    );
    const indexes = await secondaryIndexes(tx as unknown as Database);
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
    const [{ orderOffset = 0 } = {}] = rowsOf<{ orderOffset: number }>(
      await tx.execute(sql`select coalesce(max(id), 0)::integer as "orderOffset" from orders`),
    );
    let done = 0;
    while (done < total) {
      const size = Math.min(batchSize, total - done);
      const batch = Array.from({ length: size }, (_, i) => {
        const n = orderOffset + done + i + 1;
        const customer = random.pick(customers);
        // Evenly over the period, oldest first.
        const at = now - days * DAY_MS + ((done + i + random.next()) / total) * days * DAY_MS;
        const [street, pincode] = random.pick(CITIES);
        const lines = Array.from({ length: random.int(1, 5) }, () => {
          // Skewed towards the first packs, so some products sell far more than others.
          const pack = packs[Math.floor(random.next() ** 2 * packs.length)]!;
          return {
            product_id: pack.productId,
            variant_id: pack.variantId,
            variant_label: pack.label,
            product_title: pack.title,
            image: pack.image,
            quantity: random.int(1, 4),
            price: pack.price,
          };
        });
        return {
          user_id: customer.id,
          payment_id: `pay_bench_${n}`,
          provider_order_id: `order_bench_${n}`,
          name: customer.name,
          phone_number: customer.phone,
          address: `${random.int(1, 400)}, ${street}`,
          pincode,
          amount: lines.reduce((sum, line) => sum + line.quantity * line.price, 0),
          email: customer.email,
          status: statusFor(random, (now - at) / DAY_MS),
          payment_mode: 'test',
          created_at: new Date(at).toISOString(),
          lines,
        };
      });
      lineCount += await insertBatch(tx as unknown as Database, JSON.stringify(batch));
      done += size;
      options.onProgress?.(done, total);
    }
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.def));
  });
  await db.execute(sql`vacuum (analyze) users, orders, order_lines`);
  return { orders: total, lines: lineCount, customers: customerCount, ms: Math.round(performance.now() - started) };
}
