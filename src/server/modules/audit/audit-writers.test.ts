import { asc, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, newsletterSubscribers } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createBanner, createCategory, createProduct, createReview } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { storedOrder } from '#src/test/orders';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';
import { multipart } from '#src/test/uploads';

/**
 * Issue 27 §5: reading personal data out of the back office (the orders and newsletter CSVs) and uploading its
 * images leave an audit row saying who and when; an admin PATCH (or order PUT) that changes nothing leaves none,
 * while a real change still does.
 */
const t = testAppForFile({ template: 'empty', env: { RATE_LIMITS: 'admin-write=100000' } });
const admin = beforeAllValue(async () => signedInUser(t, { email: 'auditor@example.com', role: 'owner' }));
const staff = beforeAllValue(async () => signedInUser(t, { email: 'packer@example.com', role: 'staff' }));
const shopper = signedInUserForFile(t);

/** Rows written after `since` (an audit id), oldest first. */
const rowsAfter = (since: number) =>
  t.db.select().from(auditLog).where(gt(auditLog.id, since)).orderBy(asc(auditLog.id));
const lastId = async () =>
  (await t.db.select({ id: auditLog.id }).from(auditLog)).reduce((m, r) => Math.max(m, r.id), 0);

const call = async (user: TestUser, method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response;
};

