import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TTaxDocument, TTaxDocumentSummary } from '#src/contracts/invoices';
import * as schema from '#src/db/schema/index';
import { issueCreditNote, issueInvoice, type InvoiceSource } from '#src/server/modules/invoices/index';
import type { TestUser } from '#src/test/auth';
import { setOrderStatus, storedOrder } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/** Tax invoices and credit notes (issue 30 §2, docs/decisions/054). */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const asha = signedInUserForFile(t, { name: 'Asha' });
const ravi = signedInUserForFile(t, { name: 'Ravi' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });

const SETTINGS = {
  name: 'Sharma Stores',
  legalName: 'Sharma Retail Private Limited',
  address: '12 MG Road\nShanthala Nagar',
  city: 'Bengaluru',
  pincode: '560001',
  state: '29',
  phone: '+91 80 4000 1234',
  email: 'help@sharma.example',
  hours: 'Every day, 8:00 - 22:00',
  logo: null,
  gstin: '29ABCDE1234F1Z5',
  fssai: '11223344556677',
  grievance: { name: 'Ravi Kumar', email: 'grievance@sharma.example', phone: '+91 80 4000 9999' },
  policies: { returns: '', refunds: '', cancellation: '' },
};

async function fillSettings() {
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    payload: SETTINGS,
  });
  expect(put.statusCode, put.body).toBe(200);
}

/**
 * An order of rice (2 × Rs 250 at 5 %, HSN 1006, Rs 30 of discount) and oil (1 × Rs 180 at 18 %, HSN 1508) with a
 * delivery fee of Rs 40: Rs 690 paid. `placeOfSupply` 29 is the shop's state (Karnataka), 27 another (Maharashtra).
 */
async function gstOrder(user: TestUser, placeOfSupply: string, method: 'online' | 'on_delivery' = 'online') {
  const order = await storedOrder(t, user, {
    lines: [
      { productId: 1, quantity: 2, price: 250 },
      { productId: 2, quantity: 1, price: 180 },
    ],
  });
  const [rice, oil] = await t.db
    .select()
    .from(schema.orderLines)
    .where(eq(schema.orderLines.orderId, order.id))
    .orderBy(schema.orderLines.id);
  await t.db
    .update(schema.orderLines)
    .set({ hsnCode: '1006', gstRateBps: 500, discount: 30 })
    .where(eq(schema.orderLines.id, rice!.id));
  await t.db
    .update(schema.orderLines)
    .set({ hsnCode: '1508', gstRateBps: 1800 })
    .where(eq(schema.orderLines.id, oil!.id));
  await t.db
    .update(schema.orders)
    .set({
      placeOfSupply,
      shopState: '29',
      deliveryFee: 40,
      discount: 30,
      amount: 690,
      paymentMethod: method,
      paymentStatus: method === 'online' ? 'paid' : 'due',
    })
    .where(eq(schema.orders.id, order.id));
  return { ...order, riceId: rice!.id, oilId: oil!.id };
}

async function deliver(id: number) {
  for (const status of ['confirmed', 'packed', 'out_for_delivery', 'delivered']) {
    const response = await setOrderStatus(t, staff, id, { status });
    expect(response.statusCode, response.body).toBe(200);
  }
}

const documentsOf = async (user: TestUser, id: number) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/orders/${id}/documents`, headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TTaxDocumentSummary[]>();
};
const documentOf = (user: TestUser, id: number, documentId: number, admin = false) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${admin ? 'admin/' : ''}orders/${id}/documents/${documentId}`,
    headers: user.headers,
  });

const FY = /^INV\/\d{4}-\d{2}\/\d{6}$/;

