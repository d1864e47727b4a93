import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { type Database } from '#src/db/client';
import { namedStatement } from '#src/db/named-statement';
import type { Change } from '#src/server/lib/cache-tags';
import { banners, catalogChanges, catalogState, categories, products } from '#src/db/schema/catalog';

// The catalogue's reads and writes, one file per seam, all reached through this file.
export * from './product-query.repository';
export * from './product-reads.repository';
export * from './product-lines.repository';
export * from './stock.repository';
export * from './product-defaults.repository';

export type CategoryRow = typeof categories.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;

/** The whole category tree: a shop has tens of categories, so one ordered read is cheapest. */
export async function listCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
}

export async function listBanners(db: Database, kind: 'home' | 'side' | 'strip') {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.kind, kind), eq(banners.active, true)))
    .orderBy(asc(banners.position), asc(banners.id));
}

/** Reviews keep the product's average and count in step (called by the reviews service). */
export async function setRatingSummary(db: Database, productId: number, rating: number, reviewCount: number) {
  await db.update(products).set({ rating, reviewCount, updatedAt: new Date() }).where(eq(products.id, productId));
}

/** The catalogue's version: every committed catalogue change raises it (migrations 0008, 0048); see readCatalogChanges. */
export async function readCatalogVersion(db: Database): Promise<number> {
  const [row] = await versionRead(db).execute();
  return Number(row?.version ?? 0);
}

// On PostgreSQL every cached read asks the version first: named (src/db/named-statement.ts).
const versionRead = namedStatement('catalog_version', (db) =>
  db.select({ version: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1)),
);

// Read after every catalogue change (each order's stock): named (src/db/named-statement.ts).
const changesBetween = namedStatement('catalog_changes_between', (db) =>
  db
    .select({ productIds: catalogChanges.productIds, cards: catalogChanges.cards })
    .from(catalogChanges)
    .where(and(gt(catalogChanges.version, sql.placeholder('from')), lte(catalogChanges.version, sql.placeholder('to'))))
    .orderBy(asc(catalogChanges.version)),
);

/** Each product's category names, archived products included (packing slips of orders placed before an archive). */
export async function findProductCategories(
  db: Database,
  ids: readonly number[],
): Promise<{ id: number; catName: string; subCatName: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, catName: products.catName, subCatName: products.subCatName })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/** Products' names by id, archived ones too (the back office names what a review or order line is about). */
export async function productTitles(db: Database, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
}

/** Inside a transaction: one product's row locked, on sale or archived; false when there is none. */
export async function lockAnyProduct(tx: Database, id: number): Promise<boolean> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
  return rows.length > 0;
}

/** A reader further behind than this many versions empties everything instead of reading what they changed. */
const MAX_CHANGES_READ = 1000;

/**
 * What the versions after `from` up to `to` changed, in order (migration 0048); null when that cannot be told: too
 * many, or a version without its row (pruned, or bumped by hand).
 */
export async function readCatalogChanges(db: Database, from: number, to: number): Promise<Change[] | null> {
  if (to - from > MAX_CHANGES_READ) return null;
  const rows = await changesBetween(db).execute({ from, to });
  if (rows.length !== to - from) return null;
  return rows.map((row) => (row.productIds === null ? 'all' : { products: row.productIds, cards: row.cards }));
}
