import { asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#src/db/client';
import { refreshProductDefaults } from './product-defaults.repository';
import { products, productVariants } from '#src/db/schema/catalog';

/**
 * Takes the ordered quantities (per variant id) off the variants' stock in one statement, whatever the number of
 * lines, then copies each touched product's default variant onto its row again. The rows are already locked and
 * checked by the caller; the `>=` guard keeps stock from ever going negative regardless, and a variant it skips
 * makes the whole order fail (the transaction rolls back). The catalogue's version trigger invalidates its cache on
 * commit, so listings show the new stock on the next read.
 */
export async function takeStock(tx: Database, wanted: ReadonlyMap<number, number>): Promise<void> {
  if (wanted.size === 0) return;
  const values = sql.join(
    [...wanted].map(([id, quantity]) => sql`(${id}::int, ${quantity}::int)`),
    sql`, `,
  );
  const taken = rowsOf<{ productId: number }>(
    await tx.execute(sql`
    update ${productVariants} as v
    set count_in_stock = v.count_in_stock - w.quantity, updated_at = now()
    from (values ${values}) as w(id, quantity)
    where v.id = w.id and v.count_in_stock >= w.quantity
    returning v.product_id as "productId"`),
  );
  if (taken.length !== wanted.size) throw new Error('Stock changed under a row lock: order rolled back');
  await refreshProductDefaults(tx, [...new Set(taken.map((row) => Number(row.productId)))]);
}

/**
 * Puts quantities (per variant id) back on the stock of a cancelled order's variants, then keeps each product's copy
 * of its default variant in step (decision 020). A variant deleted since is skipped. Locks the variants' products first, in id order.
 */
export async function returnStock(tx: Database, returned: ReadonlyMap<number, number>): Promise<void> {
  if (returned.size === 0) return;
  const productIds = rowsOf<{ productId: number }>(
    await tx.execute(
      sql`select distinct product_id as "productId" from ${productVariants} where id in (${sql.join(
        [...returned.keys()].map((id) => sql`${id}::int`),
        sql`, `,
      )})`,
    ),
  ).map((row) => Number(row.productId));
  // Archived products too (their variants take the stock back): every product in id order, the writers' lock order.
  if (productIds.length > 0) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, productIds))
      .orderBy(asc(products.id))
      .for('update');
  }
  const values = sql.join(
    [...returned].map(([id, quantity]) => sql`(${id}::int, ${quantity}::int)`),
    sql`, `,
  );
  const restocked = rowsOf<{ productId: number }>(
    await tx.execute(sql`
    update ${productVariants} as v
    set count_in_stock = v.count_in_stock + r.quantity, updated_at = now()
    from (values ${values}) as r(id, quantity)
    where v.id = r.id
    returning v.product_id as "productId"`),
  );
  await refreshProductDefaults(tx, [...new Set(restocked.map((row) => Number(row.productId)))]);
}

/**
 * Inside the caller's transaction: a pack's stock set to 0 (a packer found none on the shelf, issue 31 §3), its
 * product locked first (archived too: the writers' lock order), then the product's default copy refreshed.
 * Answers the stock before, for the audit entry; undefined when the pack is gone.
 */
export async function clearStock(
  tx: Database,
  variantId: number,
): Promise<{ productId: number; sku: string; countInStock: number } | undefined> {
  const [found] = await tx
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!found) return undefined;
  await tx.select({ id: products.id }).from(products).where(eq(products.id, found.productId)).for('update');
  const [before] = await tx
    .select({
      productId: productVariants.productId,
      sku: productVariants.sku,
      countInStock: productVariants.countInStock,
    })
    .from(productVariants)
    .where(eq(productVariants.id, variantId))
    .for('update');
  if (!before) return undefined;
  await tx
    .update(productVariants)
    .set({ countInStock: 0, updatedAt: sql`now()` })
    .where(eq(productVariants.id, variantId));
  await refreshProductDefaults(tx, [before.productId]);
  return before;
}
