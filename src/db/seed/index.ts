import { sql } from 'drizzle-orm';
import { learnSearchTerms } from '../search-terms';
import type { Database } from '../client';
import {
  banners,
  categories,
  coupons,
  deliveryZones,
  offers,
  products,
  productVariants,
  reviews,
} from '../schema/index';
import { buildDemoCatalogue, CATALOGUE_EPOCH, type DemoCategory } from './demo-rows';

/** Any fixed number: serialises concurrent first starts against the same server. */
const SEED_LOCK = 0x6b6972;

/**
 * First start: fills an empty catalogue with the demo shop (decisions §5). Does nothing once any category exists,
 * so a shop whose owner has edited or emptied parts of it is left alone; answers whether it filled it. A handful of bulk inserts in one
 * transaction, then `VACUUM ANALYZE` of what it filled (see `vacuumCatalogue`).
 */
export async function seedDemoCatalogueIfEmpty(db: Database, onSeeding?: OnSeeding): Promise<boolean> {
  const seeded = await insertDemoCatalogueIfEmpty(db, onSeeding);
  if (seeded) await vacuumCatalogue(db);
  return seeded;
}

/** Told when the catalogue was found empty and the seed begins, with its number of products (the start's progress). */
export type OnSeeding = (products: number) => void;

/**
 * Statistics for the planner and the visibility map for index-only scans (the listing totals) after a bulk load.
 * The embedded database (PGlite) runs no autovacuum, so without this its tables would stay unanalysed and
 * unvacuumed for good. Not inside a transaction: VACUUM refuses to run in one.
 */
export async function vacuumCatalogue(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze) categories, products, product_variants, reviews, banners, search_terms`);
}

/** The demo catalogue in one transaction (or savepoint, inside another), if the catalogue is empty. */
export async function insertDemoCatalogueIfEmpty(db: Database, onSeeding?: OnSeeding): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (existing.length > 0) return false;

    const demo = buildDemoCatalogue();
    onSeeding?.(demo.products.length);
    const createdAt = new Date(CATALOGUE_EPOCH);
    const categoryIds = new Map<string, number>();
    const tops = demo.categories.filter((c) => c.parentSlug === null);
    const subs = demo.categories.filter((c) => c.parentSlug !== null);
    const insertedTops = await tx
      .insert(categories)
      .values(tops.map((category) => categoryRow(category, createdAt)))
      .returning({ id: categories.id, slug: categories.slug });
    for (const row of insertedTops) categoryIds.set(row.slug, row.id);
    const idOf = (slug: string) => {
      const id = categoryIds.get(slug);
      if (id === undefined) throw new Error(`Demo catalogue names an unknown category ${slug}`);
      return id;
    };
    const insertedSubs = await tx
      .insert(categories)
      .values(subs.map((category) => ({ ...categoryRow(category, createdAt), parentId: idOf(category.parentSlug!) })))
      .returning({ id: categories.id, slug: categories.slug });
    for (const row of insertedSubs) categoryIds.set(row.slug, row.id);

    const insertedProducts = await tx
      .insert(products)
      .values(
        demo.products.map(({ catSlug, subSlug, reviews: _reviews, variants: _variants, ...row }) => ({
          ...row,
          catId: idOf(catSlug),
          subCatId: idOf(subSlug),
          updatedAt: row.createdAt,
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const productIds = new Map(insertedProducts.map((row) => [row.slug, row.id]));
    await learnSearchTerms(
      tx,
      demo.products.map((product) => product.nameHi),
    );
    await tx.insert(productVariants).values(
      demo.products.flatMap((product) =>
        product.variants.map((variant) => ({
          ...variant,
          productId: productIds.get(product.slug)!,
          createdAt: product.createdAt,
          updatedAt: product.createdAt,
        })),
      ),
    );
    const reviewRows = demo.products.flatMap((product) =>
      product.reviews.map((review) => ({ ...review, productId: productIds.get(product.slug)!, userId: null })),
    );
    if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);

    await tx.insert(banners).values(
      demo.banners.map(({ catSlug, subSlug, ...row }) => ({
        ...row,
        createdAt,
        catId: idOf(catSlug),
        subCatId: subSlug ? idOf(subSlug) : null,
      })),
    );
    await seedDemoPromotions(tx, idOf('dairy-eggs'));
    // The demo shop takes pay on delivery (issue 29 §1, docs/decisions/047) in its zones, with a grocer's limits.
    await tx.update(deliveryZones).set({
      payOnDelivery: true,
      payOnDeliveryMaxOrder: DEMO_PAY_ON_DELIVERY.maxOrder,
      payOnDeliveryMaxOpen: DEMO_PAY_ON_DELIVERY.maxOpen,
    });
    return true;
  });
}

/**
 * The demo shop's promotions (issue 29 §2, docs/decisions/048): two codes to try in the cart, and the offer
 * "10% off Dairy & Eggs" made but paused — an offer changes every dairy price, which the demo's own checks and the
 * browser tests read; the grocer resumes it with one click at /admin/coupons.
 */
async function seedDemoPromotions(tx: Database, dairyId: number): Promise<void> {
  await tx
    .insert(coupons)
    .values([
      {
        code: 'WELCOME50',
        description: 'Rs 50 off your first order of Rs 299 or more',
        kind: 'flat',
        value: 50,
        minimumOrder: 299,
        firstOrderOnly: true,
      },
      {
        code: 'FRESH10',
        description: '10% off orders of Rs 499 or more, up to Rs 100',
        kind: 'percent',
        value: 10,
        minimumOrder: 499,
        maximumDiscount: 100,
        maxUsesPerShopper: 3,
      },
    ])
    .onConflictDoNothing({ target: coupons.code });
  // A catalogue seeded again over kept promotions (`seed:large --reset`) keeps the grocer's, and adds no second offer.
  const [existing] = await tx.select({ id: offers.id }).from(offers).limit(1);
  if (existing) return;
  await tx.insert(offers).values({
    name: '10% off Dairy & Eggs',
    kind: 'percent',
    value: 10,
    target: 'category',
    targetId: dairyId,
    active: false,
  });
}

/** The demo zones' pay-on-delivery limits: orders up to Rs 5,000, two waiting to be paid per shopper. */
/** A demo category's row, its parent apart. */
function categoryRow({ slug, name, nameHi, color, images, position }: DemoCategory, createdAt: Date) {
  return { slug, name, nameHi, color, images, position, createdAt };
}

export const DEMO_PAY_ON_DELIVERY = { maxOrder: 5_000, maxOpen: 2 } as const;
