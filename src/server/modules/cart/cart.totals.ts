/** What totals and stock checks need of a cart line; prices are whole rupees. */
export type PricedLine = {
  productId: number;
  productTitle: string;
  price: number;
  quantity: number;
  countInStock: number;
};

/** Whole rupees: unit prices are integers, so the total is exact. */
export function cartTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/**
 * Quantities per product. Stock belongs to the product, so lines of several variants of one product (M×2 and L×1)
 * are added up (3). The stock check below and the checkout's stock take both use this one count.
 */
export function quantitiesByProduct(lines: readonly { productId: number; quantity: number }[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  return wanted;
}

/** The first product the cart wants more of than is in stock (counted by `quantitiesByProduct`), or null. */
export function shortOfStock(lines: readonly PricedLine[]): { productTitle: string; countInStock: number } | null {
  const wanted = quantitiesByProduct(lines);
  for (const line of lines) {
    if ((wanted.get(line.productId) ?? 0) > line.countInStock)
      return { productTitle: line.productTitle, countInStock: line.countInStock };
  }
  return null;
}
