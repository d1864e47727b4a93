import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#src/db/client';
import { createCategory, createProduct } from '#src/test/factories';
import { testAppForFile } from '#src/test/test-app';
import { readCatalogChanges, readCatalogVersion } from './catalog.repository';
import { takeStock } from './index';

/**
 * What the catalogue version's triggers record of each committed change (migration 0048, decision 067): the products
 * it touched and whether their cards changed, or everything.
 */
const t = testAppForFile({ template: 'empty' });

/** The change the write in `run` recorded, as the readers see it. */
async function changeOf(run: () => Promise<unknown>) {
  const before = await readCatalogVersion(t.db);
  await run();
  const after = await readCatalogVersion(t.db);
  expect(after).toBe(before + 1);
  const change = (await readCatalogChanges(t.db, before, after))?.[0];
  // In the order the rows were written, which the engine chooses.
  return change === 'all' || !change ? change : { ...change, products: [...change.products].sort((x, y) => x - y) };
}

describe('catalogue changes', () => {
  it('tells a stock count that moved from a flip, a price and everything else, once per transaction', async () => {
    const catId = (await createCategory(t.db, { name: 'Pantry' })).id;
    const a = await createProduct(t.db, { catId, name: 'Jaggery', price: 120, countInStock: 3 });
    const b = await createProduct(t.db, { catId, name: 'Rock Salt', price: 40, countInStock: 9 });
    const variantOf = async (productId: number) =>
      rowsOf<{ id: number }>(
        await t.db.execute(sql`select id from product_variants where product_id = ${productId}`),
      )[0]!.id;
    const [va, vb] = [await variantOf(a.id), await variantOf(b.id)];

    // An order of two products, neither sold out: their own pages only.
    expect(
      await changeOf(() =>
        t.db.transaction((tx) =>
          takeStock(
            tx,
            new Map([
              [va, 1],
              [vb, 2],
            ]),
          ),
        ),
      ),
    ).toEqual({
      products: [a.id, b.id],
      cards: false,
    });
    // The last two of a: sold out, which its card shows.
    expect(await changeOf(() => t.db.transaction((tx) => takeStock(tx, new Map([[va, 2]]))))).toEqual({
      products: [a.id],
      cards: true,
    });
    expect(await changeOf(() => t.db.execute(sql`update products set price = 45 where id = ${b.id}`))).toEqual({
      products: [b.id],
      cards: true,
    });
    expect(await changeOf(() => t.db.execute(sql`update categories set name = 'Store' where id = ${catId}`))).toBe(
      'all',
    );
    expect(await changeOf(() => t.db.execute(sql`delete from products where id = ${b.id}`))).toBe('all');
  });

  it('tells a change of any card column, of every type, from the columns only stock and time move (migration 0049)', async () => {
    const catId = (await createCategory(t.db, { name: 'Spices' })).id;
    const product = await createProduct(t.db, { catId, name: 'Turmeric', price: 60, countInStock: 8 });
    const [variant] = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from product_variants where product_id = ${product.id}`),
    );
    const card = { products: [product.id], cards: true };
    const detail = { products: [product.id], cards: false };
    const productChanges = [
      `name = 'Turmeric Powder'`, // text
      `name_hi = 'हल्दी'`, // a null text set
      `images = array['/download/turmeric.webp']`, // text[]
      `facts = '{"diet": "veg"}'::jsonb`, // jsonb (and the generated diet mark)
      `rating = 4.5`, // real
      `is_featured = true`, // boolean
      `in_stock_prices = '{[60,61),[90,91)}'::int4multirange`, // multirange
    ];
    for (const change of productChanges)
      expect(
        await changeOf(() => t.db.execute(sql`update products set ${sql.raw(change)} where id = ${product.id}`)),
        change,
      ).toEqual(card);
    const variantChanges = [`label = '200 g'`, `old_price = 80`, `net_quantity = 200`, `image = 'x.webp'`];
    for (const change of variantChanges)
      expect(
        await changeOf(() =>
          t.db.execute(sql`update product_variants set ${sql.raw(change)} where id = ${variant!.id}`),
        ),
        change,
      ).toEqual(card);
    // What moves with stock alone is a detail of the product's own pages.
    for (const change of [sql`count_in_stock = 7, min_stock = 7`, sql`updated_at = now() + interval '1 minute'`])
      expect(await changeOf(() => t.db.execute(sql`update products set ${change} where id = ${product.id}`))).toEqual(
        detail,
      );
    for (const change of [sql`count_in_stock = 2, low_stock_alerted = true`, sql`updated_at = now()`])
      expect(
        await changeOf(() => t.db.execute(sql`update product_variants set ${change} where id = ${variant!.id}`)),
      ).toEqual(detail);
  });

  it('collects the search words of a product whose name changed, not of one whose stock moved (migration 0049)', async () => {
    const words = async () =>
      rowsOf<{ term: string }>(
        await t.db.execute(sql`select term from search_terms where term in ('kalonji', 'nigella', 'seeds')`),
      ).map((row) => row.term);
    const catId = (await createCategory(t.db, { name: 'Seeds' })).id;
    const product = await createProduct(t.db, { catId, name: 'Kalonji', countInStock: 5 });
    expect((await words()).sort()).toEqual(['kalonji', 'seeds']);
    // A stock count moved (as an order moves it): the trigger looks at that row and finds no new words.
    await t.db.execute(sql`delete from search_terms where term = 'kalonji'`);
    await t.db.execute(sql`update products set count_in_stock = 4 where id = ${product.id}`);
    expect(await words()).toEqual(['seeds']);
    // Renamed, in the same statement as other products left as they were: the new name's words are collected.
    await t.db.execute(
      sql`update products set name = case when id = ${product.id} then 'Nigella Kalonji' else name end where cat_id = ${catId} or id = ${product.id}`,
    );
    expect((await words()).sort()).toEqual(['kalonji', 'nigella', 'seeds']);
  });

  it('answers null for versions without their rows (a bump by hand), so readers empty everything', async () => {
    const before = await readCatalogVersion(t.db);
    await t.db.execute(sql`update catalog_state set version = version + 1`);
    expect(await readCatalogChanges(t.db, before, before + 1)).toBeNull();
  });
});
