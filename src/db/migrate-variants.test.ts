import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, pgliteHandle } from './client';

/**
 * Decision 020's migration on a shop that already has data: the database is migrated up to the migration before
 * the variants, filled as the old schema allowed (products with and without options, a cart, an order), then
 * brought up to date (0011 variants, 0012 cart and order lines). Every product, cart line and order must still be
 * there, each product with its variants and each cart line on the variant it named.
 */
const FIRST_VARIANTS_MIGRATION = '0011_product_variants';

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kirana-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return dir;
}

let client: PGlite;
let oldFolder: string;
const query = async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows;

beforeAll(async () => {
  client = await PGlite.create({ extensions: { pg_trgm } });
  oldFolder = migrationsBefore(FIRST_VARIANTS_MIGRATION);
  await migrate(drizzle(client), { migrationsFolder: oldFolder });

  // The old schema's data: options are labels, stock and price belong to the product.
  await client.exec(`
    insert into categories (name, slug) values ('Shop', 'shop');
    insert into users (name, email) values ('Asha', 'asha@example.com');
    insert into products (name, slug, price, old_price, discount, count_in_stock, cat_id, cat_name, sizes, ram, weights)
    values
      ('Shirt', 'shirt', 799, 999, 20, 10, 1, 'Shop', '{S,M,L}', '{}', '{}'),
      ('Rice', 'rice', 120, 120, 0, 7, 1, 'Shop', '{}', '{}', '{500g,1kg}'),
      ('Phone', 'phone', 18999, 20999, 10, 0, 1, 'Shop', '{}', '{4GB,8GB}', '{}'),
      ('Kettle', 'kettle', 1499, 1499, 0, 3, 1, 'Shop', '{}', '{}', '{}'),
      ('Combo', 'combo', 500, 600, 17, 5, 1, 'Shop', '{S,M}', '{}', '{1 kg,2 kg}');
    insert into cart_items (user_id, product_id, quantity, size, ram, weight) values
      (1, 1, 2, 'M', '', ''), (1, 2, 1, '', '', '1kg'), (1, 4, 1, '', '', '');
    insert into orders (user_id, payment_id, provider_order_id, name, phone_number, address, pincode, amount, email,
      payment_mode)
    values (1, 'pay_1', 'order_1', 'Asha', '9000000000', 'MG Road', '560001', 1718, 'asha@example.com', 'test');
    insert into order_lines (order_id, product_id, product_title, image, quantity, price, sub_total, size, ram, weight)
    values (1, 1, 'Shirt', 'shirt.webp', 2, 799, 1598, 'L', '', ''), (1, 2, 'Rice', 'rice.webp', 1, 120, 120, '', '', '500g');
  `);
  // As the server does on start: the app's migrate, which vacuums a database it changed.
  await pgliteHandle(client).migrate();
});

afterAll(async () => {
  await client?.close();
  if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
});

type VariantRow = {
  product: string;
  label: string;
  size: string | null;
  ram: string | null;
  weight: string | null;
  price: number;
  stock: number;
  net_quantity: number | null;
  unit: string | null;
};

const variants = () =>
  query<VariantRow>(`
    select p.name as product, v.label, v.size, v.ram, v.weight, v.price, v.count_in_stock as stock, v.net_quantity,
      v.unit
    from product_variants v join products p on p.id = v.product_id
    order by p.id, v.position`);

