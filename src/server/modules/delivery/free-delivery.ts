import type { Database } from '#src/db/client';
import * as repo from './delivery.repository';

/**
 * The free-delivery promise the shop's footer and product pages make (issue 30 §1, docs/decisions/052): made by the
 * delivery zones, never a number of its own. It must hold wherever the shop delivers, so it is the highest threshold
 * among the active zones (a zone without a fee counts as 0: free on every order); null when an active zone with a
 * fee never waives it, or no zone is active — then the pages promise nothing.
 */
export async function freeDeliveryPromise(db: Database): Promise<number | null> {
  const zones = await repo.listZones(db, true);
  if (zones.length === 0) return null;
  let promise = 0;
  for (const zone of zones) {
    if (zone.fee === 0) continue;
    if (zone.freeFrom === null) return null;
    promise = Math.max(promise, zone.freeFrom);
  }
  return promise;
}
