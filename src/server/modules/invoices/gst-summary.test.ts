import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { orders, taxDocumentLines, taxDocuments } from '#src/db/schema/index';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * The monthly GST summary CSV (issue 30 §2, docs/decisions/053) from tax invoices and credit notes. The invoices are
 * another part's to write, so this test inserts them itself (`issue`), with amounts worked by hand (paise).
 */
const t = testAppForFile({ template: 'empty', env: { SHOP_TIME_ZONE: 'Asia/Kolkata' } });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
const asha = signedInUserForFile(t, { name: 'Asha' });

type Line = {
  description: string;
  hsnCode: string;
  quantity: number;
  rateBps: number;
  amount: number;
  taxable: number;
  cgst?: number;
  sgst?: number;
  igst?: number;
};
let documents = 0;

/** A tax document (with an order to point at) issued at `issuedAt` to `placeOfSupply`, from a Karnataka shop. */
async function issue(kind: 'invoice' | 'credit_note', issuedAt: string, placeOfSupply: string, lines: Line[]) {
  documents += 1;
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: asha.id,
      paymentId: `pay_gst_${documents}`,
      providerOrderId: `order_gst_${documents}`,
      name: 'Asha',
      phoneNumber: '9876543210',
      address: '12 MG Road',
      pincode: '560038',
      email: 'asha@example.com',
      amount: 1,
      itemsTotal: 1,
      paymentMode: 'test',
    })
    .returning();
  const sum = (pick: (line: Line) => number | undefined) => lines.reduce((total, line) => total + (pick(line) ?? 0), 0);
  const [document] = await t.db
    .insert(taxDocuments)
    .values({
      kind,
      number: `${kind === 'invoice' ? 'INV' : 'CN'}/TEST/${documents}`,
      financialYear: '2026-27',
      seq: documents,
      orderId: order!.id,
      issuedAt: new Date(issuedAt),
      placeOfSupply,
      shopState: '29',
      total: sum((line) => line.amount),
      taxable: sum((line) => line.taxable),
      cgst: sum((line) => line.cgst),
      sgst: sum((line) => line.sgst),
      igst: sum((line) => line.igst),
      seller: {},
      buyer: {},
    })
    .returning();
  await t.db.insert(taxDocumentLines).values(lines.map((line) => ({ ...line, documentId: document!.id })));
}

const biscuits = { description: 'Marie Biscuits 250 g', hsnCode: '19053100', rateBps: 500 };
const soap = { description: 'Neem Soap 100 g', hsnCode: '34011190', rateBps: 1800 };
const fee = { description: 'Delivery', hsnCode: '996813', rateBps: 1800 };
const cola = { description: 'Cola 750 ml', hsnCode: '22021010', rateBps: 4000 };

