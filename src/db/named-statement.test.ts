import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCategory } from '#src/test/factories';
import { testAppForFile } from '#src/test/test-app';
import { categories } from './schema/index';
import { namedStatement } from './named-statement';

const t = testAppForFile({ template: 'empty' });

const categoryName = namedStatement('test_category_name', (db) =>
  db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, sql.placeholder('id'))),
);

describe('a named statement (decision 074)', () => {
  it('is built once per database and answers each call with that call’s values', async () => {
    const fruit = await createCategory(t.db, { name: 'Fruit' });
    const dairy = await createCategory(t.db, { name: 'Dairy' });
    expect(categoryName(t.db)).toBe(categoryName(t.db));
    expect(await categoryName(t.db).execute({ id: fruit.id })).toEqual([{ name: 'Fruit' }]);
    expect(await categoryName(t.db).execute({ id: dairy.id })).toEqual([{ name: 'Dairy' }]);
    expect(await categoryName(t.db).execute({ id: -1 })).toEqual([]);
  });

  it('runs inside the transaction it is given: it sees the transaction’s own writes, and they go with a rollback', async () => {
    const rolledBack = new Error('rolled back');
    let id = 0;
    // Prepared on the pool, it would not see the uncommitted row (PostgreSQL) or wait for the transaction to end
    // (PGlite's one connection) and time the test out.
    await expect(
      t.db.transaction(async (tx) => {
        id = (await createCategory(tx, { name: 'Bakery' })).id;
        expect(await categoryName(tx).execute({ id })).toEqual([{ name: 'Bakery' }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await categoryName(t.db).execute({ id })).toEqual([]);
  });
});
