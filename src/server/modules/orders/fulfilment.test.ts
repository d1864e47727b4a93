import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '#src/db/schema/orders';
import { products } from '#src/db/schema/catalog';
import { createCategory, createProduct, variantsOf } from '#src/test/factories';
import { setOrderStatus, storedOrder } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';
import { ORDERS_CSV_COLUMNS } from './orders-csv.service';

/** Packing slips and the orders CSV (issue 15, docs/decisions/027). One app: the orders are this file's. */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const asha = signedInUserForFile(t, { name: 'Asha', email: 'asha.rao@example.com', phone: '9876500001' });
const ravi = signedInUserForFile(t, { name: 'Ravi', email: 'ravi@example.com', phone: '9123400002' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
const shopper = signedInUserForFile(t, { name: 'Meera' });

const FORMULA = "=cmd|' /C calc'!A0";
const FULL_ADDRESS = {
  addressLine1: '12 MG Road',
  addressLine2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
};
const ids: Record<string, number> = {};
const made: Record<string, number> = {};

const get = (url: string, user: { headers: { authorization: string } } | null = staff) =>
  t.app.inject({ method: 'GET', url, headers: user ? user.headers : {} });

async function placed(key: string, user: typeof asha, at: string, status: string[], lines?: LineSpec[]) {
  const order = await storedOrder(t, user, lines ? { lines } : {});
  await t.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, order.id));
  for (const to of status) expect((await setOrderStatus(t, staff, order.id, { status: to })).statusCode).toBe(200);
  ids[key] = order.id;
  return order;
}
type LineSpec = { productId: number; variantId?: number; quantity: number; price: number; variantLabel?: string };

beforeAll(async () => {
  const dairy = await createCategory(t.db, { name: 'Dairy' });
  const vegetables = await createCategory(t.db, { name: 'Vegetables' });
  const milk = await createProduct(t.db, { name: 'Toned Milk', catId: dairy.id });
  const paneer = await createProduct(t.db, { name: 'Fresh Paneer', catId: dairy.id });
  const tomato = await createProduct(t.db, { name: 'Tomato', catId: vegetables.id });
  // Archived since the order: still filed under its category on the slip.
  await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, paneer.id));
  const [milkPack] = await variantsOf(t.db, milk.id);
  made.milk = milk.id;
  made.paneer = paneer.id;
  made.tomato = tomato.id;
  made.milkVariant = milkPack!.id;

  // 10 Nov on the shop's clock (Asia/Kolkata, decision 058): a (Asha, confirmed, four lines), b (Ravi, a formula as
  // the name, confirmed, 23:30 there), c (Asha, pending). Around it: d (11 Nov 00:00 there, confirmed), e (9 Nov
  // 23:59:59 there, confirmed).
  await placed(
    'a',
    asha,
    '2026-11-10T08:00:00Z',
    ['confirmed'],
    [
      { productId: tomato.id, quantity: 2, price: 30, variantLabel: '1 kg' },
      { productId: paneer.id, quantity: 1, price: 90, variantLabel: '200 g' },
      { productId: milk.id, variantId: milkPack!.id, quantity: 1, price: 28, variantLabel: '500 ml' },
      { productId: 999_999, quantity: 1, price: 10 },
    ],
  );
  const b = await placed(
    'b',
    ravi,
    '2026-11-10T18:00:00Z',
    ['confirmed'],
    [{ productId: 999_998, quantity: 1, price: 100 }],
  );
  await t.db.update(orders).set({ name: FORMULA, phoneNumber: '+91 9123400002' }).where(eq(orders.id, b.id));
  await t.db
    .update(orderLines)
    .set({ productTitle: '@SUM(1+1)', variantLabel: '-1' })
    .where(eq(orderLines.orderId, b.id));
  // a carries the fields typed at checkout (docs/decisions/026); b is an older order with the joined address only.
  await t.db.update(orders).set(FULL_ADDRESS).where(eq(orders.id, ids.a!));
  await placed('c', asha, '2026-11-10T12:00:00Z', []);
  await placed('d', ravi, '2026-11-10T18:30:00Z', ['confirmed']);
  await placed('e', ravi, '2026-11-09T18:29:59Z', ['confirmed']);
});

