import { parse } from 'csv-parse/sync';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAdminDashboard } from '#src/contracts/admin-dashboard';
import type { TAdminCustomerDetail } from '#src/contracts/admin-customers';
import type { TAdminOrderDetail } from '#src/contracts/admin-orders';
import { rowsOf } from '#src/db/client';
import { orderLineChanges, orderLines, orders } from '#src/db/schema/index';
import { orderNetSql } from '#src/server/modules/orders/net-amount.repository';
import {
  ORDER_TOTALS_CSV_COLUMNS,
  ORDERS_CSV_COLUMNS,
  ORDER_NET_COLUMNS,
} from '#src/server/modules/orders/orders-csv.service';
import { orderNet, refundedOf } from '#src/shared/pricing/net';
import type { TestUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';
import { createProduct, createSubCategory, variantsOf } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { lineAction, setOrderStatus, storedOrder } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * Figures net of refunds and discounts (issue 29 §4, docs/decisions/050): the dashboard's revenue and top products, a
 * customer's "spent", the orders CSVs and the order screen after a line marked unavailable, a substitution, a
 * cancellation's refund and a discount — every expected figure written out from the orders below. And the one rule
 * twice: `orderNetSql` (what the database adds up) answers `orderNet` (what the CSV and the order screen show) on
 * every order of the file, pay on delivery included.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000', REFUND_SWEEP: 'false' } });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
const asha = signedInUserForFile(t, { name: 'Asha' });
const ravi = signedInUserForFile(t, { name: 'Ravi' });

const DAY = 24 * 60 * 60 * 1000;

/** Toor Dal 1 kg 150; Moong Dal 500 g 70 (the same sub-category); Sona Rice 1 kg 100; Desi Ghee 500 ml 500. */
const shop = beforeAllValue(async () => {
  const dals = await createSubCategory(t.db, undefined, { name: 'Dals' });
  const inDals = { catId: dals.parentId!, subCatId: dals.id };
  const toor = await createProduct(t.db, { name: 'Toor Dal', ...inDals }, [
    { label: '1 kg', price: 150, countInStock: 30 },
  ]);
  const moong = await createProduct(t.db, { name: 'Moong Dal', ...inDals }, [
    { label: '500 g', price: 70, countInStock: 30 },
  ]);
  const rice = await createProduct(t.db, { name: 'Sona Rice', ...inDals }, [
    { label: '1 kg', price: 100, countInStock: 30 },
  ]);
  const ghee = await createProduct(t.db, { name: 'Desi Ghee', ...inDals }, [
    { label: '500 ml', price: 500, countInStock: 30 },
  ]);
  const variant = async (productId: number) => (await variantsOf(t.db, productId))[0]!;
  return {
    toor: { id: toor.id, variantId: (await variant(toor.id)).id },
    moong: { id: moong.id, variantId: (await variant(moong.id)).id },
    rice: { id: rice.id, variantId: (await variant(rice.id)).id },
    ghee: { id: ghee.id, variantId: (await variant(ghee.id)).id },
  };
});

type Line = { id: number; variantId: number; quantity: number };

/** Checks out `lines` through the API (paid online with the test provider), then staff confirm the order. */
async function bought(user: TestUser, lines: Line[]) {
  for (const line of lines) await addLine(t, user, line.id, line.quantity, { variantId: line.variantId });
  const placed = await placeOrder(t, user, orderPayload(user, await payForCart(t, user)));
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<{ id: number; amount: number; products: { id: number }[] }>();
  expect((await setOrderStatus(t, staff, order.id, { status: 'confirmed' })).statusCode).toBe(200);
  return { id: order.id, amount: order.amount, lineIds: order.products.map((line) => line.id) };
}

const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
  const done = await response;
  expect(done.statusCode, done.body).toBe(200);
};

