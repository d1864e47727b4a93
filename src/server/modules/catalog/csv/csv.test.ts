import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { desc, eq, inArray } from 'drizzle-orm';
import { auditLog } from '#src/db/schema/audit';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '#src/db/schema/catalog';
import { CSV_IMPORT_MAX_BYTES, PRODUCT_FIELD_MAX, PRODUCT_IMAGES_MAX } from '#src/shared/constants';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createCategory, createProduct, createSubCategory, variantsOf } from '#src/test/factories';
import { testAppForFile } from '#src/test/test-app';
import { multipart } from '#src/test/uploads';
import { CSV_COLUMNS } from './csv.format';

/** Issue 14: the catalogue as CSV (one row per variant) and back, by SKU, with a dry run (docs/decisions/022). */
const t = testAppForFile({ template: 'empty' });
/** The export's header as decision 022 lists it; CSV_COLUMNS is the code under test. */
const EXPORT_HEADER =
  'product,name,brand,description,category_id,category,sub_category_id,sub_category,images,countries,featured,' +
  'archived,facts,maker_role,maker_name,maker_address,generic_name,best_before,care_phone,care_email,hsn_code,gst_rate,sku,label,' +
  'size,ram,weight,price,old_price,stock,net_quantity,unit,pack_image,name_hi,description_hi,pack_label_hi';
let admin: TestUser;
let shopper: TestUser;
let catId: number;
let subCatId: number;
let ghee: Awaited<ReturnType<typeof createProduct>>;

type Row = Record<(typeof CSV_COLUMNS)[number], string>;

async function exportCsv(user: TestUser | null = admin) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/export/products.csv',
    headers: user ? user.headers : {},
  });
  return response;
}
const rowsOf = (csv: string) => parse(csv, { columns: true, bom: true }) as Row[];
const csvOf = (rows: Partial<Row>[]) =>
  stringify(
    rows.map((row) => Object.fromEntries(CSV_COLUMNS.map((column) => [column, row[column] ?? '']))),
    { header: true, columns: [...CSV_COLUMNS] },
  );

