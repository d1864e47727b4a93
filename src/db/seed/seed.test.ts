import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc, count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#src/db/client';
import { createTestApp, type TestApp } from '#src/test/test-app';
import { ZProductFacts } from '#src/contracts/catalog';
import { ZStoreSettingsInput } from '#src/contracts/settings';
import { unitPrice } from '#src/shared/unit-price';
import { banners, categories, products, productVariants, reviews, storeSettings } from '../schema/index';
import { artworkEmoji, artworkSpecs } from './artwork/specs';
import { twemojiDir } from './artwork/svg';
import { buildDemoCatalogue } from './demo-rows';
import { seedDemoCatalogueIfEmpty } from './index';
import { seedDemoStoreDetails } from './store-details';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ template: 'demo' });
});
afterAll(async () => t.close());

const readAll = async () => ({
  cats: await t.db.select().from(categories).orderBy(asc(categories.id)),
  items: await t.db.select().from(products).orderBy(asc(products.id)),
  notes: await t.db.select().from(reviews),
  ads: await t.db.select().from(banners),
  packs: await t.db
    .select()
    .from(productVariants)
    .orderBy(asc(productVariants.productId), asc(productVariants.position)),
});
let rows: Awaited<ReturnType<typeof readAll>> | undefined;
/** The tests below only read, so the rows are fetched once. */
const load = async () => (rows ??= await readAll());

