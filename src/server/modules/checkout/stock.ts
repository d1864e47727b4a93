/** Quantities per product: lines of several variants of one product share its stock. */
export function quantitiesByProduct(lines: readonly { productId: number; quantity: number }[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  return wanted;
}