describe('exports of personal data', () => {
  it('the orders CSV records who took it, from where, when and with which filters', async () => {
    await storedOrder(t, shopper, { name: 'Asha Rao' });
    const since = await lastId();
    const started = Date.now();
    const csv = await call(staff, 'GET', '/api/admin/export/orders.csv?status=pending');
    expect(csv.body).toContain('Asha Rao');
    const rows = await rowsAfter(since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: staff.id,
      actorEmail: 'packer@example.com',
      ip: '127.0.0.1',
      action: 'order.export',
      entity: 'order',
      entityId: 'csv',
      after: { filters: { status: 'pending' } },
    });
    expect(rows[0]!.at.getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it('the newsletter CSV records who took it and when', async () => {
    await t.db
      .insert(newsletterSubscribers)
      .values({ email: 'reader@example.com', status: 'confirmed', confirmedAt: new Date() });
    const since = await lastId();
    const csv = await call(admin, 'GET', '/api/admin/newsletter.csv');
    expect(csv.body).toContain('reader@example.com');
    const rows = await rowsAfter(since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: 'auditor@example.com',
      action: 'newsletter.export',
      entity: 'newsletter',
      entityId: 'csv',
    });
  });
});

describe('image uploads', () => {
  const png = () =>
    sharp({ create: { width: 30, height: 30, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer();
  const upload = async (user: TestUser, url: string) => {
    const { payload, contentType } = multipart([
      { filename: 'a.png', type: 'image/png', data: await png() },
      { filename: 'b.png', type: 'image/png', data: await png() },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...user.headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { images: string[] }).images;
  };

  it('an admin’s product images each get a row with who uploaded them', async () => {
    const since = await lastId();
    const images = await upload(admin, '/api/admin/images');
    const rows = await rowsAfter(since);
    expect(rows.map((row) => [row.action, row.entity, row.entityId, row.actorId])).toEqual(
      images.map((name) => ['image.upload', 'image', name, admin.id]),
    );
  });

  it('a shopper’s own upload is not a back-office write and records nothing', async () => {
    const since = await lastId();
    await upload(shopper, '/api/user/upload');
    expect(await rowsAfter(since)).toEqual([]);
  });
});

describe('a PATCH that changes nothing leaves no row; a real change one', () => {
  /** Sends `same` (no row expected), then `changed` (one row of `action` expected). */
  async function expectOnlyChangesAudited(
    action: string,
    send: (body: object) => Promise<unknown>,
    same: object,
    changed: object,
  ) {
    const since = await lastId();
    await send(same);
    await send(same);
    expect(await rowsAfter(since), `${action}: a save without changes`).toEqual([]);
    await send(changed);
    expect((await rowsAfter(since)).map((row) => row.action)).toEqual([action]);
  }

  it('a product saved from its form as it was', async () => {
    const category = await createCategory(t.db, { name: 'Pulses' });
    const product = await createProduct(t.db, { name: 'Toor Dal', catId: category.id, brand: 'Tata' }, [
      { sku: 'TOOR-1', label: '1 kg', price: 180, oldPrice: 200, countInStock: 9, netQuantity: 1, unit: 'kg' },
    ]);
    const url = `/api/admin/products/${product.id}`;
    const detail = (await call(admin, 'GET', url)).json();
    const form = {
      name: detail.name,
      brand: detail.brand,
      description: detail.description,
      catId: detail.catId,
      subCatId: detail.subCatId,
      countries: detail.countries,
      isFeatured: detail.isFeatured,
      facts: detail.facts,
      images: detail.images,
      variants: detail.variants.map((v: Record<string, unknown>) => ({
        id: v['id'],
        sku: v['sku'],
        label: v['label'],
        size: v['size'],
        ram: v['ram'],
        weight: v['weight'],
        price: v['price'],
        oldPrice: v['oldPrice'],
        countInStock: v['countInStock'],
        netQuantity: v['netQuantity'],
        unit: v['unit'],
      })),
    };
    await expectOnlyChangesAudited('product.update', (body) => call(admin, 'PATCH', url, body), form, {
      ...form,
      brand: 'Tata Sampann',
    });
    const variantUrl = `/api/admin/variants/${detail.variants[0].id}`;
    await expectOnlyChangesAudited(
      'variant.update',
      (body) => call(admin, 'PATCH', variantUrl, body),
      { price: 180 },
      { price: 175 },
    );
  });

  it('a category, a banner and their order', async () => {
    const category = await createCategory(t.db, { name: 'Snacks', color: '#fef3c7' });
    await expectOnlyChangesAudited(
      'category.update',
      (body) => call(admin, 'PATCH', `/api/admin/categories/${category.id}`, body),
      { name: 'Snacks', color: '#fef3c7' },
      { name: 'Namkeen' },
    );
    const banner = await createBanner(t.db, { catId: category.id, title: 'Crunchy', kind: 'side' });
    await expectOnlyChangesAudited(
      'banner.update',
      (body) => call(admin, 'PATCH', `/api/admin/banners/${banner.id}`, body),
      { title: 'Crunchy', active: true },
      { active: false },
    );
    const second = await createBanner(t.db, { catId: category.id, kind: 'side' });
    const order = (await call(admin, 'GET', '/api/admin/banners')).json().side.map((b: { id: number }) => b.id);
    expect(order).toEqual(expect.arrayContaining([banner.id, second.id]));
    await expectOnlyChangesAudited(
      'banner.reorder',
      (body) => call(admin, 'PUT', '/api/admin/banners/order', body),
      { kind: 'side', ids: order },
      { kind: 'side', ids: [...order].reverse() },
    );
  });

  it('a delivery zone and slot', async () => {
    const zone = await t.app.inject({
      method: 'POST',
      url: '/api/admin/delivery/zones',
      headers: admin.headers,
      payload: { name: 'Old town', prefixes: ['5600'], fee: 30 },
    });
    expect(zone.statusCode, zone.body).toBe(201);
    const zoneId = (zone.json() as { id: number }).id;
    await expectOnlyChangesAudited(
      'delivery_zone.update',
      (body) => call(admin, 'PATCH', `/api/admin/delivery/zones/${zoneId}`, body),
      { fee: 30, name: 'Old town' },
      { fee: 40 },
    );
    const slot = await t.app.inject({
      method: 'POST',
      url: `/api/admin/delivery/zones/${zoneId}/slots`,
      headers: admin.headers,
      payload: { weekday: 2, start: '09:00', end: '11:00', capacity: 8 },
    });
    expect(slot.statusCode, slot.body).toBe(201);
    const slotId = (slot.json() as { id: number }).id;
    await expectOnlyChangesAudited(
      'delivery_slot.update',
      (body) => call(admin, 'PATCH', `/api/admin/delivery/slots/${slotId}`, body),
      { capacity: 8, start: '09:00' },
      { capacity: 12 },
    );
  });

  it('a review shown while shown, then hidden', async () => {
    const review = await createReview(t.db);
    await expectOnlyChangesAudited(
      'review.hide',
      (body) => call(admin, 'PATCH', `/api/admin/reviews/${review.id}`, body),
      { hidden: false },
      { hidden: true },
    );
    const since = await lastId();
    await call(admin, 'PATCH', `/api/admin/reviews/${review.id}`, { hidden: true });
    expect(await rowsAfter(since), 'hidden again').toEqual([]);
  });
});
