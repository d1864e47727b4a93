/**
 * Issue 34 §3: the uncached API's rates. The catalogue cache answers any path asked twice while it holds it, so these
 * rows ask a sequence of distinct paths in turn (bench/lib/throughput.ts `rotate`), read from the public API itself.
 */
import { PRODUCT_IDS_MAX, ZListingSort } from '#src/contracts/catalog-queries';

/**
 * More distinct listings than the catalogue cache keeps entries (2,000, catalog-answers.ts; its memory budget holds
 * fewer still): asked in a cycle longer than a least-recently-used cache holds, every request misses.
 */
const LISTINGS_IN_CYCLE = 2_500;

async function json<T>(origin: string, path: string): Promise<T> {
  const response = await fetch(origin + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** `/api/products/<id>` for every product on sale, in id order: each request a different product. */
export async function everyProductPath(origin: string): Promise<string[]> {
  const paths: string[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const page: { products: { id: number }[]; next: number | null } = await json(
      origin,
      `/api/products/ids?after=${after}&limit=${PRODUCT_IDS_MAX}`,
    );
    paths.push(...page.products.map((p) => `/api/products/${p.id}`));
    after = page.next;
  }
  return paths;
}

/**
 * Listings a shopper opens, each a cache miss: the first pages of every category and sub-category in each of the five
 * sorts, page 1 of all of them first, then page 2…, until the cycle is longer than the cache holds. Varying the page
 * (not a parameter the server ignores — the cache key is the parsed query, so an unknown one would hit) keeps the work
 * a listing's: 20 rows from an index in the asked order and the group's count; pages stay shallow (offset ≤ ~200).
 */
export async function uncachedListingPaths(origin: string): Promise<string[]> {
  const { categoryList } = await json<{ categoryList: { id: number; children: { id: number }[] }[] }>(
    origin,
    '/api/category',
  );
  const groups = [
    ...categoryList.map((c) => `/api/products/catId?catId=${c.id}`),
    ...categoryList.flatMap((c) => c.children.map((s) => `/api/products/subCatId?subCatId=${s.id}`)),
  ];
  const pagesOf = new Map<string, number>();
  for (const group of groups) pagesOf.set(group, (await json<{ totalPages: number }>(origin, group)).totalPages);
  const paths: string[] = [];
  for (let page = 1; paths.length < LISTINGS_IN_CYCLE; page++) {
    const before = paths.length;
    for (const group of groups)
      if (page <= pagesOf.get(group)!)
        for (const sort of ZListingSort.options) paths.push(`${group}&sort=${sort}&page=${page}`);
    if (paths.length === before) throw new Error(`only ${paths.length} distinct listings in the catalogue`);
  }
  return paths;
}
