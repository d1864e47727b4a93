import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { products, productVariants } from '#src/db/schema/catalog';
import { chunks, type CsvProductRow, type CsvVariantRow } from './csv-reads.repository';

// What the CSV import writes, in slices, inside its transaction.
export type NewProductValues = typeof products.$inferInsert;
/**
 * A product's CSV fields as the import writes them: `archived` sets or clears the archive date; a Hindi field
 * undefined keeps the product's own (a file without that column, decision 066).
 */
export type ProductFields = Omit<CsvProductRow, 'id' | 'archivedAt' | 'nameHi' | 'descriptionHi'> & {
  archived: boolean;
  nameHi: string | null | undefined;
  descriptionHi: string | null | undefined;
};
export type NewVariantValues = typeof productVariants.$inferInsert;
export type VariantFields = Omit<CsvVariantRow, 'id' | 'productId' | 'position'> & { discount: number };
/**
 * An update's fields: `image` undefined keeps the pack's image (a file without the `pack_image` column), `labelHi`
 * undefined its Hindi label (without `pack_label_hi`).
 */
export type VariantUpdate = Omit<VariantFields, 'image' | 'labelHi'> & {
  id: number;
  image: string | null | undefined;
  labelHi: string | null | undefined;
};

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
            ${row.facts === null ? null : JSON.stringify(row.facts)}::jsonb, ${row.archived}::boolean,
            ${JSON.stringify(row.declarations)}::jsonb, ${row.hsnCode}::text, ${row.gstRateBps}::int,
            ${row.nameHi ?? null}::text, ${row.nameHi === undefined}::boolean,
            ${row.descriptionHi ?? null}::text, ${row.descriptionHi === undefined}::boolean)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${products} p set name = v.name, brand = v.brand, description = v.description, cat_id = v.cat_id,
        cat_name = v.cat_name, sub_cat_id = v.sub_cat_id, sub_cat_name = v.sub_cat_name, images = v.images,
        countries = v.countries, is_featured = v.is_featured, facts = v.facts, declarations = v.declarations,
        hsn_code = v.hsn_code, gst_rate_bps = v.gst_rate_bps,
        name_hi = case when v.keep_name_hi then p.name_hi else v.name_hi end,
        description_hi = case when v.keep_description_hi then p.description_hi else v.description_hi end,
        archived_at = case when v.archived then coalesce(p.archived_at, now()) end, updated_at = now()
      from (values ${values}) as v(id, name, brand, description, cat_id, cat_name, sub_cat_id, sub_cat_name, images,
        countries, is_featured, facts, archived, declarations, hsn_code, gst_rate_bps, name_hi, keep_name_hi,
        description_hi, keep_description_hi)
      where p.id = v.id`);
  }
}

export async function insertVariants(tx: Database, values: readonly NewVariantValues[]): Promise<void> {
  for (const chunk of chunks(values, 1000)) await tx.insert(productVariants).values([...chunk]);
}

/** Updates variants by id, five hundred rows per statement. */
export async function updateVariants(tx: Database, rows: readonly VariantUpdate[]): Promise<void> {
  for (const chunk of chunks(rows, 500)) {
    const values = sql.join(
      chunk.map(
        (row) =>
          sql`(${row.id}::int, ${row.label}::text, ${row.size}::text, ${row.ram}::text, ${row.weight}::text,
            ${row.price}::int, ${row.oldPrice}::int, ${row.discount}::int, ${row.countInStock}::int,
            ${row.netQuantity}::double precision, ${row.unit}::text, ${row.image ?? null}::text,
            ${row.image === undefined}::boolean, ${row.labelHi ?? null}::text, ${row.labelHi === undefined}::boolean)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${productVariants} pv set label = v.label, size = v.size, ram = v.ram, weight = v.weight,
        price = v.price, old_price = v.old_price, discount = v.discount, count_in_stock = v.count_in_stock,
        net_quantity = v.net_quantity, unit = v.unit,
        image = case when v.keep_image then pv.image else v.image end,
        label_hi = case when v.keep_label_hi then pv.label_hi else v.label_hi end, updated_at = now()
      from (values ${values}) as v(id, label, size, ram, weight, price, old_price, discount, count_in_stock,
        net_quantity, unit, image, keep_image, label_hi, keep_label_hi)
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
