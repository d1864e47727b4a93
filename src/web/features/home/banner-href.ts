import type { TBanner } from '#src/contracts/catalog';

/** A banner opens its sub-category when it has one, else its category (spec section 2). */
export function bannerHref(banner: Pick<TBanner, 'catId' | 'subCatId'>): string {
  return banner.subCatId ? `/products/subCat/${banner.subCatId}` : `/products/category/${banner.catId}`;
}
