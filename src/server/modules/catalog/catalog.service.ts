import { SERVER_TEXT } from '#src/shared/texts/server';
import type {
  TBanner,
  TCategoryData,
  TCategoryList,
  TListingSort,
  TProduct,
  TProductDetail,
  TProductIds,
  TProductListing,
} from '#src/contracts/catalog';
import type { Database } from '#src/db/client';
import { PAGE_SIZE_DEFAULT, RELATED_PRODUCTS_MAX } from '#src/shared/constants';
import { notFound } from '#src/server/lib/app-error';
import { resolveLocation } from '#src/server/modules/locations/index';
import { catalogCacheFor } from './catalog.cache';
import { toBanner, toCategory, toProduct, toProductDetail } from './catalog.mappers';
import * as repo from './catalog.repository';

export type ListingInput = {
  catId?: number | undefined;
  subCatId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  rating?: number | undefined;
  location?: string | undefined;
  page: number;
  perPage: number;
  sort: TListingSort;
};

/** The home page's featured slider shows one page of featured products. */
const FEATURED_LIMIT = PAGE_SIZE_DEFAULT;

export async function getCategoryList(db: Database): Promise<TCategoryList> {
  return catalogCacheFor(db).get('categories', async () => {
    const rows = await repo.listCategories(db);
    const tops = rows.filter((row) => row.parentId === null);
    return {
      categoryList: tops.map((top) =>
        toCategory(
          top,
          rows.filter((r) => r.parentId === top.id),
        ),
      ),
    };
  });
}

/** A top category with its children, or a sub-category with none. */
export async function getCategoryData(db: Database, id: number): Promise<TCategoryData> {
  const answer = await catalogCacheFor(db).get(`category:${id}`, async () => {
    const rows = await repo.listCategories(db);
    const row = rows.find((r) => r.id === id);
    return row
      ? {
          categoryData: [
            toCategory(
              row,
              rows.filter((r) => r.parentId === id),
            ),
          ],
        }
      : null;
  });
  if (!answer) throw notFound(SERVER_TEXT.catalogApi.categoryNotFound);
  return answer;
}

export async function listProducts(db: Database, input: ListingInput): Promise<TProductListing> {
  const iso2 = resolveLocation(input.location);
  const { location: _location, page, perPage, sort, ...filters } = input;
  const cache = catalogCacheFor(db);
  const matching = JSON.stringify([filters, iso2]);
  return cache.get(`list:${JSON.stringify([matching, page, perPage, sort])}`, async () => {
    const rows = await repo.listProductPage(db, { ...filters, iso2 }, { page, perPage, sort });
    const offset = (page - 1) * perPage;
    // A short page tells the total without counting (the common case for small categories); otherwise the count is
    // the filters' alone, kept apart so that every page and sort of a category shares one count per catalogue version.
    const total =
      rows.length < perPage && (rows.length > 0 || offset === 0)
        ? offset + rows.length
        : await cache.get(`count:${matching}`, () => repo.countProducts(db, { ...filters, iso2 }));
    return { products: rows.map(toProduct), total, page, totalPages: Math.ceil(total / perPage) };
  });
}

/** Product ids with their last change, ascending, `limit` after `after` (the sitemap's whole-catalogue read). */
export async function listProductIds(db: Database, after: number, limit: number): Promise<TProductIds> {
  return catalogCacheFor(db).get(`ids:${after}:${limit}`, async () => {
    const rows = await repo.listProductIds(db, after, limit);
    return {
      products: rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() })),
      next: rows.length === limit ? rows[rows.length - 1]!.id : null,
    };
  });
}

/** The product page's answer: the spec's shape (default variant's prices), every variant and the facts. */
export async function getProduct(db: Database, id: number): Promise<TProductDetail> {
  const product = await catalogCacheFor(db).get(`product:${id}`, async () => {
    const row = await repo.findProductDetail(db, id);
    return row ? toProductDetail(row) : null;
  });
  if (!product) throw notFound(SERVER_TEXT.catalogApi.productNotFound);
  return product;
}

export async function listRelated(db: Database, id: number, location: string | undefined): Promise<TProduct[]> {
  const iso2 = resolveLocation(location);
  const related = await catalogCacheFor(db).get(`related:${id}:${iso2}`, async () => {
    const row = await repo.findProduct(db, id);
    return row ? (await repo.listRelated(db, row, iso2, RELATED_PRODUCTS_MAX)).map(toProduct) : null;
  });
  if (!related) throw notFound(SERVER_TEXT.catalogApi.productNotFound);
  return related;
}

export async function listFeatured(db: Database, location: string | undefined): Promise<TProduct[]> {
  const iso2 = resolveLocation(location);
  return catalogCacheFor(db).get(`featured:${iso2}`, async () =>
    (await repo.listFeatured(db, iso2, FEATURED_LIMIT)).map(toProduct),
  );
}

export async function listBanners(db: Database, kind: 'home' | 'side' | 'strip'): Promise<TBanner[]> {
  return catalogCacheFor(db).get(`banners:${kind}`, async () => (await repo.listBanners(db, kind)).map(toBanner));
}

/** For the reviews module: stores a product's rating average and review count. */
export async function setRatingSummary(db: Database, productId: number, rating: number, reviewCount: number) {
  await repo.setRatingSummary(db, productId, rating, reviewCount);
}

/** The back office: products' current names by id, archived ones included (absent: no such product). */
export async function productTitles(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  return new Map((await repo.productTitles(db, ids)).map((row) => [row.id, row.name]));
}

