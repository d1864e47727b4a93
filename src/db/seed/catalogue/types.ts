/**
 * Shapes of the hand-written demo catalogue. One source feeds both the seed (rows) and the artwork build
 * (images), so every image the seed references is one the build renders.
 */

/** Twemoji code points, e.g. '1f34c'; a second one is drawn as a small badge (e.g. chocolate + peanut). */
export type Art = readonly [string] | readonly [string, string];

export type VariantKind = 'weights' | 'sizes' | 'ram';

export type ProductSeed = {
  name: string;
  brand: string;
  art: Art;
  /** Whole rupees. */
  price: number;
  /** The product's own first sentence; the sub-category adds the rest of the description. */
  hook: string;
  /** Variant options; `undefined` takes the sub-category's, `[]` means none. */
  variants?: readonly string[];
  /** Which list the variants fill when the sub-category names none. */
  variantKind?: VariantKind;
  stock?: number;
  /** ISO2 codes; absent leaves it to the seeded generator (mostly "everywhere"). */
  countries?: readonly string[];
  featured?: boolean;
};

export type SubCategorySeed = {
  name: string;
  slug: string;
  emoji: string;
  /** A sentence every product of the sub-category shares in its description. */
  blurb: string;
  variantKind?: VariantKind;
  variants?: readonly string[];
  products: readonly ProductSeed[];
};

export type Palette = {
  /** Soft tint: the category tile's background (`categories.color`) and the artwork's base. */
  tint: string;
  /** Mid tone for gradients. */
  mid: string;
  /** Strong tone for banners. */
  strong: string;
};

export type CategorySeed = {
  name: string;
  slug: string;
  emoji: string;
  palette: Palette;
  /** A closing sentence some descriptions end with. */
  closer: string;
  subs: readonly SubCategorySeed[];
};

export type BannerSeed = {
  kind: 'home' | 'side' | 'strip';
  slug: string;
  title: string;
  catSlug: string;
  /** Links to the sub-category when set, otherwise to the category. */
  subSlug?: string;
  /** Emoji composed on the banner; the first is the largest. */
  art: readonly string[];
};

/** Compact product entry: `p(name, brand, art, price, hook, extra)`. */
export function p(
  name: string,
  brand: string,
  art: string | Art,
  price: number,
  hook: string,
  extra: Omit<ProductSeed, 'name' | 'brand' | 'art' | 'price' | 'hook'> = {},
): ProductSeed {
  return { name, brand, art: typeof art === 'string' ? [art] : art, price, hook, ...extra };
}
