import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ZAdminProductDetail, ZAdminProductList } from '#src/contracts/admin-catalog';
import { ZProductDetail } from '#src/contracts/catalog';
import { auditLog, pendingUploads } from '#src/db/schema/index';
import { ADMIN_PRODUCTS_TEXT } from '#src/shared/texts/admin-products';
import { signedInUser, type TestUser } from '#src/test/auth';
import { createCategory, createProduct } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { signedInUserForFile } from '#src/test/shop';
import { testAppForFile } from '#src/test/test-app';
import { multipart } from '#src/test/uploads';

/** Issue 31 §6 (decision 063): draft products the shop does not show until published, and an image per pack. */
const t = testAppForFile({ template: 'empty' });
const admin = beforeAllValue(async () => signedInUser(t, { email: 'grocer@example.com', isAdmin: true }));
const shopper = signedInUserForFile(t);
const MSG = ADMIN_PRODUCTS_TEXT.adminCatalogApi;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, ...(user ? { headers: user.headers } : {}), ...(payload ? { payload } : {}) });
const ok = async (user: TestUser | null, method: Method, url: string, payload?: object, status = 200) => {
  const response = await call(user, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response.json();
};
const adminList = async (query: string) =>
  ZAdminProductList.parse(await ok(admin, 'GET', `/api/admin/products?${query}`));
const auditActions = async (productId: number) =>
  (
    await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(productId))))
      .orderBy(asc(auditLog.id))
  ).map((row) => row.action);

