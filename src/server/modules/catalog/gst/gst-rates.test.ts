import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, products } from '#src/db/schema/index';
import type { TestUser } from '#src/test/auth';
import { createCategory, createProduct } from '#src/test/factories';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';

/**
 * The GST rates as data (issue 30 §2, docs/decisions/053): the grocer adds a rate, renames one and removes one no
 * product uses, each audited; a product's rate must be one of them and its HSN code 4, 6 or 8 digits.
 */
const t = testAppForFile({ template: 'empty' });
const admin = signedInUserForFile(t, { name: 'Meera', role: 'owner' });
const staff = signedInUserForFile(t, { name: 'Sunil', role: 'staff' });

const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
const ratesNow = async () => (await call(admin, 'GET', '/api/admin/gst-rates')).json<{ rates: unknown[] }>().rates;
const auditOf = (rateBps: number) =>
  t.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'gst-rate'), eq(auditLog.entityId, String(rateBps))))
    .orderBy(asc(auditLog.id));

describe('the GST rates screen’s API', () => {
  it('lists the seeded slabs with how many products use each', async () => {
    await createProduct(t.db, { name: 'Marie Biscuits', gstRateBps: 500 });
    expect(await ratesNow()).toEqual([
      { rateBps: 0, label: 'Nil (0 %)', products: 0 },
      { rateBps: 500, label: '5 %', products: 1 },
      { rateBps: 1800, label: '18 %', products: 0 },
      { rateBps: 4000, label: '40 %', products: 0 },
    ]);
  });

  it('adds, renames and removes a rate, each audited; refuses a second of the same value', async () => {
    const added = await call(admin, 'POST', '/api/admin/gst-rates', { rateBps: 300, label: '3 % (gold)' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ rateBps: 300, label: '3 % (gold)', products: 0 });
    const again = await call(admin, 'POST', '/api/admin/gst-rates', { rateBps: 300, label: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('GST rate 3 % already exists');

    const renamed = await call(admin, 'PATCH', '/api/admin/gst-rates/300', { label: 'Gold 3 %' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ rateBps: 300, label: 'Gold 3 %', products: 0 });

    const removed = await call(admin, 'DELETE', '/api/admin/gst-rates/300');
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await ratesNow()).map((rate) => (rate as { rateBps: number }).rateBps)).toEqual([0, 500, 1800, 4000]);
    expect(await auditOf(300)).toEqual([
      { action: 'gst-rate.create', before: null, after: { rateBps: 300, label: '3 % (gold)' } },
      {
        action: 'gst-rate.update',
        before: { rateBps: 300, label: '3 % (gold)' },
        after: { rateBps: 300, label: 'Gold 3 %' },
      },
      { action: 'gst-rate.delete', before: { rateBps: 300, label: 'Gold 3 %' }, after: null },
    ]);
  });

  it('refuses to remove a rate a product uses (409 saying how many), and an unknown rate is 404', async () => {
    const response = await call(admin, 'DELETE', '/api/admin/gst-rates/500');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('GST rate 5 % is used by 1 product: give them another rate first');
    expect((await call(admin, 'DELETE', '/api/admin/gst-rates/700')).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', '/api/admin/gst-rates/700', { label: 'x' })).statusCode).toBe(404);
  });

  it('refuses a rate out of range or a blank name with a 400 naming the field', async () => {
    for (const body of [
      { rateBps: 10_001, label: 'Too much' },
      { rateBps: -1, label: 'Negative' },
      { rateBps: 12.5, label: 'Fraction of a basis point' },
      { rateBps: 1200, label: '  ' },
    ]) {
      const response = await call(admin, 'POST', '/api/admin/gst-rates', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('lets staff neither read nor change the rates (no catalogue or settings right)', async () => {
    expect((await call(staff, 'GET', '/api/admin/gst-rates')).statusCode).toBe(403);
    expect((await call(staff, 'POST', '/api/admin/gst-rates', { rateBps: 1200, label: '12 %' })).statusCode).toBe(403);
    expect((await call(staff, 'DELETE', '/api/admin/gst-rates/0')).statusCode).toBe(403);
  });
});

describe('a product’s HSN code and GST rate', () => {
  const body = (catId: number, gst: Record<string, unknown>) => ({
    name: 'Neem Soap',
    catId,
    variants: [{ sku: `SOAP-${Date.now()}`, label: '100 g', price: 45, countInStock: 10 }],
    ...gst,
  });

  it('saves an HSN code and one of the shop’s rates, shown in the editor and stored on the product', async () => {
    const category = await createCategory(t.db, { name: 'Personal care' });
    const created = await call(
      admin,
      'POST',
      '/api/admin/products',
      body(category.id, { hsnCode: '34011190', gstRateBps: 1800 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ hsnCode: '34011190', gstRateBps: 1800 });
    const id = created.json<{ id: number }>().id;
    const changed = await call(admin, 'PATCH', `/api/admin/products/${id}`, { hsnCode: '3401', gstRateBps: 500 });
    expect(changed.json()).toMatchObject({ hsnCode: '3401', gstRateBps: 500 });
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect({ hsnCode: row!.hsnCode, gstRateBps: row!.gstRateBps }).toEqual({ hsnCode: '3401', gstRateBps: 500 });
  });

  it('refuses an HSN code that is not 4, 6 or 8 digits, and a rate the shop does not have', async () => {
    const category = await createCategory(t.db, { name: 'Home care' });
    for (const hsnCode of ['340', '34011', '3401119', 'ABCD', '340111901']) {
      const response = await call(admin, 'POST', '/api/admin/products', body(category.id, { hsnCode }));
      expect(response.statusCode, hsnCode).toBe(400);
      expect(response.json().message).toContain('must be an HSN code of 4, 6 or 8 digits, or empty');
    }
    const response = await call(admin, 'POST', '/api/admin/products', body(category.id, { gstRateBps: 1200 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("GST rate 12 % is not one of the shop's rates: add it under GST rates first");
  });
});
