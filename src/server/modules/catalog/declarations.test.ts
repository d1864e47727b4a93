import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZAdminProductDetail, ZAdminProductList } from '#src/contracts/admin-catalog';
import { ZProductDetail } from '#src/contracts/catalog';
import { rowsOf } from '#src/db/client';
import { signedInUser } from '#src/test/auth';
import { createCategory } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { testAppForFile } from '#src/test/test-app';
import { multipart } from '#src/test/uploads';
import { CSV_COLUMNS } from './csv/csv.format';

/**
 * Issue 30 §3 (decision 056): what a product page must declare — written by the back office's form and CSV,
 * flagged in the list while a required one is empty, shown on the product page and in its JSON-LD — and the demo
 * catalogue declaring all of it.
 */
const t = testAppForFile({ web: true });
const admin = beforeAllValue(async () => signedInUser(t, { email: 'grocer@example.com', isAdmin: true }));
/** The shop's phone, set in the store settings: the consumer-care line of a product without one of its own. */
const SHOP_PHONE = '+91 22 4000 5678';
const shop = beforeAllValue(async () => {
  const current = await call('GET', '/api/admin/settings');
  expect(current.statusCode, current.body).toBe(200);
  const saved = await call('PUT', '/api/admin/settings', { ...current.json(), phone: SHOP_PHONE });
  expect(saved.statusCode, saved.body).toBe(200);
  return { phone: SHOP_PHONE };
});

type Row = Record<(typeof CSV_COLUMNS)[number], string>;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

const declared = {
  makerRole: 'packer',
  makerName: 'Test Rice Packers LLP',
  makerAddress: 'Plot 9, Example Estate, Pune, Maharashtra 411026, India',
  genericName: 'Basmati rice',
  bestBefore: '',
  carePhone: '',
  careEmail: '',
};

