/**
 * Generated products for the large benchmark catalogue: variations of the demo products (same artwork, varied
 * names, brands, prices, ratings, countries and variants), so search, filters and listings have real work to do.
 */
import { productImageNames } from './artwork/names';
import { demoCategories } from './catalogue-data';
import type { TProductFacts } from '#src/contracts/catalog';
import { factsFor } from './catalogue/facts';
import type { CategorySeed, ProductSeed, SubCategorySeed } from './catalogue/types';
import { foodCategories } from './catalogue/reviews';
import { averageRating, priceWithDiscount, reviewsFor, variantsOf } from './demo-rows';
import { type Random, slugify } from './prng';
import { pricedVariants, productDefaults, variantStock } from './variants';

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

/** One variant for `jsonb_to_recordset`: keys are the column names. */
export type GeneratedVariant = {
  sku: string;
  label: string;
  size: string | null;
  ram: string | null;
  weight: string | null;
  price: number;
  old_price: number;
  discount: number;
  count_in_stock: number;
  net_quantity: number | null;
  unit: string | null;
  position: number;
};

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
  net_quantity: number | null;
  unit: string | null;
  unit_price: number | null;
  variant_count: number;
  in_stock_prices: string | null;
  max_in_stock_price: number | null;
  min_stock: number;
  facts: TProductFacts | null;
  reviews: GeneratedReview[];
  variants: GeneratedVariant[];
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
  const { discount } = priceWithDiscount(price, random);
  const createdAt = CREATED_FROM + Math.floor(random.next() * CREATED_SPAN);
  const reviews = reviewsFor(random, food ? 'food' : 'goods', createdAt, random.int(0, maxReviews));
  // A generated item whose template has no options takes its sub-category's packs (2–4 variants on average,
  // decision 020); some drop them, so listings mix both kinds.
  const own = variantsOf(category, sub, product);
  const none = own.sizes.length + own.ram.length + own.weights.length === 0;
  const options = none ? variantsOf(category, sub, { ...product, variants: undefined }) : own;
  const keep = random.chance(0.9);
  const chosen = keep ? options : { sizes: [], ram: [], weights: [] };
  const count = Math.max(1, chosen.sizes.length) * Math.max(1, chosen.ram.length) * Math.max(1, chosen.weights.length);
  const durable = !food;
  const fixed = random.chance(0.03) ? 0 : undefined;
  const stockOf = variantStock(random, count, fixed, durable);
  const variants = pricedVariants(`G${n}`, chosen, price, discount, stockOf);
  const defaults = productDefaults(variants);
  return {
    name,
    slug: `${slugify(name)}-${n}`,
    description: [product.hook, sub.blurb, random.pick(EXTRA_SENTENCES)].filter(Boolean).join(' '),
    brand,
    price: defaults.price,
    old_price: defaults.oldPrice,
    discount: defaults.discount,
    rating: averageRating(reviews),
    review_count: reviews.length,
    count_in_stock: defaults.countInStock,
    cat_id: group.ref.catId,
    sub_cat_id: group.ref.id,
    cat_name: group.ref.catName,
    sub_cat_name: group.ref.name,
    images: productImageNames(category.slug, product.art),
    sizes: [...chosen.sizes],
    ram: [...chosen.ram],
    weights: [...chosen.weights],
    countries: countries(random),
    is_featured: random.chance(0.005),
    created_at: new Date(createdAt).toISOString(),
    net_quantity: defaults.netQuantity,
    unit: defaults.unit,
    unit_price: defaults.unitPrice,
    variant_count: defaults.variantCount,
    in_stock_prices: defaults.inStockPrices,
    max_in_stock_price: defaults.maxInStockPrice,
    min_stock: defaults.minStock,
    facts: factsFor(category, sub, product),
    variants: variants.map((v) => ({
      sku: v.sku,
      label: v.label,
      size: v.size,
      ram: v.ram,
      weight: v.weight,
      price: v.price,
      old_price: v.oldPrice,
      discount: v.discount,
      count_in_stock: v.countInStock,
      net_quantity: v.netQuantity,
      unit: v.unit,
      position: v.position,
    })),
    reviews: reviews.map((r) => ({
      customer_name: r.customerName,
      review: r.review,
      customer_rating: r.customerRating,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
