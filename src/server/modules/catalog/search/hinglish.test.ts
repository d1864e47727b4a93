import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#src/db/schema/audit';
import { products } from '#src/db/schema/catalog';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createCategory, createProduct } from '#src/test/factories';
import { testAppForFile } from '#src/test/test-app';

/**
 * Issue 32 §3 on the demo catalogue: short typos, the grocer's synonyms in Latin letters and Devanagari, the
 * similarity floor with "did you mean", search sorts, and the synonyms' back-office API (permission, audit, and
 * edits reaching the cached answers at once).
 */
const t = testAppForFile({ template: 'demo' });
let admin: TestUser;
let staff: TestUser;
let shopper: TestUser;

type Results = { products: { name: string; price: number }[]; total: number; didYouMean?: string };
const results = async (q: string, extra = ''): Promise<Results> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/search/results?q=${encodeURIComponent(q)}&perPage=50${extra}`,
  });
  expect(response.statusCode, `${q}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.json();
};
const names = async (q: string, extra = '') => (await results(q, extra)).products.map((p) => p.name);

const as = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app
    .inject({ method, url, headers: user ? user.headers : {}, ...(payload ? { payload } : {}) })
    .then((response) => ({ status: response.statusCode, body: response.json() }));
const auditOf = (entityId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'synonym'), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));

beforeAll(async () => {
  admin = await signedInUser(t, { isAdmin: true, name: 'Meera Admin' });
  staff = await signedInUser(t, { name: 'Sunil Staff', role: 'staff' });
  shopper = await signedInUser(t, { name: 'Ravi Shopper' });
});

describe('short typos', () => {
  it('corrects one slip in a word of four or five letters to the likeliest catalogue word', async () => {
    const bred = await names('bred');
    expect(bred[0]).toMatch(/Bread$/);
    expect(bred).not.toContain('Cold Brew Coffee');
    expect(await names('Bred')).toEqual(bred);
    // 'biscuit' is the Indian word for a cookie: a synonym term, corrected to as a catalogue word is.
    const biscut = await names('biscut');
    expect(biscut[0]).toMatch(/Cookies$/);
    expect(biscut).toContain('Nankhatai');
    expect(await names('milc')).toContain('Toned Milk');
  });
});

describe('synonyms the grocer keeps', () => {
  it('finds Hindi and Hinglish words typed in Latin letters', async () => {
    const cases: [string, string][] = [
      ['tamatar', 'Hybrid Tomato'],
      ['pyaz', 'Red Onion'],
      ['pyaaz', 'Red Onion'],
      ['aloo', 'Fresh Potato'],
      ['dahi', 'Thick Dahi'],
      ['panir', 'Fresh Malai Paneer'],
      ['chawal', 'Sona Masoori Rice'],
      ['doodh', 'Toned Milk'],
      ['atta', 'Whole Wheat Chakki Atta'],
      ['dal', 'Toor Dal'],
      ['lentils', 'Toor Dal'],
    ];
    for (const [q, expected] of cases) expect(await names(q), q).toContain(expected);
    // Today's nearest spellings are gone: no bubble tea for tomatoes, no frying pan for paneer.
    expect(await names('tamatar')).not.toContain('Taro Bubble Tea Kit');
    expect(await names('panir')).not.toContain('Non-Stick Frying Pan');
    expect((await names('panir'))[0]).toBe('Fresh Malai Paneer');
    expect((await names('pyaz'))[0]).toBe('Red Onion');
    // The right product first: the name's head noun ('Hybrid Tomato' is a tomato, 'Tomato Ketchup' a ketchup), and
    // the shopper's own word above its synonyms ('atta' before 'flour').
    expect((await names('tamatar'))[0]).toBe('Hybrid Tomato');
    expect((await names('atta'))[0]).toBe('Whole Wheat Chakki Atta');
    expect((await names('doodh'))[0]).toBe('Toned Milk');
    expect((await names('dahi'))[0]).toBe('Thick Dahi');
  });

  it('finds the same words typed in Devanagari', async () => {
    expect(await names('टमाटर')).toContain('Hybrid Tomato');
    expect((await names('पनीर'))[0]).toBe('Fresh Malai Paneer');
    expect(await names('दूध')).toContain('Toned Milk');
    expect(await names('प्याज')).toContain('Red Onion');
  });

  it('expands each word of several, and still corrects a misspelt synonym', async () => {
    // Every word must match: 'red' and (pyaz or onion) — in the name or the description ('Red onion and bhringraj oil').
    expect(await names('red pyaz')).toEqual(['Red Onion', 'Onion Hair Oil']);
    expect(await names('tamatr')).toContain('Hybrid Tomato');
  });
});

describe('the similarity floor', () => {
  it('offers a real catalogue word instead of the products of an unrelated nearest spelling', async () => {
    const tomatillo = await results('tomatillo');
    expect(tomatillo.products).toEqual([]);
    expect(tomatillo.total).toBe(0);
    expect(tomatillo.didYouMean).toBe('tomato');
    // Searching what is offered finds something.
    expect((await results('tomato')).total).toBeGreaterThan(0);
    // Close enough (above the floor): the similar word's products, as before.
    expect(await names('tomatoezz')).toContain('Hybrid Tomato');
    // Nothing alike: nothing found, nothing offered.
    expect(await results('qxzjvkw')).toMatchObject({ products: [], total: 0 });
    expect((await results('qxzjvkw')).didYouMean).toBeUndefined();
  });

  it('never offers a word that finds nothing (a renamed product leaves its old words behind)', async () => {
    const category = await createCategory(t.db, { name: 'Gadgets' });
    const product = await createProduct(t.db, {
      name: 'Zorblatix Gadget',
      description: 'A gadget',
      catId: category.id,
    });
    expect(await names('zorblatic')).toEqual(['Zorblatix Gadget']);
    await t.db.update(products).set({ name: 'Plain Gadget' }).where(eq(products.id, product.id));
    const answer = await results('zorblatiqqq');
    expect(answer.products).toEqual([]);
    expect(answer.didYouMean).toBeUndefined();
  });
});

