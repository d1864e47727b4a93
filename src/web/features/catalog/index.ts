/** What other features may use of the catalogue (lint: features meet only through their index). */
export {
  ProductCard,
  ProductCardSkeleton,
  toCardListing,
  toCardProduct,
  type CardListing,
  type CardProduct,
} from './product-card';
