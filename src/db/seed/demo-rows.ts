/**
 * Turns the hand-written catalogue into rows, filling what the data leaves open (discounts, stock, countries,
 * dates, reviews) from a seeded PRNG, so every database gets the same demo shop.
 */
import { demoBanners, demoCategories } from './catalogue-data';
import { bannerImageName, categoryImageName, productImageNames } from './artwork/names';
import type { TDeclarations, TProductFacts } from '#src/contracts/catalog';
import type { NetUnit } from '#src/shared/unit-price';
import { declarationsFor } from './catalogue/declarations';
import { factsFor } from './catalogue/facts';
import { gstFor } from './catalogue/gst';
import { HINDI_BANNER_TITLES, HINDI_CATEGORY_NAMES, HINDI_PRODUCT_NAMES } from './catalogue/hindi';
import { foodCategories, moodOf, reviewerNames, reviewTexts } from './catalogue/reviews';
import type { CategorySeed, ProductSeed, SubCategorySeed } from './catalogue/types';
import { createRandom, type Random, slugify } from './prng';
import { pricedVariants, productDefaults, type SeedVariant, variantStock } from './variants';
import { discountPercent } from '#src/shared/pricing/discount';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Whole minutes read better in the UI and in diffs. */
const atMinute = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE);
/** Fixed dates: the catalogue opened at the start of 2025; reviews run until mid-November 2026. */
export const CATALOGUE_EPOCH = Date.UTC(2025, 0, 1);
const REVIEWS_UNTIL = Date.UTC(2026, 10, 15);

export type DemoCategory = {
  slug: string;
  parentSlug: string | null;
  name: string;
  /** The Hindi name (issue 33); null: the English one shows. */
  nameHi: string | null;
  color: string;
  images: string[];
  position: number;
};
export type DemoReview = { customerName: string; review: string; customerRating: number; createdAt: Date };
export type DemoProduct = {
  catSlug: string;
  subSlug: string;
  name: string;
  nameHi: string | null;
  slug: string;
  description: string;
  brand: string;
  price: number;
  oldPrice: number;
  discount: number;
  rating: number;
  reviewCount: number;
  countInStock: number;
  catName: string;
  subCatName: string;
  images: string[];
  sizes: string[];
  ram: string[];
  weights: string[];
  countries: string[];
  isFeatured: boolean;
  createdAt: Date;
  reviews: DemoReview[];
  /** The default variant's copies (decision 020) and the product's own facts. */
  netQuantity: number | null;
  unit: NetUnit | null;
  unitPrice: number | null;
  variantCount: number;
  inStockPrices: string | null;
  maxInStockPrice: number | null;
  facts: TProductFacts | null;
  /** What the product page declares (decision 056). */
  declarations: TDeclarations;
  /** GST (issue 30 §2): HSN code and rate in basis points. */
  hsnCode: string;
  gstRateBps: number;
  variants: SeedVariant[];
};
export type DemoBanner = {
  kind: 'home' | 'side' | 'strip';
  title: string;
  titleHi: string | null;
  images: string[];
  catSlug: string;
  subSlug: string | null;
  position: number;
};

const DISCOUNTS = [5, 8, 10, 12, 15, 18, 20, 25, 30, 35, 40];
const COUNTRY_SETS = [
  ['IN', 'GB', 'US'],
  ['IN', 'AE', 'SG'],
  ['IN', 'GB', 'US', 'AE', 'SG'],
];

/** An old price that reads like a shop's (whole tens above 1,000) and is strictly above the price. */
export function priceWithDiscount(price: number, random: Random): { oldPrice: number; discount: number } {
  if (random.chance(0.2)) return { oldPrice: price, discount: 0 };
  const percent = random.pick(DISCOUNTS);
  const raw = (price * 100) / (100 - percent);
  const oldPrice = Math.max(price + 1, raw >= 1000 ? Math.round(raw / 10) * 10 : Math.round(raw));
  return { oldPrice, discount: discountPercent(price, oldPrice) };
}

