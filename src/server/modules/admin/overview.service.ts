import type { TAdminOverview } from '#src/contracts/admin';
import type { Database } from '#src/db/client';
import { countStock, lowStockPacks } from '#src/server/modules/catalog/index';

/** The back office's overview (issue 14): the catalogue's stock counts and the packs to restock first. */
export async function stockOverview(db: Database): Promise<TAdminOverview> {
  const [counts, packs] = await Promise.all([countStock(db), lowStockPacks(db)]);
  return { ...counts, lowStockPacks: packs };
}
