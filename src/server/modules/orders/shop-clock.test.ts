import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TAdminDashboard } from '#src/contracts/admin-dashboard';
import type { TPackingSlips } from '#src/contracts/admin-fulfilment';
import type { TAdminOrdersPage } from '#src/contracts/admin-order-schemas';
import { orders } from '#src/db/schema/orders';
import { shopDay } from '#src/shared/shop-time';
import { storedOrder } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * One clock, the shop's (issue 31 §2, docs/decisions/058-one-clock.md), at the API: SHOP_TIME_ZONE is Asia/Kolkata
 * (the default). An order at 02:44 there is 21:14 UTC the day before; it belongs to the shop's day in the answers
 * behind the back office's screens — the orders list's `from`/`to`, the dashboard's today and its days, the packing
 * slips of a day and the orders CSV. The day turns at the shop's midnight: 23:59 is still the day, 00:01 the next, and
 * UTC midnight (05:30 there) changes nothing. The pages themselves are not rendered here: they format with
 * src/shared/shop-time.ts (the slips page's and the reviews' tests are in src/web/features).
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });
const asha = signedInUserForFile(t, { name: 'Asha' });

const AT = {
  /** 28 Nov 23:59 in Mumbai: the day before. */
  before: '2026-11-28T18:29:00Z',
  /** 29 Nov 02:44 in Mumbai, 21:14 UTC on the 28th. */
  night: '2026-11-28T21:14:00Z',
  /** 29 Nov 23:59 in Mumbai. */
  late: '2026-11-29T18:29:00Z',
  /** 30 Nov 00:01 in Mumbai: the next day. */
  next: '2026-11-29T18:31:00Z',
} as const;
const ids = {} as Record<keyof typeof AT, number>;

beforeAll(async () => {
  for (const key of Object.keys(AT) as (keyof typeof AT)[]) {
    const order = await storedOrder(t, asha);
    await t.db
      .update(orders)
      .set({ createdAt: new Date(AT[key]), status: 'confirmed' })
      .where(eq(orders.id, order.id));
    ids[key] = order.id;
  }
});

afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string, user: { headers: { authorization: string } } = staff) =>
  t.app.inject({ method: 'GET', url, headers: user.headers });

async function answer<T>(url: string, user = staff): Promise<T> {
  const response = await get(url, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const mine = (found: number[]) => found.filter((id) => Object.values(ids).includes(id)).sort((a, b) => a - b);
const expected = (...keys: (keyof typeof AT)[]) => keys.map((key) => ids[key]).sort((a, b) => a - b);

describe("the API's day of an order is the shop's", () => {
  it('GET /api/admin/orders?from&to selects the shop’s day: 02:44 and 23:59 there, not 23:59 the day before or 00:01 after', async () => {
    const page = await answer<TAdminOrdersPage>('/api/admin/orders?from=2026-11-29&to=2026-11-29');
    expect(mine(page.orders.map((order) => order.id))).toEqual(expected('night', 'late'));
    const before = await answer<TAdminOrdersPage>('/api/admin/orders?from=2026-11-28&to=2026-11-28');
    expect(mine(before.orders.map((order) => order.id))).toEqual(expected('before'));
    const next = await answer<TAdminOrdersPage>('/api/admin/orders?from=2026-11-30');
    expect(mine(next.orders.map((order) => order.id))).toEqual(expected('next'));
  });

  it('GET /api/admin/orders/slips?date answers the shop’s day’s confirmed orders', async () => {
    const slips = await answer<TPackingSlips>('/api/admin/orders/slips?date=2026-11-29');
    expect(slips.date).toBe('2026-11-29');
    expect(mine(slips.slips.map((slip) => slip.id))).toEqual(expected('night', 'late'));
  });

  it('the orders CSV (/api/admin/export/orders.csv) filters by the shop’s day and writes the shop’s time', async () => {
    const response = await get('/api/admin/export/orders.csv?from=2026-11-29&to=2026-11-29');
    expect(response.statusCode, response.body).toBe(200);
    const rows = parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
    const placed = new Map(rows.map((row) => [Number(row['order_id']), row['placed_at']]));
    expect(mine([...placed.keys()])).toEqual(expected('night', 'late'));
    expect(placed.get(ids.night)).toBe('2026-11-29 02:44:00');
    expect(placed.get(ids.late)).toBe('2026-11-29 23:59:00');
  });

  it('GET /api/orders/:id answers the instant (UTC), whose shopDay (what the pages format with) is the 29th', async () => {
    const order = await answer<{ date: string }>(`/api/orders/${ids.night}`, asha);
    expect(order.date).toBe('2026-11-28T21:14:00.000Z');
    expect(shopDay(order.date, 'Asia/Kolkata')).toBe('2026-11-29');
  });
});

describe("GET /api/admin/dashboard's today and days, on a test clock", () => {
  const dashboardAt = async (now: string) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
    return answer<TAdminDashboard>('/api/admin/dashboard');
  };
  const day = (figures: TAdminDashboard, date: string) => figures.days.find((d) => d.date === date)?.orders;

  it('at 23:59 in Mumbai, today is the 29th with its two orders (02:44 and 23:59)', async () => {
    const figures = await dashboardAt('2026-11-29T18:29:30Z');
    expect(figures.today.date).toBe('2026-11-29');
    expect(figures.today.total).toBe(2);
    expect(figures.today.counts.confirmed).toBe(2);
    expect(figures.days.at(-1)).toMatchObject({ date: '2026-11-29', orders: 2 });
    expect(day(figures, '2026-11-28')).toBe(1);
  });

  it('at 00:01 in Mumbai, today is the 30th with the order placed a minute ago', async () => {
    const figures = await dashboardAt('2026-11-29T18:31:30Z');
    expect(figures.today.date).toBe('2026-11-30');
    expect(figures.today.total).toBe(1);
    expect(figures.days.at(-1)).toMatchObject({ date: '2026-11-30', orders: 1 });
    expect(day(figures, '2026-11-29')).toBe(2);
  });

  it('at UTC midnight (05:30 in Mumbai) the shop’s day does not turn', async () => {
    const figures = await dashboardAt('2026-11-29T00:00:00Z');
    expect(figures.today.date).toBe('2026-11-29');
    // Still the 29th there: its 02:44 and 23:59 orders are today's, the 23:59 of the 28th is yesterday's.
    expect(figures.today.total).toBe(2);
    expect(day(figures, '2026-11-28')).toBe(1);
  });
});
