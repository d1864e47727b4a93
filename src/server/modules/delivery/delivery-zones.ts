import type { TDeliveryCheck } from '#src/contracts/delivery';
import type { Database } from '#src/db/client';
import { badRequest } from '#src/server/lib/app-error';
import { PINCODE_PATTERN } from '#src/shared/constants';
import { quoteFor, type DeliveryQuote, type DeliveryZone } from '#src/shared/delivery-quote';
import { DELIVERY_TEXT } from '#src/shared/texts/delivery';
import * as repo from './delivery.repository';

const T = DELIVERY_TEXT;

export type { DeliveryQuote, DeliveryZone } from '#src/shared/delivery-quote';
export { quoteFor };

// Zones: which one serves a pincode, its quote and the pincode check.

/** Where the clock and the shop's time zone come from: the server's, or a test's. */
export type ShopClock = { timeZone: string; now?: Date };

const zoneOf = (row: repo.ZoneRow): DeliveryZone => ({
  id: row.id,
  name: row.name,
  fee: row.fee,
  freeFrom: row.freeFrom,
  minimumOrder: row.minimumOrder,
  isDefault: row.isDefault,
});

/**
 * The most specific active zone among `zones`: one listing the exact code, else the one with the longest prefix of
 * it, else the default zone; null when none serves it. Ties (two zones listing the same code or prefix, which the
 * back office refuses) go to the older zone.
 */
export function pickZone<Z extends Pick<repo.ZoneRow, 'codes' | 'prefixes' | 'isDefault' | 'active'>>(
  zones: readonly Z[],
  pincode: string,
): Z | null {
  let exact: Z | null = null;
  let best: Z | null = null;
  let bestLength = 0;
  let fallback: Z | null = null;
  for (const zone of zones) {
    if (!zone.active) continue;
    if (!exact && zone.codes.includes(pincode)) exact = zone;
    for (const prefix of zone.prefixes) {
      if (prefix.length > bestLength && pincode.startsWith(prefix)) {
        best = zone;
        bestLength = prefix.length;
      }
    }
    if (zone.isDefault && !fallback) fallback = zone;
  }
  return exact ?? best ?? fallback;
}

function assertPincode(pincode: string): string {
  const code = pincode.trim();
  if (!PINCODE_PATTERN.test(code)) throw badRequest(T.badPincode);
  return code;
}

/** The zone serving a pincode (most specific wins), or null. A malformed pincode is a 400. */
export async function zoneFor(db: Database, pincode: string): Promise<DeliveryZone | null> {
  const zone = pickZone(await repo.listZones(db, true), assertPincode(pincode));
  return zone ? zoneOf(zone) : null;
}

/**
 * Checkout's zone (docs/decisions/031): the one serving the shipping pincode; without a valid 6-digit pincode (the
 * spec's client sends no shipping, or a foreign postcode) only the active default zone can deliver. Null: not served.
 */
export async function checkoutZone(db: Database, pincode: string | null): Promise<DeliveryZone | null> {
  const zones = await repo.listZones(db, true);
  const code = pincode?.trim() ?? '';
  const zone = PINCODE_PATTERN.test(code) ? pickZone(zones, code) : (zones.find((row) => row.isDefault) ?? null);
  return zone ? zoneOf(zone) : null;
}

/** The quote for a pincode's zone; null when the shop does not deliver there. For checkout (issue 16). */
export async function deliveryQuote(db: Database, pincode: string, itemsTotal: number): Promise<DeliveryQuote | null> {
  const zone = await zoneFor(db, pincode);
  return zone ? quoteFor(zone, itemsTotal) : null;
}

/** `GET /api/delivery/check`. */
export async function checkPincode(db: Database, pincode: string): Promise<TDeliveryCheck> {
  const row = pickZone(await repo.listZones(db, true), assertPincode(pincode));
  const zone = row ? zoneOf(row) : null;
  const quote = zone ? quoteFor(zone, 0) : null;
  return {
    pincode,
    served: zone !== null,
    zone: zone ? { id: zone.id, name: zone.name } : null,
    fee: zone?.fee ?? 0,
    freeFrom: quote?.freeFrom ?? null,
    minimum: zone?.minimumOrder ?? 0,
    message: zone ? T.served(pincode) : T.notServed(pincode),
    payOnDelivery: row ? termsOf(row) : null,
  };
}

/** Pay on delivery in a zone (issue 29 §1): its limits; null when the zone does not offer it. */
export type PayOnDeliveryTerms = {
  /** Whole rupees: the largest order total paid at the door; null: no maximum. */
  maxOrder: number | null;
  /** How many due pay-on-delivery orders one shopper may have; null: no limit. */
  maxOpen: number | null;
};

const termsOf = (row: repo.ZoneRow): PayOnDeliveryTerms | null =>
  row.payOnDelivery ? { maxOrder: row.payOnDeliveryMaxOrder, maxOpen: row.payOnDeliveryMaxOpen } : null;

/** In the placing transaction: the zone's pay-on-delivery terms as they are now (null: not offered, or no such zone). */
export async function payOnDeliveryTerms(db: Database, zoneId: number): Promise<PayOnDeliveryTerms | null> {
  const row = (await repo.listZones(db, true)).find((zone) => zone.id === zoneId);
  return row ? termsOf(row) : null;
}
