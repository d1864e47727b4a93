import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { products, productVariants } from '#src/db/schema/catalog';
import { DASHBOARD_LIST_SIZE, LOW_STOCK_THRESHOLD } from '#src/shared/constants';

export type StockOverview = { products: number; lowStockVariants: number; outOfStockVariants: number };

/**
 * The back office's overview counts (issue 14): products on sale, and their variants low on stock (1 to
 * LOW_STOCK_THRESHOLD) or out of stock — archived products count nowhere, as in lowStockPacks and
 * /admin/products?stock=low. Two statements, each one scan.
 */
export async function countStock(db: Database): Promise<StockOverview> {
  const [[productCount], [variants]] = await Promise.all([
    db.select({ n: count() }).from(products).where(isNull(products.archivedAt)),
    db
      .select({
        low: sql<number>`count(*) filter (where ${productVariants.countInStock} between 1 and ${LOW_STOCK_THRESHOLD})`.mapWith(
          Number,
        ),
        out: sql<number>`count(*) filter (where ${productVariants.countInStock} = 0)`.mapWith(Number),
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(isNull(products.archivedAt)),
  ]);
  return {
    products: productCount?.n ?? 0,
    lowStockVariants: variants?.low ?? 0,
    outOfStockVariants: variants?.out ?? 0,
  };
}

export type LowStockPack = {
  variantId: number;
  productId: number;
  productTitle: string;
  label: string;
  countInStock: number;
};

/**
 * The packs to restock first (docs/decisions/028): variants of products on sale with 0 to LOW_STOCK_THRESHOLD in
 * stock, fewest first. Reads `product_variants_stock_idx` from its low end.
 */
export async function lowStockPacks(db: Database, limit = DASHBOARD_LIST_SIZE): Promise<LowStockPack[]> {
  return db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      productTitle: products.name,
      label: productVariants.label,
      countInStock: productVariants.countInStock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(lte(productVariants.countInStock, LOW_STOCK_THRESHOLD), isNull(products.archivedAt)))
    .orderBy(asc(productVariants.countInStock), asc(productVariants.productId), asc(productVariants.id))
    .limit(limit);
}
