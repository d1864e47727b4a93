import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#src/db/schema/index';
import { createCategory, createProduct } from '#src/test/factories';
import { multipart } from '#src/test/uploads';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';
import { beforeAllValue } from '#src/test/hooks';
import { CSV_COLUMNS } from './csv.format';

/** The catalogue CSV's GST columns (issue 30 §2, docs/decisions/053): `hsn_code` and `gst_rate` in percent. */
const t = testAppForFile({ template: 'empty' });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });
const soap = beforeAllValue(async () => {
  const category = await createCategory(t.db, { name: 'Personal care' });
  return createProduct(t.db, { catId: category.id, name: 'Neem Soap', hsnCode: '34011190', gstRateBps: 1800 }, [
    { sku: 'SOAP-100', label: '100 g', price: 45, oldPrice: 50, countInStock: 9 },
  ]);
});

type Row = Record<(typeof CSV_COLUMNS)[number], string>;
async function exported(): Promise<Row[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/export/products.csv', headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return parse(response.body, { columns: true, bom: true }) as Row[];
}
async function importRows(rows: Row[], dryRun: boolean) {
  const csv = stringify([CSV_COLUMNS, ...rows.map((row) => CSV_COLUMNS.map((column) => row[column]))]);
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
}
const gstOf = async (id: number) => {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  return { hsnCode: row!.hsnCode, gstRateBps: row!.gstRateBps };
};

describe('the catalogue CSV’s GST columns', () => {
  it('exports the HSN code and the rate in percent, and imports a change of both', async () => {
    const [row] = await exported();
    expect(row).toMatchObject({ product: String(soap.id), hsn_code: '34011190', gst_rate: '18' });
    const done = await importRows([{ ...row!, hsn_code: '3401', gst_rate: '5 %' }], false);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.counts).toMatchObject({ productsUpdated: 1 });
    expect(await gstOf(soap.id)).toEqual({ hsnCode: '3401', gstRateBps: 500 });
    expect((await exported())[0]).toMatchObject({ hsn_code: '3401', gst_rate: '5' });
  });

  it('refuses a rate the shop does not have, one that is no percentage and a malformed HSN code, row by row', async () => {
    const [row] = await exported();
    const report = await importRows(
      [
        { ...row!, gst_rate: '12' },
        { ...row!, product: 'new-one', name: 'Lemon Soap', sku: 'LEMON-1', gst_rate: 'eighteen' },
        { ...row!, product: 'new-two', name: 'Rose Soap', sku: 'ROSE-1', hsn_code: '34011' },
      ],
      true,
    );
    expect(report.status).toBe(200);
    expect(report.body.errors).toEqual([
      {
        row: 2,
        column: 'gst_rate',
        message: "GST rate 12 % is not one of the shop's rates: add it under GST rates first",
      },
      { row: 3, column: 'gst_rate', message: 'GST rate "eighteen" must be a percentage such as 5 or 18' },
      { row: 4, column: 'hsn_code', message: 'must be an HSN code of 4, 6 or 8 digits, or empty' },
    ]);
    const refused = await importRows([{ ...row!, gst_rate: '12' }], false);
    expect(refused.status).toBe(400);
    expect(await gstOf(soap.id)).toEqual({ hsnCode: '3401', gstRateBps: 500 });
  });
});
