import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { products } from '#src/db/schema/index';

/**
 * Takes the ordered quantities off the stock in one statement, whatever the number of products. The rows are
 * already locked and checked by the caller; the `>=` guard keeps stock from ever going negative regardless, and a
 * product it skips makes the whole order fail (the transaction rolls back). The catalogue's version trigger
 * invalidates its cache on commit, so listings show the new stock on the next read.
 */
export async function takeStock(tx: Database, wanted: ReadonlyMap<number, number>): Promise<void> {
  if (wanted.size === 0) return;
  const values = sql.join(
    [...wanted].map(([id, quantity]) => sql`(${id}::int, ${quantity}::int)`),
    sql`, `,
  );
  // Both drivers answer `{ rows }`; Database's execute result type is driver-neutral, hence the cast.
  const result = (await tx.execute(sql`
    update ${products} as p
    set count_in_stock = p.count_in_stock - v.quantity, updated_at = now()
    from (values ${values}) as v(id, quantity)
    where p.id = v.id and p.count_in_stock >= v.quantity
    returning p.id`)) as unknown as { rows: unknown[] };
  if (result.rows.length !== wanted.size) throw new Error('Stock changed under a row lock: order rolled back');
}

/** Quantities per product: lines of several variants of one product share its stock. */
export function quantitiesByProduct(lines: readonly { productId: number; quantity: number }[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  return wanted;
}
