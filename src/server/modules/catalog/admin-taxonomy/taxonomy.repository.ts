import { asc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { TBannerKind } from '#src/contracts/admin-taxonomy';
import { rowsOf, type Database } from '#src/db/client';
import { banners, categories, products } from '#src/db/schema/catalog';

export type CategoryRow = typeof categories.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;

/**
 * Every category with the number of products filed under it: a top category counts its products (a sub-category's
 * products carry their top category too), a sub-category its own. Archived products are rows like any other.
 */
export async function listCategoriesWithCounts(db: Database): Promise<(CategoryRow & { productCount: number })[]> {
  // Spelt out with the table's name: in a one-table select Drizzle writes bare column names, which inside the
  // sub-select would mean the product's own id. Each count is an index range (products_cat_idx, _sub_cat_idx).
  const id = sql.raw('"categories"."id"');
  const rows = await db
    .select({
      category: categories,
      productCount: sql<number>`case when ${sql.raw('"categories"."parent_id"')} is null
        then (select count(*) from ${products} p where p.cat_id = ${id})
        else (select count(*) from ${products} p where p.sub_cat_id = ${id}) end`.mapWith(Number),
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => ({ ...row.category, productCount: row.productCount }));
}

export async function findCategory(db: Database, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** Inside a transaction: the category's row, locked against a concurrent rename, reorder or delete. */
export async function lockCategory(tx: Database, id: number): Promise<CategoryRow | undefined> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

/** The ids of one level (top categories, or one category's children), locked, in display order. */
export async function lockSiblings(tx: Database, parentId: number | null): Promise<number[]> {
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
    .orderBy(asc(categories.position), asc(categories.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function nextCategoryPosition(tx: Database, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ last: max(categories.position) })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
  return (row?.last ?? -1) + 1;
}

export async function slugExists(tx: Database, slug: string): Promise<boolean> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row !== undefined;
}

export async function insertCategory(tx: Database, values: typeof categories.$inferInsert): Promise<CategoryRow> {
  const [row] = await tx.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(
  tx: Database,
  id: number,
  values: Partial<Pick<CategoryRow, 'name' | 'nameHi' | 'color' | 'images'>>,
): Promise<CategoryRow> {
  const [row] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row!;
}

/** Products keep copies of their category names (listings need no join): a rename updates them in step. */
export async function copyCategoryName(tx: Database, category: CategoryRow): Promise<void> {
  if (category.parentId === null) {
    await tx.update(products).set({ catName: category.name }).where(eq(products.catId, category.id));
  } else {
    await tx.update(products).set({ subCatName: category.name }).where(eq(products.subCatId, category.id));
  }
}

/** Positions 0, 1, 2… in the order given (one statement). */
export async function setCategoryPositions(tx: Database, ids: readonly number[]): Promise<void> {
  const values = sql.join(
    ids.map((id, position) => sql`(${id}::int, ${position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${categories} c set position = o.position from (values ${values}) as o(id, position) where c.id = o.id`,
  );
}

/** Products filed under the category or any of its sub-categories, archived ones included. */
export async function countProductsUsing(tx: Database, id: number): Promise<number> {
  const children = tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id));
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from ${products} where ${or(
        eq(products.catId, id),
        eq(products.subCatId, id),
        inArray(products.subCatId, children),
      )}`,
    ),
  );
  return Number(row?.n ?? 0);
}

/** Deletes the category; its sub-categories and the banners linking to any of them go with it (foreign keys). */
export async function deleteCategory(tx: Database, id: number): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}

// ── Banners ───────────────────────────────────────────────────────────────────────────────────────────────────────────
export async function listAllBanners(db: Database): Promise<BannerRow[]> {
  return db.select().from(banners).orderBy(asc(banners.kind), asc(banners.position), asc(banners.id));
}

export async function lockBanner(tx: Database, id: number): Promise<BannerRow | undefined> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  return row;
}

export async function lockBannerIds(tx: Database, kind: TBannerKind): Promise<number[]> {
  const rows = await tx
    .select({ id: banners.id })
    .from(banners)
    .where(eq(banners.kind, kind))
    .orderBy(asc(banners.position), asc(banners.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function nextBannerPosition(tx: Database, kind: TBannerKind): Promise<number> {
  const [row] = await tx
    .select({ last: max(banners.position) })
    .from(banners)
    .where(eq(banners.kind, kind));
  return (row?.last ?? -1) + 1;
}

export async function insertBanner(tx: Database, values: typeof banners.$inferInsert): Promise<BannerRow> {
  const [row] = await tx.insert(banners).values(values).returning();
  return row!;
}

export async function updateBanner(
  tx: Database,
  id: number,
  values: Partial<Pick<BannerRow, 'title' | 'titleHi' | 'images' | 'catId' | 'subCatId' | 'active'>>,
): Promise<BannerRow> {
  const [row] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
  return row!;
}

export async function setBannerPositions(tx: Database, kind: TBannerKind, ids: readonly number[]): Promise<void> {
  const values = sql.join(
    ids.map((id, position) => sql`(${id}::int, ${position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${banners} b set position = o.position from (values ${values}) as o(id, position)
        where b.id = o.id and b.kind = ${kind}`,
  );
}

export async function deleteBanner(tx: Database, id: number): Promise<void> {
  await tx.delete(banners).where(eq(banners.id, id));
}
