import { CURRENCY_LABEL } from './constants';
import { groupedAmount } from './format-price';

/**
 * Unit prices (docs/decisions/020): what a pack costs per kilogram, per litre or per piece, so packs of different
 * sizes — and different products — compare at a glance. The rule is the EU Price Indication Directive's
 * (98/6/EC): per kilogram for goods sold by weight, per litre for goods sold by volume. We do not use the
 * directive's option of "per 100 g / 100 ml" for small packs: a product's 50 g and 200 g packs would then show
 * prices in two bases, and comparing them is the point. Counted goods (eggs, tea bags) show a price per piece
 * when a pack holds more than one; a single piece's unit price is its price, so none is shown.
 */

export const NET_UNITS = ['g', 'kg', 'ml', 'l', 'piece'] as const;
export type NetUnit = (typeof NET_UNITS)[number];

/** The base a unit price is given in. */
export type UnitPriceBase = 'kg' | 'l' | 'piece';

export type UnitPrice = {
  /** Rupees per base unit, to the paisa (a unit price is not a price charged, so it may have paise). */
  amount: number;
  per: UnitPriceBase;
};

/** How many net-quantity units make one base unit. */
const BASE: Record<NetUnit, { per: UnitPriceBase; divisor: number }> = {
  g: { per: 'kg', divisor: 1000 },
  kg: { per: 'kg', divisor: 1 },
  ml: { per: 'l', divisor: 1000 },
  l: { per: 'l', divisor: 1 },
  piece: { per: 'piece', divisor: 1 },
};

/**
 * Rounds to the paisa as the listings' sort key does in SQL (`round(x::numeric, 2)`, catalog.repository.ts): the
 * quotient taken to 15 significant digits, then half away from zero. `Math.round(x * 100) / 100` alone put 201 for
 * 200 pieces at Rs 1.00 where the database said 1.01 (issue 28 §5; unit-price-sql.test.ts holds the two together).
 */
const toPaisa = (amount: number) => Math.round(Number((Number(amount.toPrecision(15)) * 100).toPrecision(15))) / 100;

/**
 * The unit price of a pack costing `price` whole rupees holding `netQuantity` of `unit`; null when the pack has no
 * (positive, finite) net quantity, or is a single piece.
 */
export function unitPrice(
  price: number,
  netQuantity: number | null | undefined,
  unit: NetUnit | null | undefined,
): UnitPrice | null {
  if (!unit || netQuantity === null || netQuantity === undefined) return null;
  if (!Number.isFinite(netQuantity) || netQuantity <= 0 || !Number.isFinite(price) || price < 0) return null;
  const base = BASE[unit];
  if (!base) return null;
  const { per, divisor } = base;
  // Divided as the SQL divides (net quantity / 1000, then price / that), so both round the same quotient.
  const quantity = netQuantity / divisor;
  if (per === 'piece' && quantity <= 1) return null;
  return { amount: toPaisa(price / quantity), per };
}

/** "Rs 130/kg", "Rs 12.50/piece": whole rupees without decimals, otherwise two. */
export function formatUnitPrice({ amount, per }: UnitPrice): string {
  return `${CURRENCY_LABEL} ${groupedAmount(amount, Number.isInteger(amount) ? 0 : 2)}/${per}`;
}

/** Reads a weight or volume label as the spec's options write them ("500g", "1 kg", "1.5L", "25 bags"); null otherwise. */
export function parseNetQuantity(label: string): { netQuantity: number; unit: NetUnit } | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(g|gm|kg|ml|l|ltr|pcs?|pieces?|bags?|slices?)\s*$/i.exec(label);
  if (!match) return null;
  const netQuantity = Number(match[1]);
  const raw = match[2]!.toLowerCase();
  const unit: NetUnit =
    raw === 'gm' ? 'g' : raw === 'ltr' ? 'l' : /^(p|b|s)/.test(raw) ? 'piece' : (raw as 'g' | 'kg' | 'ml' | 'l');
  return netQuantity > 0 ? { netQuantity, unit } : null;
}
