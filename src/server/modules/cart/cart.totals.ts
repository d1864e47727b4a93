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
 * The first product the cart wants more of than is in stock, or null. Stock belongs to the product, so lines of
 * several variants of one product are added up.
 */
export function shortOfStock(lines: readonly PricedLine[]): { productTitle: string; countInStock: number } | null {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  for (const line of lines) {
    if ((wanted.get(line.productId) ?? 0) > line.countInStock)
      return { productTitle: line.productTitle, countInStock: line.countInStock };
  }
  return null;
}
