/** What other features may use of the catalogue (lint: features meet only through their index). */
export { ProductCard, ProductCardSkeleton, toCardProduct, type CardProduct } from './product-card';
