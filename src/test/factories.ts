import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { banners, categories, products, productVariants, reviews } from '../db/schema/index';
import { discountOf, productDefaults, type SeedVariant, uniformVariants } from '../db/seed/variants';

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

export type NewVariant = Partial<Omit<SeedVariant, 'position'>>;

/**
 * A product; without `catId` a new category is created. `catName`/`subCatName` are copied from the categories
 * like the catalogue keeps them, and `discount` follows price and oldPrice unless given. Its variants are one per
 * option combination at the product's price and stock (as the migration makes them), or `variants` when given;
 * the product row then carries its default variant's values, as the catalogue keeps it (decision 020).
 */
export async function createProduct(
  db: Database,
  overrides: Partial<NewProduct> = {},
  variants?: readonly NewVariant[],
) {
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
  const uniform = uniformVariants(
    `T${row!.id}`,
    { sizes: row!.sizes, ram: row!.ram, weights: row!.weights },
    { price: row!.price, oldPrice: row!.oldPrice, discount: row!.discount, countInStock: row!.countInStock },
  );
  const chosen: SeedVariant[] = variants
    ? variants.map((variant, position) => ({
        ...uniform[0]!,
        sku: `T${row!.id}-${position + 1}`,
        label: `Variant ${position + 1}`,
        size: null,
        ram: null,
        weight: null,
        netQuantity: null,
        unit: null,
        ...variant,
        discount: variant.discount ?? discountOf(variant.price ?? row!.price, variant.oldPrice ?? row!.oldPrice),
        position,
      }))
    : uniform;
  await db.insert(productVariants).values(chosen.map((variant) => ({ ...variant, productId: row!.id })));
  const [updated] = await db.update(products).set(productDefaults(chosen)).where(eq(products.id, row!.id)).returning();
  return updated!;
}

/** A product's variants in position order (tests assert on their stock). */
export async function variantsOf(db: Database, productId: number) {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.position);
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

/**
 * Changes every variant of a product (price, stock…) and copies the default one onto the product row, as the
 * catalogue does: what a shop owner's price or stock edit looks like since decision 020.
 */
export async function updateVariants(
  db: Database,
  productId: number,
  values: Partial<Pick<SeedVariant, 'price' | 'oldPrice' | 'countInStock'>>,
) {
  await db.update(productVariants).set(values).where(eq(productVariants.productId, productId));
  const rows = await variantsOf(db, productId);
  await db
    .update(products)
    .set(productDefaults(rows.map((row) => ({ ...row, unit: row.unit }))))
    .where(eq(products.id, productId));
}
