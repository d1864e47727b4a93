import type { TProduct } from '#src/contracts/catalog';

const CARD_FIELDS = [
  'id',
  'name',
  'images',
  'price',
  'oldPrice',
  'discount',
  'rating',
  'reviewCount',
  'brand',
  'catName',
  'countInStock',
  'variantCount',
  'unitPrice',
  'diet',
] as const;
export type CardProduct = Pick<TProduct, (typeof CARD_FIELDS)[number]>;

/**
 * What a card shows and nothing more: loaders send this to the page, so the HTML's hydration data does not carry
 * descriptions, stock and variants the card never reads. Only the first image is kept.
 */
export function toCardProduct(product: CardProduct): CardProduct {
  const card = Object.fromEntries(CARD_FIELDS.map((field) => [field, product[field]])) as CardProduct;
  return { ...card, images: product.images.slice(0, 1) };
}

/** A page of products as a listing or search page sends it: its counts, and the products as cards. */
export type CardListing = { products: CardProduct[]; total: number; page: number; totalPages: number };

export function toCardListing(listing: CardListing): CardListing {
  const { products, total, page, totalPages } = listing;
  return { products: products.map(toCardProduct), total, page, totalPages };
}
