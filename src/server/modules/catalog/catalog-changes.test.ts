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

  it('answers null for versions without their rows (a bump by hand), so readers empty everything', async () => {
    const before = await readCatalogVersion(t.db);
    await t.db.execute(sql`update catalog_state set version = version + 1`);
    expect(await readCatalogChanges(t.db, before, before + 1)).toBeNull();
  });
});