describe('the tax invoice of a delivered online order', () => {
  it('is issued when delivered, not before, with the lines, the split within the state and totals that add up', async () => {
    await fillSettings();
    const order = await gstOrder(asha, '29');
    await setOrderStatus(t, staff, order.id, { status: 'confirmed' });
    expect(await documentsOf(asha, order.id)).toEqual([]);
    for (const status of ['packed', 'out_for_delivery', 'delivered'])
      await setOrderStatus(t, staff, order.id, { status });
    const [summary, ...more] = await documentsOf(asha, order.id);
    expect(more).toEqual([]);
    expect(summary).toMatchObject({ kind: 'invoice', total: 69000 });
    expect(summary!.number).toMatch(FY);
    const response = await documentOf(asha, order.id, summary!.id);
    expect(response.statusCode, response.body).toBe(200);
    const invoice = response.json<TTaxDocument>();
    expect(invoice.seller).toMatchObject({
      legalName: 'Sharma Retail Private Limited',
      gstin: '29ABCDE1234F1Z5',
      fssai: '11223344556677',
      state: '29-Karnataka',
      address: ['12 MG Road', 'Shanthala Nagar', 'Bengaluru 560001', 'Karnataka'],
    });
    expect(invoice.placeOfSupply).toBe('29-Karnataka');
    expect(invoice.intraState).toBe(true);
    // Rice: 500 − 30 = Rs 470 at 5 %: tax = 47000 × 500 / 10500 = 2238.1 → 2238 paise, CGST 1119 + SGST 1119.
    // Oil: Rs 180 at 18 %: tax = 18000 × 1800 / 11800 = 2745.76 → 2746, CGST 1373 + SGST 1373.
    // Delivery: Rs 40 at 18 %: tax = 4000 × 1800 / 11800 = 610.17 → 610, 305 + 305.
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        hsnCode: '1006',
        quantity: 2,
        rateBps: 500,
        amount: 47000,
        taxable: 44762,
        cgst: 1119,
        sgst: 1119,
        igst: 0,
      }),
      expect.objectContaining({
        hsnCode: '1508',
        quantity: 1,
        rateBps: 1800,
        amount: 18000,
        taxable: 15254,
        cgst: 1373,
        sgst: 1373,
        igst: 0,
      }),
      expect.objectContaining({
        hsnCode: '996813',
        quantity: 1,
        rateBps: 1800,
        amount: 4000,
        taxable: 3390,
        cgst: 305,
        sgst: 305,
        igst: 0,
      }),
    ]);
    // Totals, summed by hand from the lines: taxable 44762 + 15254 + 3390, CGST (and SGST) 1119 + 1373 + 305.
    expect(invoice.totals).toEqual({ total: 69000, taxable: 63406, cgst: 2797, sgst: 2797, igst: 0 });
    expect(invoice.amountInWords).toBe('Rupees Six Hundred and Ninety Only');
    expect(invoice.byRate).toEqual([
      { rateBps: 500, taxable: 44762, cgst: 1119, sgst: 1119, igst: 0 },
      { rateBps: 1800, taxable: 18644, cgst: 1678, sgst: 1678, igst: 0 },
    ]);
  });

  it('to another state: IGST only', async () => {
    const order = await gstOrder(ravi, '27');
    await deliver(order.id);
    const [summary] = await documentsOf(ravi, order.id);
    const invoice = (await documentOf(ravi, order.id, summary!.id)).json<TTaxDocument>();
    expect(invoice.placeOfSupply).toBe('27-Maharashtra');
    expect(invoice.intraState).toBe(false);
    expect(invoice.lines.map((line) => [line.igst, line.cgst, line.sgst])).toEqual([
      [2238, 0, 0],
      [2746, 0, 0],
      [610, 0, 0],
    ]);
    expect(invoice.totals).toMatchObject({ total: 69000, igst: 5594, cgst: 0, sgst: 0 });
  });

  it('numbers follow each other without gaps', async () => {
    const a = await gstOrder(asha, '29');
    const b = await gstOrder(asha, '29');
    await deliver(a.id);
    await deliver(b.id);
    const [first] = await documentsOf(asha, a.id);
    const [second] = await documentsOf(asha, b.id);
    const seq = (number: string) => Number(number.split('/')[2]);
    expect(seq(second!.number)).toBe(seq(first!.number) + 1);
  });

  it("another shopper's order and its documents answer 404; the back office reads them; a shopper not there", async () => {
    const order = await gstOrder(asha, '29');
    await deliver(order.id);
    const [summary] = await documentsOf(asha, order.id);
    // The attack: Ravi asks for Asha's order's invoice, by its ids.
    expect((await documentOf(ravi, order.id, summary!.id)).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/documents`, headers: ravi.headers });
    expect(list.statusCode).toBe(404);
    // Nor with his own order's id and her document's id.
    const own = await gstOrder(ravi, '29');
    expect((await documentOf(ravi, own.id, summary!.id)).statusCode).toBe(404);
    expect((await documentOf(staff, order.id, summary!.id, true)).statusCode).toBe(200);
    expect((await documentOf(asha, order.id, summary!.id, true)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/documents/${summary!.id}` })).statusCode,
    ).toBe(401);
  });

  it('a line marked unavailable is not invoiced; the invoice is for what was paid', async () => {
    const order = await gstOrder(asha, '29');
    await setOrderStatus(t, staff, order.id, { status: 'confirmed' });
    const unavailable = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/lines/${order.oilId}/unavailable`,
      headers: { ...staff.headers, 'content-type': 'application/json' },
      payload: {},
    });
    expect(unavailable.statusCode, unavailable.body).toBe(200);
    for (const status of ['packed', 'out_for_delivery', 'delivered'])
      await setOrderStatus(t, staff, order.id, { status });
    const [summary] = await documentsOf(asha, order.id);
    const invoice = (await documentOf(asha, order.id, summary!.id)).json<TTaxDocument>();
    expect(invoice.lines.map((line) => line.hsnCode)).toEqual(['1006', '996813']);
    expect(invoice.totals.total).toBe(69000 - 18000);
  });
});

describe('pay on delivery', () => {
  const recordPayment = (id: number, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/payment`,
      headers: { ...staff.headers, 'content-type': 'application/json' },
      payload: { method: 'cash', amount },
    });

  it('is invoiced when collected after delivery, not when delivered unpaid', async () => {
    const order = await gstOrder(asha, '29', 'on_delivery');
    await deliver(order.id);
    expect(await documentsOf(asha, order.id)).toEqual([]);
    const paid = await recordPayment(order.id, 690);
    expect(paid.statusCode, paid.body).toBe(200);
    const [summary] = await documentsOf(asha, order.id);
    expect(summary).toMatchObject({ kind: 'invoice', total: 69000 });
  });

  it('is invoiced when delivered after it was collected', async () => {
    const order = await gstOrder(asha, '29', 'on_delivery');
    for (const status of ['confirmed', 'packed', 'out_for_delivery'])
      await setOrderStatus(t, staff, order.id, { status });
    expect((await recordPayment(order.id, 690)).statusCode).toBe(200);
    expect(await documentsOf(asha, order.id)).toEqual([]);
    await setOrderStatus(t, staff, order.id, { status: 'delivered' });
    expect((await documentsOf(asha, order.id)).map((document) => document.kind)).toEqual(['invoice']);
  });
});