async function importCsv(csv: string | Buffer, dryRun: boolean, user: TestUser | null = admin) {
  const { payload, contentType } = multipart([
    { field: 'file', filename: 'products.csv', type: 'text/csv', data: Buffer.from(csv) },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/import/products?dryRun=${dryRun}`,
    headers: { 'content-type': contentType, ...(user ? user.headers : {}) },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}
const imports = () =>
  t.db.select().from(auditLog).where(eq(auditLog.action, 'product.import')).orderBy(desc(auditLog.id));
const shopProduct = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();

beforeAll(async () => {
  admin = await signedInUser(t, { isAdmin: true });
  shopper = await signedInUser(t);
  catId = (await createCategory(t.db, { name: 'Pantry' })).id;
  subCatId = (await createSubCategory(t.db, { id: catId }, { name: 'Oils & Ghee' })).id;
  ghee = await createProduct(t.db, { catId, subCatId, name: 'Cow Ghee', brand: 'Amul', countries: ['IN', 'NP'] }, [
    { sku: 'GHEE-500', label: '500 ml', price: 320, oldPrice: 350, countInStock: 5, netQuantity: 500, unit: 'ml' },
    { sku: 'GHEE-1L', label: '1 l', price: 600, oldPrice: 650, countInStock: 3, netQuantity: 1, unit: 'l' },
  ]);
});

describe('CSV export', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is named after the shop’s day (decision 058): at 20:00 UTC on the 28th it is the 29th in Asia/Kolkata', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T20:00:00Z') });
    const response = await exportCsv();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="products-2026-11-29.csv"');
  });

  it('refuses guests and shoppers', async () => {
    expect((await exportCsv(null)).statusCode).toBe(401);
    expect((await exportCsv(shopper)).statusCode).toBe(403);
    expect((await exportCsv(await signedInUser(t, { role: 'staff' }))).statusCode).toBe(403);
  });

  it('writes one row per variant with the product columns repeated, as a download', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    // The header, written out: a spreadsheet kept from an export is imported again, so a renamed column fails here.
    expect(response.body.split('\n')[0]).toBe(EXPORT_HEADER);
    const rows = rowsOf(response.body);
    expect(rows).toEqual([
      expect.objectContaining({
        product: String(ghee.id),
        name: 'Cow Ghee',
        brand: 'Amul',
        category_id: String(catId),
        category: 'Pantry',
        sub_category_id: String(subCatId),
        sub_category: 'Oils & Ghee',
        countries: 'IN|NP',
        featured: 'false',
        archived: 'false',
        sku: 'GHEE-500',
        label: '500 ml',
        price: '320',
        old_price: '350',
        stock: '5',
        net_quantity: '500',
        unit: 'ml',
      }),
      expect.objectContaining({ product: String(ghee.id), name: 'Cow Ghee', sku: 'GHEE-1L', price: '600', unit: 'l' }),
    ]);
  });

  it('escapes cells that a spreadsheet would run as a formula (CSV injection)', async () => {
    const evil = await createProduct(
      t.db,
      { catId, name: '=HYPERLINK("http://evil.example","Click")', brand: '+cmd|calc', description: '-2+3' },
      [{ sku: '@SUM(A1)', label: '\tTab' }],
    );
    const rows = rowsOf((await exportCsv()).body).filter((row) => row.product === String(evil.id));
    expect(rows).toEqual([
      expect.objectContaining({
        name: `'=HYPERLINK("http://evil.example","Click")`,
        brand: "'+cmd|calc",
        description: "'-2+3",
        sku: "'@SUM(A1)",
        label: "'\tTab",
      }),
    ]);
    // A product without options has one pack, often with an empty label: it goes round unchanged too.
    // Its facts (keys in another order than the schema's, as jsonb keeps them) compare by content.
    const plain = await createProduct(
      t.db,
      { catId, name: 'Plain Salt', facts: { shelfLife: '24 months', diet: 'veg', kind: 'food' } },
      [{ sku: 'SALT-1', label: '' }],
    );
    rows.push(...rowsOf((await exportCsv()).body).filter((row) => row.product === String(plain.id)));
    expect(rows.at(-1)).toMatchObject({ sku: 'SALT-1', label: '' });
    // Imported back, the escape comes off: nothing changes.
    const back = await importCsv(stringify([CSV_COLUMNS, ...rows.map((row) => CSV_COLUMNS.map((c) => row[c]))]), true);
    expect(back.body).toMatchObject({ errorCount: 0, counts: { variantsUnchanged: 2, variantsUpdated: 0 } });
    await t.db.delete(products).where(inArray(products.id, [evil.id, plain.id]));
  });
});

