import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  banners,
  categories,
  pendingUploads,
  products,
  productVariants,
  searchTerms,
} from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createCategory } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { testAppForFile } from '#src/test/test-app';

/** Issue 33 (docs/decisions/066 § Catalogue): the back office writes Hindi names, audited, and the shop shows them. */
const t = testAppForFile({ template: 'empty' });
const admin = beforeAllValue(async () => signedInUser(t, { email: 'grocer@example.com', isAdmin: true }));

type Method = 'GET' | 'POST' | 'PATCH';
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, ...(user ? { headers: user.headers } : {}), ...(payload ? { payload } : {}) });
const ok = async (method: Method, url: string, payload?: object, status = 200) => {
  const response = await call(admin, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response.json();
};
const inHindi = async (url: string) => (await t.app.inject({ method: 'GET', url, cookies: { lang: 'hi' } })).json();
const lastAudit = async (entity: string, id: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0]!;

describe('Hindi names in the back office', () => {
  it('creates and edits a product’s Hindi name, description and pack label, audited, shown to Hindi shoppers', async () => {
    const catId = (await createCategory(t.db, { name: 'Vegetables' })).id;
    const created = await ok(
      'POST',
      '/api/admin/products',
      {
        name: 'Fresh Okra',
        nameHi: '  भिंडी ',
        descriptionHi: '',
        catId,
        variants: [{ sku: 'OKRA-250', label: '250 g', labelHi: '२५० ग्राम', price: 30, countInStock: 5 }],
      },
      201,
    );
    expect(created).toMatchObject({ nameHi: 'भिंडी', descriptionHi: null, variants: [{ labelHi: '२५० ग्राम' }] });
    const [row] = await t.db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ nameHi: 'भिंडी', descriptionHi: null });
    expect(await lastAudit('product', created.id)).toMatchObject({
      action: 'product.create',
      after: expect.objectContaining({ nameHi: 'भिंडी' }),
    });
    expect(await inHindi(`/api/products/${created.id}`)).toMatchObject({ name: 'भिंडी', description: '' });
    // Spelling correction knows the Hindi name's word, whole (vowel signs and all), as it knows English names' words.
    expect(await t.db.select().from(searchTerms).where(eq(searchTerms.term, 'भिंडी'))).toHaveLength(1);

    // A save that leaves labelHi out keeps the pack's Hindi label; the description gets one.
    const variantId = created.variants[0].id;
    const updated = await ok('PATCH', `/api/admin/products/${created.id}`, {
      descriptionHi: 'ताज़ी हरी भिंडी',
      variants: [{ id: variantId, sku: 'OKRA-250', label: '250 g', price: 32, countInStock: 5 }],
    });
    expect(updated).toMatchObject({ descriptionHi: 'ताज़ी हरी भिंडी', variants: [{ labelHi: '२५० ग्राम' }] });
    expect(await lastAudit('product', created.id)).toMatchObject({
      action: 'product.update',
      before: expect.objectContaining({ descriptionHi: null }),
      after: expect.objectContaining({ descriptionHi: 'ताज़ी हरी भिंडी' }),
    });
    const shown = await inHindi(`/api/products/${created.id}`);
    expect(shown).toMatchObject({ name: 'भिंडी', description: 'ताज़ी हरी भिंडी', variants: [{ label: '२५० ग्राम' }] });

    // An empty Hindi name clears it: the English one shows again.
    await ok('PATCH', `/api/admin/products/${created.id}`, { nameHi: '' });
    expect((await inHindi(`/api/products/${created.id}`)).name).toBe('Fresh Okra');
    const [pack] = await t.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(pack!.labelHi).toBe('२५० ग्राम');

    // Longer than the English field allows: a 400, never a 500.
    expect(
      (await call(admin, 'PATCH', `/api/admin/products/${created.id}`, { nameHi: 'क'.repeat(500) })).statusCode,
    ).toBe(400);
  });

  it('writes a category’s Hindi name and a banner’s Hindi title, audited, shown to Hindi shoppers', async () => {
    const category = await ok('POST', '/api/admin/categories', { name: 'Fruits', nameHi: 'फल' }, 201);
    expect(category).toMatchObject({ name: 'Fruits', nameHi: 'फल' });
    const renamed = await ok('PATCH', `/api/admin/categories/${category.id}`, { nameHi: 'ताज़े फल' });
    expect(renamed.nameHi).toBe('ताज़े फल');
    expect(await lastAudit('category', category.id)).toMatchObject({
      action: 'category.update',
      before: expect.objectContaining({ nameHi: 'फल' }),
      after: expect.objectContaining({ nameHi: 'ताज़े फल' }),
    });
    const [row] = await t.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row!.nameHi).toBe('ताज़े फल');
    const [shopCategory] = (await inHindi(`/api/category/${category.id}`)).categoryData;
    expect(shopCategory.name).toBe('ताज़े फल');

    // As if uploaded through POST /api/admin/images.
    await t.db.insert(pendingUploads).values({ userId: admin.id, images: ['fruit-banner.webp'] });
    const banner = await ok(
      'POST',
      '/api/admin/banners',
      { kind: 'home', title: 'Fresh fruit', titleHi: 'ताज़े फल', image: 'fruit-banner.webp', catId: category.id },
      201,
    );
    expect(banner.titleHi).toBe('ताज़े फल');
    await ok('PATCH', `/api/admin/banners/${banner.id}`, { titleHi: 'मौसमी फल' });
    expect(await lastAudit('banner', banner.id)).toMatchObject({
      action: 'banner.update',
      after: expect.objectContaining({ titleHi: 'मौसमी फल' }),
    });
    const [bannerRow] = await t.db.select().from(banners).where(eq(banners.id, banner.id));
    expect(bannerRow!.titleHi).toBe('मौसमी फल');
    expect((await inHindi('/api/homeBanner')).map((b: { title: string }) => b.title)).toContain('मौसमी फल');
  });
});