/** An invoice source of one Rs 105 line at 5 % (Rs 5 of tax). */
const sourceOf = (orderId: number): InvoiceSource => ({
  orderId,
  placeOfSupply: '29',
  shopState: '29',
  buyer: { name: 'Asha', address: '1 Road', pincode: '560001', state: '29', phone: '', email: '' },
  lines: [{ orderLineId: null, description: 'Rice', hsnCode: '1006', quantity: 1, rateBps: 500, amountPaise: 10500 }],
});
const TZ = { timeZone: 'Asia/Kolkata' };

describe('numbering', () => {
  it('rolls over to a new financial year at midnight of 1 April, shop time', async () => {
    const a = await storedOrder(t, asha);
    const b = await storedOrder(t, asha);
    // 31 March 2031 23:59 in Kolkata is 18:29 UTC; 1 April 00:01 is 18:31 UTC the same day.
    const before = await t.db.transaction((tx) =>
      issueInvoice(tx, sourceOf(a.id), { ...TZ, now: new Date('2031-03-31T18:29:00Z') }),
    );
    const after = await t.db.transaction((tx) =>
      issueInvoice(tx, sourceOf(b.id), { ...TZ, now: new Date('2031-03-31T18:31:00Z') }),
    );
    expect(before.number).toBe('INV/2030-31/000001');
    expect(after.number).toBe('INV/2031-32/000001');
  });

  it('a rolled-back invoice gives its number back', async () => {
    const a = await storedOrder(t, asha);
    const b = await storedOrder(t, asha);
    const now = { ...TZ, now: new Date('2040-06-01T06:00:00Z') };
    await expect(
      t.db.transaction(async (tx) => {
        await issueInvoice(tx, sourceOf(a.id), now);
        throw new Error('the delivery failed after the invoice');
      }),
    ).rejects.toThrow('the delivery failed');
    const issued = await t.db.transaction((tx) => issueInvoice(tx, sourceOf(b.id), now));
    expect(issued.number).toBe('INV/2040-41/000001');
    // Once per order: a second call answers the first.
    const again = await t.db.transaction((tx) => issueInvoice(tx, sourceOf(b.id), now));
    expect(again.id).toBe(issued.id);
  });
});