async function createRice() {
  const category = await createCategory(t.db, { name: 'Declared Staples' });
  const response = await call('POST', '/api/admin/products', {
    name: 'Declared Basmati Rice',
    brand: 'Test Fields',
    catId: category.id,
    facts: { kind: 'food', diet: 'veg', countryOfOrigin: 'India' },
    declarations: declared,
    variants: [
      { sku: 'DECL-1KG', label: '1 kg', price: 180, oldPrice: 200, countInStock: 5, netQuantity: 1, unit: 'kg' },
      { sku: 'DECL-5KG', label: '5 kg', price: 800, oldPrice: 950, countInStock: 5, netQuantity: 5, unit: 'kg' },
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
  return ZAdminProductDetail.parse(response.json());
}
const rice = beforeAllValue(createRice);

const missingIds = async () => {
  const response = await call('GET', '/api/admin/products?declarations=missing&perPage=100');
  expect(response.statusCode, response.body).toBe(200);
  return ZAdminProductList.parse(response.json()).products.map((p) => p.id);
};

describe('the demo catalogue', () => {
  it('declares every product: maker, generic name, origin, best-before for food, and a mark for every food', async () => {
    const [counts] = rowsOf<{ all: number; missing: number; food: number; marked: number }>(
      await t.db.execute(sql`
        select count(*)::int as "all",
          count(*) filter (where declarations_missing)::int as missing,
          count(*) filter (where facts ->> 'kind' = 'food')::int as food,
          count(*) filter (where facts ->> 'kind' = 'food' and diet in ('veg', 'non-veg'))::int as marked
        from products where name <> 'Declared Basmati Rice'`),
    );
    expect(counts!.all).toBeGreaterThan(200);
    expect(counts!.missing).toBe(0);
    expect(counts!.food).toBeGreaterThan(50);
    expect(counts!.marked).toBe(counts!.food);
  });
});

describe('the back office writes declarations and flags what is missing', () => {
  it('keeps the declarations, flags a food without best-before until the grocer fills it', async () => {
    expect(rice.declarations).toEqual(declared);
    expect(rice.declarationsMissing).toBe(true);
    expect(await missingIds()).toContain(rice.id);

    const filled = await call('PATCH', `/api/admin/products/${rice.id}`, {
      declarations: { ...declared, bestBefore: 'Best before 12 months from packaging' },
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(ZAdminProductDetail.parse(filled.json()).declarationsMissing).toBe(false);
    expect(await missingIds()).not.toContain(rice.id);
  });

  it('refuses a bad consumer care e-mail and an unknown maker role with a message naming the field, a 400', async () => {
    const bad = await call('PATCH', `/api/admin/products/${rice.id}`, {
      declarations: { ...declared, careEmail: 'not an address' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/careEmail.*e-mail address/);
    const role = await call('PATCH', `/api/admin/products/${rice.id}`, {
      declarations: { ...declared, makerRole: 'reseller' },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toMatch(/makerRole.*manufacturer, packer or importer/);
  });
});

describe('the shop shows the declarations', () => {
  it('answers them with the product, and the veg mark with listings', async () => {
    const product = ZProductDetail.parse((await t.app.inject({ url: `/api/products/${rice.id}` })).json());
    expect(product.declarations.makerName).toBe('Test Rice Packers LLP');
    expect(product.diet).toBe('veg');
    const listing = (await t.app.inject({ url: `/api/products/catId?catId=${rice.catId}` })).json();
    expect(listing.products[0]).toMatchObject({ id: rice.id, diet: 'veg' });
  });

  it('puts the Declarations block and the same facts in the product page’s HTML and JSON-LD', async () => {
    const page = await t.app.inject({ url: `/product/${rice.id}` });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    const block = /<section[^>]*data-declarations[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    const text = block.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Declarations');
    expect(text).toContain('Packed by Test Rice Packers LLP, Plot 9, Example Estate');
    expect(text).toContain('Country of origin India');
    expect(text).toContain('Common or generic name Basmati rice');
    // The default pack (the cheapest in stock): its net quantity, MRP and unit price.
    expect(text).toContain('Net quantity 1 kg');
    expect(text).toContain('MRP Rs 200 (incl. of all taxes)');
    expect(text).toContain('Unit sale price Rs 180/kg');
    expect(text).toContain('Vegetarian');
    // No care contact of its own: the shop's phone from the store settings.
    expect(text).toContain(`Consumer care ${shop.phone}`);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Vegetarian"/);

    const ld = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!))
      .find((item) => item['@type'] === 'Product');
    expect(ld.countryOfOrigin).toEqual({ '@type': 'Country', name: 'India' });
    expect(ld.manufacturer).toBeUndefined(); // a packer is not the manufacturer
    const properties = Object.fromEntries(
      (ld.additionalProperty as { name: string; value: string }[]).map((p) => [p.name, p.value]),
    );
    expect(properties).toMatchObject({
      'Packed by': 'Test Rice Packers LLP, Plot 9, Example Estate, Pune, Maharashtra 411026, India',
      'Common or generic name': 'Basmati rice',
      'Net quantity': '1 kg',
      MRP: 'Rs 200 (incl. of all taxes)',
      Diet: 'Vegetarian',
    });
  });
});

describe('the catalogue CSV carries the declarations', () => {
  const exportRows = async () => {
    const response = await call('GET', '/api/admin/export/products.csv');
    expect(response.statusCode).toBe(200);
    return (parse(response.body, { columns: true, bom: true }) as Row[]).filter((r) => r.product === String(rice.id));
  };
  const importCsv = async (rows: Row[], dryRun: boolean) => {
    const data = Buffer.from(stringify(rows, { header: true, columns: [...CSV_COLUMNS] }));
    const { payload, contentType } = multipart([{ field: 'file', filename: 'p.csv', type: 'text/csv', data }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/import/products?dryRun=${dryRun}`,
      headers: { ...admin.headers, 'content-type': contentType },
      payload,
    });
    return response.json();
  };

  it('exports them per row, refuses a bad cell in a grocer’s words, and imports a change the shop then shows', async () => {
    const rows = await exportRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      maker_role: 'packer',
      maker_name: 'Test Rice Packers LLP',
      generic_name: 'Basmati rice',
    });
    // Unchanged, the file changes nothing.
    expect((await importCsv(rows, true)).counts).toMatchObject({ productsUpdated: 0 });

    const bad = await importCsv(
      rows.map((r) => ({ ...r, maker_role: 'seller', care_email: 'care at example' })),
      true,
    );
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'maker_role', message: 'must be manufacturer, packer or importer' },
        { row: 2, column: 'care_email', message: 'must be an e-mail address such as care@example.com' },
      ]),
    );

    const changed = rows.map((r) => ({ ...r, maker_role: 'manufacturer', maker_name: 'Test Rice Mills Pvt. Ltd.' }));
    const report = await importCsv(changed, false);
    expect(report.imported, JSON.stringify(report.errors)).toBe(true);
    const product = ZProductDetail.parse((await t.app.inject({ url: `/api/products/${rice.id}` })).json());
    expect(product.declarations).toMatchObject({ makerRole: 'manufacturer', makerName: 'Test Rice Mills Pvt. Ltd.' });
  });
});
