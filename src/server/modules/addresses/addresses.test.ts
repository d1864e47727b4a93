import { describe, expect, it } from 'vitest';
import type { TestUser } from '#src/test/auth';
import { shopFor } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * The address book (issue 15, docs/decisions/026): owner-only, validated, at most ADDRESS_BOOK_MAX per account. On
 * the PostgreSQL server when one answers: the limit under concurrent saves depends on the book's lock.
 */
const t = testAppForFile({ template: 'empty', engine: 'postgres' });
/** Decision 026's number, written out: the test's oracle is the decision, not the constant it checks. */
const ADDRESS_BOOK_MAX = 10;
const { asha, ravi } = shopFor(t, {});

const HOME = {
  fullName: 'Asha Rao',
  phoneNumber: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: '560038',
};

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(user ? { headers: user.headers } : {}), ...(payload ? { payload } : {}) });
const book = async (user: TestUser) => (await call(user, 'GET', '/api/addresses')).json<{ id: number }[]>();

describe('the address book', () => {
  it('saves, lists, changes and deletes an own address', async () => {
    const saved = await call(asha, 'POST', '/api/addresses', { ...HOME, pincode: 560038, userId: ravi.id });
    expect(saved.statusCode, saved.body).toBe(201);
    const address = saved.json();
    expect(address).toEqual({ id: expect.any(Number), ...HOME });
    expect(await book(asha)).toEqual([address]);
    expect(await book(ravi)).toEqual([]);

    const changed = await call(asha, 'PATCH', `/api/addresses/${address.id}`, { ...HOME, city: 'Mysuru' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await book(asha)).toEqual([{ ...address, city: 'Mysuru' }]);

    const removed = await call(asha, 'DELETE', `/api/addresses/${address.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: true, msg: 'The address was deleted' });
    expect(await book(asha)).toEqual([]);
    expect((await call(asha, 'DELETE', `/api/addresses/${address.id}`)).statusCode).toBe(404);
  });

  it('another shopper cannot read, change or delete it (404), a guest gets 401', async () => {
    const address = (await call(asha, 'POST', '/api/addresses', HOME)).json<{ id: number }>();
    const changed = await call(ravi, 'PATCH', `/api/addresses/${address.id}`, { ...HOME, city: 'Elsewhere' });
    expect(changed.statusCode).toBe(404);
    expect(changed.json().msg).toBe('This address is not in your address book');
    expect((await call(ravi, 'DELETE', `/api/addresses/${address.id}`)).statusCode).toBe(404);
    expect(await book(ravi)).toEqual([]);
    expect((await call(null, 'GET', '/api/addresses')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/addresses', HOME)).statusCode).toBe(401);
    expect(await book(asha)).toEqual([expect.objectContaining({ id: address.id, city: 'Bengaluru' })]);
    await call(asha, 'DELETE', `/api/addresses/${address.id}`);
  });

  it('checks every field: 400 with the field and why', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: '   ' }, 'fullName: is required'],
      [{ city: undefined }, 'city: is required'],
      [{ phoneNumber: 'call me' }, 'phoneNumber: must be a phone number'],
      [{ addressLine1: 'x'.repeat(301) }, 'addressLine1: must be at most 300 characters'],
      [{ pincode: '' }, 'pincode: is required'],
      [{ country: 7 }, 'country: is required'],
    ];
    for (const [fields, msg] of cases) {
      const response = await call(asha, 'POST', '/api/addresses', { ...HOME, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().msg).toBe(msg);
    }
    expect(await book(asha)).toEqual([]);
  });

  it('saving an address already in the book answers the saved one: no duplicate, even when the book is full', async () => {
    const first = await call(asha, 'POST', '/api/addresses', HOME);
    expect(first.statusCode, first.body).toBe(201);
    const again = await call(asha, 'POST', '/api/addresses', { ...HOME, city: ' Bengaluru ', pincode: 560038 });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await book(asha)).toEqual([first.json()]);

    const other = await call(asha, 'POST', '/api/addresses', { ...HOME, addressLine2: '' });
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(first.json().id);
    for (let n = 3; n <= ADDRESS_BOOK_MAX; n++)
      expect((await call(asha, 'POST', '/api/addresses', { ...HOME, addressLine1: `${n} MG Road` })).statusCode).toBe(
        201,
      );
    expect(await book(asha)).toHaveLength(ADDRESS_BOOK_MAX);
    const whenFull = await call(asha, 'POST', '/api/addresses', HOME);
    expect(whenFull.statusCode, whenFull.body).toBe(201);
    expect(whenFull.json()).toEqual(first.json());
    expect((await call(asha, 'POST', '/api/addresses', { ...HOME, city: 'Mysuru' })).statusCode).toBe(409);
    const full = await book(asha);
    expect(full).toHaveLength(ADDRESS_BOOK_MAX);
    for (const { id } of full) await call(asha, 'DELETE', `/api/addresses/${id}`);
  });

  it(`keeps at most ${ADDRESS_BOOK_MAX} per account (409 beyond), others unaffected`, async () => {
    const saves = await Promise.all(
      Array.from({ length: ADDRESS_BOOK_MAX + 2 }, (_, n) =>
        call(asha, 'POST', '/api/addresses', { ...HOME, addressLine1: `${n + 1} MG Road` }),
      ),
    );
    expect(saves.filter((response) => response.statusCode === 201)).toHaveLength(ADDRESS_BOOK_MAX);
    const refused = saves.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().msg).toBe(`Your address book is full (${ADDRESS_BOOK_MAX} addresses): delete one first`);
    expect(await book(asha)).toHaveLength(ADDRESS_BOOK_MAX);
    expect((await call(ravi, 'POST', '/api/addresses', HOME)).statusCode).toBe(201);
  });
});
