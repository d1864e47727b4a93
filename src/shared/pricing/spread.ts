/**
 * Spreads `amount` over weights in proportion (largest remainder: each share rounded down, the rupees left over go to
 * the largest fractions, earlier lines first on a tie), so the shares add up to `amount` exactly and none exceeds its
 * weight when `amount` is at most their sum. Used for a line's share of an order's discount (its refund).
 */
export function spreadInProportion(weights: readonly number[], amount: number): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  // Integer arithmetic throughout: the quotient rounded down and its remainder, which orders the leftover rupees.
  const parts = weights.map((weight, index) => {
    const remainder = (weight * amount) % total;
    return { index, share: (weight * amount - remainder) / total, remainder };
  });
  const shares = parts.map((part) => part.share);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
