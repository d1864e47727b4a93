/**
 * Everything here moved to fixtures/shop.ts (one set of catalogue helpers). This module only keeps the old names for
 * the accessibility specs being written this session; import from './fixtures/shop' instead, then delete this file.
 */
export { allProducts, categories as categoryTree, foundText, getJson, gotoHydrated, htmlText, listing, relatedOf, reviewsOf } from './fixtures/shop';