describe('sorting search results', () => {
  it('ranks by relevance by default and in a listing order when asked', async () => {
    const relevance = await names('rice');
    expect(await names('rice', '&sort=relevance')).toEqual(relevance);
    const prices = async (sort: string) => (await results('rice', `&sort=${sort}`)).products.map((p) => p.price);
    const ascending = await prices('price-asc');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await prices('price-desc');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(new Set(await names('rice', '&sort=price-asc'))).toEqual(new Set(relevance));
    // Synonyms and sorts together: rice, and what mentions chawal (Rajma Chitra, for rajma chawal).
    const chawal = await results('chawal', '&sort=price-desc');
    expect(chawal.products.map((p) => p.name)).toEqual(expect.arrayContaining(relevance));
    expect(chawal.products.map((p) => p.price)).toEqual(chawal.products.map((p) => p.price).sort((a, b) => b - a));
    const bad = await t.app.inject({ method: 'GET', url: '/api/search/results?q=rice&sort=cheapest' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the synonyms screen (back office)', () => {
  it('lists the seeded synonyms, to the catalogue permission only', async () => {
    const listed = await as(admin, 'GET', '/api/admin/search-synonyms');
    expect(listed.status).toBe(200);
    const synonyms = listed.body.synonyms as { term: string; words: string[] }[];
    expect(synonyms.length).toBeGreaterThanOrEqual(40);
    expect(synonyms).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ term: 'tamatar', words: ['tomato'] }),
        expect.objectContaining({ term: 'टमाटर', words: ['tomato'] }),
      ]),
    );
    expect((await as(null, 'GET', '/api/admin/search-synonyms')).status).toBe(401);
    expect((await as(shopper, 'GET', '/api/admin/search-synonyms')).status).toBe(403);
    expect((await as(staff, 'GET', '/api/admin/search-synonyms')).status).toBe(403);
    expect((await as(staff, 'POST', '/api/admin/search-synonyms', { term: 'kakdi', words: ['cucumber'] })).status).toBe(
      403,
    );
  });

  it('adds, edits and deletes a synonym, audited, and search follows each change at once', async () => {
    // Cached before the synonym exists.
    expect(await names('kakdi')).toEqual([]);
    expect(await names('kakdi')).toEqual([]);

    const created = await as(admin, 'POST', '/api/admin/search-synonyms', {
      term: '  Kakdi ',
      words: ['Cucumber', 'cucumber'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ term: 'kakdi', words: ['cucumber'] });
    const id = created.body.id as number;
    expect(await names('kakdi')).toContain('English Cucumber');
    expect(await names('KAKDI')).toContain('English Cucumber');

    const edited = await as(admin, 'PATCH', `/api/admin/search-synonyms/${id}`, { words: ['carrot'] });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ term: 'kakdi', words: ['carrot'] });
    const afterEdit = await names('kakdi');
    expect(afterEdit).toContain('Ooty Carrot');
    expect(afterEdit).not.toContain('English Cucumber');

    expect((await as(admin, 'DELETE', `/api/admin/search-synonyms/${id}`)).status).toBe(200);
    expect(await names('kakdi')).toEqual([]);
    expect((await as(admin, 'DELETE', `/api/admin/search-synonyms/${id}`)).status).toBe(404);

    const audit = await auditOf(id);
    expect(audit.map((row) => row.action)).toEqual(['synonym.delete', 'synonym.update', 'synonym.create']);
    expect(audit[2]).toMatchObject({ after: { term: 'kakdi', words: ['cucumber'] } });
    expect(audit[1]).toMatchObject({
      before: { term: 'kakdi', words: ['cucumber'] },
      after: { term: 'kakdi', words: ['carrot'] },
    });
    expect(audit[0]).toMatchObject({ before: { term: 'kakdi', words: ['carrot'] } });
  });

  it('refuses a second row for a term, text that is not a word, and an empty change', async () => {
    const taken = await as(admin, 'POST', '/api/admin/search-synonyms', { term: 'Tamatar', words: ['tomato'] });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('tamatar');
    const listed = (await as(admin, 'GET', '/api/admin/search-synonyms')).body.synonyms as { id: number }[];
    const renamed = await as(admin, 'PATCH', `/api/admin/search-synonyms/${listed[1]!.id}`, { term: 'tamatar' });
    expect(renamed.status).toBe(409);
    for (const body of [
      { term: 'hari mirch', words: ['green chilli'] },
      { term: '', words: ['x'] },
      { term: 'kela!', words: ['banana'] },
      { term: 'kela', words: [] },
      { term: 'kela', words: ['ba/nana'] },
    ]) {
      expect((await as(admin, 'POST', '/api/admin/search-synonyms', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await as(admin, 'PATCH', `/api/admin/search-synonyms/${listed[0]!.id}`, {})).status).toBe(400);
    expect((await as(admin, 'PATCH', '/api/admin/search-synonyms/999999', { words: ['x'] })).status).toBe(404);
  });
});
