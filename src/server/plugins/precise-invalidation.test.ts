import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#src/db/client';
import { formatPrice } from '#src/shared/format-price';
import { TEXT } from '#src/shared/texts/index';
import { signedInUser } from '#src/test/auth';
import { addLine, orderPayload, payForCart, placeOrder } from '#src/test/checkout';
import { testAppForFile, type TestApp } from '#src/test/test-app';
import { eventually } from '#src/test/wait';
import { createServer } from '../app';
import { loadServerBuild } from './web';

/**
 * Precise invalidation (docs/decisions/067): a catalogue change drops only the cached answers and pages that show
 * what it changed. An order for one product leaves every other product's page and the listings cached; a price change
 * shows on the product's page, its listing and search at once — on one server, and on a second one sharing the
 * database (on PostgreSQL it learns from the change log, on PGlite from the notification).
 */
const t = testAppForFile({ web: true });

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
const cacheState = (answer: LightMyRequestResponse) => answer.headers['x-page-cache'];

type Item = { productId: number; variantId: number; name: string; subCatId: number; stock: number };

/** The `index`th pair of single-variant products of one sub-category, well stocked, with plain names (for search). */
async function twoProducts(app: TestApp, index: number): Promise<[Item, Item]> {
  const rows = rowsOf<Item>(
    await app.db.execute(sql`
      select p.id as "productId", v.id as "variantId", p.name, p.sub_cat_id as "subCatId", v.count_in_stock as stock
      from products p join product_variants v on v.product_id = p.id
      where p.variant_count = 1 and v.count_in_stock > 20 and p.name ~ '^[A-Za-z ]+$'
      order by p.sub_cat_id, p.id`),
  );
  const pairs = rows.flatMap((row, at) => {
    const next = rows[at + 1];
    return next && next.subCatId === row.subCatId && (at === 0 || rows[at - 1]!.subCatId !== row.subCatId)
      ? [[row, next] as [Item, Item]]
      : [];
  });
  return pairs[index]!;
}

/** A second server on the same database, with the pages: another process of the shop. */
async function secondServer(app: TestApp): Promise<FastifyInstance> {
  const web = { build: await loadServerBuild(app.config.BUILD_DIR), buildDir: app.config.BUILD_DIR };
  return createServer({ config: { ...app.config, REFUND_SWEEP: false }, database: app.database, web });
}

/** Reads each page twice: the second answer comes from the page cache. */
async function warm(app: FastifyInstance, urls: readonly string[]) {
  for (const url of urls) {
    await get(app, url);
    expect(cacheState(await get(app, url)), url).toBe('hit');
  }
}

async function setPrice(app: TestApp, item: Item, price: number) {
  await app.db.transaction(async (tx) => {
    await tx.execute(
      sql`update product_variants set price = ${price}, old_price = ${price} where id = ${item.variantId}`,
    );
    await tx.execute(sql`update products set price = ${price}, old_price = ${price} where id = ${item.productId}`);
  });
}

describe('precise invalidation', () => {
  it("an order for one product leaves other products' pages and the listings cached, and shows the new stock on its page", async () => {
    const [ordered, other] = await twoProducts(t, 0);
    const listing = `/products/subCat/${ordered.subCatId}`;
    const pages = [`/product/${ordered.productId}`, `/product/${other.productId}`, listing, '/'];
    await warm(t.app, pages);
    expect((await get(t.app, pages[0]!)).body).toContain(TEXT.catalog.inStock(ordered.stock));

    const shopper = await signedInUser(t);
    await addLine(t, shopper, ordered.productId, 2);
    const placed = await placeOrder(t, shopper, orderPayload(shopper, await payForCart(t, shopper)));
    expect(placed.statusCode, placed.body).toBe(201);

    const answers = await Promise.all(pages.map((url) => get(t.app, url)));
    expect(answers.map(cacheState)).toEqual(['miss', 'hit', 'hit', 'hit']);
    expect(answers[0]!.body).toContain(TEXT.catalog.inStock(ordered.stock - 2));
  });

  it('shows a price change on the product page, its listing and search on the next request', async () => {
    const [changed] = await twoProducts(t, 1);
    const pages = [
      `/product/${changed.productId}`,
      `/products/subCat/${changed.subCatId}?sort=price-desc`,
      `/search?q=${encodeURIComponent(changed.name)}`,
    ];
    await warm(t.app, pages);
    await setPrice(t, changed, 98_765);
    for (const url of pages) {
      const answer = await get(t.app, url);
      expect([cacheState(answer), answer.body.includes(formatPrice(98_765))], url).toEqual(['miss', true]);
    }
  });

  it('answers a changed page stale only while its one render runs, then fresh', async () => {
    const [changed] = await twoProducts(t, 2);
    const url = `/product/${changed.productId}`;
    await warm(t.app, [url]);
    await setPrice(t, changed, 87_654);
    // Concurrent readers of the changed page: one renders it, the others may have the old copy meanwhile.
    const answers = await Promise.all(Array.from({ length: 4 }, () => get(t.app, url)));
    const states = answers.map(cacheState);
    expect(states.filter((state) => state === 'miss')).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.body.includes(formatPrice(87_654))).toBe(cacheState(answer) !== 'stale');
    }
    const fresh = await get(t.app, url);
    expect([cacheState(fresh), fresh.body.includes(formatPrice(87_654))]).toEqual(['hit', true]);
  });

  it('does the same on two servers sharing the database', async () => {
    const other = await secondServer(t);
    try {
      const [changed, untouched] = await twoProducts(t, 3);
      const pages = [
        `/product/${changed.productId}`,
        `/products/subCat/${changed.subCatId}?sort=price-desc`,
        `/search?q=${encodeURIComponent(changed.name)}`,
      ];
      await warm(other, [...pages, `/product/${untouched.productId}`]);

      // An order placed through the first server: the second keeps the untouched product's page.
      const shopper = await signedInUser(t);
      await addLine(t, shopper, changed.productId, 1);
      const placed = await placeOrder(t, shopper, orderPayload(shopper, await payForCart(t, shopper)));
      expect(placed.statusCode, placed.body).toBe(201);
      expect(cacheState(await get(other, `/product/${untouched.productId}`))).toBe('hit');
      expect(cacheState(await get(other, pages[1]!))).toBe('hit');
      const orderedPage = await get(other, pages[0]!);
      expect(orderedPage.body).toContain(TEXT.catalog.inStock(changed.stock - 1));

      await setPrice(t, changed, 76_543);
      for (const url of pages) {
        // The bound is a count of tries (a second in all), never a timed assertion.
        await eventually(
          `the new price on ${url} on the second server`,
          async () => ((await get(other, url)).body.includes(formatPrice(76_543)) ? true : undefined),
          { tries: 20, everyMs: 50 },
        );
      }
    } finally {
      await other.close();
    }
  });
});
