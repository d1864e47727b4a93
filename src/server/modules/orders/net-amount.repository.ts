import { sql, type SQL } from 'drizzle-orm';
import { orderAdjustments, orderLineChanges, orders } from '#src/db/schema/orders';

/**
 * What the shop kept of an order, as one SQL expression over a row of `orders` (issue 29 §4, docs/decisions/050):
 * `orderNet` of src/shared/pricing/net.ts written for the database, so the figures that add orders up — the
 * dashboard's revenue, a customer's "spent" — sum it where the rows are. net-figures.test.ts pins the two together.
 * The line changes and adjustments (docs/decisions/055) are read by sub-selects on their order indexes, a few rows
 * per order.
 *
 * Written with the table's own name (`"orders".amount`), not Drizzle's columns: inside a sub-select Drizzle writes
 * bare column names, and next to `order_lines` "id" or "discount" would be the line's.
 */
const linesTotal = (filter: SQL) =>
  sql`((select coalesce(sum(c.refund_amount) ${filter}, 0) from ${orderLineChanges} c where c.order_id = ${orders}.id)
    + (select coalesce(sum(c.refund_amount) ${filter}, 0) from ${orderAdjustments} c where c.order_id = ${orders}.id))`;

export const orderNetSql = sql<number>`(case
  when ${orders}.payment_method = 'on_delivery' then (case
    when ${orders}.collected_amount is not null then ${orders}.collected_amount
      - (case when ${orders}.refund_status <> 'none' then coalesce(${orders}.refund_amount, 0) else 0 end)
      - ${linesTotal(sql`filter (where c.refund_status <> 'none')`)}
    when ${orders}.status = 'cancelled' then 0
    else ${orders}.amount - ${linesTotal(sql``)}
  end)
  else ${orders}.amount
    - ${linesTotal(sql`filter (where c.refund_status <> 'none')`)}
    - (case when ${orders}.refund_status <> 'none' then coalesce(${orders}.refund_amount, 0) else 0 end)
end)`;
