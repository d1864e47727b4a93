import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ZAdminProductDetail, ZAdminProductList } from '#src/contracts/admin-catalog';
import { ZProductDetail } from '#src/contracts/catalog';
import { rowsOf } from '#src/db/client';
import { LOW_STOCK_THRESHOLD } from '#src/shared/constants';
import { auditLog, cartItems, pendingUploads, productVariants } from '#src/db/schema/index';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createCategory, createProduct, createSubCategory } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';
import { multipart } from '#src/test/uploads';

/** Issue 14: the back office's products and variants, and what the shop shows after each write. */
const t = testAppForFile({ template: 'empty' });
const admin = beforeAllValue(async () => signedInUser(t, { email: 'grocer@example.com', isAdmin: true }));
const shopper = signedInUserForFile(t);
const staff = beforeAllValue(async () => signedInUser(t, { email: 'counter@example.com', role: 'staff' }));
const auditOf = (productId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(productId))))
    .orderBy(asc(auditLog.id));
const MSG = ADMIN_PRODUCTS_TEXT.adminCatalogApi;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, ...(user ? { headers: user.headers } : {}), ...(payload ? { payload } : {}) });
const ok = async (user: TestUser | null, method: Method, url: string, payload?: object, status = 200) => {
  const response = await call(user, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response.json();
};
const shopProduct = async (id: number) => ZProductDetail.parse(await ok(null, 'GET', `/api/products/${id}`));
const adminList = async (query: string) =>
  ZAdminProductList.parse(await ok(admin, 'GET', `/api/admin/products?${query}`));

const png = (colour: string) =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: colour } })
    .png()
    .toBuffer();
async function uploadImages(user: TestUser, count: number): Promise<string[]> {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      filename: `p${i}.png`,
      type: 'image/png',
      data: await png(i % 2 ? '#16a34a' : '#e11d48'),
    })),
  );
  const { payload, contentType } = multipart(files);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    headers: { ...user.headers, 'content-type': contentType },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().images;
}

const shop = beforeAllValue(async () => {
  const staples = await createCategory(t.db, { name: 'Staples' });
  const rice = await createSubCategory(t.db, staples, { name: 'Rice' });
  const dairy = await createCategory(t.db, { name: 'Dairy' });
  const ghee = await createProduct(t.db, { name: 'Cow Ghee', catId: dairy.id, brand: 'Amul' }, [
    { sku: 'GHEE-500', label: '500 ml', price: 320, oldPrice: 350, countInStock: 3, netQuantity: 500, unit: 'ml' },
    { sku: 'GHEE-1L', label: '1 l', price: 600, oldPrice: 640, countInStock: 40, netQuantity: 1, unit: 'l' },
  ]);
  const paneer = await createProduct(t.db, { name: 'Fresh Paneer', catId: dairy.id }, [
    { sku: 'PANEER-200', label: '200 g', price: 90, oldPrice: 90, countInStock: 0, netQuantity: 200, unit: 'g' },
  ]);
  return { staples, rice, dairy, ghee, paneer };
});

const basmati = (catId: number, subCatId: number | null, images: string[] = []) => ({
  name: 'Royal Basmati Rice',
  brand: 'India Gate',
  description: 'Long grain, aged two years.',
  catId,
  subCatId,
  countries: ['in', 'AE'],
  facts: { kind: 'food', diet: 'veg', ingredients: 'Basmati rice', countryOfOrigin: 'India' },
  images,
  variants: [
    {
      sku: 'BAS-1KG',
      label: '1 kg',
      weight: '1kg',
      price: 180,
      oldPrice: 200,
      countInStock: 25,
      netQuantity: 1,
      unit: 'kg',
    },
    { sku: 'BAS-5KG', label: '5 kg', weight: '5kg', price: 800, countInStock: 8, netQuantity: 5, unit: 'kg' },
  ],
});

