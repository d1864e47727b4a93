import { asc, gt, inArray, sql } from 'drizzle-orm';
import type { TProductFacts } from '#src/contracts/catalog';
import type { Database } from '#src/db/client';
import { categories, products, productVariants } from '#src/db/schema/catalog';
import type { NetUnit } from '#src/shared/unit-price';

/** What the CSV holds of a product. */
export const csvProductColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  description: products.description,
  catId: products.catId,
  catName: products.catName,
  subCatId: products.subCatId,
  subCatName: products.subCatName,
  images: products.images,
  countries: products.countries,
  isFeatured: products.isFeatured,
  facts: products.facts,
  archivedAt: products.archivedAt,
};
export type CsvProductRow = {
  id: number;
  name: string;
  brand: string;
  description: string;
  catId: number;
  catName: string;
  subCatId: number | null;
  subCatName: string;
  images: string[];
  countries: string[];
  isFeatured: boolean;
  facts: TProductFacts | null;
  archivedAt: Date | null;
};

export const csvVariantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  label: productVariants.label,
  size: productVariants.size,
  ram: productVariants.ram,
  weight: productVariants.weight,
  price: productVariants.price,
  oldPrice: productVariants.oldPrice,
  countInStock: productVariants.countInStock,
  netQuantity: productVariants.netQuantity,
  unit: productVariants.unit,
  position: productVariants.position,
};
export type CsvVariantRow = {
  id: number;
  productId: number;
  sku: string;
  label: string;
  size: string | null;
  ram: string | null;
  weight: string | null;
  price: number;
  oldPrice: number;
  countInStock: number;
  netQuantity: number | null;
  unit: NetUnit | null;
  position: number;
};

/** One page of products after `afterId` in id order (the primary key: each page is an index range). */
export async function productPage(db: Database, afterId: number, limit: number): Promise<CsvProductRow[]> {
  return db
    .select(csvProductColumns)
    .from(products)
    .where(gt(products.id, afterId))
    .orderBy(asc(products.id))
    .limit(limit);
}

export async function variantsOfProducts(db: Database, productIds: readonly number[]): Promise<CsvVariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select(csvVariantColumns)
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}

/**
 * Products by id; with `lock`, inside the import's transaction, their rows locked in id order (the lock order
 * every catalogue writer keeps), so nobody changes them between the check and the write.
 */
export async function productsByIds(db: Database, ids: readonly number[], lock = false): Promise<CsvProductRow[]> {
  const found: CsvProductRow[] = [];
  for (const chunk of chunks(ids, 5000)) {
    const query = db
      .select(csvProductColumns)
      .from(products)
      .where(inArray(products.id, [...chunk]))
      .orderBy(asc(products.id));
    found.push(...(await (lock ? query.for('update') : query)));
  }
  return found;
}

export async function variantsBySkus(db: Database, skus: readonly string[]): Promise<CsvVariantRow[]> {
  const found: CsvVariantRow[] = [];
  for (const chunk of chunks(skus, 5000)) {
    found.push(
      ...(await db
        .select(csvVariantColumns)
        .from(productVariants)
        .where(inArray(productVariants.sku, [...chunk]))),
    );
  }
  return found;
}