/**
 * Asha's orders, placed now:
 * - A: Toor Dal ×2 (300) + Sona Rice ×1 (100) = 400; the rice marked unavailable (100 refunded), the dal substituted
 *   with Moong Dal 500 g (70 × 2: 160 refunded) → net 140, and 2 units of Moong Dal sent for 140.
 * - B: Desi Ghee ×1, 500 less a 50 discount (set on the rows as placing with a coupon stores it) = 450 → net 450.
 * - C: Toor Dal ×1 = 150, cancelled → 150 refunded, net 0.
 * - D: Toor Dal ×1 + Sona Rice ×1 = 250; the rice unavailable (100), then cancelled (the rest, 150) → net 0.
 * Ravi's, from before the dashboard's window (his "spent" counts them): pay on delivery, one with 30 taken off what to
 * collect (net 170), one collected at 70 after a change, one cancelled (0); and an online order at 02:44 IST.
 */
const made = beforeAllValue(async () => {
  const { toor, moong, rice, ghee } = shop;
  const a = await bought(asha, [
    { ...toor, quantity: 2 },
    { ...rice, quantity: 1 },
  ]);
  await ok(lineAction(t, staff, a.id, a.lineIds[1]!, 'unavailable'));
  await ok(lineAction(t, staff, a.id, a.lineIds[0]!, 'substitute', { variantId: moong.variantId }));

  const b = await bought(asha, [{ ...ghee, quantity: 1 }]);
  await t.db.update(orders).set({ discount: 50, amount: 450, itemsTotal: 450 }).where(eq(orders.id, b.id));
  await t.db.update(orderLines).set({ discount: 50 }).where(eq(orderLines.orderId, b.id));

  const c = await bought(asha, [{ ...toor, quantity: 1 }]);
  await ok(setOrderStatus(t, staff, c.id, { status: 'cancelled' }));

  const d = await bought(asha, [
    { ...toor, quantity: 1 },
    { ...rice, quantity: 1 },
  ]);
  await ok(lineAction(t, staff, d.id, d.lineIds[1]!, 'unavailable'));
  await ok(setOrderStatus(t, staff, d.id, { status: 'cancelled' }));

  const longAgo = new Date(Date.now() - 90 * DAY);
  const onDelivery = async (change: number, more: Partial<typeof orders.$inferInsert>) => {
    const order = await storedOrder(t, ravi, { lines: [{ productId: shop.rice.id, quantity: 2, price: 100 }] });
    await t.db
      .update(orders)
      .set({ paymentMethod: 'on_delivery', paymentStatus: 'due', createdAt: longAgo, ...more })
      .where(eq(orders.id, order.id));
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    if (change > 0) {
      // A pay-on-delivery line change reduces what to collect: its amount, with nothing to refund.
      await t.db.insert(orderLineChanges).values({
        orderId: order.id,
        lineId: line!.id,
        kind: 'substituted',
        substituteProductId: shop.moong.id,
        substituteVariantId: shop.moong.variantId,
        substituteTitle: 'Moong Dal',
        substituteLabel: '500 g',
        substitutePrice: 85,
        refundStatus: 'none',
        refundAmount: change,
      });
    }
    return order.id;
  };
  const due = await onDelivery(30, {});
  const collected = await onDelivery(30, {
    status: 'delivered',
    paymentStatus: 'paid',
    collectedAmount: 70,
    collectedMethod: 'cash',
    collectedAt: longAgo,
  });
  const podCancelled = await onDelivery(0, { status: 'cancelled' });
  // 02:44 on 11 March 2025 in India is 21:14 UTC on the 10th.
  const night = await storedOrder(t, ravi, { lines: [{ productId: shop.ghee.id, quantity: 1, price: 500 }] });
  await t.db
    .update(orders)
    .set({ createdAt: new Date('2025-03-10T21:14:00Z') })
    .where(eq(orders.id, night.id));
  return { a, b, c, d, due, collected, podCancelled, night: night.id };
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: staff.headers });

