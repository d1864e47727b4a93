import { count, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { products, productVariants } from '#src/db/schema/catalog';
import { LOW_STOCK_THRESHOLD } from '#src/shared/constants';

export type StockOverview = { products: number; lowStockVariants: number; outOfStockVariants: number };

/**
 * The back office's overview counts (issue 14): products, and variants low on stock (1 to LOW_STOCK_THRESHOLD) or
 * out of stock. Two statements, each one scan.
 */
export async function countStock(db: Database): Promise<StockOverview> {
  const [[productCount], [variants]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db
      .select({
        low: sql<number>`count(*) filter (where ${productVariants.countInStock} between 1 and ${LOW_STOCK_THRESHOLD})`.mapWith(
          Number,
        ),
        out: sql<number>`count(*) filter (where ${productVariants.countInStock} = 0)`.mapWith(Number),
      })
      .from(productVariants),
  ]);
  return {
    products: productCount?.n ?? 0,
    lowStockVariants: variants?.low ?? 0,
    outOfStockVariants: variants?.out ?? 0,
  };
}
