/** What stock checks need of a cart line (its money is `priceCart`'s, src/shared/pricing). */
export type StockLine = {
  productId: number;
  variantId: number;
  productTitle: string;
  price: number;
  quantity: number;
  countInStock: number;
  /** The grocer's per-order maximum of the pack (decision 061); null: none. */
  maxPerOrder: number | null;
};

/**
 * Quantities per variant. Stock belongs to the variant (decision 020): M×2 and L×1 of one shirt are 2 of M and 1 of
 * L. The stock check below and the checkout's stock take both use this one count.
 */
export function quantitiesByVariant(lines: readonly { variantId: number; quantity: number }[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  return wanted;
}

/** The first line the cart wants more of than its variant has in stock (`quantitiesByVariant`), or null. */
export function shortOfStock(lines: readonly StockLine[]): { productTitle: string; countInStock: number } | null {
  const wanted = quantitiesByVariant(lines);
  for (const line of lines) {
    if ((wanted.get(line.variantId) ?? 0) > line.countInStock)
      return { productTitle: line.productTitle, countInStock: line.countInStock };
  }
  return null;
}

/** The first line over its pack's per-order maximum (decision 061), or null. */
export function overMaxPerOrder(lines: readonly StockLine[]): { productTitle: string; maxPerOrder: number } | null {
  const wanted = quantitiesByVariant(lines);
  for (const line of lines) {
    if (line.maxPerOrder !== null && (wanted.get(line.variantId) ?? 0) > line.maxPerOrder)
      return { productTitle: line.productTitle, maxPerOrder: line.maxPerOrder };
  }
  return null;
}