export async function allCategories(db: Database) {
  return db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** The last variant position of each product (new variants go after it). */
export async function lastPositions(db: Database, productIds: readonly number[]): Promise<Map<number, number>> {
  const positions = new Map<number, number>();
  for (const chunk of chunks(productIds, 5000)) {
    const rows = await db
      .select({ productId: productVariants.productId, last: sql<number>`max(${productVariants.position})` })
      .from(productVariants)
      .where(inArray(productVariants.productId, [...chunk]))
      .groupBy(productVariants.productId);
    for (const row of rows) positions.set(row.productId, Number(row.last));
  }
  return positions;
}

export type NewProductValues = typeof products.$inferInsert;
/** A product's CSV fields as the import writes them: `archived` sets or clears the archive date. */
export type ProductFields = Omit<CsvProductRow, 'id' | 'archivedAt'> & { archived: boolean };
export type NewVariantValues = typeof productVariants.$inferInsert;
export type VariantFields = Omit<CsvVariantRow, 'id' | 'productId' | 'position'> & { discount: number };

/** Inserts products (their prices are placeholders until refreshProductDefaults), answering ids in order. */
export async function insertProducts(tx: Database, values: readonly NewProductValues[]): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(values, 1000)) {
    const rows = await tx
      .insert(products)
      .values([...chunk])
      .returning({ id: products.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

const textArray = (list: readonly string[]) =>
  list.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        list.map((item) => sql`${item}`),
        sql`, `,
      )}]::text[]`;

/** Updates products' CSV fields, five hundred rows per statement. */
export async function updateProducts(tx: Database, rows: readonly (ProductFields & { id: number })[]): Promise<void> {
  for (const chunk of chunks(rows, 500)) {
    const values = sql.join(
      chunk.map(
        (row) =>
          sql`(${row.id}::int, ${row.name}::text, ${row.brand}::text, ${row.description}::text, ${row.catId}::int,
            ${row.catName}::text, ${row.subCatId}::int, ${row.subCatName}::text, ${textArray(row.images)},
            ${textArray(row.countries)}, ${row.isFeatured}::boolean,
            ${row.facts === null ? null : JSON.stringify(row.facts)}::jsonb, ${row.archived}::boolean)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${products} p set name = v.name, brand = v.brand, description = v.description, cat_id = v.cat_id,
        cat_name = v.cat_name, sub_cat_id = v.sub_cat_id, sub_cat_name = v.sub_cat_name, images = v.images,
        countries = v.countries, is_featured = v.is_featured, facts = v.facts,
        archived_at = case when v.archived then coalesce(p.archived_at, now()) end, updated_at = now()
      from (values ${values}) as v(id, name, brand, description, cat_id, cat_name, sub_cat_id, sub_cat_name, images,
        countries, is_featured, facts, archived)
      where p.id = v.id`);
  }
}

export async function insertVariants(tx: Database, values: readonly NewVariantValues[]): Promise<void> {
  for (const chunk of chunks(values, 1000)) await tx.insert(productVariants).values([...chunk]);
}

/** Updates variants by id, five hundred rows per statement. */
export async function updateVariants(tx: Database, rows: readonly (VariantFields & { id: number })[]): Promise<void> {
  for (const chunk of chunks(rows, 500)) {
    const values = sql.join(
      chunk.map(
        (row) =>
          sql`(${row.id}::int, ${row.label}::text, ${row.size}::text, ${row.ram}::text, ${row.weight}::text,
            ${row.price}::int, ${row.oldPrice}::int, ${row.discount}::int, ${row.countInStock}::int,
            ${row.netQuantity}::double precision, ${row.unit}::text)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${productVariants} pv set label = v.label, size = v.size, ram = v.ram, weight = v.weight,
        price = v.price, old_price = v.old_price, discount = v.discount, count_in_stock = v.count_in_stock,
        net_quantity = v.net_quantity, unit = v.unit, updated_at = now()
      from (values ${values}) as v(id, label, size, ram, weight, price, old_price, discount, count_in_stock,
        net_quantity, unit)
      where pv.id = v.id`);
  }
}

/** The products' option lists (the spec's size, productRam, productWeight) from their variants, in variant order. */
export async function refreshOptionLists(tx: Database, productIds: readonly number[]): Promise<void> {
  for (const chunk of chunks(productIds, 5000)) {
    const ids = sql`array[${sql.join(
      chunk.map((id) => sql`${id}::int`),
      sql`, `,
    )}]`;
    await tx.execute(sql`
      update ${products} p set sizes = o.sizes, ram = o.ram, weights = o.weights
      from (
        select product_id,
          coalesce(array_agg(size order by first_size) filter (where size is not null and size_rank = 1), '{}') as sizes,
          coalesce(array_agg(ram order by first_ram) filter (where ram is not null and ram_rank = 1), '{}') as ram,
          coalesce(array_agg(weight order by first_weight) filter (where weight is not null and weight_rank = 1), '{}')
            as weights
        from (
          select product_id, size, ram, weight,
            row_number() over (partition by product_id, size order by position, id) as size_rank,
            row_number() over (partition by product_id, ram order by position, id) as ram_rank,
            row_number() over (partition by product_id, weight order by position, id) as weight_rank,
            min(array[position, id]) over (partition by product_id, size) as first_size,
            min(array[position, id]) over (partition by product_id, ram) as first_ram,
            min(array[position, id]) over (partition by product_id, weight) as first_weight
          from ${productVariants} where product_id = any(${ids})
        ) v
        group by product_id
      ) o
      where p.id = o.product_id`);
  }
}

function* chunks<T>(list: readonly T[], size: number): Generator<readonly T[]> {
  for (let start = 0; start < list.length; start += size) yield list.slice(start, start + size);
}
