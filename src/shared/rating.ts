/**
 * A product's rating as every answer shows it: the average of its reviews (a float4 in the table) to two decimals,
 * all a half-star display needs. The one rounding for products, cart lines, My List and the review summary.
 */
export const roundRating = (rating: number): number => Math.round(rating * 100) / 100;