describe('who may call the back office’s product API', () => {
  it('answers a guest 401, a shopper and staff 403 on every product route, and writes nothing', async () => {
    const { ghee, staples } = shop;
    const variantId = (await shopProduct(ghee.id)).variants[0]!.id;
    const attempts: [Method, string, object?][] = [
      ['GET', '/api/admin/products'],
      ['GET', `/api/admin/products/${ghee.id}`],
      ['POST', '/api/admin/products', basmati(staples.id, null)],
      ['PATCH', `/api/admin/products/${ghee.id}`, { name: 'Hacked' }],
      ['DELETE', `/api/admin/products/${ghee.id}`],
      ['POST', `/api/admin/products/${ghee.id}/restore`],
      ['PATCH', `/api/admin/variants/${variantId}`, { price: 1 }],
      ['POST', '/api/admin/images', {}],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(shopper, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(staff, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const after = await shopProduct(ghee.id);
    expect([after.name, after.variants[0]!.price]).toEqual(['Cow Ghee', 320]);
  });
});

describe('creating a product', () => {
  it('creates it with two packs and two uploaded images; the shop shows it with their unit prices', async () => {
    const { staples, rice } = shop;
    const images = await uploadImages(admin, 2);
    const created = ZAdminProductDetail.parse(
      await ok(admin, 'POST', '/api/admin/products', basmati(staples.id, rice.id, images), 201),
    );
    expect(created).toMatchObject({
      name: 'Royal Basmati Rice',
      catName: 'Staples',
      subCatName: 'Rice',
      countries: ['IN', 'AE'],
      images,
      archivedAt: null,
      variantCount: 2,
      price: 180,
    });
    expect(created.variants.map((v) => [v.sku, v.price, v.oldPrice, v.discount, v.unitPrice])).toEqual([
      ['BAS-1KG', 180, 200, 10, { amount: 180, per: 'kg' }],
      ['BAS-5KG', 800, 800, 0, { amount: 160, per: 'kg' }],
    ]);
    const inShop = await shopProduct(created.id);
    expect(inShop).toMatchObject({ name: 'Royal Basmati Rice', price: 180, images, productWeight: ['1kg', '5kg'] });
    expect(inShop.variants.map((v) => [v.label, v.unitPrice])).toEqual([
      ['1 kg', { amount: 180, per: 'kg' }],
      ['5 kg', { amount: 160, per: 'kg' }],
    ]);
    expect(inShop.facts).toMatchObject({ kind: 'food', diet: 'veg' });
    const listing = await ok(null, 'GET', `/api/products/subCatId?subCatId=${rice.id}`);
    expect(listing.products.map((p: { name: string }) => p.name)).toContain('Royal Basmati Rice');
    const [audit] = await auditOf(created.id);
    expect(audit).toMatchObject({
      action: 'product.create',
      actorId: admin.id,
      actorEmail: 'grocer@example.com',
      before: null,
    });
    expect(audit!.after).toMatchObject({
      name: 'Royal Basmati Rice',
      variants: [{ sku: 'BAS-1KG' }, { sku: 'BAS-5KG' }],
    });
    // Saved on a product, the uploads are no longer pending: the hourly sweep keeps their files.
    expect(await t.db.select().from(pendingUploads).where(eq(pendingUploads.userId, admin.id))).toEqual([]);
  });

  it('refuses a SKU another variant holds with 409 and a clear message, and creates nothing', async () => {
    const { staples } = shop;
    const body = basmati(staples.id, null);
    body.name = 'Copy of Ghee';
    body.variants[1]!.sku = 'GHEE-1L';
    const response = await call(admin, 'POST', '/api/admin/products', body);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MSG.skuTaken('GHEE-1L'));
    expect((await adminList('q=copy')).total).toBe(0);
  });

  it('answers 400 with a message, never 500, for input that does not fit', async () => {
    const { staples, rice, dairy } = shop;
    const cases: [object, string | null][] = [
      [{ ...basmati(staples.id, null), variants: [] }, null],
      [{ ...basmati(staples.id, null), name: '' }, null],
      [{ ...basmati(rice.id, null) }, MSG.notTopCategory],
      [{ ...basmati(dairy.id, rice.id) }, MSG.subCategoryMismatch],
      [{ ...basmati(999_999, null) }, MSG.categoryMissing],
      [
        { ...basmati(staples.id, null), images: ['u-00000000000000000000000000000000.webp'] },
        MSG.imageNotUploaded('u-00000000000000000000000000000000.webp'),
      ],
      [{ ...basmati(staples.id, null), images: ['../../etc/passwd'] }, null],
      [{ ...basmati(staples.id, null), facts: { kind: 'food' } }, null],
      [{ ...basmati(staples.id, null), facts: { kind: 'spaceship' } }, null],
      [{ ...basmati(staples.id, null), countries: ['India'] }, null],
    ];
    const twice = basmati(staples.id, null);
    twice.variants[1]!.sku = 'BAS-1KG';
    cases.push([twice, MSG.skuTwice('BAS-1KG')]);
    const cheaper = basmati(staples.id, null);
    (cheaper.variants[0] as { oldPrice: number }).oldPrice = 100;
    cases.push([cheaper, null]);
    const noUnit = basmati(staples.id, null);
    (noUnit.variants[0] as { unit: string | null }).unit = null;
    cases.push([noUnit, null]);
    for (const [body, message] of cases) {
      const response = await call(admin, 'POST', '/api/admin/products', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBeTruthy();
      if (message) expect(response.json().message).toBe(message);
    }
    expect((await call(admin, 'POST', '/api/admin/products', { name: 'x' })).statusCode).toBe(400);
  });
});

describe('the product list', () => {
  it('searches with the shop’s search or an exact SKU, and filters by category and sub-category', async () => {
    const { dairy, rice, staples } = shop;
    expect((await adminList('q=ghee')).products.map((p) => p.name)).toEqual(['Cow Ghee']);
    expect((await adminList('q=amul')).products.map((p) => p.name)).toEqual(['Cow Ghee']);
    expect((await adminList('q=ghee-1l')).products.map((p) => p.name)).toEqual(['Cow Ghee']);
    const byCategory = await adminList(`catId=${dairy.id}&sort=name`);
    expect(byCategory.products.map((p) => p.name)).toEqual(['Cow Ghee', 'Fresh Paneer']);
    expect(byCategory.products[0]!.variants.map((v) => [v.sku, v.countInStock, v.unitPrice])).toEqual([
      ['GHEE-500', 3, { amount: 640, per: 'l' }],
      ['GHEE-1L', 40, { amount: 600, per: 'l' }],
    ]);
    expect((await adminList(`catId=${rice.id}`)).products.map((p) => p.name)).toEqual(['Royal Basmati Rice']);
    expect((await adminList(`catId=${staples.id}`)).products.map((p) => p.name)).toEqual(['Royal Basmati Rice']);
    expect((await adminList('catId=999999')).total).toBe(0);
  });

  it('filters by the lowest pack: sold out (a pack with none) and low stock (the lowest has 1 to 5 left)', async () => {
    const { dairy } = shop;
    expect((await adminList(`catId=${dairy.id}&stock=low`)).products.map((p) => p.name)).toEqual(['Cow Ghee']);
    expect((await adminList(`catId=${dairy.id}&stock=out`)).products.map((p) => p.name)).toEqual(['Fresh Paneer']);
    const frozen = await createCategory(t.db, { name: 'Frozen' });
    const vegetables = await createSubCategory(t.db, frozen, { name: 'Frozen Vegetables' });
    await createProduct(t.db, { name: 'Frozen Peas', catId: frozen.id, subCatId: vegetables.id }, [
      { sku: 'PEAS-500', label: '500 g', price: 80, oldPrice: 80, countInStock: 0 },
      { sku: 'PEAS-1KG', label: '1 kg', price: 150, oldPrice: 150, countInStock: 30 },
    ]);
    await createProduct(t.db, { name: 'Frozen Corn', catId: frozen.id }, [
      { sku: 'CORN-500', label: '500 g', price: 70, oldPrice: 70, countInStock: 6 },
    ]);
    expect((await adminList(`catId=${frozen.id}&stock=out`)).products.map((p) => p.name)).toEqual(['Frozen Peas']);
    expect((await adminList(`catId=${frozen.id}&stock=low`)).total).toBe(0);
    expect((await adminList(`catId=${vegetables.id}&stock=out`)).products.map((p) => p.name)).toEqual(['Frozen Peas']);
    // Restocked inline: the peas leave the sold-out list; the corn, sold down to 2, joins the low one.
    const [peas500] = (await adminList(`catId=${frozen.id}&q=PEAS-500`)).products[0]!.variants;
    await ok(admin, 'PATCH', `/api/admin/variants/${peas500!.id}`, { countInStock: 40 });
    const [corn] = (await adminList(`catId=${frozen.id}&q=CORN-500`)).products[0]!.variants;
    await ok(admin, 'PATCH', `/api/admin/variants/${corn!.id}`, { countInStock: 2 });
    expect((await adminList(`catId=${frozen.id}&stock=out`)).total).toBe(0);
    expect((await adminList(`catId=${frozen.id}&stock=low`)).products.map((p) => p.name)).toEqual(['Frozen Corn']);
  });

  it('keeps the restocking index bounded by the low-stock threshold, so the restock views can use it', async () => {
    const [index] = rowsOf<{ def: string }>(
      await t.db.execute(sql`select indexdef as def from pg_indexes where indexname = 'products_admin_restock_idx'`),
    );
    expect(index?.def).toContain(`min_stock <= ${LOW_STOCK_THRESHOLD})`);
  });

  it('sorts and pages with a total', async () => {
    const { dairy } = shop;
    const first = await adminList(`catId=${dairy.id}&sort=price-desc&perPage=1`);
    expect([first.products[0]!.name, first.total, first.totalPages]).toEqual(['Cow Ghee', 2, 2]);
    const second = await adminList(`catId=${dairy.id}&sort=price-desc&perPage=1&page=2`);
    expect([second.products[0]!.name, second.page]).toEqual(['Fresh Paneer', 2]);
    expect((await adminList(`catId=${dairy.id}&sort=stock`)).products.map((p) => p.name)).toEqual([
      'Fresh Paneer',
      'Cow Ghee',
    ]);
    for (const bad of ['sort=cheapest', 'stock=some', 'archived=yes', 'perPage=1000', 'page=0', 'catId=abc']) {
      expect((await call(admin, 'GET', `/api/admin/products?${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('editing a product', () => {
  it('changes its fields and its variants (update, add, remove); a removed pack leaves the carts it was in', async () => {
    const { dairy } = shop;
    const product = await createProduct(t.db, { name: 'Curd', catId: dairy.id }, [
      { sku: 'CURD-400', label: '400 g', price: 50, oldPrice: 50, countInStock: 10, netQuantity: 400, unit: 'g' },
      { sku: 'CURD-1KG', label: '1 kg', price: 110, oldPrice: 120, countInStock: 10, netQuantity: 1, unit: 'kg' },
    ]);
    const [small, big] = (await shopProduct(product.id)).variants;
    // A shopper has the 1 kg pack in the cart.
    expect(
      (await call(shopper, 'POST', '/api/cart/add', { productId: product.id, variantId: big!.id, quantity: 1 }))
        .statusCode,
    ).toBe(201);
    const edited = ZAdminProductDetail.parse(
      await ok(admin, 'PATCH', `/api/admin/products/${product.id}`, {
        name: 'Thick Curd',
        variants: [
          {
            id: small!.id,
            sku: 'CURD-400',
            label: '400 g cup',
            price: 55,
            oldPrice: 60,
            countInStock: 12,
            netQuantity: 400,
            unit: 'g',
          },
          { sku: 'CURD-2KG', label: '2 kg tub', price: 200, countInStock: 4, netQuantity: 2, unit: 'kg' },
        ],
      }),
    );
    expect(edited.variants.map((v) => [v.id === small!.id, v.sku, v.label, v.price, v.oldPrice, v.position])).toEqual([
      [true, 'CURD-400', '400 g cup', 55, 60, 0],
      [false, 'CURD-2KG', '2 kg tub', 200, 200, 1],
    ]);
    const inShop = await shopProduct(product.id);
    expect([inShop.name, inShop.price, inShop.variantCount]).toEqual(['Thick Curd', 55, 2]);
    expect(await t.db.select().from(productVariants).where(eq(productVariants.id, big!.id))).toEqual([]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.variantId, big!.id))).toEqual([]);
    const [audit] = await auditOf(product.id);
    expect(audit).toMatchObject({ action: 'product.update', before: { name: 'Curd' }, after: { name: 'Thick Curd' } });
    expect((await ok(shopper, 'GET', '/api/cart')).map((l: { productId: number }) => l.productId)).not.toContain(
      product.id,
    );
  });

  it('refuses another product’s variant id (400), a taken SKU (409) and an unknown product (404)', async () => {
    const { ghee, paneer } = shop;
    const gheeVariant = (await shopProduct(ghee.id)).variants[0]!;
    const stolen = { ...gheeVariant, id: gheeVariant.id, netQuantity: 500, unit: 'ml' as const };
    const { discount: _d, unitPrice: _u, ...input } = stolen;
    const wrong = await call(admin, 'PATCH', `/api/admin/products/${paneer.id}`, { variants: [input] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MSG.variantNotOfProduct(gheeVariant.id));
    const taken = await call(admin, 'PATCH', `/api/admin/products/${paneer.id}`, {
      variants: [{ sku: 'GHEE-500', label: '200 g', price: 90, countInStock: 1 }],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MSG.skuTaken('GHEE-500'));
    expect((await shopProduct(paneer.id)).variants.map((v) => v.sku)).toEqual(['PANEER-200']);
    expect(await auditOf(paneer.id)).toEqual([]);
    expect((await call(admin, 'PATCH', '/api/admin/products/999999', { name: 'x' })).statusCode).toBe(404);
  });
});

describe('inline price and stock edits', () => {
  it('changes a pack’s price and the shop’s answer changes at once (cache emptied at commit)', async () => {
    const { ghee } = shop;
    const before = await shopProduct(ghee.id); // cached now
    const pack = before.variants.find((v) => v.sku === 'GHEE-500')!;
    const row = await ok(admin, 'PATCH', `/api/admin/variants/${pack.id}`, { price: 299, countInStock: 20 });
    expect(row.variants.find((v: { id: number }) => v.id === pack.id)).toMatchObject({
      price: 299,
      oldPrice: 350,
      discount: 15,
      countInStock: 20,
    });
    const after = await shopProduct(ghee.id);
    expect(after.variants.find((v) => v.id === pack.id)).toMatchObject({ price: 299, countInStock: 20 });
    // The default (cheapest in stock) is the product row's price in listings.
    expect(after.price).toBe(299);
    const audits = await auditOf(ghee.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'variant.update',
      before: { variantId: pack.id, sku: 'GHEE-500', price: 320, countInStock: 3 },
      after: { variantId: pack.id, sku: 'GHEE-500', price: 299, countInStock: 20 },
    });
  });

  it('refuses a price above the old price, an empty change and an unknown variant', async () => {
    const { ghee } = shop;
    const pack = (await shopProduct(ghee.id)).variants.find((v) => v.sku === 'GHEE-500')!;
    const above = await call(admin, 'PATCH', `/api/admin/variants/${pack.id}`, { oldPrice: 100 });
    expect([above.statusCode, above.json().message]).toEqual([400, 'The price cannot be above the MRP (Rs 100).']);
    expect((await call(admin, 'PATCH', `/api/admin/variants/${pack.id}`, {})).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', `/api/admin/variants/${pack.id}`, { countInStock: -1 })).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', `/api/admin/variants/${pack.id}`, { price: 1.5 })).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', '/api/admin/variants/999999', { price: 10 })).statusCode).toBe(404);
  });
});

describe('archiving a product', () => {
  it('takes it out of the shop everywhere, refuses it in carts, keeps it in the back office; restore brings it back', async () => {
    const { dairy } = shop;
    const product = await createProduct(t.db, { name: 'Buffalo Milk', catId: dairy.id, isFeatured: true });
    const other = await createProduct(t.db, { name: 'Toned Milk', catId: dairy.id });
    const visible = async () => {
      const ids = (list: { id: number }[]) => list.map((p) => p.id).includes(product.id);
      return {
        page: (await call(null, 'GET', `/api/products/${product.id}`)).statusCode,
        listing: ids((await ok(null, 'GET', `/api/products/catId?catId=${dairy.id}`)).products),
        search: ids(await ok(null, 'GET', '/api/search?q=buffalo')),
        suggest: ids(await ok(null, 'GET', '/api/search/suggest?q=buffalo')),
        featured: ids(await ok(null, 'GET', '/api/products/featured')),
        related: ids(await ok(null, 'GET', `/api/products/${other.id}/related`)),
        sitemap: ids((await ok(null, 'GET', '/api/products/ids?limit=50000')).products),
      };
    };
    expect(await visible()).toEqual({
      page: 200,
      listing: true,
      search: true,
      suggest: true,
      featured: true,
      related: true,
      sitemap: true,
    });
    const archived = ZAdminProductDetail.parse(await ok(admin, 'DELETE', `/api/admin/products/${product.id}`));
    expect(archived.archivedAt).not.toBeNull();
    expect(await visible()).toEqual({
      page: 404,
      listing: false,
      search: false,
      suggest: false,
      featured: false,
      related: false,
      sitemap: false,
    });
    expect((await call(null, 'GET', `/api/products/${product.id}/related`)).statusCode).toBe(404);
    const add = await call(shopper, 'POST', '/api/cart/add', { productId: product.id, quantity: 1 });
    expect(add.statusCode).toBe(404);
    // The back office still has it, under the archived toggle.
    expect((await ok(admin, 'GET', `/api/admin/products/${product.id}`)).archivedAt).toBe(archived.archivedAt);
    expect((await adminList(`catId=${dairy.id}`)).products.map((p) => p.id)).not.toContain(product.id);
    expect((await adminList(`catId=${dairy.id}&archived=true`)).products.map((p) => p.id)).toEqual([product.id]);
    expect((await adminList('archived=true&q=buffalo')).products.map((p) => p.id)).toEqual([product.id]);
    const restored = await ok(admin, 'POST', `/api/admin/products/${product.id}/restore`);
    expect(restored.archivedAt).toBeNull();
    expect(await visible()).toEqual({
      page: 200,
      listing: true,
      search: true,
      suggest: true,
      featured: true,
      related: true,
      sitemap: true,
    });
    expect((await call(admin, 'DELETE', '/api/admin/products/999999')).statusCode).toBe(404);
  });
});