async function csvOf(path: string, query = '') {
  const response = await get(`${path}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { response, rows: parse(response.body, { columns: true, bom: true }) as Record<string, string>[] };
}

/** The CSV's rows of Asha's four orders, in order. */
const ashas = (rows: Record<string, string>[]) => {
  const ids = [made.a.id, made.b.id, made.c.id, made.d.id];
  return rows.filter((row) => ids.includes(Number(row['order_id'])));
};

describe('what the shop kept, in the dashboard', () => {
  it('revenue, its days and the average basket are net of line refunds, order refunds and discounts', async () => {
    const response = await get('/api/admin/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TAdminDashboard>();
    // Sales: A and B (C and D are cancelled); Ravi's orders are before the window.
    expect(body.orders).toBe(2);
    expect(body.revenue).toBe(140 + 450);
    expect(body.averageBasket).toBe(295);
    expect(body.days.at(-1)).toMatchObject({ orders: 2, revenue: 590 });
    expect(body.days.reduce((sum, day) => sum + day.revenue, 0)).toBe(590);
  });

  it('top products count what was sent: the substitute, not the unavailable line, each net of its refund', async () => {
    const body = (await get('/api/admin/dashboard')).json<TAdminDashboard>();
    expect(body.topProducts).toEqual([
      { productId: shop.moong.id, title: 'Moong Dal', quantity: 2, revenue: 300 - 160 },
      { productId: shop.ghee.id, title: 'Desi Ghee', quantity: 1, revenue: 500 - 50 },
    ]);
  });
});

describe('what the shop kept, per customer', () => {
  it('"spent" is the net of the orders not cancelled, online and on delivery', async () => {
    const ashaPage = await get(`/api/admin/customers/${asha.id}`);
    expect(ashaPage.statusCode, ashaPage.body).toBe(200);
    expect(ashaPage.json<TAdminCustomerDetail>()).toMatchObject({ orderCount: 4, spent: 140 + 450 });
    const raviPage = (await get(`/api/admin/customers/${ravi.id}`)).json<TAdminCustomerDetail>();
    // Due: 200 − 30 reduced; collected: 70 (what came in); cancelled: nothing; the night order 500.
    expect(raviPage).toMatchObject({ orderCount: 4, spent: 170 + 70 + 500 });
  });
});

describe('what the shop kept, on the order screen', () => {
  it('answers the discount, what was refunded and the net', async () => {
    const figures = async (id: number) => (await get(`/api/admin/orders/${id}`)).json<TAdminOrderDetail>().figures;
    expect(await figures(made.a.id)).toEqual({ discount: 0, refunded: 260, net: 140 });
    expect(await figures(made.b.id)).toEqual({ discount: 50, refunded: 0, net: 450 });
    expect(await figures(made.c.id)).toEqual({ discount: 0, refunded: 150, net: 0 });
    expect(await figures(made.d.id)).toEqual({ discount: 0, refunded: 250, net: 0 });
    expect(await figures(made.due)).toEqual({ discount: 0, refunded: 0, net: 170 });
    expect(await figures(made.collected)).toEqual({ discount: 0, refunded: 0, net: 70 });
  });
});

describe('what the shop kept, in the orders CSVs', () => {
  const byOrder = (rows: Record<string, string>[]) =>
    new Map(rows.map((row) => [Number(row['order_id']), ORDER_NET_COLUMNS.map((column) => row[column])]));

  it('one row per line: the new columns last, the order’s discount, its own refund and its net on each row', async () => {
    const { response, rows } = await csvOf('/api/admin/export/orders.csv');
    expect(response.body.startsWith(`\uFEFF${ORDERS_CSV_COLUMNS.join(',')}\n`)).toBe(true);
    expect(ORDERS_CSV_COLUMNS.slice(-5)).toEqual([
      'discount',
      'order_refund',
      'net_amount',
      'payment_method',
      'collect',
    ]);
    expect(ashas(rows)).toHaveLength(6);
    expect(byOrder(ashas(rows))).toEqual(
      new Map([
        [made.a.id, ['0', '0', '140']],
        [made.b.id, ['50', '0', '450']],
        [made.c.id, ['0', '150', '0']],
        [made.d.id, ['0', '150', '0']],
      ]),
    );
  });

  it('one row per order: its totals, line refunds, discount, order refund and net', async () => {
    const { response, rows: all } = await csvOf('/api/admin/export/order-totals.csv');
    const rows = ashas(all);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="order-totals-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith(`\uFEFF${ORDER_TOTALS_CSV_COLUMNS.join(',')}\n`)).toBe(true);
    const columns = ['lines', 'units', 'items_total', 'order_amount', 'line_refunds', ...ORDER_NET_COLUMNS];
    expect(rows.map((row) => [Number(row['order_id']), ...columns.map((column) => row[column])])).toEqual([
      [made.a.id, '2', '3', '400', '400', '260', '0', '0', '140'],
      [made.b.id, '1', '1', '450', '450', '0', '50', '0', '450'],
      [made.c.id, '1', '1', '150', '150', '0', '0', '150', '0'],
      [made.d.id, '2', '2', '250', '250', '100', '0', '150', '0'],
    ]);
    expect(rows.map((row) => row['status'])).toEqual(['confirmed', 'confirmed', 'cancelled', 'cancelled']);
  });

  it('pay on delivery: what was taken off what to collect, or what was collected', async () => {
    const { rows } = await csvOf('/api/admin/export/order-totals.csv');
    const of = (id: number) => rows.find((row) => Number(row['order_id']) === id)!;
    expect(of(made.due)).toMatchObject({ order_amount: '200', line_refunds: '30', net_amount: '170' });
    expect(of(made.collected)).toMatchObject({ order_amount: '200', line_refunds: '30', net_amount: '70' });
    expect(of(made.podCancelled)).toMatchObject({ order_amount: '200', order_refund: '0', net_amount: '0' });
  });

  it('times are the shop’s: an order at 02:44 IST is that day’s, in both exports', async () => {
    for (const path of ['/api/admin/export/orders.csv', '/api/admin/export/order-totals.csv']) {
      const { rows } = await csvOf(path, `q=%23${made.night}`);
      expect(rows.map((row) => row['placed_at'])).toEqual(['2025-03-11 02:44:00']);
    }
  });

  it('each export is audited', async () => {
    const { rows } = await csvOf('/api/admin/export/order-totals.csv', 'status=cancelled');
    expect(rows.map((row) => Number(row['order_id'])).sort((x, y) => x - y)).toEqual(
      [made.c.id, made.d.id, made.podCancelled].sort((x, y) => x - y),
    );
    const audits = rowsOf<{ entity_id: string }>(
      await t.db.execute(sql`select entity_id from audit_log where action = 'order.export' order by id desc limit 1`),
    );
    expect(audits[0]?.entity_id).toBe('order-totals-csv');
  });

  it('is for the back office only', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/export/order-totals.csv', headers: asha.headers }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/export/order-totals.csv' })).statusCode).toBe(401);
  });
});

describe('one rule, twice', () => {
  it('the SQL the figures add up answers the rule the CSV and the order screen show, on every order', async () => {
    expect(made.night).toBeGreaterThan(0);
    const inDb = rowsOf<{ id: number; net: number }>(
      await t.db.execute(sql`select ${orders}.id as id, ${orderNetSql} as net from ${orders}`),
    );
    const all = await t.db.select().from(orders).orderBy(asc(orders.id));
    const changes = await t.db.select().from(orderLineChanges);
    expect(inDb).toHaveLength(all.length);
    const sqlNet = new Map(inDb.map((row) => [Number(row.id), Number(row.net)]));
    for (const order of all) {
      const own = changes.filter((change) => change.orderId === order.id);
      expect(sqlNet.get(order.id), `order ${order.id}`).toBe(orderNet(order, own));
      // Online, what was refunded and what was kept make up what was paid.
      if (order.paymentMethod === 'online') expect(refundedOf(order, own) + orderNet(order, own)).toBe(order.amount);
    }
  });
});
