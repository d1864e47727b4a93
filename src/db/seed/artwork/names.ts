import type { Art } from '../catalogue/types';

/**
 * File names of the demo artwork under /download. The seed stores these names and scripts/build-artwork.ts
 * renders them (plus the -200/-400/-800 variants of src/shared/images.ts), so both sides call these helpers.
 */

/** Main picture and a second, closer "gallery" shot; shared by products of a category with the same art. */
export function productImageNames(catSlug: string, art: Art): [string, string] {
  const base = `p-${catSlug}-${art.join('-')}`;
  return [`${base}.webp`, `${base}-alt.webp`];
}

export const categoryImageName = (slug: string) => `c-${slug}.webp`;

export const bannerImageName = (kind: string, slug: string) => `b-${kind}-${slug}.webp`;