describe('demo catalogue seed', () => {
  it('leaves the catalogue vacuumed and analysed (PGlite runs no autovacuum)', async () => {
    const result = await t.db.execute(sql`
      select relname as name, reltuples::int as tuples, relallvisible::int as visible from pg_class
      where relname in ('categories', 'products', 'reviews', 'banners') and relkind = 'r' order by 1`);
    const stats = rowsOf<{ name: string; tuples: number; visible: number }>(result);
    const demo = buildDemoCatalogue();
    expect(stats).toEqual([
      { name: 'banners', tuples: demo.banners.length, visible: expect.any(Number) },
      { name: 'categories', tuples: demo.categories.length, visible: expect.any(Number) },
      { name: 'products', tuples: demo.products.length, visible: expect.any(Number) },
      { name: 'reviews', tuples: demo.products.flatMap((p) => p.reviews).length, visible: expect.any(Number) },
    ]);
    for (const table of stats) expect(table.visible, table.name).toBeGreaterThan(0);
  });

  it('has at least 8 top categories, each with 2 to 5 sub-categories with a colour and an image', async () => {
    const { cats } = await load();
    const tops = cats.filter((c) => c.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const top of tops) {
      const children = cats.filter((c) => c.parentId === top.id);
      expect(children.length, top.name).toBeGreaterThanOrEqual(2);
      expect(children.length, top.name).toBeLessThanOrEqual(5);
    }
    for (const c of cats) {
      expect(c.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.images).toHaveLength(1);
    }
    expect(tops.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Fruits & Vegetables',
        'Dairy & Eggs',
        'Bakery',
        'Beverages',
        'Household',
        'Fashion',
        'Electronics',
      ]),
    );
  });

  it('has 200+ products filed under a category and one of its sub-categories, with the names copied', async () => {
    const { cats, items } = await load();
    expect(items.length).toBeGreaterThanOrEqual(200);
    const byId = new Map(cats.map((c) => [c.id, c]));
    for (const p of items) {
      const cat = byId.get(p.catId)!;
      const sub = byId.get(p.subCatId!)!;
      expect(cat.parentId).toBeNull();
      expect(sub.parentId).toBe(cat.id);
      expect([p.catName, p.subCatName]).toEqual([cat.name, sub.name]);
      expect(p.description.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(p.brand).not.toBe('');
    }
  });

  it('references only artwork the build renders, from emoji the package ships', async () => {
    const { cats, items, ads } = await load();
    const rendered = new Set(artworkSpecs().map((s) => s.name));
    const used = [...cats, ...items, ...ads].flatMap((row) => row.images);
    expect(items.every((p) => p.images.length >= 1)).toBe(true);
    expect(used.filter((name) => !rendered.has(name))).toEqual([]);
    expect(artworkEmoji().filter((code) => !existsSync(path.join(twemojiDir, `${code}.svg`)))).toEqual([]);
  });

  it('has whole-rupee prices from 100 to 60000 with consistent old prices and discounts', async () => {
    const { items } = await load();
    for (const p of items) {
      expect(p.price).toBeGreaterThanOrEqual(100);
      expect(p.price).toBeLessThanOrEqual(60000);
      expect(p.oldPrice).toBeGreaterThanOrEqual(p.price);
      expect(p.discount).toBe(Math.round(((p.oldPrice - p.price) / p.oldPrice) * 100));
    }
    expect(items.some((p) => p.discount > 0)).toBe(true);
    expect(Math.max(...items.filter((p) => p.catName === 'Electronics').map((p) => p.price))).toBeGreaterThan(40000);
  });

  it('has every kind of variant, products without any, low and zero stock, ~20 featured and country lists', async () => {
    const { items } = await load();
    const fashion = items.filter((p) => p.catName === 'Fashion' && p.sizes.length > 0);
    expect(fashion.flatMap((p) => p.sizes)).toEqual(expect.arrayContaining(['S', 'M', 'L', 'XL']));
    expect(items.filter((p) => p.catName === 'Electronics').flatMap((p) => p.ram)).toEqual(
      expect.arrayContaining(['4GB', '8GB']),
    );
    expect(items.filter((p) => p.catName === 'Fruits & Vegetables').flatMap((p) => p.weights)).toEqual(
      expect.arrayContaining(['500g', '1kg']),
    );
    expect(items.some((p) => p.sizes.length + p.ram.length + p.weights.length === 0)).toBe(true);
    expect(items.filter((p) => p.countInStock === 0).length).toBeGreaterThanOrEqual(2);
    expect(items.filter((p) => p.countInStock >= 1 && p.countInStock <= 3).length).toBeGreaterThanOrEqual(3);
    const featured = items.filter((p) => p.isFeatured).length;
    expect(featured).toBeGreaterThanOrEqual(15);
    expect(featured).toBeLessThanOrEqual(25);
    expect(items.filter((p) => p.countries.length === 0).length).toBeGreaterThan(items.length / 2);
    expect(items.some((p) => p.countries.length === 1 && p.countries[0] === 'IN')).toBe(true);
    expect(items.some((p) => p.countries.includes('GB') && p.countries.includes('US'))).toBe(true);
    expect(items.flatMap((p) => p.countries).every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it("keeps each product's rating and review count equal to its reviews", async () => {
    const { items, notes } = await load();
    for (const p of items) {
      const mine = notes.filter((r) => r.productId === p.id);
      const average = mine.length
        ? Math.round((mine.reduce((s, r) => s + r.customerRating, 0) / mine.length) * 10) / 10
        : 0;
      expect(p.reviewCount, p.name).toBe(mine.length);
      expect(p.rating, p.name).toBeCloseTo(average, 5);
    }
    const reviewed = items.filter((p) => p.reviewCount >= 2 && p.reviewCount <= 8).length;
    expect(reviewed).toBeGreaterThan(items.length * 0.75);
    for (const r of notes) {
      expect(r.customerRating * 2).toBe(Math.round(r.customerRating * 2));
      expect(r.customerRating).toBeGreaterThanOrEqual(0.5);
      expect(r.customerRating).toBeLessThanOrEqual(5);
      expect(r.userId).toBeNull();
      expect(r.createdAt.getUTCFullYear()).toBeGreaterThanOrEqual(2025);
      expect(r.createdAt.getTime()).toBeLessThan(Date.UTC(2026, 10, 21));
    }
  });

  it('has home, side and strip banners linking to a category or one of its sub-categories', async () => {
    const { cats, ads } = await load();
    const byId = new Map(cats.map((c) => [c.id, c]));
    const kinds = (kind: string) => ads.filter((b) => b.kind === kind).length;
    expect([kinds('home') >= 4, kinds('side') >= 2, kinds('strip') >= 3]).toEqual([true, true, true]);
    for (const b of ads) {
      expect(b.title).not.toBe('');
      expect(byId.get(b.catId)?.parentId).toBeNull();
      if (b.subCatId !== null) expect(byId.get(b.subCatId)?.parentId).toBe(b.catId);
    }
    expect(ads.some((b) => b.subCatId === null)).toBe(true);
    expect(ads.some((b) => b.subCatId !== null)).toBe(true);
  });

  it('includes the names the typo-tolerant search is tested with', async () => {
    const names = (await load()).items.map((p) => p.name);
    for (const word of ['Chocolate', 'Banana', 'Mobile'])
      expect(
        names.some((n) => n.includes(word)),
        word,
      ).toBe(true);
  });

  it('gives the demo shop a state, a sample GSTIN and an FSSAI number that the settings form accepts', async () => {
    await seedDemoStoreDetails(t.db);
    const answer = await t.app.inject({ method: 'GET', url: '/api/settings/shop' });
    expect(answer.statusCode, answer.body).toBe(200);
    const shop = answer.json<Record<string, unknown>>();
    expect(shop).toMatchObject({
      name: 'Kirana',
      state: '27',
      city: 'Mumbai',
      gstin: '27AAAAA0000A1Z5',
      fssai: '10000000000000',
      grievance: { email: 'grievance@example.com' },
    });
    expect(String(shop['legalName'])).toContain('(sample)');
    const { freeDeliveryFrom: _promise, ...settings } = shop;
    const form = ZStoreSettingsInput.safeParse({
      ...settings,
      policies: { returns: '', refunds: '', cancellation: '' },
    });
    expect(form.error?.issues ?? []).toEqual([]);

    // Never over what the grocer saved.
    await t.db.update(storeSettings).set({ gstin: '', state: '29', updatedAt: new Date() });
    await seedDemoStoreDetails(t.db);
    const [row] = await t.db.select().from(storeSettings);
    expect(row).toMatchObject({ gstin: '', state: '29' });
  });

  it('does nothing when the catalogue already has categories', async () => {
    const before = await Promise.all(
      [categories, products, reviews, banners].map((table) => t.db.select({ n: count() }).from(table)),
    );
    await seedDemoCatalogueIfEmpty(t.db);
    const after = await Promise.all(
      [categories, products, reviews, banners].map((table) => t.db.select({ n: count() }).from(table)),
    );
    expect(after).toEqual(before);
  });

  it('gives every product its variants, priced by pack: a bigger pack costs more and less per unit', async () => {
    const { items, packs } = await load();
    for (const p of items) {
      const mine = packs.filter((v) => v.productId === p.id);
      expect(mine.length, p.name).toBe(p.variantCount);
      expect(mine.length, p.name).toBe(Math.max(1, p.sizes.length + p.ram.length + p.weights.length));
      const byWeight = mine.filter((v) => v.unit !== null);
      for (let i = 1; i < byWeight.length; i++) {
        const [small, big] = [byWeight[i - 1]!, byWeight[i]!];
        if (small.unit !== big.unit) continue;
        expect(big.price, `${p.name} ${big.label}`).toBeGreaterThan(small.price);
        const per = (v: typeof small) => unitPrice(v.price, v.netQuantity, v.unit)?.amount ?? 0;
        expect(per(big), `${p.name} ${big.label} per unit`).toBeLessThan(per(small));
      }
    }
    expect(packs.filter((v) => v.unit === 'kg' || v.unit === 'g').length).toBeGreaterThan(50);
  });

  it("keeps each product's prices and stock equal to its default variant (the cheapest in stock)", async () => {
    const { items, packs } = await load();
    for (const p of items) {
      const mine = packs.filter((v) => v.productId === p.id);
      const inStock = mine.filter((v) => v.countInStock > 0);
      const cheapest = [...(inStock.length > 0 ? inStock : mine)].sort((a, b) => a.price - b.price)[0]!;
      expect([p.price, p.oldPrice, p.discount, p.countInStock], p.name).toEqual([
        cheapest.price,
        cheapest.oldPrice,
        cheapest.discount,
        cheapest.countInStock,
      ]);
      expect(p.unitPrice, p.name).toBe(unitPrice(cheapest.price, cheapest.netQuantity, cheapest.unit)?.amount ?? null);
    }
  });

  it('has some sold-out variants of products still in stock, unique SKUs and few products at Rs 100', async () => {
    const { items, packs } = await load();
    const soldOut = packs.filter((v) => v.countInStock === 0);
    expect(soldOut.some((v) => items.find((p) => p.id === v.productId)!.countInStock > 0)).toBe(true);
    expect(new Set(packs.map((v) => v.sku)).size).toBe(packs.length);
    expect(items.filter((p) => p.price === 100).length).toBeLessThanOrEqual(6);
  });

  it('gives products facts of their kind, and descriptions without delivery promises on goods', async () => {
    const { items } = await load();
    for (const p of items) {
      const facts = ZProductFacts.parse(p.facts);
      const expected =
        p.catName === 'Fashion'
          ? 'fashion'
          : p.catName === 'Electronics'
            ? 'electronics'
            : ['Household', 'Personal Care'].includes(p.catName)
              ? 'general'
              : 'food';
      expect(facts.kind, p.name).toBe(expected);
      if (facts.kind === 'food') expect(facts.diet, p.name).toBe(p.subCatName === 'Eggs' ? 'non-veg' : 'veg');
    }
    const goods = items.filter((p) => ['Electronics', 'Fashion'].includes(p.catName));
    for (const p of goods) expect(p.description, p.name).not.toMatch(/deliver|fresh/i);
  });

  it('builds the same catalogue every time', () => {
    expect(buildDemoCatalogue()).toEqual(buildDemoCatalogue());
  });
});
