import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct } from '#src/test/factories';
import { rowsOf, type Database } from '#src/db/client';
import * as schema from '#src/db/schema/index';
import { createServer } from '#src/server/app';
import { createTestApp, type TestApp } from '#src/test/test-app';
import { CatalogAnswers } from './catalog-answers';
import { CatalogCache } from './catalog.cache';

let t: TestApp;
let catId: number;
let productId: number;
const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

beforeAll(async () => {
  t = await createTestApp({ template: 'empty' });
  catId = (await createCategory(t.db, { name: 'Snacks' })).id;
  productId = (await createProduct(t.db, { catId, name: 'Crisps', price: 40, countInStock: 7, isFeatured: true })).id;
});
afterAll(async () => t?.close());

describe('catalogue cache', () => {
  it('shows a price or stock change made outside the catalogue on the very next read', async () => {
    expect(await get(`/api/products/${productId}`)).toMatchObject({ price: 40, countInStock: 7 });
    expect((await get(`/api/products/catId?catId=${catId}`)).products[0]).toMatchObject({ price: 40 });
    await t.db.execute(sql`update products set price = 45 where id = ${productId}`);
    expect(await get(`/api/products/${productId}`)).toMatchObject({ price: 45 });
    expect((await get(`/api/products/catId?catId=${catId}`)).products[0]).toMatchObject({ price: 45 });
    // Like an order: stock decremented inside a transaction.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update products set count_in_stock = count_in_stock - 2 where id = ${productId}`);
    });
    expect(await get(`/api/products/${productId}`)).toMatchObject({ countInStock: 5 });
    expect((await get('/api/products/featured'))[0]).toMatchObject({ countInStock: 5 });
  });

  it('shows new products, renamed categories and deleted rows on the next read', async () => {
    expect((await get(`/api/products/catId?catId=${catId}`)).total).toBe(1);
    await createProduct(t.db, { catId, name: 'Nachos' });
    expect((await get(`/api/products/catId?catId=${catId}`)).total).toBe(2);
    await t.db.execute(sql`update categories set name = 'Chips & Snacks' where id = ${catId}`);
    expect((await get('/api/category')).categoryList[0].name).toBe('Chips & Snacks');
    await t.db.execute(sql`delete from products where name = 'Nachos'`);
    expect((await get(`/api/products/catId?catId=${catId}`)).total).toBe(1);
  });

  it('answers repeated reads from the cache while the catalogue version stands still', async () => {
    expect(await get(`/api/products/${productId}`)).toMatchObject({ price: 45 });
    // A write that bypasses the triggers (replication mode) does not bump the version: the cached answer stays.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update products set price = 99 where id = ${productId}`);
    });
    expect(await get(`/api/products/${productId}`)).toMatchObject({ price: 45 });
    await t.db.execute(sql`update catalog_state set version = version + 1`);
    expect(await get(`/api/products/${productId}`)).toMatchObject({ price: 99 });
  });
});

describe('catalogue version reads (decision 035)', () => {
  const versionNow = async () =>
    Number(
      rowsOf<{ version: number }>(await t.db.execute(sql`select version from catalog_state where id = 1`))[0]!.version,
    );

  it('are shared by concurrent readers: one round trip serves a burst', async () => {
    const cache = new CatalogCache(t.db);
    const versions = await Promise.all(Array.from({ length: 50 }, () => cache.currentVersion()));
    expect(new Set(versions)).toEqual(new Set([await versionNow()]));
    // The first caller's read, then one read for the 49 that asked while it was in flight.
    expect(cache.versionReads).toBe(2);
  });

  it('never answer a reader with a read sent before it asked: a change committed first is seen', async () => {
    // Reads the test lets finish one at a time; each answers the version the database had when it was sent.
    let committed = 1;
    const pending: (() => void)[] = [];
    const read = () => {
      const seen = committed;
      return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
    };
    const cache = new CatalogCache(t.db, undefined, read);
    const early = cache.currentVersion();
    committed = 2; // a write commits while the first read is in flight
    const late = [cache.currentVersion(), cache.currentVersion()];
    expect(pending).toHaveLength(1);
    pending.shift()!();
    expect(await early).toBe(1);
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending.shift()!();
    expect(await Promise.all(late)).toEqual([2, 2]);
    expect(cache.versionReads).toBe(2);
  });
});

