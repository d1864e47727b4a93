/**
 * Variants for seeded and generated products (decision 020): packs priced by size, the product row's copy of its
 * default variant, and option combinations as the migration builds them for existing products.
 */
import { type NetUnit, parseNetQuantity, unitPrice } from '#src/shared/unit-price';
import type { Random } from './prng';
import { discountPercent } from '#src/shared/pricing/discount';

export type SeedVariant = {
  sku: string;
  label: string;
  size: string | null;
  ram: string | null;
  weight: string | null;
  price: number;
  oldPrice: number;
  discount: number;
  countInStock: number;
  netQuantity: number | null;
  unit: NetUnit | null;
  position: number;
};

export type ProductOptions = { sizes: readonly string[]; ram: readonly string[]; weights: readonly string[] };

/**
 * What a product row copies from its default variant: the cheapest in stock, else the cheapest (position breaks
 * ties); and the price filter's keys: each in-stock price as a one-price range (PostgreSQL's multirange text) and
 * the dearest of them, null when none is in stock.
 */
export function productDefaults(variants: readonly SeedVariant[]) {
  const ranked = [...variants].sort(
    (a, b) => Number(b.countInStock > 0) - Number(a.countInStock > 0) || a.price - b.price || a.position - b.position,
  );
  const chosen = ranked[0];
  if (!chosen) throw new Error('A product needs at least one variant');
  const inStock = variants.filter((v) => v.countInStock > 0);
  return {
    price: chosen.price,
    oldPrice: chosen.oldPrice,
    discount: chosen.discount,
    countInStock: chosen.countInStock,
    netQuantity: chosen.netQuantity,
    unit: chosen.unit,
    unitPrice: unitPrice(chosen.price, chosen.netQuantity, chosen.unit)?.amount ?? null,
    variantCount: variants.length,
    inStockPrices: inStock.length > 0 ? `{${inStock.map((v) => `[${v.price},${v.price}]`).join(',')}}` : null,
    maxInStockPrice: inStock.length > 0 ? Math.max(...inStock.map((v) => v.price)) : null,
    minStock: Math.min(...variants.map((v) => v.countInStock)),
  };
}

/** The shelf's discount rule, kept under its seed name for the test factories. */
export const discountOf = discountPercent;

/** Every combination of the listed options (sizes × RAM × weights), in the order the lists give them. */
export function optionCombinations({ sizes, ram, weights }: ProductOptions) {
  const or = (list: readonly string[]) => (list.length > 0 ? list : [null]);
  return or(sizes).flatMap((size) => or(ram).flatMap((r) => or(weights).map((weight) => ({ size, ram: r, weight }))));
}

export const labelOf = (combination: { size: string | null; ram: string | null; weight: string | null }) =>
  [combination.size, combination.ram, combination.weight].filter((part) => part !== null).join(' · ');

/**
 * One variant per option combination, all at the same prices and stock (test factories and plain products):
 * a weight label such as "500g" becomes the net quantity.
 */
export function uniformVariants(
  skuPrefix: string,
  options: ProductOptions,
  values: { price: number; oldPrice: number; discount?: number; countInStock: number },
): SeedVariant[] {
  return optionCombinations(options).map((combination, position) => {
    const net = combination.weight !== null ? parseNetQuantity(combination.weight) : null;
    return {
      sku: `${skuPrefix}-${position + 1}`,
      label: labelOf(combination),
      ...combination,
      price: values.price,
      oldPrice: values.oldPrice,
      discount: values.discount ?? discountOf(values.price, values.oldPrice),
      countInStock: values.countInStock,
      netQuantity: net?.netQuantity ?? null,
      unit: net?.unit ?? null,
      position,
    };
  });
}

/** The multiplier of a pack's price against the smallest one: bigger packs cost more in total, less per unit. */
const PACK_EXPONENT = 0.86;

/** Prices a shop writes: whole rupees up to 200, then steps of 5; never a round hundred (they cluster otherwise). */
function shopPrice(raw: number): number {
  const price = raw <= 200 ? Math.round(raw) : Math.round(raw / 5) * 5;
  return price % 100 === 0 ? price + 9 : price;
}

const inBaseUnits = (netQuantity: number, unit: NetUnit) =>
  unit === 'g' || unit === 'ml' ? netQuantity / 1000 : netQuantity;

/**
 * The demo's packs: `basePrice` is the smallest pack's price. Weight and volume packs scale by quantity
 * (`PACK_EXPONENT`, then nudged so each pack costs more in total and less per unit than the one before); RAM
 * options add a step per option; sizes share one price. `percent` off applies to every variant alike.
 */
export function pricedVariants(
  skuPrefix: string,
  options: ProductOptions,
  basePrice: number,
  percent: number,
  stockOf: (position: number) => number,
): SeedVariant[] {
  const combinations = optionCombinations(options);
  const nets = combinations.map((c) => (c.weight !== null ? parseNetQuantity(c.weight) : null));
  const first = nets[0];
  const ramStep = Math.max(1000, Math.round((basePrice * 0.12) / 1000) * 1000);
  const prices: number[] = [];
  combinations.forEach((combination, i) => {
    const net = nets[i];
    let price = basePrice;
    if (combination.ram !== null) price = basePrice + options.ram.indexOf(combination.ram) * ramStep;
    else if (combination.weight !== null && i > 0) {
      const ratio =
        net && first && net.unit === first.unit
          ? inBaseUnits(net.netQuantity, net.unit) / inBaseUnits(first.netQuantity, first.unit)
          : i + 1;
      price = shopPrice(basePrice * ratio ** PACK_EXPONENT);
      const previous = prices[i - 1]!;
      const previousNet = nets[i - 1];
      if (net && previousNet && net.unit === previousNet.unit) {
        const perUnitBefore = previous / inBaseUnits(previousNet.netQuantity, previousNet.unit);
        const ceiling = Math.floor(perUnitBefore * inBaseUnits(net.netQuantity, net.unit)) - 1;
        price = Math.min(price, ceiling);
      }
      price = Math.max(price, previous + 1);
    }
    prices.push(price);
  });
  return combinations.map((combination, position) => {
    const price = prices[position]!;
    const oldPrice = percent > 0 ? oldPriceFor(price, percent) : price;
    const net = nets[position];
    return {
      sku: `${skuPrefix}-${position + 1}`,
      label: labelOf(combination),
      ...combination,
      price,
      oldPrice,
      discount: discountOf(price, oldPrice),
      countInStock: stockOf(position),
      netQuantity: net?.netQuantity ?? null,
      unit: net?.unit ?? null,
      position,
    };
  });
}

/** An old price that reads like a shop's (whole tens above 1,000) and is strictly above the price. */
export function oldPriceFor(price: number, percent: number): number {
  const raw = (price * 100) / (100 - percent);
  return Math.max(price + 1, raw >= 1000 ? Math.round(raw / 10) * 10 : Math.round(raw));
}

/** Stock per variant for the demo: some variants of a multi-variant product are sold out, never all of them. */
export function variantStock(random: Random, count: number, fixed: number | undefined, durable: boolean) {
  const stocks = Array.from({ length: count }, () => fixed ?? (durable ? random.int(4, 60) : random.int(12, 180)));
  if (fixed === undefined && count > 1 && random.chance(0.3)) stocks[random.int(1, count - 1)] = 0;
  return (position: number) => stocks[position]!;
}
