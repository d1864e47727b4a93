/**
 * Generated products for the large benchmark catalogue: variations of the demo products (same artwork, varied
 * names, brands, prices, ratings, countries and variants), so search, filters and listings have real work to do.
 */
import { productImageNames } from './artwork/names';
import { demoCategories } from './catalogue-data';
import type { CategorySeed, ProductSeed, SubCategorySeed } from './catalogue/types';
import { foodCategories } from './catalogue/reviews';
import { averageRating, priceWithDiscount, reviewsFor, variantsOf } from './demo-rows';
import { type Random, slugify } from './prng';

const FOOD_WORDS = [
  'Organic',
  'Premium',
  'Farm Fresh',
  'Classic',
  'Select',
  'Everyday',
  'Gold',
  'Natural',
  'Homestyle',
  'Signature',
  'Wholesome',
  'Pure',
];
const GOODS_WORDS = [
  'Pro',
  'Classic',
  'Essential',
  'Premium',
  'Smart',
  'Eco',
  'Deluxe',
  'Compact',
  'Ultra',
  'Signature',
  'Lite',
  'Max',
];
const FOOD_SUFFIXES = ['', '', '', ' Family Pack', ' Value Pack', ' Combo', ' Jumbo Pack', ' Mini Pack'];
const GOODS_SUFFIXES = ['', '', '', ' 2026 Edition', ' Plus', ' - Black', ' - Blue', ' - White', ' Set of 2', ' Gen 2'];
const HOUSE_BRANDS = ['Kirana Basics', 'Daily Needs', 'Bazaar Best', 'Swadesh', 'Urban Mart'];
const EXTRA_SENTENCES = [
  'A customer favourite across the country.',
  'Now in new, recyclable packaging.',
  'Quality checked at every step before it reaches you.',
  'Great for gifting during the festive season.',
  'Sourced responsibly from trusted partners.',
  '',
];
const COUNTRY_POOL = ['IN', 'GB', 'US', 'AE', 'SG', 'AU', 'CA', 'DE', 'FR', 'JP', 'NP', 'LK', 'BD', 'MY'];
const CREATED_FROM = Date.UTC(2024, 0, 1);
const CREATED_SPAN = Date.UTC(2026, 10, 1) - CREATED_FROM;

export type SubCategoryRef = { id: number; catId: number; slug: string; name: string; catName: string };
type Template = { category: CategorySeed; sub: SubCategorySeed; product: ProductSeed; brands: string[] };

/** Demo products grouped by the sub-categories that exist in the database. */
export function templatesFor(subs: SubCategoryRef[]): { ref: SubCategoryRef; templates: Template[] }[] {
  const groups: { ref: SubCategoryRef; templates: Template[] }[] = [];
  for (const category of demoCategories) {
    const brands = [...new Set(category.subs.flatMap((s) => s.products.map((p) => p.brand)))];
    for (const sub of category.subs) {
      const ref = subs.find((s) => s.slug === sub.slug);
      if (ref) groups.push({ ref, templates: sub.products.map((product) => ({ category, sub, product, brands })) });
    }
  }
  return groups;
}

export type GeneratedReview = { customer_name: string; review: string; customer_rating: number; created_at: string };
/** One row for `jsonb_to_recordset`: keys are the column names. */
export type GeneratedProduct = {
  name: string;
  slug: string;
  description: string;
  brand: string;
  price: number;
  old_price: number;
  discount: number;
  rating: number;
  review_count: number;
  count_in_stock: number;
  cat_id: number;
  sub_cat_id: number;
  cat_name: string;
  sub_cat_name: string;
  images: string[];
  sizes: string[];
  ram: string[];
  weights: string[];
  countries: string[];
  is_featured: boolean;
  created_at: string;
  reviews: GeneratedReview[];
};

function countries(random: Random): string[] {
  if (random.chance(0.7)) return [];
  if (random.chance(0.5)) return ['IN'];
  const picked = new Set(['IN']);
  const extra = random.int(1, 4);
  while (picked.size <= extra) picked.add(random.pick(COUNTRY_POOL));
  return [...picked].sort();
}

/** The `n`-th generated product (n makes the slug unique). */
export function generateProduct(
  random: Random,
  group: { ref: SubCategoryRef; templates: Template[] },
  n: number,
  maxReviews: number,
): GeneratedProduct {
  const { category, sub, product, brands } = random.pick(group.templates);
  const food = foodCategories.has(category.slug);
  const brand = random.chance(0.15) ? random.pick(HOUSE_BRANDS) : random.pick(brands);
  const word = random.pick(food ? FOOD_WORDS : GOODS_WORDS);
  const suffix = random.pick(food ? FOOD_SUFFIXES : GOODS_SUFFIXES);
  const name = `${random.chance(0.4) ? `${brand} ` : ''}${word} ${product.name}${suffix}`;
  const price = Math.min(60000, Math.max(100, Math.round(product.price * (0.6 + random.next() * 1.2))));
  const { oldPrice, discount } = priceWithDiscount(price, random);
  const createdAt = CREATED_FROM + Math.floor(random.next() * CREATED_SPAN);
  const reviews = reviewsFor(random, food ? 'food' : 'goods', createdAt, random.int(0, maxReviews));
  const variants = variantsOf(category, sub, product);
  // Some generated items drop their variants, so listings mix both kinds.
  const keep = random.chance(0.85);
  return {
    name,
    slug: `${slugify(name)}-${n}`,
    description: [product.hook, sub.blurb, random.pick(EXTRA_SENTENCES)].filter(Boolean).join(' '),
    brand,
    price,
    old_price: oldPrice,
    discount,
    rating: averageRating(reviews),
    review_count: reviews.length,
    count_in_stock: random.chance(0.03) ? 0 : random.int(1, 250),
    cat_id: group.ref.catId,
    sub_cat_id: group.ref.id,
    cat_name: group.ref.catName,
    sub_cat_name: group.ref.name,
    images: productImageNames(category.slug, product.art),
    sizes: keep ? variants.sizes : [],
    ram: keep ? variants.ram : [],
    weights: keep ? variants.weights : [],
    countries: countries(random),
    is_featured: random.chance(0.005),
    created_at: new Date(createdAt).toISOString(),
    reviews: reviews.map((r) => ({
      customer_name: r.customerName,
      review: r.review,
      customer_rating: r.customerRating,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