describe('two server processes on one database', () => {
  it('shows a change made through one to readers of the other on their next read', async () => {
    // A second app with its own database handle has its own cache, as another process would.
    const client = (t.db as unknown as { $client: unknown }).$client;
    const db =
      t.database.engine === 'postgres'
        ? (drizzleNodePg(client as pg.Pool, { schema }) as unknown as Database)
        : (drizzlePglite(client as PGlite, { schema }) as unknown as Database);
    const other = await createServer({ config: t.config, database: { ...t.database, db } });
    try {
      const read = async (app: typeof other) =>
        (await app.inject({ method: 'GET', url: `/api/products/${productId}` })).json().countInStock;
      const before = await read(other);
      expect(await read(t.app)).toBe(before);
      // An order placed through the first process takes one from stock.
      await t.db.execute(sql`update products set count_in_stock = count_in_stock - 1 where id = ${productId}`);
      expect(await read(other)).toBe(before - 1);
      expect(await read(t.app)).toBe(before - 1);
    } finally {
      await other.close();
    }
  });
});

describe('catalogue cache memory', () => {
  const answer = (kb: number) => ({ text: 'x'.repeat(kb * 1024) });

  it('keeps the answers within its byte budget, dropping the least recently used first', async () => {
    const cache = new CatalogCache(t.db, 1024 * 1024);
    let loads = 0;
    const read = (key: string) => cache.get(key, async () => ((loads += 1), answer(30)));
    // Each asked for twice: out of probation into the main part.
    for (let i = 0; i < 20; i += 1) for (const _ of [1, 2]) await read(`page:${i}`);
    // 30 KB of JSON is estimated at 90 KB resident: eleven fit in 1 MB.
    expect(cache.byteSize).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.size).toBe(11);
    loads = 0;
    await read('page:19');
    expect(loads).toBe(0);
    await read('page:0');
    expect(loads).toBe(1);
  });

  it('holds a walk through the catalogue on probation, in an eighth of its budget, keeping what is asked again', async () => {
    const cache = new CatalogCache(t.db, 1024 * 1024);
    let loads = 0;
    const read = (key: string) => cache.get(key, async () => ((loads += 1), answer(10)));
    for (const _ of [1, 2]) await read('list:popular');
    for (let i = 0; i < 60; i += 1) await read(`product:${i}`);
    // 10 KB of JSON is estimated at 30 KB: the popular answer and the four newest of the walk (128 KB).
    expect([loads, cache.size]).toEqual([61, 5]);
    expect(cache.byteSize).toBeLessThanOrEqual(30 * 1024 + (1024 * 1024) / 8);
    await read('list:popular');
    await read('product:59');
    expect(loads).toBe(61);
    await read('product:0');
    expect(loads).toBe(62);
  });

  it('never shares a load started before a change with a reader after it', async () => {
    const answers = new CatalogAnswers();
    const product = { products: [1], cards: false };
    const loads: ((value: string) => void)[] = [];
    const load = () => new Promise<string>((resolve) => loads.push(resolve));
    const before = answers.lookup('product:1', product, load);
    answers.drop(product);
    const after = answers.lookup('product:1', product, load);
    expect(loads).toHaveLength(2);
    loads[0]!('old');
    loads[1]!('new');
    expect([await before, await after]).toEqual(['old', 'new']);
    expect(await answers.lookup('product:1', product, load)).toBe('new');
  });

  it('serves an answer too big for its budget without keeping it', async () => {
    const cache = new CatalogCache(t.db, 1024 * 1024);
    expect(await cache.get('ids', async () => answer(300))).toEqual(answer(300));
    expect(cache.size).toBe(0);
    expect(cache.byteSize).toBe(0);
  });
});