/**
 * Inside the caller's transaction: locks one product's row whether on sale or archived (a review's moderation
 * recomputes an archived product's rating too); 404 when there is none.
 */
export async function lockProductForRating(tx: Database, id: number): Promise<void> {
  if (!(await repo.lockAnyProduct(tx, id))) throw notFound(SERVER_TEXT.catalogApi.productNotFound);
}

export type { ProductLineRow as ProductLine } from './catalog.repository';

/** The names of offers' targets for the back office (issue 29 §2): categories', products' and packs' by id. */
export const promotionTargetNames = repo.targetNames;

/** For cart and My List lines: each product's current title, images, rating, price and stock, by id. */
export async function findProductLines(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, repo.ProductLineRow>> {
  return new Map((await repo.findProductLines(db, ids)).map((row) => [row.id, row]));
}

/** Inside the caller's transaction: the products' rows locked in id order (the lock order every writer keeps). */
export async function lockProductLines(tx: Database, ids: readonly number[]): Promise<repo.ProductLineRow[]> {
  return repo.lockProductLines(tx, [...new Set(ids)]);
}

/** Inside the caller's transaction: locks one product's row; 404 when there is none. */
export async function lockProduct(tx: Database, id: number): Promise<void> {
  const [row] = await repo.lockProductLines(tx, [id]);
  if (!row) throw notFound(SERVER_TEXT.catalogApi.productNotFound);
}

export type { VariantLineRow as VariantLine } from './catalog.repository';

/** For cart lines: each variant's label, options, current price and stock, by variant id. */
export async function findVariantLines(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, repo.VariantLineRow>> {
  return new Map((await repo.findVariantLines(db, ids)).map((row) => [row.id, row]));
}

/**
 * For cart lines: each pack's label, options, price and stock and its product's title, images, rating and
 * category, in one statement, by variant id and by product id. Packs of products not on sale are left out.
 */
export async function findPackLines(
  db: Database,
  variantIds: readonly number[],
): Promise<{ products: Map<number, repo.ProductLineRow>; variants: Map<number, repo.VariantLineRow> }> {
  const rows = await repo.findPackLines(db, [...new Set(variantIds)]);
  return {
    products: new Map(rows.map(({ product }) => [product.id, product])),
    variants: new Map(rows.map(({ variant }) => [variant.id, variant])),
  };
}

/** Inside the caller's transaction, after the products: the variants' rows locked in id order. */
export async function lockVariantLines(tx: Database, ids: readonly number[]): Promise<repo.VariantLineRow[]> {
  return repo.lockVariantLines(tx, [...new Set(ids)]);
}

/**
 * Inside the placing transaction: takes the quantities (per variant id) off the stock of rows already locked, and
 * keeps each product's copy of its default variant in step (decision 020).
 */
export async function takeStock(tx: Database, wanted: ReadonlyMap<number, number>): Promise<void> {
  await repo.takeStock(tx, wanted);
}

/**
 * Inside the caller's transaction: a pack's stock to 0, product locked first; answers its stock before (for the
 * caller's audit entry), undefined when the pack is gone (issue 31 §3: "Mark unavailable" empties the shelf).
 */
export async function clearStock(tx: Database, variantId: number) {
  return repo.clearStock(tx, variantId);
}

/**
 * Inside a cancelling transaction (docs/decisions/023): puts the quantities (per variant id) back on the variants'
 * stock and refreshes each product's default variant copy. Locks the variants' products first, in id order (the
 * lock order every writer keeps, so a checkout at the same moment waits rather than deadlocks), archived ones too.
 */
export async function returnStock(
  tx: Database,
  lines: readonly { variantId: number; quantity: number }[],
): Promise<void> {
  const returned = new Map<number, number>();
  for (const line of lines) returned.set(line.variantId, (returned.get(line.variantId) ?? 0) + line.quantity);
  await repo.returnStock(tx, returned);
}

export type { SubstituteRow as SubstituteCandidate } from './catalog.repository';

/**
 * Substitutes for an order line (docs/decisions/032): on-sale variants with `quantity` in stock at most `maxPrice`,
 * the product's own other packs first, then its sub-category's (its category's without one), nearest price first.
 */
export async function findSubstitutes(
  db: Database,
  input: { productId: number; variantId: number | null; maxPrice: number; quantity: number; limit: number },
): Promise<repo.SubstituteRow[]> {
  return repo.findSubstitutes(db, input);
}

/**
 * Inside a transaction that locks nothing of the catalogue yet: the variant and its product (on sale only), locked
 * product first as every writer does; undefined when either is gone or archived.
 */
export async function lockVariantForSale(
  tx: Database,
  variantId: number,
): Promise<{ product: repo.ProductLineRow; variant: repo.VariantLineRow } | undefined> {
  const [found] = await repo.findVariantLines(tx, [variantId]);
  if (!found) return undefined;
  const [product] = await repo.lockProductLines(tx, [found.productId]);
  const [variant] = await repo.lockVariantLines(tx, [variantId]);
  return product && variant && variant.productId === product.id ? { product, variant } : undefined;
}

/**
 * A read cached per catalogue version (reviews: a new review changes the product's rating, hence the version).
 * `load` runs on a miss; the answer is shared by every request until the catalogue changes.
 */
export async function cachedCatalogRead<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  return catalogCacheFor(db).get(key, load);
}

/** Packing slips (docs/decisions/027): each product's top and sub-category names, archived products included. */
export async function productCategories(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { catName: string; subCatName: string }>> {
  const rows = await repo.findProductCategories(db, [...new Set(ids)]);
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}
