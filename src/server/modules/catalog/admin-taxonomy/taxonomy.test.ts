import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '#src/db/schema/audit';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '#src/db/schema/catalog';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createBanner, createCategory, createProduct, createSubCategory } from '#src/test/factories';
import { testAppForFile } from '#src/test/test-app';
import { multipart } from '#src/test/uploads';

/** Issue 14: the back office's categories and banners; each change shows in the shop's answers at once. */
const t = testAppForFile({ template: 'empty' });
let admin: TestUser;
let shopper: TestUser;
let staff: TestUser;

const as = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app
    .inject({ method, url, headers: user ? user.headers : {}, ...(payload ? { payload } : {}) })
    .then((response) => ({ status: response.statusCode, body: response.json() }));
const shop = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const auditOf = (entity: string, entityId: number | string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));

/** Images uploaded through the back office's upload (admin-products' POST /api/admin/images), not yet saved. */
async function uploaded(count = 1): Promise<string[]> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#16a34a' } })
    .png()
    .toBuffer();
  const files = Array.from({ length: count }, (_, i) => ({ filename: `b${i}.png`, type: 'image/png', data: png }));
  const { payload, contentType } = multipart(files);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    headers: { ...admin.headers, 'content-type': contentType },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().images;
}
const pendingOf = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/imageUpload', headers: admin.headers }))
    .json()
    .flatMap((row: { images: string[] }) => row.images);

beforeAll(async () => {
  admin = await signedInUser(t, { isAdmin: true, name: 'Meera Admin' });
  shopper = await signedInUser(t, { name: 'Ravi Shopper' });
  staff = await signedInUser(t, { name: 'Sunil Staff', role: 'staff' });
});

