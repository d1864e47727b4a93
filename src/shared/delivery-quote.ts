/**
 * What delivery costs (issue 16, docs/decisions/029 and 031): one pure rule for the server (the payment's amount)
 * and the web (the fee the cart and checkout show), so both always agree. Amounts are whole rupees.
 */

/** The zone fields a quote reads. */
export type DeliveryZone = {
  id: number;
  name: string;
  /** The fee below `freeFrom`. */
  fee: number;
  /** The items total from which delivery is free; null: never. */
  freeFrom: number | null;
  /** The smallest items total the zone accepts; 0: none. */
  minimumOrder: number;
  isDefault: boolean;
};

/** What delivery costs an order of `itemsTotal` rupees in a zone. */
export type DeliveryQuote = {
  zone: DeliveryZone;
  /** The fee to add (0 from the threshold on). */
  fee: number;
  /** The items total from which delivery is free; null when the fee always applies (or there is none). */
  freeFrom: number | null;
  /** Rupees more for free delivery; 0 when it is free already, null when it never is. */
  leftToFree: number | null;
  minimum: number;
  /** The order is below the zone's minimum: checkout must refuse it. */
  belowMinimum: boolean;
};

/** The fee, the way to free delivery and the minimum of a zone for an items total (whole rupees). */
export function quoteFor(zone: DeliveryZone, itemsTotal: number): DeliveryQuote {
  const free = zone.fee === 0 || (zone.freeFrom !== null && itemsTotal >= zone.freeFrom);
  return {
    zone,
    fee: free ? 0 : zone.fee,
    freeFrom: zone.fee === 0 ? null : zone.freeFrom,
    leftToFree: free ? 0 : zone.freeFrom === null ? null : zone.freeFrom - itemsTotal,
    minimum: zone.minimumOrder,
    belowMinimum: itemsTotal < zone.minimumOrder,
  };
}
