import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { banners, categories, products, reviews } from '../db/schema/index';

/**
 * Test data factories: each creates one row with sensible defaults, takes overrides for anything a test asserts
 * on, and answers the inserted row. Unique names and slugs come from a per-process counter.
 */
let sequence = 0;
const next = () => ++sequence;
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export type NewCategory = typeof categories.$inferInsert;
export type NewProduct = typeof products.$inferInsert;
export type NewBanner = typeof banners.$inferInsert;
export type NewReview = typeof reviews.$inferInsert;

export async function createCategory(db: Database, overrides: Partial<NewCategory> = {}) {
  const n = next();
  const name = overrides.name ?? `Category ${n}`;
  const [row] = await db
    .insert(categories)
    .values({ name, slug: `${slugify(name)}-${n}`, position: n, ...overrides })
    .returning();
  return row!;
}

/** A sub-category of `parent` (created when not given). */
export async function createSubCategory(db: Database, parent?: { id: number }, overrides: Partial<NewCategory> = {}) {
  const parentId = parent?.id ?? (await createCategory(db)).id;
  return createCategory(db, { name: `Sub-category ${sequence + 1}`, ...overrides, parentId });
}

async function categoryName(db: Database, id: number): Promise<string> {
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
  if (!row) throw new Error(`createProduct: no category ${id}`);
  return row.name;
}

/**
 * A product; without `catId` a new category is created. `catName`/`subCatName` are copied from the categories
 * like the catalogue keeps them, and `discount` follows price and oldPrice unless given.
 */
export async function createProduct(db: Database, overrides: Partial<NewProduct> = {}) {
  const n = next();
  const name = overrides.name ?? `Product ${n}`;
  const catId = overrides.catId ?? (await createCategory(db)).id;
  const subCatId = overrides.subCatId ?? null;
  const price = overrides.price ?? 100 + n;
  const oldPrice = overrides.oldPrice ?? Math.round(price * 1.25);
  const [row] = await db
    .insert(products)
    .values({
      name,
      slug: `${slugify(name)}-${n}`,
      description: `Description of ${name}`,
      brand: 'Kirana Test',
      price,
      oldPrice,
      discount: oldPrice > price ? Math.round(((oldPrice - price) / oldPrice) * 100) : 0,
      countInStock: 10,
      images: [`test-product-${n}.webp`],
      catName: overrides.catName ?? (await categoryName(db, catId)),
      subCatName: overrides.subCatName ?? (subCatId !== null ? await categoryName(db, subCatId) : ''),
      ...overrides,
      catId,
      subCatId,
    })
    .returning();
  return row!;
}

/** A banner of `kind` linking to `catId` (a new category when not given). */
export async function createBanner(db: Database, overrides: Partial<NewBanner> = {}) {
  const n = next();
  const catId = overrides.catId ?? (await createCategory(db)).id;
  const [row] = await db
    .insert(banners)
    .values({ kind: 'home', title: `Banner ${n}`, images: [`test-banner-${n}.webp`], position: n, ...overrides, catId })
    .returning();
  return row!;
}

/** A review of `productId` (a new product when not given); `userId` stays null unless given. */
export async function createReview(db: Database, overrides: Partial<NewReview> = {}) {
  const n = next();
  const productId = overrides.productId ?? (await createProduct(db)).id;
  const [row] = await db
    .insert(reviews)
    .values({ customerName: `Customer ${n}`, review: `Review ${n}`, customerRating: 4, ...overrides, productId })
    .returning();
  return row!;
}