describe('CSV import', () => {
  it('refuses guests and shoppers', async () => {
    expect((await importCsv('x', true, null)).status).toBe(401);
    expect((await importCsv('x', true, shopper)).status).toBe(403);
  });

  it('round trip: an edited price is reported by the dry run, written by the import and shown by the shop', async () => {
    const rows = rowsOf((await exportCsv()).body);
    const edited = rows.map((row) => (row.sku === 'GHEE-500' ? { ...row, price: '299' } : row));
    const dry = await importCsv(csvOf(edited), true);
    expect(dry.status).toBe(200);
    expect(dry.body).toEqual({
      dryRun: true,
      imported: false,
      counts: {
        rows: 2,
        rowsWithErrors: 0,
        productsCreated: 0,
        productsUpdated: 0,
        variantsCreated: 0,
        variantsUpdated: 1,
        variantsUnchanged: 1,
      },
      errors: [],
      errorCount: 0,
    });
    expect((await shopProduct(ghee.id)).price).toBe(320);
    expect(await imports()).toEqual([]);

    const real = await importCsv(csvOf(edited), false);
    expect(real.status, JSON.stringify(real.body)).toBe(200);
    expect(real.body).toMatchObject({ dryRun: false, imported: true, counts: { variantsUpdated: 1 } });
    // One audit entry for the whole import, with its counts and the products it touched.
    expect(await imports()).toMatchObject([
      {
        actorId: admin.id,
        entity: 'product',
        entityId: 'csv',
        after: { counts: { variantsUpdated: 1, variantsUnchanged: 1 }, productIds: [ghee.id] },
      },
    ]);
    const shown = await shopProduct(ghee.id);
    expect(shown).toMatchObject({ price: 299, oldPrice: 350, discount: 15, countInStock: 5 });
    expect(shown.unitPrice).toEqual({ amount: 598, per: 'l' });
    expect(shown.variants.map((v: { sku: string; price: number }) => [v.sku, v.price])).toEqual([
      ['GHEE-500', 299],
      ['GHEE-1L', 600],
    ]);
  });

  it('adds a variant to an existing product by id and creates a product from a handle, defaults refreshed', async () => {
    const base = { category: 'Pantry', sub_category: 'Oils & Ghee', stock: '4' };
    const [existing] = rowsOf((await exportCsv()).body).filter((row) => row.product === String(ghee.id));
    const csv = csvOf([
      { ...existing!, sku: 'GHEE-200', label: '200 ml', price: '140', old_price: '', net_quantity: '200', unit: 'ml' },
      {
        ...base,
        product: 'mustard-oil',
        name: 'Mustard Oil',
        sku: 'MUS-1L',
        label: '1 l',
        price: '210',
        unit: 'l',
        net_quantity: '1',
        weight: '1 l',
      },
      {
        ...base,
        product: 'mustard-oil',
        name: 'Mustard Oil',
        sku: 'MUS-5L',
        label: '5 l',
        price: '990',
        unit: 'l',
        net_quantity: '5',
        weight: '5 l',
        stock: '0',
      },
    ]);
    const dry = await importCsv(csv, true);
    expect(dry.body).toMatchObject({
      errorCount: 0,
      counts: { rows: 3, productsCreated: 1, productsUpdated: 0, variantsCreated: 3, variantsUpdated: 0 },
    });
    const real = await importCsv(csv, false);
    expect(real.status, JSON.stringify(real.body)).toBe(200);
    // The cheapest in-stock pack is the product's price now.
    expect(await shopProduct(ghee.id)).toMatchObject({ price: 140, variantCount: 3 });
    const listing = await (
      await t.app.inject({ method: 'GET', url: `/api/products/subCatId?subCatId=${subCatId}` })
    ).json();
    const mustard = listing.products.find((p: { name: string }) => p.name === 'Mustard Oil');
    expect(mustard).toMatchObject({
      price: 210,
      countInStock: 4,
      variantCount: 2,
      catName: 'Pantry',
      productWeight: ['1 l', '5 l'],
    });
    expect((await variantsOf(t.db, mustard.id)).map((v) => [v.sku, v.position])).toEqual([
      ['MUS-1L', 0],
      ['MUS-5L', 1],
    ]);
    // The same file again changes nothing.
    const again = await importCsv(csv, true);
    expect(again.body.counts).toMatchObject({ productsCreated: 0, variantsCreated: 0, variantsUnchanged: 3 });
  });

  it('reports every bad row with its number, column and message, and writes nothing, in both runs', async () => {
    const other = await createProduct(t.db, { catId, name: 'Sunflower Oil' }, [{ sku: 'SUN-1L', label: '1 l' }]);
    const exported = rowsOf((await exportCsv()).body);
    const good = exported.find((row) => row.sku === 'GHEE-1L');
    const otherRow = exported.find((row) => row.sku === 'SUN-1L');
    const csv = csvOf([
      { ...good!, price: '650' }, // row 2: fine on its own
      { ...good!, sku: 'GHEE-1L' }, // row 3: the same SKU twice
      { ...good!, sku: 'NEW-1', price: 'ten' }, // row 4
      { ...good!, sku: 'NEW-2', unit: 'gallon' }, // row 5
      { ...good!, sku: 'NEW-3', product: '999999' }, // row 6
      { ...good!, sku: 'NEW-4', product: '' }, // row 7
      { ...good!, sku: 'NEW-5', product: 'fresh-thing', category_id: '', category: 'Nowhere' }, // row 8
      { ...good!, sku: 'NEW-6', name: 'Cow Ghee Premium' }, // row 9: product columns disagree with row 2
      { ...good!, sku: 'GHEE-500', product: String(other.id) }, // row 10: the SKU is another product's
      { ...good!, sku: 'NEW-7', old_price: '10' }, // row 11
      { ...good!, sku: 'NEW-8', facts: '{"kind":"car"}' }, // row 12
      { ...good!, sku: 'NEW-9', images: 'a.webp|../b.png' }, // row 13
      { ...good!, sku: 'GHEE-500', product: 'mixed' }, // row 14: the SKU is also on row 10
      { ...otherRow!, product: 'mixed' }, // row 15: a handle over two products
    ]);
    const expected = [
      { row: 3, column: 'sku', message: 'the same SKU is already on row 2' },
      { row: 4, column: 'price', message: 'must be a whole number from 0 to 10,000,000' },
      { row: 5, column: 'unit', message: 'must be one of g, kg, ml, l, piece' },
      { row: 6, column: 'product', message: expect.stringContaining('no product has the number 999999') },
      { row: 7, column: 'product', message: expect.stringContaining('is empty, and this SKU is new') },
      { row: 8, column: 'category', message: 'no category "Nowhere"' },
      { row: 9, column: 'name', message: expect.stringContaining('differs from row 2, a pack of the same product') },
      {
        row: 10,
        column: 'product',
        message: expect.stringContaining(`SKU GHEE-500 is a pack of product ${ghee.id}: a pack cannot move`),
      },
      { row: 11, column: 'price', message: 'The price cannot be above the MRP (Rs 10).' },
      { row: 12, column: 'facts', message: expect.stringContaining('JSON of the product facts') },
      { row: 13, column: 'images', message: expect.stringContaining('image file names') },
      { row: 14, column: 'sku', message: 'the same SKU is already on row 10' },
      {
        row: 15,
        column: 'product',
        message: expect.stringContaining(
          `this name’s SKUs are packs of two products, ${ghee.id} (row 14) and ${other.id}`,
        ),
      },
    ];
    const auditsBefore = (await imports()).length;
    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, imported: false, errorCount: expected.length, errors: expected });
    // Every row of the file is counted (issue 31 §6: rows with an error were left out of the count).
    expect(dry.body.counts).toMatchObject({ rows: 14, rowsWithErrors: 13 });
    // In a grocer's words: no "handle", no "variant".
    for (const error of dry.body.errors as { message: string }[]) expect(error.message).not.toMatch(/handle|variant/i);
    const real = await importCsv(csv, false);
    expect(real.status).toBe(400);
    expect(real.body).toMatchObject({
      msg: `${expected.length} rows have errors: nothing was imported`,
      imported: false,
      errors: expected,
    });
    expect((await shopProduct(ghee.id)).variants.find((v: { sku: string }) => v.sku === 'GHEE-1L').price).toBe(600);
    expect((await variantsOf(t.db, ghee.id)).map((v) => v.sku)).not.toContain('NEW-7');
    expect(await imports()).toHaveLength(auditsBefore);
  });

  it('counts every row of a 12-row file, bad ones too, and numbers rows as a spreadsheet does (issue 31 §6)', async () => {
    const base = { category_id: String(catId), stock: '2', unit: 'g' };
    const pack = (product: string, name: string, n: number, grams: number, extra: Partial<Row> = {}) => ({
      ...base,
      product,
      name,
      sku: `CNT-${product}-${n}`,
      label: `${grams} g`,
      price: String(grams / 10),
      net_quantity: String(grams),
      ...extra,
    });
    // Six products of two packs each: 12 rows. Three rows are bad in a cell of their own, one row's product
    // columns disagree with its first row.
    const rows = [
      pack('count-dal', 'Toor Dal', 1, 500),
      pack('count-dal', 'Toor Dal', 2, 1000),
      pack('count-rice', 'Sona Rice', 1, 500, { price: 'fifty' }), // row 4
      pack('count-rice', 'Sona Rice', 2, 1000),
      pack('count-atta', 'Atta', 1, 500),
      pack('count-atta', 'Atta', 2, 1000, { unit: 'pound' }), // row 7
      pack('count-salt', 'Salt', 1, 500),
      pack('count-salt', 'Salt Lite', 2, 1000), // row 9: differs from row 8
      pack('count-tea', 'Tea', 1, 500, { stock: '' }), // row 10
      pack('count-tea', 'Tea', 2, 1000),
      pack('count-jaggery', 'Jaggery', 1, 500),
      pack('count-jaggery', 'Jaggery', 2, 1000),
    ];
    const lines = csvOf(rows).trimEnd().split(/\r?\n/);
    expect(lines).toHaveLength(13);
    // An empty line after row 5 is row 6 in a spreadsheet: it is no row of data, and the rows after it keep the
    // spreadsheet's numbers (row 7 of the list above is row 8 of the file).
    const csv = [...lines.slice(0, 5), '', ...lines.slice(5)].join('\n') + '\n';
    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body.counts).toMatchObject({ rows: 12, rowsWithErrors: 4 });
    expect(dry.body.errors).toEqual([
      { row: 4, column: 'price', message: 'must be a whole number from 0 to 10,000,000' },
      { row: 8, column: 'unit', message: 'must be one of g, kg, ml, l, piece' },
      { row: 10, column: 'name', message: expect.stringContaining('differs from row 9, a pack of the same product') },
      { row: 11, column: 'stock', message: 'is required' },
    ]);
    // The same file without its bad rows: 8 rows, 5 products (salt's second pack is left out too), 8 packs.
    const good = rows.filter((_, i) => ![2, 5, 7, 8].includes(i));
    const clean = await importCsv(csvOf(good), false);
    expect(clean.status, JSON.stringify(clean.body)).toBe(200);
    expect(clean.body.counts).toEqual({
      rows: 8,
      rowsWithErrors: 0,
      productsCreated: 6,
      productsUpdated: 0,
      variantsCreated: 8,
      variantsUpdated: 0,
      variantsUnchanged: 0,
    });
  });

  it('takes the escaped formula cell back as text, and answers 4xx for files it cannot take', async () => {
    const created = await importCsv(
      csvOf([
        {
          product: 'odd',
          name: "'=1+2",
          category_id: String(catId),
          sku: 'ODD-1',
          label: 'One',
          price: '5',
          stock: '1',
        },
      ]),
      false,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [odd] = await t.db.select().from(products).where(eq(products.name, '=1+2'));
    expect(odd).toBeDefined();
    // archived=true archives it: gone from the shop, still in the export (as archived), and back with false.
    const oddRow = rowsOf((await exportCsv()).body).find((row) => row.sku === 'ODD-1')!;
    expect(oddRow).toMatchObject({ name: "'=1+2", archived: 'false' });
    expect((await importCsv(csvOf([{ ...oddRow, archived: 'true' }]), false)).body.counts).toMatchObject({
      productsUpdated: 1,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${odd!.id}` })).statusCode).toBe(404);
    expect(rowsOf((await exportCsv()).body).find((row) => row.sku === 'ODD-1')).toMatchObject({ archived: 'true' });
    await importCsv(csvOf([{ ...oddRow, archived: 'false' }]), false);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${odd!.id}` })).statusCode).toBe(200);

    expect((await importCsv('name,sku\nA,B\n', true)).body.msg).toMatch(
      /^The header misses the columns: product, brand/,
    );
    expect((await importCsv('"unclosed,quote\n', true)).status).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import/products?dryRun=true',
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      payload: 'product,name',
    });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/import/products?dryRun=maybe', headers: admin.headers }))
        .statusCode,
    ).toBe(400);
    const tooLarge = await importCsv(Buffer.alloc(CSV_IMPORT_MAX_BYTES + 1, 'a'), true);
    expect(tooLarge).toMatchObject({
      status: 413,
      body: { msg: 'The file is larger than 20 MB: split it into smaller files' },
    });
  });
});

