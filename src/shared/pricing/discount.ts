/**
 * A pack's discount as the shelf shows it: whole percent off its old price (0 when there is none, or it is not above
 * the price). Stored with each variant by every writer — the back office's editor and inline edit, the CSV import,
 * the seed — so listings can sort and filter by it.
 */
export const discountPercent = (price: number, oldPrice: number): number =>
  oldPrice > price ? Math.round(((oldPrice - price) / oldPrice) * 100) : 0;
