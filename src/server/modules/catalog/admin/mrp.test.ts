import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariants, products } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createCategory, createProduct, variantsOf } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { testAppForFile } from '#src/test/test-app';
import { multipart } from '#src/test/uploads';
import { CSV_COLUMNS } from '../csv/csv.format';

/**
 * A pack's old price is its MRP (issue 29 §3): the selling price is never above it — the back office's editor and
 * inline edit, and the catalogue CSV refuse it with the MRP named — and the demo catalogue obeys it.
 */
const t = testAppForFile({ template: 'demo', env: { RATE_LIMITS: 'admin-write=100000' } });
const admin = beforeAllValue(async () => signedInUser(t, { email: 'grocer@example.com', isAdmin: true }));

const shop = beforeAllValue(async () => {
  const dairy = await createCategory(t.db, { name: 'Dairy MRP' });
  const ghee = await createProduct(t.db, { name: 'Desi Ghee', catId: dairy.id }, [
    { sku: 'MRP-GHEE-500', label: '500 ml', price: 320, oldPrice: 350, countInStock: 5 },
  ]);
  const paneer = await createProduct(t.db, { name: 'Malai Paneer', catId: dairy.id }, [
    { sku: 'MRP-PANEER-200', label: '200 g', price: 90, oldPrice: 90, countInStock: 5 },
  ]);
  const [gheePack] = await variantsOf(t.db, ghee.id);
  const [paneerPack] = await variantsOf(t.db, paneer.id);
  return { dairy, ghee, paneer, gheePack: gheePack!, paneerPack: paneerPack! };
});

const call = (user: TestUser, method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
const refusal = (response: { statusCode: number; json: () => { message: string } }) => [
  response.statusCode,
  response.json().message,
];
const packOf = async (id: number) => (await t.db.select().from(productVariants).where(eq(productVariants.id, id)))[0]!;

const newProduct = (catId: number, price: number, oldPrice?: number) => ({
  name: 'Gir Cow Ghee',
  brand: 'Gir',
  description: 'Bilona ghee.',
  catId,
  subCatId: null,
  countries: ['IN'],
  facts: { kind: 'food', diet: 'veg', ingredients: 'Milk fat', countryOfOrigin: 'India' },
  images: [],
  variants: [{ sku: 'GIR-1L', label: '1 l', price, ...(oldPrice === undefined ? {} : { oldPrice }), countInStock: 4 }],
});

describe('the price is never above the MRP: the back office API', () => {
  it('refuses a new pack priced above its MRP, naming the MRP, and takes one at or below it', async () => {
    const { dairy } = shop;
    const above = await call(admin, 'POST', '/api/admin/products', newProduct(dairy.id, 1300, 1200));
    expect(refusal(above)).toEqual([400, 'variants.0.price: The price cannot be above the MRP (Rs 1,200).']);
    const created = await call(admin, 'POST', '/api/admin/products', newProduct(dairy.id, 1200, 1200));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().variants[0]).toMatchObject({ price: 1200, oldPrice: 1200, discount: 0 });
  });

  it('refuses an edit that puts a pack above its MRP', async () => {
    const { ghee, gheePack } = shop;
    const edited = await call(admin, 'PATCH', `/api/admin/products/${ghee.id}`, {
      variants: [
        { id: gheePack.id, sku: gheePack.sku, label: gheePack.label, price: 360, oldPrice: 350, countInStock: 5 },
      ],
    });
    expect(refusal(edited)).toEqual([400, 'variants.0.price: The price cannot be above the MRP (Rs 350).']);
    expect(await packOf(gheePack.id)).toMatchObject({ price: 320, oldPrice: 350 });
  });

  it('refuses an inline price above a real MRP, or an MRP lowered below the price', async () => {
    const { gheePack } = shop;
    const url = `/api/admin/variants/${gheePack.id}`;
    expect(refusal(await call(admin, 'PATCH', url, { price: 351 }))).toEqual([
      400,
      'The price cannot be above the MRP (Rs 350).',
    ]);
    expect(refusal(await call(admin, 'PATCH', url, { oldPrice: 300 }))).toEqual([
      400,
      'The price cannot be above the MRP (Rs 300).',
    ]);
    expect(await packOf(gheePack.id)).toMatchObject({ price: 320, oldPrice: 350 });
    expect((await call(admin, 'PATCH', url, { price: 350 })).statusCode).toBe(200);
    expect(await packOf(gheePack.id)).toMatchObject({ price: 350, oldPrice: 350, discount: 0 });
  });

  it('lets a pack sold at its MRP (the old price left at the price) change its price, the MRP with it', async () => {
    const { paneerPack } = shop;
    const response = await call(admin, 'PATCH', `/api/admin/variants/${paneerPack.id}`, { price: 95 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await packOf(paneerPack.id)).toMatchObject({ price: 95, oldPrice: 95, discount: 0 });
  });
});

type Row = Record<(typeof CSV_COLUMNS)[number], string>;

describe('the price is never above the MRP: the catalogue CSV', () => {
  const exportRows = async () => {
    const response = await call(admin, 'GET', '/api/admin/export/products.csv');
    return parse(response.body, { columns: true, bom: true }) as Row[];
  };
  const importCsv = async (rows: Row[], dryRun: boolean) => {
    const csv = stringify(rows, { header: true, columns: [...CSV_COLUMNS] });
    const { payload, contentType } = multipart([
      { field: 'file', filename: 'products.csv', type: 'text/csv', data: Buffer.from(csv) },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/import/products?dryRun=${dryRun}`,
      headers: { 'content-type': contentType, ...admin.headers },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('refuses a row priced above its MRP with the row, the column and the MRP, and imports nothing', async () => {
    const { ghee } = shop;
    const row = (await exportRows()).find((r) => r.product === String(ghee.id))!;
    const before = await packOf(shop.gheePack.id);
    const rows = [
      { ...row, price: '2600', old_price: '2,500' }, // row 2: an MRP that is not a number says so, once
      { ...row, sku: 'MRP-GHEE-NEW', price: '2600', old_price: '2500' }, // row 3
      { ...row, sku: 'MRP-GHEE-OK', price: '2500', old_price: '2500' }, // row 4: fine
    ];
    const expected = [
      { row: 2, column: 'old_price', message: expect.stringContaining('whole number') },
      { row: 3, column: 'price', message: 'The price cannot be above the MRP (Rs 2,500).' },
    ];
    const dry = await importCsv(rows, true);
    expect(dry).toMatchObject({ status: 200, body: { dryRun: true, imported: false, errors: expected } });
    const real = await importCsv(rows, false);
    expect(real).toMatchObject({ status: 400, body: { imported: false, errors: expected } });
    expect(await packOf(shop.gheePack.id)).toEqual(before);
    expect((await variantsOf(t.db, ghee.id)).map((v) => v.sku)).toEqual(['MRP-GHEE-500']);
  });
});

describe('the demo catalogue', () => {
  it('sells no pack above its MRP', async () => {
    const packs = await t.db.select({ id: productVariants.id }).from(productVariants);
    expect(packs.length).toBeGreaterThan(100);
    const above = await t.db
      .select({ sku: productVariants.sku, price: productVariants.price, mrp: productVariants.oldPrice })
      .from(productVariants)
      .where(gt(productVariants.price, productVariants.oldPrice));
    expect(above).toEqual([]);
    const rows = await t.db.select({ id: products.id }).from(products).where(gt(products.price, products.oldPrice));
    expect(rows).toEqual([]);
  });
});
