import { SERVER_TEXT } from '#src/shared/texts/server';
import type { TAdminProductDetail, TAdminProductList, TAdminProductQuery } from '#src/contracts/admin-catalog';
import type { Database } from '#src/db/client';
import { notFound } from '#src/server/lib/app-error';
import { ADMIN_COUNT_MAX } from '#src/shared/constants';
import { catalogCacheFor } from '../catalog.cache';
import { allOf } from '../search/search.repository';
import { normalizeQuery, SEARCH_RANK_WINDOW } from '../search/search.service';
import * as repo from './admin.repository';
import { toAdminProduct, detailOf } from './admin.mappers';

/** The back office's list: one statement for the page (and one for the total), one for the page's variants. */
export async function listAdminProducts(db: Database, query: TAdminProductQuery): Promise<TAdminProductList> {
  const { page, perPage, sort } = query;
  const text = normalizeQuery(query.q);
  let catId: number | undefined;
  let subCatId: number | undefined;
  if (query.catId !== undefined) {
    const category = await repo.findCategory(db, query.catId);
    if (!category) return { products: [], total: 0, totalCapped: false, page, totalPages: 0 };
    if (category.parentId === null) catId = category.id;
    else {
      subCatId = category.id;
      // The restocking views' index leads with the category: name the parent too (every product of a
      // sub-category is in its parent). Elsewhere the sub-category's own indexes serve, and cat_id is not in them.
      if (query.stock) catId = category.parentId;
    }
  }
  // A text without spaces may be a SKU: an exact SKU finds its product, whatever the words say.
  const ids = text && !/\s/.test(text) ? await repo.productIdsBySku(db, text) : [];
  const { rows, total, capped } = await repo.listAdminProducts(
    db,
    {
      match: text && ids.length === 0 ? allOf(text) : null,
      ...(ids.length > 0 ? { ids } : {}),
      catId,
      subCatId,
      stock: query.stock,
      archived: query.archived,
      state: query.state,
      declarationsMissing: query.declarations === 'missing',
    },
    { page, perPage, sort, window: SEARCH_RANK_WINDOW, countMax: ADMIN_COUNT_MAX },
    // Every page and sort of one filter set has the same total: counted once per catalogue version.
    (where, bound) =>
      catalogCacheFor(db).get(
        `admin-count:${JSON.stringify([text, ids, catId, subCatId, query.stock, query.archived, query.state, query.declarations])}`,
        () => repo.countMatching(db, where, bound),
      ),
  );
  const variants = await repo.listVariantsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    products: rows.map((row) =>
      toAdminProduct(
        row,
        variants.filter((v) => v.productId === row.id),
      ),
    ),
    total,
    totalCapped: capped,
    page,
    totalPages: Math.ceil(total / perPage),
  };
}

export async function getAdminProduct(db: Database, id: number): Promise<TAdminProductDetail> {
  const product = await detailOf(db, id);
  if (!product) throw notFound(SERVER_TEXT.catalogApi.productNotFound);
  return product;
}
