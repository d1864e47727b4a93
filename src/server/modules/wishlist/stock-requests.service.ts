import type { TStockRequests } from '#src/contracts/stock-requests';
import type { Database } from '#src/db/client';
import { badRequest, conflict, notFound } from '#src/server/lib/app-error';
import { lockVariantForSale } from '#src/server/modules/catalog/index';
import { STOCK_REQUESTS_MAX } from '#src/shared/constants';
import { BACK_IN_STOCK_TEXT as T } from '#src/shared/texts/back-in-stock';
import * as repo from './wishlist.repository';

/**
 * "Notify me" (issue 32 §4, docs/decisions/062). The e-mail itself is written by the database trigger of migration
 * 0045 when the pack's stock rises from none, in that write's transaction; this only keeps the requests.
 */
export async function listStockRequests(db: Database, userId: number): Promise<TStockRequests> {
  return { variantIds: await repo.listStockRequests(db, userId) };
}

/**
 * A request for a sold-out pack on sale. The pack's row is locked while its stock is read: a restock committing at
 * the same moment either comes first (the pack is in stock: 409) or waits and then finds this request — never a
 * request stored after the e-mail went out, left waiting for the next sell-out.
 */
export async function requestStock(db: Database, userId: number, variantId: number) {
  return db.transaction(async (tx) => {
    const found = await lockVariantForSale(tx, variantId);
    if (!found) throw notFound(T.variantNotFound);
    if (found.variant.countInStock > 0) throw conflict(T.inStock);
    const waiting = await repo.listStockRequests(tx, userId);
    if (!waiting.includes(variantId) && waiting.length >= STOCK_REQUESTS_MAX)
      throw badRequest(T.tooMany(STOCK_REQUESTS_MAX));
    await repo.insertStockRequest(tx, userId, variantId);
    return { variantId, msg: T.requested };
  });
}

/** No request of the shopper's for the pack (none, already answered, another shopper's) answers 404, as My List does. */
export async function cancelStockRequest(db: Database, userId: number, variantId: number) {
  if (!(await repo.deleteStockRequest(db, userId, variantId))) throw notFound(T.requestNotFound);
  return { variantId, msg: T.cancelled };
}
