/** What other features may use of shopping (lint: features meet only through their index). */
export { MyListScope, ShoppingCounts } from './shopping-counts';
export { useAddToCart, useCardAddToCart } from './use-add-to-cart';
export { useSubmitReview } from './use-submit-review';
export { useWishlistHeart } from './use-wishlist-heart';
export { MrpSaving } from './mrp-saving';
export { CartStepper } from './cart-stepper';
export { useCartEntry, type CartEntry } from './shopping-store';