async function summary(month: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/export/gst-summary.csv?month=${month}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="gst-summary-${month}.csv"`);
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  return parse(response.body.slice(1), { columns: true }) as Record<string, string>[];
}

const row = (cells: string) => {
  const [section, rate, place, hsn, description, quantity, taxable, cgst, sgst, igst, tax, total] = cells.split('|');
  return {
    section: section!,
    rate_percent: rate!,
    place_of_supply: place!,
    hsn_code: hsn!,
    description: description!,
    quantity: quantity!,
    taxable_value: taxable!,
    cgst: cgst!,
    sgst: sgst!,
    igst: igst!,
    total_tax: tax!,
    total_value: total!,
  };
};

describe('the monthly GST summary CSV', () => {
  it('adds up the month’s invoices less its credit notes by rate, by place of supply and rate, and by HSN', async () => {
    // November 2026 in India: from 2026-10-31T18:30Z to 2026-11-30T18:30Z.
    // Within Karnataka: two biscuits, three soaps and the delivery fee.
    await issue('invoice', '2026-11-10T06:00:00Z', '29', [
      { ...biscuits, quantity: 2, amount: 6000, taxable: 5714, cgst: 143, sgst: 143 },
      { ...soap, quantity: 3, amount: 13500, taxable: 11441, cgst: 1030, sgst: 1029 },
      { ...fee, quantity: 1, amount: 4000, taxable: 3390, cgst: 305, sgst: 305 },
    ]);
    // To Tamil Nadu: one biscuit, IGST.
    await issue('invoice', '2026-11-12T06:00:00Z', '33', [
      { ...biscuits, quantity: 1, amount: 3000, taxable: 2857, igst: 143 },
    ]);
    // One of the Karnataka biscuits refunded: a credit note, negative in the summary.
    await issue('credit_note', '2026-11-20T06:00:00Z', '29', [
      { ...biscuits, quantity: 1, amount: 3000, taxable: 2857, cgst: 72, sgst: 71 },
    ]);
    // 00:15 on 1 November in India (still 31 October in UTC): November's.
    await issue('invoice', '2026-10-31T18:45:00Z', '27', [
      { ...cola, quantity: 1, amount: 4000, taxable: 2857, igst: 1143 },
    ]);
    // 23:45 on 31 October in India: October's. 00:15 on 1 December in India: December's.
    await issue('invoice', '2026-10-31T18:15:00Z', '29', [
      { ...soap, quantity: 1, amount: 4500, taxable: 3814, cgst: 343, sgst: 343 },
    ]);
    await issue('invoice', '2026-11-30T18:45:00Z', '29', [
      { ...cola, quantity: 2, amount: 8000, taxable: 5714, cgst: 1143, sgst: 1143 },
    ]);

    expect(await summary('2026-11')).toEqual([
      row('rate|5||||2|57.14|0.71|0.72|1.43|2.86|60.00'),
      row('rate|18||||4|148.31|13.35|13.34|0.00|26.69|175.00'),
      row('rate|40||||1|28.57|0.00|0.00|11.43|11.43|40.00'),
      row('b2c|40|27-Maharashtra|||1|28.57|0.00|0.00|11.43|11.43|40.00'),
      row('b2c|5|29-Karnataka|||1|28.57|0.71|0.72|0.00|1.43|30.00'),
      row('b2c|18|29-Karnataka|||4|148.31|13.35|13.34|0.00|26.69|175.00'),
      row('b2c|5|33-Tamil Nadu|||1|28.57|0.00|0.00|1.43|1.43|30.00'),
      row('hsn|5||19053100|Marie Biscuits 250 g|2|57.14|0.71|0.72|1.43|2.86|60.00'),
      row('hsn|40||22021010|Cola 750 ml|1|28.57|0.00|0.00|11.43|11.43|40.00'),
      row('hsn|18||34011190|Neem Soap 100 g|3|114.41|10.30|10.29|0.00|20.59|135.00'),
      row('hsn|18||996813|Delivery|1|33.90|3.05|3.05|0.00|6.10|40.00'),
    ]);
    expect((await summary('2026-10')).map((r) => [r['section'], r['total_value']])).toEqual([
      ['rate', '45.00'],
      ['b2c', '45.00'],
      ['hsn', '45.00'],
    ]);
    expect((await summary('2026-12')).map((r) => [r['section'], r['cgst'], r['total_value']])).toEqual([
      ['rate', '11.43', '80.00'],
      ['b2c', '11.43', '80.00'],
      ['hsn', '11.43', '80.00'],
    ]);
  });

  it('answers the header alone for a month without documents, and refuses a malformed month', async () => {
    expect(await summary('2025-01')).toEqual([]);
    for (const month of ['2026-13', '2026-1', 'november']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/export/gst-summary.csv?month=${month}`,
        headers: admin.headers,
      });
      expect(response.statusCode, month).toBe(400);
      expect(response.json().message).toContain('must be a month such as 2026-11');
    }
  });

  it('is the settings right’s: staff get 403', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/gst-summary.csv?month=2026-11',
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