describe('credit notes', () => {
  it('none before an invoice; after it, their own series, with the tax of the lines credited', async () => {
    const order = await gstOrder(ravi, '27');
    const clock = TZ;
    expect(
      await t.db.transaction((tx) => issueCreditNote(tx, { orderId: order.id, amountRupees: 10, reason: 'x' }, clock)),
    ).toBeNull();
    await deliver(order.id);
    // One bag of rice back: Rs 235 of the Rs 470 paid at 5 % → IGST 23500 × 500 / 10500 = 1119.
    const note = await t.db.transaction((tx) =>
      issueCreditNote(
        tx,
        {
          orderId: order.id,
          amountRupees: 235,
          lines: [{ orderLineId: order.riceId, quantity: 1, amountRupees: 235 }],
          reason: 'Returned: torn pack',
        },
        clock,
      ),
    );
    expect(note!.number).toMatch(/^CN\/\d{4}-\d{2}\/\d{6}$/);
    const document = (await documentOf(ravi, order.id, note!.id)).json<TTaxDocument>();
    expect(document).toMatchObject({ kind: 'credit_note', reason: 'Returned: torn pack', total: 23500 });
    expect(document.invoice!.number).toMatch(FY);
    expect(document.lines).toEqual([
      expect.objectContaining({
        hsnCode: '1006',
        quantity: 1,
        rateBps: 500,
        amount: 23500,
        igst: 1119,
        taxable: 22381,
      }),
    ]);
    expect(document.amountInWords).toBe('Rupees Two Hundred and Thirty Five Only');
  });

  it('an amount for no line (goodwill) is shared over the invoice lines in proportion, each at its rate', async () => {
    const order = await gstOrder(asha, '29');
    await deliver(order.id);
    // Rs 69 of Rs 690: a tenth of each line — Rs 47 at 5 %, Rs 18 at 18 %, Rs 4 (delivery) at 18 %.
    const note = await t.db.transaction((tx) =>
      issueCreditNote(tx, { orderId: order.id, amountRupees: 69, reason: 'Late delivery' }, TZ),
    );
    const document = (await documentOf(asha, order.id, note!.id)).json<TTaxDocument>();
    // By hand, within the state (an odd paisa to CGST):
    // Rs 47 at 5 %: 4700 × 500 / 10500 = 223.81 → 224 paise, CGST 112 + SGST 112, taxable 4476.
    // Rs 18 at 18 %: 1800 × 1800 / 11800 = 274.58 → 275, CGST 138 + SGST 137, taxable 1525.
    // Rs 4 at 18 %: 400 × 1800 / 11800 = 61.02 → 61, CGST 31 + SGST 30, taxable 339.
    expect(
      document.lines.map(({ rateBps, amount, taxable, cgst, sgst, igst }) => ({
        rateBps,
        amount,
        taxable,
        cgst,
        sgst,
        igst,
      })),
    ).toEqual([
      { rateBps: 500, amount: 4700, taxable: 4476, cgst: 112, sgst: 112, igst: 0 },
      { rateBps: 1800, amount: 1800, taxable: 1525, cgst: 138, sgst: 137, igst: 0 },
      { rateBps: 1800, amount: 400, taxable: 339, cgst: 31, sgst: 30, igst: 0 },
    ]);
    expect(document.totals).toEqual({ total: 6900, taxable: 6340, cgst: 281, sgst: 279, igst: 0 });
  });
});