describe('GET /api/admin/orders/:id/slip', () => {
  it('groups the lines by their product’s category (A–Z, archived products included, unknown last), by title', async () => {
    const response = await get(`/api/admin/orders/${ids.a}/slip`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: ids.a,
      date: '2026-11-10T08:00:00.000Z',
      status: 'confirmed',
      name: 'Asha Rao',
      phoneNumber: expect.any(String),
      email: 'asha.rao@example.com',
      address: '12 MG Road, Indiranagar',
      pincode: '560038',
      ...FULL_ADDRESS,
      amount: 60 + 90 + 28 + 10,
      itemsTotal: 60 + 90 + 28 + 10,
      deliveryFee: 0,
      discount: 0,
      slot: null,
      paymentMode: 'test',
      itemCount: 5,
      groups: [
        {
          category: 'Dairy',
          lines: [
            {
              productId: made.milk,
              productTitle: 'Product ' + made.milk,
              variantLabel: '500 ml',
              quantity: 1,
              price: 28,
              subTotal: 28,
              substitute: true,
              change: null,
            },
            {
              productId: made.paneer,
              productTitle: 'Product ' + made.paneer,
              variantLabel: '200 g',
              quantity: 1,
              price: 90,
              subTotal: 90,
              substitute: true,
              change: null,
            },
          ],
        },
        {
          category: 'Vegetables',
          lines: [
            {
              productId: made.tomato,
              productTitle: 'Product ' + made.tomato,
              variantLabel: '1 kg',
              quantity: 2,
              price: 30,
              subTotal: 60,
              substitute: true,
              change: null,
            },
          ],
        },
        {
          category: null,
          lines: [
            {
              productId: 999_999,
              productTitle: 'Product 999999',
              variantLabel: '',
              quantity: 1,
              price: 10,
              subTotal: 10,
              substitute: true,
              change: null,
            },
          ],
        },
      ],
    });
  });

  it('an unknown order: 404; a shopper: 403; a guest: 401', async () => {
    expect((await get('/api/admin/orders/999999/slip')).statusCode).toBe(404);
    expect((await get(`/api/admin/orders/${ids.a}/slip`, shopper)).statusCode).toBe(403);
    expect((await get(`/api/admin/orders/${ids.a}/slip`, null)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/orders/slips?date=', () => {
  it('answers the confirmed orders placed that shop day, oldest first (not pending, not the days around)', async () => {
    const response = await get('/api/admin/orders/slips?date=2026-11-10');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.date).toBe('2026-11-10');
    expect(answer.total).toBe(2);
    expect(answer.slips.map((slip: { id: number }) => slip.id)).toEqual([ids.a, ids.b]);
    expect(answer.slips[0]).toMatchObject({ ...FULL_ADDRESS, pincode: '560038' });
    expect(answer.slips[1]).toMatchObject({ name: FORMULA, itemCount: 1, groups: [{ category: null }] });
    expect(answer.slips[1]).toMatchObject({ address: '12 MG Road, Indiranagar', addressLine1: '', city: '' });
  });

  it('a day with nothing confirmed: no slips', async () => {
    const answer = (await get('/api/admin/orders/slips?date=2026-11-12')).json();
    expect(answer).toEqual({ date: '2026-11-12', slot: null, slips: [], total: 0 });
  });

  it.each(['', '?date=10-11-2026', '?date=2026-13-01', '?date=tomorrow'])('%s: 400 with a message', async (query) => {
    const response = await get(`/api/admin/orders/slips${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/date/);
  });

  it('a shopper: 403', async () => {
    expect((await get('/api/admin/orders/slips?date=2026-11-10', shopper)).statusCode).toBe(403);
  });
});

type CsvRow = Record<(typeof ORDERS_CSV_COLUMNS)[number], string>;
const exportCsv = async (query = '', user: typeof staff | null = staff) => {
  const response = await get(`/api/admin/export/orders.csv${query}`, user);
  return {
    response,
    rows: response.statusCode === 200 ? (parse(response.body, { columns: true, bom: true }) as CsvRow[]) : [],
  };
};
const orderIdsOf = (rows: CsvRow[]) => [...new Set(rows.map((row) => Number(row.order_id)))];

describe('GET /api/admin/export/orders.csv', () => {
  it('staff get every order, one row per line, oldest order first, as a download', async () => {
    const { response, rows } = await exportCsv();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    // A UTF-8 byte-order mark first, so Excel reads the names as UTF-8 (docs/decisions/050).
    expect(response.body.split('\n')[0]).toBe(`\uFEFF${ORDERS_CSV_COLUMNS.join(',')}`);
    expect(orderIdsOf(rows)).toEqual([ids.a, ids.b, ids.c, ids.d, ids.e]);
    expect(rows).toHaveLength(4 + 4);
    const milk = rows.find((row) => row.product_id === String(made.milk));
    expect(milk).toEqual({
      order_id: String(ids.a),
      // The shop's time (SHOP_TIME_ZONE, Asia/Kolkata by default): 08:00 UTC is 13:30 there.
      placed_at: '2026-11-10 13:30:00',
      status: 'confirmed',
      payment_mode: 'test',
      payment_id: expect.stringMatching(/^pay_/),
      payment_method: 'online',
      collect: '0',
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: expect.any(String),
      address: '12 MG Road, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pincode: '560038',
      order_amount: '188',
      delivery_fee: '0',
      delivery_slot: '',
      product_id: String(made.milk),
      variant_id: String(made.milkVariant),
      product: `Product ${made.milk}`,
      variant: '500 ml',
      quantity: '1',
      price: '28',
      line_total: '28',
      substitute_allowed: 'yes',
      line_change: '',
      substitute_product: '',
      substitute_variant: '',
      substitute_price: '',
      line_refund: '',
      line_refund_status: '',
      discount: '0',
      order_refund: '0',
      net_amount: '188',
    });
    // A line from before variants has no variant id.
    expect(rows.find((row) => row.product_id === '999999')?.variant_id).toBe('');
  });

  it('cells a spreadsheet would run as a formula start with an apostrophe', async () => {
    const { rows } = await exportCsv('?q=ravi&status=confirmed&from=2026-11-10&to=2026-11-10');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: `'${FORMULA}`,
      phone: "'+91 9123400002",
      product: "'@SUM(1+1)",
      variant: "'-1",
      order_amount: '100',
    });
  });

  it.each([
    ['status', '?status=confirmed', () => [ids.a, ids.b, ids.d, ids.e]],
    ['a day range (both days included)', '?from=2026-11-10&to=2026-11-11', () => [ids.a, ids.b, ids.c, ids.d]],
    ['from only', '?from=2026-11-11', () => [ids.d]],
    ['search and status', '?status=pending&q=asha', () => [ids.c]],
    ['the order id', () => `?q=%23${ids.e}`, () => [ids.e]],
  ] as const)('filters like the list: %s', async (_, query, expected) => {
    const { response, rows } = await exportCsv(typeof query === 'function' ? query() : query);
    expect(response.statusCode, response.body).toBe(200);
    expect(orderIdsOf(rows)).toEqual(expected());
  });

  it('nothing matching: the header only', async () => {
    const { response, rows } = await exportCsv('?from=2030-01-01');
    expect(response.statusCode).toBe(200);
    expect(rows).toEqual([]);
    expect(response.body).toBe(`\uFEFF${ORDERS_CSV_COLUMNS.join(',')}\n`);
  });

  it.each(['?status=lost', '?from=yesterday', '?to=2026-02-30'])('%s: 400 with a message', async (query) => {
    const { response } = await exportCsv(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBeTruthy();
  });

  it('a shopper: 403; a guest: 401', async () => {
    expect((await exportCsv('', shopper)).response.statusCode).toBe(403);
    expect((await exportCsv('', null)).response.statusCode).toBe(401);
  });
});