describe('migrating an existing shop to variants', () => {
  it('keeps every product, cart line and order', async () => {
    expect(await query(`select name from products order by id`)).toEqual(
      ['Shirt', 'Rice', 'Phone', 'Kettle', 'Combo'].map((name) => ({ name })),
    );
    expect(await query(`select count(*)::int as n from cart_items`)).toEqual([{ n: 3 }]);
    expect(await query(`select count(*)::int as n from orders`)).toEqual([{ n: 1 }]);
    expect(await query(`select product_title, quantity, price from order_lines order by id`)).toEqual([
      { product_title: 'Shirt', quantity: 2, price: 799 },
      { product_title: 'Rice', quantity: 1, price: 120 },
    ]);
  });

  it('makes one variant per option combination at the product price, sharing out its stock', async () => {
    const rows = await variants();
    const of = (product: string) => rows.filter((row) => row.product === product);
    expect(of('Shirt').map((v) => [v.label, v.size, v.price, v.stock])).toEqual([
      ['S', 'S', 799, 4],
      ['M', 'M', 799, 3],
      ['L', 'L', 799, 3],
    ]);
    expect(of('Rice').map((v) => [v.label, v.weight, v.price, v.stock, v.net_quantity, v.unit])).toEqual([
      ['500g', '500g', 120, 4, 500, 'g'],
      ['1kg', '1kg', 120, 3, 1, 'kg'],
    ]);
    expect(of('Phone').map((v) => [v.label, v.ram, v.stock])).toEqual([
      ['4GB', '4GB', 0],
      ['8GB', '8GB', 0],
    ]);
    expect(of('Kettle').map((v) => [v.label, v.size, v.ram, v.weight, v.stock])).toEqual([['', null, null, null, 3]]);
    expect(of('Combo').map((v) => v.label)).toEqual(['S · 1 kg', 'S · 2 kg', 'M · 1 kg', 'M · 2 kg']);
    // Stock is shared out, never multiplied.
    expect(of('Combo').reduce((sum, v) => sum + v.stock, 0)).toBe(5);
  });

  it("sets each product's prices, stock, unit price and variant count from its default variant", async () => {
    expect(
      await query(`select name, price, old_price, count_in_stock, unit_price, variant_count from products order by id`),
    ).toEqual([
      { name: 'Shirt', price: 799, old_price: 999, count_in_stock: 4, unit_price: null, variant_count: 3 },
      // 500 g at Rs 120: Rs 240 per kg.
      { name: 'Rice', price: 120, old_price: 120, count_in_stock: 4, unit_price: 240, variant_count: 2 },
      { name: 'Phone', price: 18999, old_price: 20999, count_in_stock: 0, unit_price: null, variant_count: 2 },
      { name: 'Kettle', price: 1499, old_price: 1499, count_in_stock: 3, unit_price: null, variant_count: 1 },
      { name: 'Combo', price: 500, old_price: 600, count_in_stock: 2, unit_price: 500, variant_count: 4 },
    ]);
  });

  it("gives each product the price filter's keys: its in-stock prices and the dearest, null when none (0019)", async () => {
    expect(await query(`select name, in_stock_prices, max_in_stock_price from products order by id`)).toEqual([
      { name: 'Shirt', in_stock_prices: '{[799,800)}', max_in_stock_price: 799 },
      { name: 'Rice', in_stock_prices: '{[120,121)}', max_in_stock_price: 120 },
      { name: 'Phone', in_stock_prices: null, max_in_stock_price: null },
      { name: 'Kettle', in_stock_prices: '{[1499,1500)}', max_in_stock_price: 1499 },
      { name: 'Combo', in_stock_prices: '{[500,501)}', max_in_stock_price: 500 },
    ]);
  });

  it('vacuums after migrating an existing database: the rewritten products table is all-visible again', async () => {
    // Without it (PGlite has no autovacuum) index-only scans would visit every product row from now on.
    expect(await query(`select relallvisible > 0 as visible from pg_class where relname = 'products'`)).toEqual([
      { visible: true },
    ]);
  });

  it('marks the products with nothing in stock as sold out, for the listings to put last (0019)', async () => {
    expect(await query(`select name from products where sold_out order by id`)).toEqual([{ name: 'Phone' }]);
  });

  it('points every cart line at the variant of its options, and order lines keep their variant label', async () => {
    expect(
      await query(`
        select p.name as product, v.label, c.quantity from cart_items c
        join product_variants v on v.id = c.variant_id join products p on p.id = c.product_id order by c.id`),
    ).toEqual([
      { product: 'Shirt', label: 'M', quantity: 2 },
      { product: 'Rice', label: '1kg', quantity: 1 },
      { product: 'Kettle', label: '', quantity: 1 },
    ]);
    expect(
      await query(`
        select l.variant_label, v.label from order_lines l left join product_variants v on v.id = l.variant_id
        order by l.id`),
    ).toEqual([
      { variant_label: 'L', label: 'L' },
      { variant_label: '500g', label: '500g' },
    ]);
  });

  it('gives every variant a unique SKU', async () => {
    const [row] = await query<{ n: number; skus: number }>(
      `select count(*)::int as n, count(distinct sku)::int as skus from product_variants`,
    );
    expect(row!.skus).toBe(row!.n);
  });
});
