/**
 * The demo catalogue: one source for the seed (rows) and for scripts/build-artwork.ts (images). Category order is
 * the shop's navigation order.
 */
import { bakery } from './catalogue/bakery';
import { beverages } from './catalogue/beverages';
import { dairyEggs } from './catalogue/dairy-eggs';
import { electronics } from './catalogue/electronics';
import { fashion } from './catalogue/fashion';
import { fruitsVegetables } from './catalogue/fruits-vegetables';
import { household } from './catalogue/household';
import { personalCare } from './catalogue/personal-care';
import { snacks } from './catalogue/snacks';
import { staples } from './catalogue/staples';
import type { BannerSeed, CategorySeed } from './catalogue/types';

export type {
  Art,
  BannerSeed,
  CategorySeed,
  Palette,
  ProductSeed,
  SubCategorySeed,
  VariantKind,
} from './catalogue/types';

export const demoCategories: readonly CategorySeed[] = [
  fruitsVegetables,
  dairyEggs,
  bakery,
  beverages,
  snacks,
  staples,
  household,
  personalCare,
  fashion,
  electronics,
];

export const demoBanners: readonly BannerSeed[] = [
  {
    kind: 'home',
    slug: 'fresh-fruits',
    title: 'Fresh fruits, farm to your door',
    catSlug: 'fruits-vegetables',
    subSlug: 'fresh-fruits',
    art: ['1f34e', '1f34c', '1f347', '1f353', '1f34a'],
  },
  {
    kind: 'home',
    slug: 'morning-essentials',
    title: 'Morning essentials: milk, eggs and bread',
    catSlug: 'dairy-eggs',
    art: ['1f95b', '1f95a', '1f35e', '1f9c8', '1f9c0'],
  },
  {
    kind: 'home',
    slug: 'snack-time',
    title: 'Snack time: chocolates and treats up to 30% off',
    catSlug: 'snacks-sweets',
    subSlug: 'chocolates-sweets',
    art: ['1f36b', '1f37f', '1f36a', '1f36d', '1f95c'],
  },
  {
    kind: 'home',
    slug: 'new-phones',
    title: 'The latest mobiles, new this season',
    catSlug: 'electronics',
    subSlug: 'mobiles',
    art: ['1f4f1', '1f3a7', '231a', '1f50c', '1f50b'],
  },
  {
    kind: 'home',
    slug: 'festive-fashion',
    title: 'The festive fashion edit',
    catSlug: 'fashion',
    art: ['1f457', '1f45c', '1f460', '1f97b', '1f576'],
  },
  {
    kind: 'side',
    slug: 'bakery-fresh',
    title: 'Baked fresh every morning',
    catSlug: 'bakery',
    subSlug: 'cakes-pastries',
    art: ['1f950', '1f9c1', '1f369'],
  },
  {
    kind: 'side',
    slug: 'perfect-cup',
    title: 'Brew the perfect cup',
    catSlug: 'beverages',
    subSlug: 'coffee',
    art: ['2615', '1fad6', '1f9cb'],
  },
  {
    kind: 'side',
    slug: 'sparkling-home',
    title: 'Sparkling clean homes',
    catSlug: 'household',
    art: ['1f9f9', '1f9fd', '1f9fa'],
  },
  {
    kind: 'strip',
    slug: 'pantry-restock',
    title: 'Pantry restock: rice, atta and dals',
    catSlug: 'pantry-staples',
    art: ['1f35a', '1f33e', '1fad8', '1fad2', '1f9c2'],
  },
  {
    kind: 'strip',
    slug: 'self-care',
    title: 'Self-care Sunday: bath and body favourites',
    catSlug: 'personal-care',
    subSlug: 'bath-body',
    art: ['1f9fc', '1fae7', '1f9f4', '1f338'],
  },
  {
    kind: 'strip',
    slug: 'eat-your-greens',
    title: 'Eat your greens: fresh vegetables daily',
    catSlug: 'fruits-vegetables',
    subSlug: 'fresh-vegetables',
    art: ['1f966', '1f955', '1f345', '1f96c', '1fad1'],
  },
];
