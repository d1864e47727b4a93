import type pg from 'pg';
import { signSessionToken } from '#src/server/plugins/auth';

export type Shopper = { id: number; email: string; token: string };

/** Verified shoppers written straight into the database, signed in with a token from the server's own secret. */
export async function createShoppers(db: pg.Pool, secret: string, count: number, tag: string): Promise<Shopper[]> {
  const { rows } = await db.query<{ id: number; email: string }>(
    `insert into users (name, email, is_verified)
     select 'Fault shopper ' || n, $1 || '-' || n || '@faults.test', true from generate_series(1, $2::int) n
     returning id, email`,
    [tag, count],
  );
  return Promise.all(
    rows.map(async (row) => ({ ...row, token: await signSessionToken(secret, { id: row.id, passwordHash: null }) })),
  );
}

/** Products without variants, topped up to `stock` so no order of the burst runs out. */
export async function stockedProducts(db: pg.Pool, count: number, stock: number): Promise<number[]> {
  // Stock belongs to the variant (decision 020); an option-less product has one, and its row mirrors it.
  const { rows } = await db.query<{ id: number }>(
    `with chosen as (
       select id from products where sizes = '{}' and ram = '{}' and weights = '{}' and countries = '{}' order by id limit $1
     ), variants as (
       update product_variants set count_in_stock = $2 where product_id in (select id from chosen)
     )
     update products set count_in_stock = $2 where id in (select id from chosen)
     returning id`,
    [count, stock],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