describe('admin categories', () => {
  it('refuses guests (401), shoppers and staff (403) on every category and banner route', async () => {
    const routes: [Parameters<typeof as>[1], string, object?][] = [
      ['GET', '/api/admin/categories'],
      ['POST', '/api/admin/categories', { name: 'Sneaky' }],
      ['PATCH', '/api/admin/categories/1', { name: 'Sneaky' }],
      ['PUT', '/api/admin/categories/order', { parentId: null, ids: [1] }],
      ['DELETE', '/api/admin/categories/1'],
      ['GET', '/api/admin/banners'],
      ['POST', '/api/admin/banners', { kind: 'home', image: 'x.webp', catId: 1 }],
      ['PATCH', '/api/admin/banners/1', { active: false }],
      ['PUT', '/api/admin/banners/order', { kind: 'home', ids: [1] }],
      ['DELETE', '/api/admin/banners/1'],
    ];
    for (const [method, url, payload] of routes) {
      expect((await as(null, method, url, payload)).status, `${method} ${url}`).toBe(401);
      expect((await as(shopper, method, url, payload)).status, `${method} ${url}`).toBe(403);
      expect((await as(staff, method, url, payload)).status, `${method} ${url}`).toBe(403);
    }
    expect((await shop('/api/category')).categoryList).toEqual([]);
  });

  it('creates a category and a sub-category that the shop lists at once, in order', async () => {
    const created = await as(admin, 'POST', '/api/admin/categories', { name: 'Dairy & Eggs', color: '#fef3c7' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: 'Dairy & Eggs', slug: 'dairy-eggs', color: '#fef3c7', parentId: null });
    const [paneer] = await uploaded();
    const sub = await as(admin, 'POST', '/api/admin/categories', {
      name: 'Paneer',
      parentId: created.body.id,
      image: paneer,
    });
    expect(sub.status).toBe(201);
    // Saved on the category, the upload is no longer pending: the hourly sweep keeps its files.
    expect(await pendingOf()).not.toContain(paneer);
    const menu = await shop('/api/category');
    expect(menu.categoryList).toMatchObject([
      { name: 'Dairy & Eggs', color: '#fef3c7', children: [{ name: 'Paneer', images: [paneer] }] },
    ]);
    // A second category of the same name gets its own slug.
    const twin = await as(admin, 'POST', '/api/admin/categories', { name: 'Dairy & Eggs' });
    expect(twin.body.slug).toBe('dairy-eggs-2');
    expect((await as(admin, 'DELETE', `/api/admin/categories/${twin.body.id}`)).status).toBe(200);
  });

  it('answers 4xx with a message for bad input, never 500', async () => {
    const cases: [object, number, string][] = [
      [{ name: '' }, 400, 'name'],
      [{ name: 'x'.repeat(81) }, 400, 'name'],
      [{ name: 'Ok', color: 'red' }, 400, 'color'],
      [{ name: 'Ok', image: '../../etc/passwd' }, 400, 'image'],
      [{ name: 'Ok', image: 'https://evil.example/x.png' }, 400, 'image'],
      [{ name: 'Ok', parentId: 999999 }, 404, 'parent category does not exist'],
    ];
    for (const [payload, status, words] of cases) {
      const answer = await as(admin, 'POST', '/api/admin/categories', payload);
      expect(answer.status, JSON.stringify(payload)).toBe(status);
      expect(answer.body.msg).toContain(words);
    }
    const [top] = (await as(admin, 'GET', '/api/admin/categories')).body.categories;
    const sub = top.children[0];
    const nested = await as(admin, 'POST', '/api/admin/categories', { name: 'Too deep', parentId: sub.id });
    expect(nested).toMatchObject({
      status: 400,
      body: { msg: 'A sub-category can only be placed under a top category' },
    });
    expect((await as(admin, 'PATCH', `/api/admin/categories/${top.id}`, {})).status).toBe(400);
    expect((await as(admin, 'PATCH', '/api/admin/categories/999999', { name: 'Ghost' })).status).toBe(404);
  });

  it("renames a category, and its products' listing and search answers carry the new name at once", async () => {
    const category = await createCategory(t.db, { name: 'Bakery' });
    const sub = await createSubCategory(t.db, category, { name: 'Breads' });
    const loaf = await createProduct(t.db, { catId: category.id, subCatId: sub.id, name: 'Brown Bread Loaf' });
    expect((await shop(`/api/products/${loaf.id}`)).catName).toBe('Bakery');
    const renamed = await as(admin, 'PATCH', `/api/admin/categories/${category.id}`, { name: 'Bakery & Breads' });
    expect(renamed.status).toBe(200);
    const subRenamed = await as(admin, 'PATCH', `/api/admin/categories/${sub.id}`, {
      name: 'Loaves',
      color: '#ffffff',
    });
    expect(subRenamed.body).toMatchObject({ name: 'Loaves', color: '#ffffff', productCount: 1 });
    expect(await shop(`/api/products/${loaf.id}`)).toMatchObject({ catName: 'Bakery & Breads', subCatName: 'Loaves' });
    expect((await shop('/api/search?q=loaves'))[0]).toMatchObject({ id: loaf.id });
    expect(await auditOf('category', category.id)).toMatchObject([
      {
        action: 'category.update',
        actorId: admin.id,
        ip: '127.0.0.1',
        before: { name: 'Bakery' },
        after: { name: 'Bakery & Breads' },
      },
    ]);
    const notUploaded = await as(admin, 'PATCH', `/api/admin/categories/${category.id}`, { image: 'bakery.webp' });
    expect(notUploaded).toMatchObject({
      status: 400,
      body: { msg: 'Image bakery.webp was not uploaded through the back office: upload it again' },
    });
    const [bakery] = await uploaded();
    const image = await as(admin, 'PATCH', `/api/admin/categories/${category.id}`, { image: bakery });
    expect(image.body.image).toBe(bakery);
    expect((await shop(`/api/category/${category.id}`)).categoryData[0].images).toEqual([bakery]);
    // Saving the current image again needs no upload.
    expect((await as(admin, 'PATCH', `/api/admin/categories/${category.id}`, { image: bakery })).status).toBe(200);
    const cleared = await as(admin, 'PATCH', `/api/admin/categories/${category.id}`, { image: null });
    expect(cleared.body.image).toBeNull();
  });

  it('counts the products of each category and sub-category', async () => {
    const category = await createCategory(t.db, { name: 'Spices' });
    const whole = await createSubCategory(t.db, category, { name: 'Whole Spices' });
    const ground = await createSubCategory(t.db, category, { name: 'Ground Spices' });
    for (const name of ['Cumin', 'Cloves', 'Cardamom'])
      await createProduct(t.db, { catId: category.id, subCatId: whole.id, name });
    await createProduct(t.db, { catId: category.id, subCatId: ground.id, name: 'Turmeric' });
    await createProduct(t.db, { catId: category.id, name: 'Spice Box' });
    const tree = (await as(admin, 'GET', '/api/admin/categories')).body.categories as {
      name: string;
      productCount: number;
      children: { name: string; productCount: number }[];
    }[];
    expect(tree.find((c) => c.name === 'Spices')).toMatchObject({
      productCount: 5,
      children: [
        { name: 'Whole Spices', productCount: 3 },
        { name: 'Ground Spices', productCount: 1 },
      ],
    });
  });

  it("reorders a level, and the shop's menu follows at once", async () => {
    const names = () => shop('/api/category').then((menu) => menu.categoryList.map((c: { name: string }) => c.name));
    const before = (await as(admin, 'GET', '/api/admin/categories')).body.categories as { id: number; name: string }[];
    const reversed = [...before].reverse();
    const answer = await as(admin, 'PUT', '/api/admin/categories/order', {
      parentId: null,
      ids: reversed.map((c) => c.id),
    });
    expect(answer.status).toBe(200);
    expect(await names()).toEqual(reversed.map((c) => c.name));
    // Every sibling exactly once, or 400.
    for (const ids of [reversed.slice(1).map((c) => c.id), [...reversed.map((c) => c.id), reversed[0]!.id]]) {
      const refused = await as(admin, 'PUT', '/api/admin/categories/order', { parentId: null, ids });
      expect(refused).toMatchObject({ status: 400, body: { msg: expect.stringContaining('exactly once') } });
    }
    expect(await names()).toEqual(reversed.map((c) => c.name));
  });

  it('refuses to delete a category while products use it, archived ones included, and says so', async () => {
    const category = await createCategory(t.db, { name: 'Frozen' });
    const sub = await createSubCategory(t.db, category, { name: 'Ice Cream' });
    const product = await createProduct(t.db, { catId: category.id, subCatId: sub.id, name: 'Kulfi' });
    // Archived: the shop no longer shows it, but it still counts.
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product.id));
    for (const id of [category.id, sub.id]) {
      const refused = await as(admin, 'DELETE', `/api/admin/categories/${id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toMatch(/cannot be deleted: 1 product uses it .*archived products count too/);
    }
    expect(await auditOf('category', category.id)).toEqual([]);
    // Moved away, the sub-category can go; the banner that linked to it goes with it.
    const other = await createCategory(t.db, { name: 'Desserts' });
    await t.db.update(products).set({ catId: other.id, subCatId: null }).where(eq(products.id, product.id));
    const banner = await createBanner(t.db, { catId: category.id, subCatId: sub.id, kind: 'side' });
    expect((await as(admin, 'DELETE', `/api/admin/categories/${category.id}`)).status).toBe(200);
    const menu = await shop('/api/category');
    expect(menu.categoryList.map((c: { name: string }) => c.name)).not.toContain('Frozen');
    expect((await shop('/api/homeSideBanners')).map((b: { id: number }) => b.id)).not.toContain(banner.id);
    expect((await as(admin, 'DELETE', `/api/admin/categories/${category.id}`)).status).toBe(404);
    expect(await auditOf('category', category.id)).toMatchObject([
      { action: 'category.delete', before: { name: 'Frozen' }, after: null },
    ]);
  });
});

describe('admin banners', () => {
  let catId: number;
  let subCatId: number;
  beforeAll(async () => {
    catId = (await createCategory(t.db, { name: 'Fruits' })).id;
    subCatId = (await createSubCategory(t.db, { id: catId }, { name: 'Mangoes' })).id;
  });

  it('creates banners in each of the three lists, which the home page reads at once', async () => {
    const made: Record<string, number[]> = { home: [], side: [], strip: [] };
    const images = [...(await uploaded(3)), ...(await uploaded(3))];
    const imageOf: Record<string, string> = {};
    for (const kind of ['home', 'side', 'strip'] as const) {
      for (const n of [1, 2]) {
        const answer = await as(admin, 'POST', '/api/admin/banners', {
          kind,
          title: `${kind} ${n}`,
          image: (imageOf[`${kind}-${n}`] = images.pop()!),
          catId,
          ...(n === 2 ? { subCatId } : {}),
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        expect(answer.body).toMatchObject({ kind, active: true, position: n - 1 });
        made[kind]!.push(answer.body.id);
      }
    }
    expect(await shop('/api/homeBanner')).toMatchObject([
      { title: 'home 1', images: [imageOf['home-1']], catId, subCatId: null },
      { title: 'home 2', images: [imageOf['home-2']], catId, subCatId },
    ]);
    expect((await shop('/api/homeSideBanners')).map((b: { title: string }) => b.title)).toEqual(['side 1', 'side 2']);
    expect((await shop('/api/banners')).map((b: { title: string }) => b.title)).toEqual(['strip 1', 'strip 2']);
    const lists = (await as(admin, 'GET', '/api/admin/banners')).body;
    expect(lists.home.map((b: { id: number }) => b.id)).toEqual(made['home']);
  });

  it('updates, deactivates, reorders and deletes a banner, and the home page follows each change', async () => {
    const [first, second] = (await as(admin, 'GET', '/api/admin/banners')).body.home as { id: number }[];
    const [mango] = await uploaded();
    const edited = await as(admin, 'PATCH', `/api/admin/banners/${first!.id}`, {
      title: 'Mango season',
      image: mango,
      subCatId,
    });
    expect(edited.body).toMatchObject({ title: 'Mango season', image: mango, subCatId });
    expect((await shop('/api/homeBanner'))[0]).toMatchObject({ title: 'Mango season', images: [mango] });

    const order = await as(admin, 'PUT', '/api/admin/banners/order', { kind: 'home', ids: [second!.id, first!.id] });
    expect(order.body.home.map((b: { id: number }) => b.id)).toEqual([second!.id, first!.id]);
    expect((await shop('/api/homeBanner')).map((b: { id: number }) => b.id)).toEqual([second!.id, first!.id]);
    const wrongList = await as(admin, 'PUT', '/api/admin/banners/order', {
      kind: 'side',
      ids: [second!.id, first!.id],
    });
    expect(wrongList.status).toBe(400);

    expect((await as(admin, 'PATCH', `/api/admin/banners/${second!.id}`, { active: false })).body.active).toBe(false);
    expect((await shop('/api/homeBanner')).map((b: { id: number }) => b.id)).toEqual([first!.id]);
    // Still listed in the back office.
    expect((await as(admin, 'GET', '/api/admin/banners')).body.home).toHaveLength(2);

    expect((await as(admin, 'DELETE', `/api/admin/banners/${first!.id}`)).status).toBe(200);
    expect(await shop('/api/homeBanner')).toEqual([]);
    expect((await auditOf('banner', first!.id)).map((row) => row.action)).toEqual([
      'banner.delete',
      'banner.update',
      'banner.create',
    ]);
    expect(await auditOf('banner', 'home')).toMatchObject([
      { action: 'banner.reorder', after: { order: [second!.id, first!.id] } },
    ]);
    expect((await as(admin, 'DELETE', `/api/admin/banners/${first!.id}`)).status).toBe(404);
  });

  it('validates the link: the category must exist and be a top one, the sub-category must be its child', async () => {
    const otherTop = await createCategory(t.db, { name: 'Vegetables' });
    const cases: [object, string][] = [
      [{ catId: 999999 }, 'The linked category does not exist'],
      [{ catId: subCatId }, 'catId must be a top category (choose the sub-category with subCatId)'],
      [{ catId: otherTop.id, subCatId }, 'The sub-category does not belong to the chosen category'],
      [{ catId, subCatId: 999999 }, 'The linked category does not exist'],
      [{ catId }, 'Image x.webp was not uploaded through the back office: upload it again'],
    ];
    for (const [link, message] of cases) {
      const answer = await as(admin, 'POST', '/api/admin/banners', { kind: 'strip', image: 'x.webp', ...link });
      expect(answer, JSON.stringify(link)).toMatchObject({ status: 400, body: { msg: message } });
    }
    const [strip] = (await as(admin, 'GET', '/api/admin/banners')).body.strip as { id: number }[];
    const moved = await as(admin, 'PATCH', `/api/admin/banners/${strip!.id}`, { catId: otherTop.id, subCatId });
    expect(moved).toMatchObject({
      status: 400,
      body: { msg: 'The sub-category does not belong to the chosen category' },
    });
    // A new category alone drops the old sub-category.
    const recat = await as(admin, 'PATCH', `/api/admin/banners/${strip!.id}`, { catId: otherTop.id });
    expect(recat.body).toMatchObject({ catId: otherTop.id, subCatId: null });
    for (const payload of [
      { kind: 'top', image: 'x.webp', catId },
      { kind: 'home', catId },
      { kind: 'home', image: 'a/b.webp', catId },
    ]) {
      expect((await as(admin, 'POST', '/api/admin/banners', payload)).status, JSON.stringify(payload)).toBe(400);
    }
    expect((await as(admin, 'PATCH', `/api/admin/banners/${strip!.id}`, { title: 'x'.repeat(121) })).status).toBe(400);
  });
});