describe('one limit per field, and a dry run that finds everything the import refuses (issue 27)', () => {
  const F = PRODUCT_FIELD_MAX;
  const long = (n: number) => 'ab cd '.repeat(Math.ceil(n / 6)).slice(0, n);

  it('a product the form saves with its longest description and largest stock exports and re-imports unchanged; one past a limit is refused by both', async () => {
    const form = {
      name: 'Long Story Tea',
      brand: 'b'.repeat(F.brand),
      description: long(F.description),
      catId,
      variants: [{ sku: 'TEA-LONG', label: 'l'.repeat(F.variantLabel), price: F.price, countInStock: F.stock }],
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload: form,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const rows = rowsOf((await exportCsv()).body).filter((row) => row.product === String(id));
    expect(rows[0]!.description).toHaveLength(F.description);
    const dry = await importCsv(csvOf(rows), true);
    expect(dry.body).toMatchObject({ errorCount: 0, counts: { variantsUnchanged: 1, productsUpdated: 0 } });
    const real = await importCsv(csvOf(rows), false);
    expect(real.status, JSON.stringify(real.body)).toBe(200);
    // And one past each limit is refused by both, the CSV naming row and column.
    const over = await importCsv(
      csvOf([{ ...rows[0]!, description: long(F.description + 1), stock: String(F.stock + 1) }]),
      true,
    );
    expect(over.body.errors).toEqual([
      { row: 2, column: 'description', message: `must be at most ${F.description} characters` },
      { row: 2, column: 'stock', message: 'must be a whole number from 0 to 1,000,000,000' },
    ]);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${id}`,
      headers: admin.headers,
      payload: { description: long(F.description + 1) },
    });
    expect(patch.statusCode).toBe(400);
    await t.db.delete(products).where(eq(products.id, id));
  });

  it('reports each cell the import would refuse with its row and column, and answers exactly as the import does', async () => {
    const good = rowsOf((await exportCsv()).body).find((row) => row.sku === 'GHEE-1L')!;
    const fresh = { ...good, product: 'nul-test', sku: 'NUL-1' };
    const nul = (text: string) => `${text.slice(0, 2)}\u0000${text.slice(2)}`;
    const images = Array.from({ length: PRODUCT_IMAGES_MAX + 1 }, (_, i) => `p${i}.webp`).join('|');
    const cases: [string, Partial<Row>][] = [
      ['name', { name: nul('Cow Ghee') }],
      ['brand', { brand: nul('Amul') }],
      ['description', { description: nul('Pure ghee') }],
      ['sku', { sku: nul('NUL-2') }],
      ['label', { label: nul('1 l') }],
      ['size', { size: nul('XL') }],
      ['product', { product: nul('nul-handle') }],
      ['category', { category_id: '', category: nul('Pantry') }],
      ['sub_category', { sub_category_id: '', sub_category: nul('Oils & Ghee') }],
      ['facts', { facts: '{"kind":"food","diet":"veg","shelfLife":"a\\u0000b"}' }],
      ['facts', { facts: `{"kind":"food","diet":"veg","shelfLife":"${nul('months')}"}` }],
      ['name', { name: 'n'.repeat(F.name + 1) }],
      ['brand', { brand: 'b'.repeat(F.brand + 1) }],
      ['sku', { sku: 'S'.repeat(F.sku + 1) }],
      ['label', { label: 'l'.repeat(F.variantLabel + 1) }],
      ['weight', { weight: 'w'.repeat(F.option + 1) }],
      ['price', { price: String(F.price + 1), old_price: '' }],
      ['net_quantity', { net_quantity: String(F.netQuantity + 1) }],
      ['images', { images }],
    ];
    for (const [column, change] of cases) {
      const csv = csvOf([{ ...fresh, ...change }]);
      const dry = await importCsv(csv, true);
      const real = await importCsv(csv, false);
      const what = `${column}: ${JSON.stringify(change).slice(0, 80)}`;
      expect(dry.body.errors, what).toEqual([expect.objectContaining({ row: 2, column })]);
      expect(real.status, what).toBe(400);
      expect(real.body.errors, what).toEqual(dry.body.errors);
    }
    // The same row without the bad cell: both runs take it.
    const clean = csvOf([fresh]);
    expect((await importCsv(clean, true)).body.errorCount).toBe(0);
    const imported = await importCsv(clean, false);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.counts).toMatchObject({ productsCreated: 1, variantsCreated: 1 });
  });
});

describe('pack images (decision 063)', () => {
  it('exports each pack’s image, imports a change, and keeps it when a file has no pack_image column', async () => {
    const tea = await createProduct(t.db, { catId, name: 'Assam Tea', images: ['tea.webp'] }, [
      { sku: 'TEA-250', label: '250 g', price: 120, countInStock: 4 },
      { sku: 'TEA-1KG', label: '1 kg', price: 420, countInStock: 2 },
    ]);
    const [small] = await variantsOf(t.db, tea.id);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${tea.id}`,
      headers: admin.headers,
      payload: {
        variants: (await variantsOf(t.db, tea.id)).map((v) => ({
          id: v.id,
          sku: v.sku,
          label: v.label,
          price: v.price,
          countInStock: v.countInStock,
          image: v.id === small!.id ? 'tea.webp' : null,
        })),
      },
    });
    const exported = rowsOf((await exportCsv()).body).filter((row) => row.product === String(tea.id));
    expect(exported.map((row) => [row.sku, row.pack_image])).toEqual([
      ['TEA-250', 'tea.webp'],
      ['TEA-1KG', ''],
    ]);

    // The 1 kg pack gets an image of its own from the file.
    const changed = exported.map((row) => (row.sku === 'TEA-1KG' ? { ...row, pack_image: 'tea-1kg.webp' } : row));
    const imported = await importCsv(csvOf(changed), false);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.counts).toMatchObject({ variantsUpdated: 1, variantsUnchanged: 1 });
    const answer = await shopProduct(tea.id);
    expect(answer.variants.map((v: { sku: string; image?: string }) => [v.sku, v.image])).toEqual([
      ['TEA-250', 'tea.webp'],
      ['TEA-1KG', 'tea-1kg.webp'],
    ]);

    // A file exported before the column existed still imports, and the packs keep their images.
    const older = stringify(
      changed.map((row) => ({ ...row, stock: '9' })),
      { header: true, columns: CSV_COLUMNS.filter((column) => column !== 'pack_image') },
    );
    expect((await importCsv(older, false)).status).toBe(200);
    expect((await shopProduct(tea.id)).variants.map((v: { image?: string }) => v.image)).toEqual([
      'tea.webp',
      'tea-1kg.webp',
    ]);

    // A path is no image name.
    const bad = await importCsv(csvOf([{ ...changed[0]!, pack_image: '../secret.webp' }]), true);
    expect(bad.body.errors).toEqual([expect.objectContaining({ row: 2, column: 'pack_image' })]);
  });

  it('exports and imports the Hindi names, and a file without their columns keeps them', async () => {
    const dal = await createProduct(t.db, { catId, name: 'Toor Dal' }, [
      { sku: 'DAL-500', label: '500 g', price: 80, oldPrice: 80, countInStock: 4 },
      { sku: 'DAL-1KG', label: '1 kg', price: 150, oldPrice: 150, countInStock: 2 },
    ]);
    const ours = async () => rowsOf((await exportCsv()).body).filter((row) => row.product === String(dal.id));
    const exported = await ours();
    expect(exported.map((row) => [row.name_hi, row.description_hi, row.pack_label_hi])).toEqual([
      ['', '', ''],
      ['', '', ''],
    ]);

    // The grocer fills the Hindi columns in a spreadsheet and imports it back.
    const hindi = exported.map((row) => ({
      ...row,
      name_hi: ' तूर दाल ',
      description_hi: 'रोज़ की दाल।',
      pack_label_hi: row.sku === 'DAL-500' ? '५०० ग्राम' : '',
    }));
    const imported = await importCsv(csvOf(hindi), false);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.counts).toMatchObject({ productsUpdated: 1, variantsUpdated: 1, variantsUnchanged: 1 });
    const hindiAnswer = await t.app.inject({ method: 'GET', url: `/api/products/${dal.id}`, cookies: { lang: 'hi' } });
    expect(hindiAnswer.json()).toMatchObject({ name: 'तूर दाल', description: 'रोज़ की दाल।' });
    expect(hindiAnswer.json().variants.map((v: { label: string }) => v.label)).toEqual(['५०० ग्राम', '1 kg']);
    expect((await shopProduct(dal.id)).name).toBe('Toor Dal');

    // The round trip: the export holds what was imported, and importing it again changes nothing.
    const again = await ours();
    expect(again.map((row) => [row.name_hi, row.pack_label_hi])).toEqual([
      ['तूर दाल', '५०० ग्राम'],
      ['तूर दाल', ''],
    ]);
    expect((await importCsv(csvOf(again), true)).body.counts).toMatchObject({
      productsUpdated: 0,
      variantsUpdated: 0,
      variantsUnchanged: 2,
    });

    // A file without the Hindi columns (exported before them) changes the stock and keeps every Hindi name.
    const older = stringify(
      again.map((row) => ({ ...row, stock: '7' })),
      {
        header: true,
        columns: CSV_COLUMNS.filter((column) => !['name_hi', 'description_hi', 'pack_label_hi'].includes(column)),
      },
    );
    expect((await importCsv(older, false)).status).toBe(200);
    const kept = await t.app.inject({ method: 'GET', url: `/api/products/${dal.id}`, cookies: { lang: 'hi' } });
    expect(kept.json()).toMatchObject({ name: 'तूर दाल', description: 'रोज़ की दाल।', countInStock: 7 });
    expect(kept.json().variants.map((v: { label: string }) => v.label)).toEqual(['५०० ग्राम', '1 kg']);

    // An empty cell clears a Hindi name (the English one shows again).
    const cleared = again.map((row) => ({ ...row, name_hi: '' }));
    expect((await importCsv(csvOf(cleared), false)).status).toBe(200);
    const english = await t.app.inject({ method: 'GET', url: `/api/products/${dal.id}`, cookies: { lang: 'hi' } });
    expect(english.json()).toMatchObject({ name: 'Toor Dal', description: 'रोज़ की दाल।' });
  });
});