/** `count` reviews rated in half steps from 0.5 to 5 around the product's "true" quality, after `after`. */
export function reviewsFor(random: Random, kind: 'food' | 'goods', after: number, count: number): DemoReview[] {
  const quality = 3.3 + random.next() * 1.6;
  const names = new Set<string>();
  const list: DemoReview[] = [];
  for (let i = 0; i < count; i++) {
    const noise = (random.next() + random.next() - 1) * 2.2;
    const customerRating = Math.min(5, Math.max(0.5, Math.round((quality + noise) * 2) / 2));
    const mood = moodOf(customerRating);
    let customerName = random.pick(reviewerNames);
    while (names.has(customerName)) customerName = random.pick(reviewerNames);
    names.add(customerName);
    const texts = [...reviewTexts.any[mood], ...reviewTexts[kind][mood]];
    const createdAt = atMinute(after + 2 * DAY + random.next() * Math.max(0, REVIEWS_UNTIL - after - 2 * DAY));
    list.push({ customerName, review: random.pick(texts), customerRating, createdAt });
  }
  return list.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export const averageRating = (list: { customerRating: number }[]) =>
  list.length === 0 ? 0 : Math.round((list.reduce((sum, r) => sum + r.customerRating, 0) / list.length) * 10) / 10;

export function variantsOf(category: CategorySeed, sub: SubCategorySeed, product: ProductSeed) {
  const options = [...(product.variants ?? sub.variants ?? [])];
  const kind = product.variantKind ?? sub.variantKind;
  if (options.length > 0 && !kind) throw new Error(`${category.slug}/${product.name}: variants without a kind`);
  return {
    sizes: kind === 'sizes' ? options : [],
    ram: kind === 'ram' ? options : [],
    weights: kind === 'weights' ? options : [],
  };
}

/** Base prices a shop would not all round to Rs 100 (the hand-written list has many): most move a little. */
const NEAR_HUNDRED = [105, 109, 110, 115, 119, 125];

/**
 * Packs and options with their own prices and stock, from a PRNG of their own so the main stream (dates, reviews,
 * countries) stays as it was before variants existed.
 */
function demoVariants(
  category: CategorySeed,
  sub: SubCategorySeed,
  product: ProductSeed,
  discount: number,
  durable: boolean,
  stock: number,
  random: Random,
): SeedVariant[] {
  const options = variantsOf(category, sub, product);
  const base = product.price === 100 && random.chance(0.85) ? random.pick(NEAR_HUNDRED) : product.price;
  const count =
    Math.max(1, options.sizes.length) * Math.max(1, options.ram.length) * Math.max(1, options.weights.length);
  const stockOf = variantStock(random, count, product.stock, durable);
  const prefix = slugify(product.name).toUpperCase();
  // The first variant keeps the stock the main stream drew, so a product's shown stock stays what it was.
  return pricedVariants(prefix, options, base, discount, (position) => (position === 0 ? stock : stockOf(position)));
}

function productRow(
  category: CategorySeed,
  sub: SubCategorySeed,
  product: ProductSeed,
  random: Random,
  packs: Random,
): DemoProduct {
  const createdAt = atMinute(CATALOGUE_EPOCH + random.next() * 330 * DAY).getTime();
  const { discount } = priceWithDiscount(product.price, random);
  const durable = category.slug === 'electronics' || category.slug === 'fashion';
  const countInStock = product.stock ?? (durable ? random.int(4, 60) : random.int(12, 180));
  const variants = demoVariants(category, sub, product, discount, durable, countInStock, packs);
  const defaults = productDefaults(variants);
  const facts = factsFor(category, sub, product);
  const countries = product.countries
    ? [...product.countries]
    : random.chance(0.72)
      ? []
      : random.chance(0.65)
        ? ['IN']
        : [...random.pick(COUNTRY_SETS)];
  const description = [product.hook, sub.blurb, ...(random.chance(0.5) ? [category.closer] : [])].join(' ');
  const list = reviewsFor(
    random,
    foodCategories.has(category.slug) ? 'food' : 'goods',
    createdAt,
    random.chance(0.9) ? random.int(2, 8) : 0,
  );
  return {
    catSlug: category.slug,
    subSlug: sub.slug,
    name: product.name,
    nameHi: HINDI_PRODUCT_NAMES[product.name] ?? null,
    slug: slugify(product.name),
    description,
    brand: product.brand,
    ...defaults,
    rating: averageRating(list),
    reviewCount: list.length,
    catName: category.name,
    subCatName: sub.name,
    images: productImageNames(category.slug, product.art),
    ...variantsOf(category, sub, product),
    countries,
    isFeatured: product.featured ?? false,
    createdAt: new Date(createdAt),
    reviews: list,
    facts,
    declarations: declarationsFor(category, sub, product, facts),
    ...gstFor(sub.slug, product.name),
    variants,
  };
}

export function buildDemoCatalogue(seed = 20250101) {
  const random = createRandom(seed);
  const packs = createRandom(seed + 1);
  const categories: DemoCategory[] = [];
  const products: DemoProduct[] = [];
  demoCategories.forEach((category, position) => {
    const color = category.palette.tint;
    categories.push({
      slug: category.slug,
      parentSlug: null,
      name: category.name,
      nameHi: HINDI_CATEGORY_NAMES[category.slug] ?? null,
      color,
      images: [categoryImageName(category.slug)],
      position,
    });
    category.subs.forEach((sub, subPosition) => {
      categories.push({
        slug: sub.slug,
        parentSlug: category.slug,
        name: sub.name,
        nameHi: HINDI_CATEGORY_NAMES[sub.slug] ?? null,
        color,
        images: [categoryImageName(sub.slug)],
        position: subPosition,
      });
      for (const product of sub.products) products.push(productRow(category, sub, product, random, packs));
    });
  });
  const banners: DemoBanner[] = demoBanners.map((banner, position) => ({
    kind: banner.kind,
    title: banner.title,
    titleHi: HINDI_BANNER_TITLES[banner.title] ?? null,
    images: [bannerImageName(banner.kind, banner.slug)],
    catSlug: banner.catSlug,
    subSlug: banner.subSlug ?? null,
    position,
  }));
  return { categories, products, banners };
}
