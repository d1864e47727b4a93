import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#src/db/schema/index';
import { DASHBOARD_DAYS, type OrderStatus } from '#src/shared/constants';
import { instantOf, shopDay, shopToday } from '#src/shared/shop-time';
import { beforeAllValue } from '#src/test/hooks';
import { setOrderStatus, storedOrder } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * The dashboard (issue 15, docs/decisions/028) on a small known set of orders: every expected figure is computed
 * here from the orders below, not copied from an answer.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const staff = signedInUserForFile(t, { role: 'staff' });
const asha = signedInUserForFile(t, { name: 'Asha' });

const DAY = 24 * 60 * 60 * 1000;
const PATHS: Record<OrderStatus, OrderStatus[]> = {
  pending: [],
  confirmed: ['confirmed'],
  packed: ['confirmed', 'packed'],
  out_for_delivery: ['confirmed', 'packed', 'out_for_delivery'],
  delivered: ['confirmed', 'packed', 'out_for_delivery', 'delivered'],
  cancelled: ['cancelled'],
};
type Line = { productId: number; quantity: number; price: number };
type Made = { name: string; daysAgo: number; minute: number; status: OrderStatus; lines: Line[] };

/** The dashboard's days are the shop's (decision 058): today starts at the shop's midnight, not UTC's. */
const ZONE = 'Asia/Kolkata';
const todayStart = () => instantOf(shopToday(ZONE), 0, ZONE);
const MADE: Made[] = [
  {
    name: 'Today pending',
    daysAgo: 0,
    minute: 1,
    status: 'pending',
    lines: [
      { productId: 1, quantity: 2, price: 100 },
      { productId: 2, quantity: 1, price: 100 },
    ],
  },
  {
    name: 'Today confirmed',
    daysAgo: 0,
    minute: 2,
    status: 'confirmed',
    lines: [{ productId: 1, quantity: 1, price: 200 }],
  },
  {
    name: 'Today cancelled',
    daysAgo: 0,
    minute: 3,
    status: 'cancelled',
    lines: [{ productId: 3, quantity: 5, price: 100 }],
  },
  {
    name: 'Three days ago',
    daysAgo: 3,
    minute: 0,
    status: 'delivered',
    lines: [{ productId: 2, quantity: 4, price: 100 }],
  },
  {
    name: 'First day of the window',
    daysAgo: DASHBOARD_DAYS - 1,
    minute: 0,
    status: 'packed',
    lines: [{ productId: 4, quantity: 1, price: 150 }],
  },
  {
    name: 'Before the window',
    daysAgo: DASHBOARD_DAYS,
    minute: 0,
    status: 'pending',
    lines: [{ productId: 1, quantity: 10, price: 99 }],
  },
];

const stored = beforeAllValue(async () => {
  const today = todayStart();
  const rows = [];
  for (const made of MADE) {
    const order = await storedOrder(t, asha, { lines: made.lines, name: made.name });
    const at = new Date(today.getTime() - made.daysAgo * DAY + made.minute * 60_000);
    await t.db.update(orders).set({ createdAt: at }).where(eq(orders.id, order.id));
    for (const status of PATHS[made.status])
      expect((await setOrderStatus(t, staff, order.id, { status })).statusCode).toBe(200);
    rows.push({ ...made, id: order.id, at, amount: made.lines.reduce((s, l) => s + l.quantity * l.price, 0) });
  }
  return { today, rows };
});

describe('GET /api/admin/dashboard', () => {
  it('answers the orders’ figures to staff, computed from the orders', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff.headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const { today, rows } = stored;
    const dayOf = (date: Date) => shopDay(date, ZONE);
    const windowStart = today.getTime() - (DASHBOARD_DAYS - 1) * DAY;

    // Today's orders by status now.
    const todays = rows.filter((row) => row.at >= today);
    // Every status named, written out (a status the code adds must be counted here too).
    const counts = { pending: 1, confirmed: 1, packed: 0, out_for_delivery: 0, delivered: 0, cancelled: 1 };
    expect(body.today).toEqual({ date: dayOf(today), counts, total: todays.length });
    expect(todays.length).toBe(3);

    // Sales per day: the window's orders not cancelled.
    const sales = rows.filter((row) => row.at.getTime() >= windowStart && row.status !== 'cancelled');
    const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const date = dayOf(new Date(windowStart + i * DAY));
      const that = sales.filter((row) => dayOf(row.at) === date);
      return { date, orders: that.length, revenue: that.reduce((s, row) => s + row.amount, 0) };
    });
    expect(body.days).toEqual(days);
    expect(body.days.at(-1).date).toBe(dayOf(today));
    const revenue = sales.reduce((s, row) => s + row.amount, 0);
    expect(body.orders).toBe(sales.length);
    expect(body.revenue).toBe(revenue);
    expect(body.averageBasket).toBe(Math.round(revenue / sales.length));
    expect(sales.length).toBe(4);

    // Top products: units over the sales' lines, most first (ties by product id).
    const units = new Map<number, { quantity: number; revenue: number }>();
    for (const line of sales.flatMap((row) => row.lines)) {
      const sum = units.get(line.productId) ?? { quantity: 0, revenue: 0 };
      units.set(line.productId, {
        quantity: sum.quantity + line.quantity,
        revenue: sum.revenue + line.quantity * line.price,
      });
    }
    const top = [...units.entries()]
      .sort(([a, x], [b, y]) => y.quantity - x.quantity || a - b)
      .map(([productId, sum]) => ({ productId, title: `Product ${productId}`, ...sum }));
    expect(body.topProducts).toEqual(top);
    expect(top[0]).toMatchObject({ productId: 2, quantity: 5 });

    // Waiting longest: pending and confirmed, oldest first — the one from before the window too.
    const waiting = rows
      .filter((row) => row.status === 'pending' || row.status === 'confirmed')
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((row) => ({
        id: row.id,
        date: row.at.toISOString(),
        status: row.status,
        name: row.name,
        amount: row.amount,
      }));
    expect(body.waiting).toEqual(waiting);
    expect(body.waiting[0].name).toBe('Before the window');
  });

  it('is for the back office only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    const asShopper = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: asha.headers });
    expect(asShopper.statusCode).toBe(403);
  });
});
