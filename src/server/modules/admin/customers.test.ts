import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '#src/db/schema/index';
import { beforeAllValue } from '#src/test/hooks';
import { setOrderStatus, storedOrder } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/** The back office's customers (issue 15, docs/decisions/028): staff and admins, never a secret. */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const staff = signedInUserForFile(t, {
  name: 'Sunil Staff',
  email: 'sunil@shop.example',
  phone: '9000000001',
  role: 'staff',
});
const asha = signedInUserForFile(t, { name: 'Asha Rao', email: 'asha.rao@example.com', phone: '9876500001' });
const ravi = signedInUserForFile(t, { name: 'Ravi_% Kumar', email: 'ravi@example.com', phone: '9123400002' });
const google = signedInUserForFile(t, { name: 'Gita Google', email: 'gita@example.com', phone: '', isVerified: false });

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: staff.headers });

/** Keys a secret could hide under, at any depth of an answer. */
const SECRET_KEY = /password|hash|token|secret|code|subject|otp/i;
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

const made = beforeAllValue(async () => {
  // Join order: staff, asha, ravi, gita (ids ascending); make the join dates distinct and known.
  for (const [user, day] of [
    [staff, '2026-01-01'],
    [asha, '2026-02-01'],
    [ravi, '2026-03-01'],
    [google, '2026-04-01'],
  ] as const)
    await t.db
      .update(users)
      .set({
        createdAt: new Date(`${day}T08:00:00Z`),
        ...(user === google ? { googleSubject: 'google-sub-123456' } : {}),
      })
      .where(eq(users.id, user.id));
  // Asha: three orders — two to home (one cancelled), the newest to her office with two lines.
  const placed = async (
    at: string,
    address: { address: string; pincode: string },
    lines?: { productId: number; quantity: number; price: number }[],
  ) => {
    const order = await storedOrder(t, asha, lines ? { lines } : {});
    await t.db
      .update(orders)
      .set({ createdAt: new Date(at), ...address })
      .where(eq(orders.id, order.id));
    return order;
  };
  const home = { address: '12 MG Road, Indiranagar', pincode: '560038' };
  const office = { address: '4th floor, 80 Feet Road, Koramangala', pincode: '560034' };
  const first = await placed('2026-10-01T10:00:00Z', home);
  const second = await placed('2026-10-05T10:00:00Z', home, [{ productId: 7, quantity: 3, price: 50 }]);
  const third = await placed('2026-10-09T10:00:00Z', office, [
    { productId: 7, quantity: 2, price: 50 },
    { productId: 8, quantity: 1, price: 240 },
  ]);
  expect((await setOrderStatus(t, staff, second.id, { status: 'cancelled' })).statusCode).toBe(200);
  // Asha's address book, saved as she would through the API.
  const saved = {
    fullName: 'Asha Rao',
    phoneNumber: '9876500001',
    addressLine1: '12 MG Road',
    addressLine2: 'Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    pincode: '560038',
  };
  const savedAnswer = await t.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: { ...asha.headers, 'content-type': 'application/json' },
    payload: saved,
  });
  expect(savedAnswer.statusCode, savedAnswer.body).toBe(201);
  const ravis = await storedOrder(t, ravi);
  await t.db
    .update(orders)
    .set({ createdAt: new Date('2026-10-02T10:00:00Z') })
    .where(eq(orders.id, ravis.id));
  return { first, second, third, home, office, saved: { id: savedAnswer.json().id as number, ...saved } };
});

