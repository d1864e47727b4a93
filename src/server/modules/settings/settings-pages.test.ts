import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { deliveryZones } from '#src/db/schema/index';
import { signedInUser } from '#src/test/auth';
import { testAppForFile, type TestApp } from '#src/test/test-app';

/**
 * The store settings on the shop's pages (issue 30 §1, docs/decisions/052), through the real web build and the page
 * cache: a change in the back office, or to the delivery zones, shows on the next request of a page the cache kept.
 * On PGlite (the catalogue's notifications) and on the PostgreSQL server (a version read per request).
 */
const apps = {
  pglite: testAppForFile({ template: 'empty', web: true, env: { SHOP_PHONE: '1800 111 222' } }),
  postgres: testAppForFile({ template: 'empty', web: true, env: { SHOP_PHONE: '1800 111 222' }, engine: 'postgres' }),
};

const page = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });
const cacheState = (answer: LightMyRequestResponse) => answer.headers['x-page-cache'];
const footerOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));

describe.each(Object.entries(apps))('on %s', (_engine, t) => {
  it('the header and footer show the settings; a saved change shows at once, through the page cache', async () => {
    const admin = await signedInUser(t, { email: `owner-${_engine}@example.com`, role: 'owner' });
    const first = await page(t, '/');
    expect(first.statusCode).toBe(200);
    expect(footerOf(first.body)).toContain('1800 111 222');
    expect(footerOf(first.body)).toContain('Opening hours: Monday to Saturday, 10:00 - 18:00');
    expect(cacheState(await page(t, '/'))).toBe('hit');

    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers })).json<
      Record<string, unknown>
    >();
    const { updatedAt: _updatedAt, ...settings } = current;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: {
        ...settings,
        phone: '+91 80 2222 3333',
        hours: 'Every day, 7:00 - 23:00',
        legalName: 'Sharma Retail Private Limited',
        gstin: '29ABCDE1234F1Z5',
        fssai: '11223344556677',
        grievance: { name: 'Ravi Kumar', email: 'grievance@sharma.example', phone: '' },
        policies: {
          returns: 'Unopened packs within 7 days.\n\nFresh produce at the door.',
          refunds: '',
          cancellation: '',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await page(t, '/');
    expect(cacheState(after)).toBe('miss');
    const footer = footerOf(after.body);
    expect(footer).toContain('+91 80 2222 3333');
    expect(footer).toContain('Opening hours: Every day, 7:00 - 23:00');
    expect(footer).not.toContain('1800 111 222');
    expect(footer).toContain('Sharma Retail Private Limited');
    expect(footer).toContain('29ABCDE1234F1Z5');
    expect(footer).toContain('11223344556677');
    expect(footer).toContain('Ravi Kumar, grievance@sharma.example');
    expect(footer).toContain('href="/policies/returns"');
    // The support line above the header too.
    expect(after.body.slice(0, after.body.indexOf('<footer'))).toContain('href="tel:+918022223333"');

    const policy = await page(t, '/policies/returns');
    expect(policy.statusCode).toBe(200);
    expect(policy.body).toContain('<title>Return policy | Kirana</title>');
    expect(policy.body).toContain('Unopened packs within 7 days.');
    expect(policy.body).toContain('Fresh produce at the door.');
    const empty = await page(t, '/policies/refunds');
    expect(empty.body).toContain('The shop has not published this policy yet.');
    expect((await page(t, '/policies/privacy')).statusCode).toBe(404);
  });

  it('the footer’s free-delivery promise follows the delivery zones', async () => {
    expect(footerOf((await page(t, '/')).body)).toContain('On every order');
    const [zone] = await t.db
      .insert(deliveryZones)
      .values({ name: 'City', codes: ['560001'], fee: 40, freeFrom: 649 })
      .returning();
    try {
      const after = await page(t, '/');
      expect(cacheState(after)).toBe('miss');
      expect(footerOf(after.body)).toContain('On orders of Rs 649 or more');
      await t.db.update(deliveryZones).set({ freeFrom: null }).where(eq(deliveryZones.id, zone!.id));
      expect(footerOf((await page(t, '/')).body)).toContain('Fee by pincode');
    } finally {
      await t.db.delete(deliveryZones).where(eq(deliveryZones.id, zone!.id));
    }
  });
});
