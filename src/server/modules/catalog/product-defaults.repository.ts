import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { products, productVariants } from '#src/db/schema/catalog';

/**
 * The unit-price sort key in SQL, so one statement refreshes many products: the rule of `unitPrice`
 * (src/shared/unit-price.ts), which the answers show. unit-price-sql.test.ts runs both over every seeded pack.
 */
export const unitPriceSql = (price: SQL, netQuantity: SQL, unit: SQL) => sql`case
  when ${netQuantity} is null or ${netQuantity} <= 0 then null
  when ${unit} in ('g', 'ml') then round((${price} / (${netQuantity} / 1000))::numeric, 2)::double precision
  when ${unit} in ('kg', 'l') then round((${price} / ${netQuantity})::numeric, 2)::double precision
  when ${unit} = 'piece' and ${netQuantity} > 1 then round((${price} / ${netQuantity})::numeric, 2)::double precision
end`;

/**
 * Copies each product's default variant (the cheapest in stock, else the cheapest; position breaks ties) onto the
 * product row — price, old price, discount, stock, net quantity, unit, the unit-price sort key — counts its
 * variants and keeps the price filter's keys (every in-stock price, the dearest of them), so listings read one
 * row per product (decision 020). Called by every writer of variants.
 */
export async function refreshProductDefaults(db: Database, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql`array[${sql.join(
    [...productIds].map((id) => sql`${id}::int`),
    sql`, `,
  )}]`;
  await db.execute(sql`
    update ${products} p set price = d.price, old_price = d.old_price, discount = d.discount,
      count_in_stock = d.count_in_stock, net_quantity = d.net_quantity, unit = d.unit,
      unit_price = ${unitPriceSql(sql`d.price`, sql`d.net_quantity`, sql`d.unit`)},
      variant_count = d.n, in_stock_prices = d.in_stock, max_in_stock_price = upper(d.in_stock) - 1,
      min_stock = d.min_stock, updated_at = now()
    from (
      select distinct on (v.product_id) v.product_id, v.price, v.old_price, v.discount, v.count_in_stock,
        v.net_quantity, v.unit, (count(*) over (partition by v.product_id))::int as n,
        range_agg(int4range(v.price, v.price, '[]')) filter (where v.count_in_stock > 0)
          over (partition by v.product_id) as in_stock,
        (min(v.count_in_stock) over (partition by v.product_id))::int as min_stock
      from ${productVariants} v
      where v.product_id = any(${ids})
      order by v.product_id, (v.count_in_stock > 0) desc, v.price, v.position, v.id
    ) d
    where d.product_id = p.id`);
}
