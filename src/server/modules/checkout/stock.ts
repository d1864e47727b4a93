/** Quantities per variant: stock belongs to the variant (decision 020); a variant has at most one cart line. */
export function quantitiesByVariant(lines: readonly { variantId: number; quantity: number }[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  return wanted;
}
