/**
 * The demo catalogue's declarations (issue 30 §3, decision 056): every product's maker, generic name, best-before
 * and consumer care, for its made-up brand. The companies and addresses are invented (as the brands are); they name
 * no real firm. Fresh produce is packed, not made; exotic fruit is imported. Consumer care is left to the shop's
 * store settings (the product page falls back to them). Country of origin and veg / non-veg are the facts'.
 */
import type { TDeclarations, TProductFacts } from '#src/contracts/catalog';
import type { CategorySeed, ProductSeed, SubCategorySeed } from './types';

/** Made-up industrial addresses, one picked per brand (the same brand always at the same address). */
const ADDRESSES = [
  'Plot 14, Demo Industrial Estate, Bhosari, Pune, Maharashtra 411026, India',
  'Unit 7, Sample Food Park, Hoskote, Bengaluru Rural, Karnataka 562114, India',
  '22 Example Trade Centre, Sector 63, Noida, Uttar Pradesh 201301, India',
  'Survey No. 118, Placeholder Agro Zone, Nashik, Maharashtra 422010, India',
  'Shed 3, Fictional Apparel Park, Tiruppur, Tamil Nadu 641604, India',
  '45 Illustrative Electronics Hub, Manesar, Gurugram, Haryana 122050, India',
] as const;

/** What the maker of each top category is called: "<Brand> Foods Pvt. Ltd." and so on. */
const COMPANY: Record<string, string> = {
  'fruits-vegetables': 'Agro Packers LLP',
  bakery: 'Bakers Pvt. Ltd.',
  beverages: 'Beverages Pvt. Ltd.',
  'dairy-eggs': 'Dairy Products Pvt. Ltd.',
  'snacks-sweets': 'Foods Pvt. Ltd.',
  'pantry-staples': 'Foods Pvt. Ltd.',
  fashion: 'Apparel Pvt. Ltd.',
  electronics: 'Electronics India Pvt. Ltd.',
  household: 'Home Care Pvt. Ltd.',
  'personal-care': 'Personal Care Pvt. Ltd.',
};

const hash = (text: string) => [...text].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 7);

export function declarationsFor(
  category: CategorySeed,
  sub: SubCategorySeed,
  product: ProductSeed,
  facts: TProductFacts | null,
): TDeclarations {
  const produce = category.slug === 'fruits-vegetables';
  const makerRole = sub.slug === 'exotic-fruits' ? 'importer' : produce ? 'packer' : 'manufacturer';
  const company = COMPANY[category.slug] ?? 'Consumer Products Pvt. Ltd.';
  const shelfLife = facts?.kind === 'food' ? facts.shelfLife : undefined;
  return {
    makerRole,
    makerName: `${product.brand} ${makerRole === 'importer' ? 'Imports LLP' : company}`,
    makerAddress: ADDRESSES[hash(product.brand) % ADDRESSES.length]!,
    genericName: sub.name,
    bestBefore: shelfLife ? `Best before ${shelfLife}` : '',
    carePhone: '',
    careEmail: '',
  };
}
