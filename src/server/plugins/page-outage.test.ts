import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, products } from '#src/db/schema/index';
import { TEXT } from '#src/shared/texts';
import { databaseOutage } from '#src/test/database-outage';
import { expectShopErrorPage, pageAddresses } from '#src/test/error-pages';
import { createCategory, createProduct, createSubCategory } from '#src/test/factories';
import { beforeAllValue } from '#src/test/hooks';
import { testAppForFile, type TestApp } from '#src/test/test-app';
import { loadServerBuild } from './web';

/**
 * Issue 27 §3: while the database is down, pages the page cache kept go on being served, marked stale; every other
 * page is the shop's HTML "briefly unavailable" page with 503 — home, product and search used to answer the API's
 * JSON. On both engines: on PostgreSQL the page cache cannot read the catalogue version, on PGlite (whose catalogue
 * version needs no read) the page's own reads fail after a catalogue change (docs/decisions/040-error-pages.md).
 */
const SHOP_NAME = 'Test Bazaar';
const apps = {
  default: testAppForFile({ template: 'empty', web: true, env: { SHOP_NAME } }),
  postgres: testAppForFile({ template: 'empty', web: true, env: { SHOP_NAME }, engine: 'postgres' }),
};

/**
 * A catalogue write that reaches every page: a product's description, and its category touched (a category write
 * changes "all", decision 067), so every kept page stops being fresh and the catalogue cache is emptied. A product's
 * write alone would leave the pages that do not show it fresh, served from the cache without the database.
 */
const changeCatalogue = (t: TestApp, productId: number, description: string) =>
  t.db.transaction(async (tx) => {
    const [product] = await tx
      .update(products)
      .set({ description })
      .where(eq(products.id, productId))
      .returning({ catId: products.catId });
    await tx
      .update(categories)
      .set({ name: sql`${categories.name}` })
      .where(eq(categories.id, product!.catId));
  });

describe.each(['default', 'postgres'] as const)('the database down (%s engine)', (engine) => {
  const t = apps[engine];
  const build = beforeAllValue(() => loadServerBuild(t.config.BUILD_DIR));
  const shop = beforeAllValue(async () => {
    const category = await createCategory(t.db, { name: 'Rice and grains' });
    const sub = await createSubCategory(t.db, category, { name: 'Basmati' });
    const product = await createProduct(t.db, {
      name: 'Aged basmati rice',
      catId: category.id,
      subCatId: sub.id,
      description: 'Long grains, aged a year.',
    });
    return { category, sub, product };
  });

  it('serves the pages it kept, marked stale, and fresh pages again once the database is back', async () => {
    const urls = [
      '/',
      `/products/category/${shop.category.id}`,
      `/products/subCat/${shop.sub.id}`,
      `/product/${shop.product.id}`,
      '/search?q=basmati',
      '/no-such-page',
    ];
    const kept = new Map<string, string>();
    for (const url of urls) {
      await t.app.inject({ url });
      const hit = await t.app.inject({ url });
      expect([hit.headers['x-page-cache'], hit.statusCode], url).toEqual(['hit', url === '/no-such-page' ? 404 : 200]);
      kept.set(url, hit.body);
    }
    await changeCatalogue(t, shop.product.id, 'Long grains, aged two years.');

    const outage = databaseOutage(t.db);
    outage.stop();
    try {
      for (const url of urls) {
        const answer = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect([answer.statusCode, answer.headers['x-page-cache']], url).toEqual([
          url === '/no-such-page' ? 404 : 200,
          'stale',
        ]);
        const { brotliDecompressSync } = await import('node:zlib');
        expect(brotliDecompressSync(answer.rawPayload).toString(), url).toBe(kept.get(url));
      }
    } finally {
      outage.restore();
    }

    // The database is back: the stale copies are never answered again; the change shows.
    const fresh = await t.app.inject({ url: `/product/${shop.product.id}` });
    expect([fresh.statusCode, fresh.headers['x-page-cache']]).toEqual([200, 'miss']);
    expect(fresh.body).toContain('Long grains, aged two years.');
    expect((await t.app.inject({ url: `/product/${shop.product.id}` })).headers['x-page-cache']).toBe('hit');
  });

  it('answers every page it did not keep with the shop’s HTML 503 page, never JSON', async () => {
    const addresses = pageAddresses(build);
    expect(addresses.length).toBeGreaterThan(30);
    // A change first, so that no catalogue answer is held in memory either.
    await changeCatalogue(t, shop.product.id, 'Long grains, aged three years.');
    const outage = databaseOutage(t.db);
    outage.stop();
    try {
      for (const { url } of addresses) {
        // An address of its own: nothing kept for it.
        const answer = await t.app.inject({ url: `${url}?outage=${engine}` });
        const page = expectShopErrorPage(
          answer,
          { status: 503, heading: TEXT.unavailable, body: TEXT.unavailableBody, shopName: SHOP_NAME },
          url,
        );
        expect(page.body.textContent, url).toContain(TEXT.shell.demoStrip);
        expect(answer.headers['x-page-cache'], url).not.toBe('stale');
      }
      // The API's own answers stay JSON.
      const api = await t.app.inject({ url: '/api/category' });
      expect([api.statusCode, api.headers['content-type']]).toEqual([503, 'application/json; charset=utf-8']);
    } finally {
      outage.restore();
    }
    expect((await t.app.inject({ url: '/?outage=over' })).statusCode).toBe(200);
  });
});