async function uploadImages(user: TestUser, colours: string[]): Promise<string[]> {
  const files = await Promise.all(
    colours.map(async (colour, i) => ({
      filename: `pack${i}.png`,
      type: 'image/png',
      data: await sharp({ create: { width: 40, height: 40, channels: 3, background: colour } })
        .png()
        .toBuffer(),
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

const pack = (sku: string, label: string, price: number) => ({ sku, label, price, countInStock: 8 });

describe('draft products', () => {
  it('a draft is nowhere in the shop and refused in carts; publishing shows it at once, unpublishing hides it again', async () => {
    const fruit = await createCategory(t.db, { name: 'Fruit' });
    const other = await createProduct(t.db, { name: 'Green Grapes', catId: fruit.id, isFeatured: true });
    const created = ZAdminProductDetail.parse(
      await ok(
        admin,
        'POST',
        '/api/admin/products',
        {
          name: 'Alphonso Mango',
          catId: fruit.id,
          isFeatured: true,
          draft: true,
          variants: [pack('MANGO-1KG', '1 kg', 450)],
        },
        201,
      ),
    );
    expect(created.draft).toBe(true);
    const id = created.id;
    const visible = async () => {
      const has = (list: { id: number }[]) => list.map((p) => p.id).includes(id);
      return {
        page: (await call(null, 'GET', `/api/products/${id}`)).statusCode,
        related: (await call(null, 'GET', `/api/products/${id}/related`)).statusCode,
        listing: has((await ok(null, 'GET', `/api/products/catId?catId=${fruit.id}`)).products),
        search: has(await ok(null, 'GET', '/api/search?q=mango')),
        suggest: has(await ok(null, 'GET', '/api/search/suggest?q=mango')),
        featured: has(await ok(null, 'GET', '/api/products/featured')),
        relatedOfOther: has(await ok(null, 'GET', `/api/products/${other.id}/related`)),
        sitemap: has((await ok(null, 'GET', '/api/products/ids?limit=50000')).products),
      };
    };
    const hidden = {
      page: 404,
      related: 404,
      listing: false,
      search: false,
      suggest: false,
      featured: false,
      relatedOfOther: false,
      sitemap: false,
    };
    const shown = { ...hidden, page: 200, related: 200 };
    for (const key of ['listing', 'search', 'suggest', 'featured', 'relatedOfOther', 'sitemap'] as const) {
      shown[key] = true as never;
    }

    // Read twice: the second answers come from the catalogue cache, which publishing must empty.
    expect(await visible()).toEqual(hidden);
    expect(await visible()).toEqual(hidden);
    const add = await call(shopper, 'POST', '/api/cart/add', { productId: id, quantity: 1 });
    expect(add.statusCode).toBe(404);
    expect(add.json().status).toBe(false);

    // The back office has it, badged and under the Drafts filter.
    expect((await adminList(`catId=${fruit.id}`)).products.find((p) => p.id === id)?.draft).toBe(true);
    expect((await adminList(`catId=${fruit.id}&state=draft`)).products.map((p) => p.id)).toEqual([id]);
    expect((await adminList(`catId=${fruit.id}&state=published`)).products.map((p) => p.id)).toEqual([other.id]);
    expect((await adminList('state=draft')).products.map((p) => p.id)).toEqual([id]);

    const published = ZAdminProductDetail.parse(await ok(admin, 'POST', `/api/admin/products/${id}/publish`));
    expect(published.draft).toBe(false);
    expect(await visible()).toEqual(shown);
    expect((await call(shopper, 'POST', '/api/cart/add', { productId: id, quantity: 1 })).statusCode).toBe(201);
    expect((await ok(shopper, 'GET', '/api/cart')).map((line: { productId: number }) => line.productId)).toEqual([id]);

    // Publishing twice changes nothing and records nothing.
    await ok(admin, 'POST', `/api/admin/products/${id}/publish`);
    const unpublished = ZAdminProductDetail.parse(await ok(admin, 'POST', `/api/admin/products/${id}/unpublish`));
    expect(unpublished.draft).toBe(true);
    expect(await visible()).toEqual(hidden);
    // Its cart line drops out as an archived product's does.
    expect(await ok(shopper, 'GET', '/api/cart')).toEqual([]);
    expect(await auditActions(id)).toEqual(['product.create', 'product.publish', 'product.unpublish']);
    const [entry] = await t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.publish'), eq(auditLog.entityId, String(id))));
    expect(entry).toEqual({ before: { draft: true }, after: { draft: false } });

    expect((await call(admin, 'POST', '/api/admin/products/999999/publish')).statusCode).toBe(404);
    expect((await call(shopper, 'POST', `/api/admin/products/${id}/publish`)).statusCode).toBe(403);
  });

  it('a product created without saying so is published, as every existing product is', async () => {
    const category = await createCategory(t.db, { name: 'Bakery' });
    const created = ZAdminProductDetail.parse(
      await ok(
        admin,
        'POST',
        '/api/admin/products',
        { name: 'Pav', catId: category.id, variants: [pack('PAV-6', '6 pcs', 30)] },
        201,
      ),
    );
    expect(created.draft).toBe(false);
    expect((await call(null, 'GET', `/api/products/${created.id}`)).statusCode).toBe(200);
    expect((await adminList(`catId=${category.id}`)).products.map((p) => p.draft)).toEqual([false]);
    for (const bad of ['state=hidden', 'state=']) {
      expect((await call(admin, 'GET', `/api/admin/products?${bad}`)).statusCode).toBe(400);
    }
    expect(
      (
        await call(admin, 'POST', '/api/admin/products', {
          name: 'X',
          catId: category.id,
          draft: 'yes',
          variants: [pack('X-1', '1', 1)],
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('an image per pack', () => {
  it("the product answer carries each pack's image; the cart line shows the chosen pack's; the product's images stay the default", async () => {
    const category = await createCategory(t.db, { name: 'Oils' });
    const [cover, small, large] = await uploadImages(admin, ['#e11d48', '#16a34a', '#2563eb']);
    const created = ZAdminProductDetail.parse(
      await ok(
        admin,
        'POST',
        '/api/admin/products',
        {
          name: 'Groundnut Oil',
          catId: category.id,
          images: [cover],
          variants: [{ ...pack('OIL-1L', '1 l', 180), image: small }, pack('OIL-5L', '5 l', 850)],
        },
        201,
      ),
    );
    expect(created.variants.map((v) => v.image)).toEqual([small, null]);
    // The saved uploads are no longer pending (the hourly sweep keeps their files); the one not used yet still is.
    const pending = async () =>
      (await t.db.select().from(pendingUploads).where(eq(pendingUploads.userId, admin.id))).flatMap((r) => r.images);
    expect(await pending()).toEqual([large]);

    const answer = ZProductDetail.parse(await ok(null, 'GET', `/api/products/${created.id}`));
    expect(answer.images).toEqual([cover]);
    expect(answer.variants.map((v) => v.image)).toEqual([small, undefined]);
    expect((await ok(null, 'GET', `/api/products/${created.id}`)).variants[1]).not.toHaveProperty('image');

    // The 5 l pack gets its own image in an edit; the 1 l pack keeps its own without uploading it again.
    const [oneLitre, fiveLitre] = created.variants;
    const edited = ZAdminProductDetail.parse(
      await ok(admin, 'PATCH', `/api/admin/products/${created.id}`, {
        variants: [
          { ...pack('OIL-1L', '1 l', 180), id: oneLitre!.id, image: small },
          { ...pack('OIL-5L', '5 l', 850), id: fiveLitre!.id, image: large },
        ],
      }),
    );
    expect(edited.variants.map((v) => v.image)).toEqual([small, large]);
    expect(await pending()).toEqual([]);
    expect(
      ZProductDetail.parse(await ok(null, 'GET', `/api/products/${created.id}`)).variants.map((v) => v.image),
    ).toEqual([small, large]);

    // The cart line of a pack shows that pack's image.
    await ok(shopper, 'POST', '/api/cart/add', { productId: created.id, variantId: fiveLitre!.id, quantity: 1 }, 201);
    const lines = await ok(shopper, 'GET', '/api/cart');
    expect(lines.map((line: { variantId: number; image: string }) => [line.variantId, line.image])).toEqual([
      [fiveLitre!.id, large],
    ]);
    await ok(shopper, 'DELETE', `/api/cart/${lines[0].id}`);

    // A name nobody uploaded, or a path, is refused.
    const refused = await call(admin, 'PATCH', `/api/admin/products/${created.id}`, {
      variants: [{ ...pack('OIL-1L', '1 l', 180), id: oneLitre!.id, image: 'someone-elses.webp' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MSG.imageNotUploaded('someone-elses.webp'));
    const path = await call(admin, 'PATCH', `/api/admin/products/${created.id}`, {
      variants: [{ ...pack('OIL-1L', '1 l', 180), id: oneLitre!.id, image: '../etc/passwd' }],
    });
    expect(path.statusCode).toBe(400);
  });
});
