import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { productVariants } from '#src/db/schema/catalog';
import { signedInUser } from '#src/test/auth';
import { createCategory } from '#src/test/factories';
import { testAppForFile } from '#src/test/test-app';
import { multipart } from '#src/test/uploads';
import { CSV_COLUMNS } from './csv.format';

/**
 * Two imports of the same new SKU at once (on PostgreSQL when one answers: PGlite serialises them). Each is all or
 * nothing: the SKU exists once, and an import that lost the race answers 409 with a message, never a 500.
 */
const t = testAppForFile({ template: 'empty', engine: 'postgres' });

it('two imports creating the same SKU at once: one product, the loser 409', async () => {
  const admin = await signedInUser(t, { role: 'owner' });
  const catId = (await createCategory(t.db, { name: 'Race' })).id;
  const row = {
    product: 'race',
    name: 'Race Rice',
    category_id: String(catId),
    sku: 'RACE-1',
    label: '1 kg',
    price: '90',
    stock: '3',
  };
  const csv = stringify([CSV_COLUMNS, CSV_COLUMNS.map((column) => row[column as keyof typeof row] ?? '')]);
  const { payload, contentType } = multipart([
    { field: 'file', filename: 'race.csv', type: 'text/csv', data: Buffer.from(csv) },
  ]);
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/import/products?dryRun=false',
      headers: { ...admin.headers, 'content-type': contentType },
      payload,
    });
  const answers = await Promise.all([send(), send()]);
  for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
  expect(answers.map((answer) => answer.statusCode)).toContain(200);
  const conflict = answers.find((answer) => answer.statusCode === 409);
  if (conflict) expect(conflict.json().msg).toContain('nothing was imported');
  expect(await t.db.select().from(productVariants).where(eq(productVariants.sku, 'RACE-1'))).toHaveLength(1);
});
