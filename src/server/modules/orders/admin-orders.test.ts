import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#src/db/schema/index';
import { createProduct, variantsOf } from '#src/test/factories';
import { setOrderStatus, storedOrder } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/** The back office's orders list and detail (issue 15, docs/decisions/023). One app: the counts are this file's. */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const asha = signedInUserForFile(t, { name: 'Asha', email: 'asha.rao@example.com', phone: '9876500001' });
const ravi = signedInUserForFile(t, { name: 'Ravi', email: 'ravi@example.com', phone: '9123400002' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });

const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: staff.headers });

const ids: Record<string, number> = {};

beforeAll(async () => {
  // Oldest first: a (Asha, 1 Nov, delivered), b (Ravi, 2 Nov, confirmed), c (Asha, 3 Nov, pending), d (Ravi
  // "Priya_%" as the name, 3 Nov, cancelled).
  const made = [
    {
      key: 'a',
      user: asha,
      day: '2026-11-01T10:00:00Z',
      path: ['confirmed', 'packed', 'out_for_delivery', 'delivered'],
    },
    { key: 'b', user: ravi, day: '2026-11-02T18:29:59Z', path: ['confirmed'] },
    { key: 'c', user: asha, day: '2026-11-02T18:30:00Z', path: [] },
    { key: 'd', user: ravi, day: '2026-11-03T12:00:00Z', path: ['cancelled'], name: 'Priya_% Nair' },
  ];
  for (const { key, user, day, path, name } of made) {
    const order = await storedOrder(t, user, name ? { name } : {});
    await t.db
      .update(orders)
      .set({ createdAt: new Date(day), phoneNumber: user.phone })
      .where(eq(orders.id, order.id));
    for (const status of path) expect((await setOrderStatus(t, staff, order.id, { status })).statusCode).toBe(200);
    ids[key] = order.id;
  }
});

describe('GET /api/admin/orders', () => {
  it('lists every order newest first, with a count for every status', async () => {
    const response = await list('');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.orders.map((order: { id: number }) => order.id)).toEqual([ids.d, ids.c, ids.b, ids.a]);
    expect(page).toMatchObject({ total: 4, page: 1, totalPages: 1, perPage: 50 });
    expect(page.counts).toEqual({
      pending: 1,
      confirmed: 1,
      packed: 0,
      out_for_delivery: 0,
      delivered: 1,
      cancelled: 1,
    });
    expect(page.orders[1]).toEqual({
      id: ids.c,
      date: '2026-11-02T18:30:00.000Z',
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phoneNumber: '9876500001',
      amount: 100,
      status: 'pending',
      paymentMode: 'test',
      refundStatus: 'none',
      lineRefundFailed: false,
      slot: null,
    });
  });

  it('filters by status; the counts stay those of the other filters (the tabs)', async () => {
    const page = (await list('?status=confirmed')).json();
    expect(page.orders.map((order: { id: number }) => order.id)).toEqual([ids.b]);
    expect(page.total).toBe(1);
    expect(page.counts.pending).toBe(1);
  });

  it.each([
    ['the order id with #', () => `%23${ids.b}`, () => [ids.b]],
    ['part of the e-mail, any case', () => 'ASHA.RAO@', () => [ids.c, ids.a]],
    ['part of the phone', () => '91234', () => [ids.d, ids.b]],
    ['part of the name', () => 'priya', () => [ids.d]],
    ['LIKE wildcards taken literally', () => '_%25', () => [ids.d]],
    ['nothing matching', () => 'nobody-here', () => []],
  ])('q: %s', async (_, q, expected) => {
    const page = (await list(`?q=${q()}`)).json();
    expect(page.orders.map((order: { id: number }) => order.id)).toEqual(expected());
    expect(page.total).toBe(expected().length);
  });

  it('q: a bare number is the order id or part of a phone', async () => {
    const page = (await list(`?q=${ids.b}`)).json();
    expect(page.orders.map((order: { id: number }) => order.id)).toContain(ids.b);
    const phone = (await list('?q=9876500001')).json();
    expect(phone.orders.map((order: { id: number }) => order.id)).toEqual([ids.c, ids.a]);
  });

  it('from and to are whole days of the shop (Asia/Kolkata: b at 23:59:59, c at 00:00 there), both included', async () => {
    const page = (await list('?from=2026-11-02&to=2026-11-02')).json();
    expect(page.orders.map((order: { id: number }) => order.id)).toEqual([ids.b]);
    const later = (await list('?from=2026-11-03')).json();
    expect(later.orders.map((order: { id: number }) => order.id)).toEqual([ids.d, ids.c]);
    expect(later.counts).toMatchObject({ pending: 1, cancelled: 1, confirmed: 0, delivered: 0 });
  });

  it('a page past the end is empty, with the total', async () => {
    const page = (await list('?page=3')).json();
    expect(page).toMatchObject({ orders: [], total: 4, page: 3, totalPages: 1 });
  });

  it.each(['?status=shipped', '?from=2026-13-01', '?to=yesterday', '?page=0', '?page=x', `?q=${'x'.repeat(101)}`])(
    'bad query %s: 400 with a message',
    async (query) => {
      const response = await list(query);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: true, msg: expect.any(String) });
    },
  );
});

describe('GET /api/admin/orders/:id', () => {
  it('answers the lines with variant labels, totals, address, payment and the status history', async () => {
    const rice = await createProduct(t.db, { name: 'Basmati Rice', price: 649, countInStock: 5 });
    const [variant] = await variantsOf(t.db, rice.id);
    const order = await storedOrder(t, asha, {
      lines: [{ productId: rice.id, variantId: variant!.id, variantLabel: '5 kg', quantity: 2, price: 649 }],
    });
    await setOrderStatus(t, staff, order.id, { status: 'confirmed', note: 'Stock checked' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: staff.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: order.id,
      status: 'confirmed',
      amount: 1298,
      name: 'Asha Rao',
      address: '12 MG Road, Indiranagar',
      pincode: '560038',
      email: 'asha.rao@example.com',
      paymentId: order.paymentId,
      providerOrderId: order.providerOrderId,
      paymentMode: 'test',
      products: [
        { productId: rice.id, variantId: variant!.id, variantLabel: '5 kg', quantity: 2, price: 649, subTotal: 1298 },
      ],
      history: [
        {
          status: 'confirmed',
          at: expect.any(String),
          actorId: staff.id,
          actorEmail: staff.email,
          note: 'Stock checked',
        },
      ],
    });
  });

  it('an unknown order: 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/orders/999999', headers: staff.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toBe('This order does not exist');
  });

  it('a shopper cannot read another’s (or their own) order here: 403', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${ids.a}`, headers: asha.headers });
    expect(response.statusCode).toBe(403);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: ravi.headers });
    expect(listed.statusCode).toBe(403);
  });
});