describe('GET /api/admin/customers', () => {
  const idsOf = async (query: string) => {
    const response = await get(`/api/admin/customers${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().customers as { id: number }[]).map((customer) => customer.id);
  };

  it('lists every account newest first, with role, verification, order count and last order', async () => {
    void made.first;
    const response = await get('/api/admin/customers');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 4, page: 1, totalPages: 1, perPage: 50 });
    expect(page.customers).toEqual([
      {
        id: google.id,
        name: 'Gita Google',
        email: 'gita@example.com',
        phone: '',
        role: null,
        verified: false,
        createdAt: '2026-04-01T08:00:00.000Z',
        orders: 0,
        lastOrderAt: null,
      },
      expect.objectContaining({ id: ravi.id, orders: 1, lastOrderAt: '2026-10-02T10:00:00.000Z' }),
      expect.objectContaining({
        id: asha.id,
        name: 'Asha Rao',
        phone: '9876500001',
        role: null,
        verified: true,
        orders: 3,
        lastOrderAt: '2026-10-09T10:00:00.000Z',
      }),
      expect.objectContaining({ id: staff.id, role: 'staff', orders: 0 }),
    ]);
  });

  it.each([
    ['a part of the name, any case', 'aSHa', () => [asha.id]],
    ['a part of the e-mail', 'ravi@exa', () => [ravi.id]],
    ['digits of the phone', '50000', () => [asha.id]],
    ['LIKE wildcards as plain characters', '_%', () => [ravi.id]],
    ['something nobody has', 'zebra', () => []],
  ])('searches by %s', async (_, q, expected) => {
    expect(await idsOf(`?q=${encodeURIComponent(q)}`)).toEqual(expected());
  });

  it('pages past the end are empty, with the total', async () => {
    const page = (await get('/api/admin/customers?page=9')).json();
    expect(page).toMatchObject({ customers: [], total: 4, page: 9 });
  });

  it.each([['?page=0'], ['?page=x'], [`?q=${'a'.repeat(101)}`]])('refuses %s with 400', async (query) => {
    expect((await get(`/api/admin/customers${query}`)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/customers/:id', () => {
  it('shows the profile, the saved and delivery addresses and the orders, newest first, with the amount spent', async () => {
    const response = await get(`/api/admin/customers/${asha.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: asha.id,
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: '9876500001',
      role: null,
      verified: true,
      google: false,
      createdAt: '2026-02-01T08:00:00.000Z',
      savedAddresses: [made.saved],
      addresses: [
        {
          name: 'Asha Rao',
          phoneNumber: '9876543210',
          ...made.office,
          lastUsed: '2026-10-09T10:00:00.000Z',
          orders: 1,
        },
        { name: 'Asha Rao', phoneNumber: '9876543210', ...made.home, lastUsed: '2026-10-05T10:00:00.000Z', orders: 2 },
      ],
      orders: [
        { id: made.third.id, date: '2026-10-09T10:00:00.000Z', status: 'pending', amount: 340, items: 3 },
        { id: made.second.id, date: '2026-10-05T10:00:00.000Z', status: 'cancelled', amount: 150, items: 3 },
        { id: made.first.id, date: '2026-10-01T10:00:00.000Z', status: 'pending', amount: 100, items: 1 },
      ],
      orderCount: 3,
      // The cancelled order's 150 is not spent.
      spent: 340 + 100,
    });
  });

  it('says a Google account is one, and a customer without orders has none', async () => {
    const body = (await get(`/api/admin/customers/${google.id}`)).json();
    expect(body).toMatchObject({
      google: true,
      verified: false,
      savedAddresses: [],
      addresses: [],
      orders: [],
      orderCount: 0,
      spent: 0,
    });
  });

  it('never answers a password, hash, token, code or Google subject, under any name', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.id, asha.id));
    const answers = [
      await get('/api/admin/customers'),
      await get('/api/admin/customers?q=asha'),
      await get(`/api/admin/customers/${asha.id}`),
      await get(`/api/admin/customers/${google.id}`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      // (A delivery address's `pincode` is no code.)
      expect(keysOf(answer.json()).filter((key) => SECRET_KEY.test(key) && key !== 'pincode')).toEqual([]);
      expect(answer.body).not.toContain(row!.passwordHash!);
      expect(answer.body).not.toContain('$argon2');
      expect(answer.body).not.toContain('google-sub-123456');
      expect(answer.body).not.toContain(asha.token);
    }
  });

  it('answers 404 for an unknown customer and 400 for a bad id', async () => {
    const missing = await get('/api/admin/customers/2000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ msg: 'This customer does not exist' });
    expect((await get('/api/admin/customers/abc')).statusCode).toBe(400);
  });
});
