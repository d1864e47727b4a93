/**
 * Product facts for the demo catalogue (decision 020): typed by kind, written per sub-category and filled in with
 * the product's own name, brand and options, so the Additional info tab shows facts that fit the product.
 */
import type { TProductFacts } from '#src/contracts/catalog';
import type { CategorySeed, ProductSeed, SubCategorySeed } from './types';

type Food = Extract<TProductFacts, { kind: 'food' }>;
type FoodTemplate = Omit<Food, 'kind' | 'diet' | 'ingredients'> & {
  /** A function of the product, or a fixed list; absent: the product itself is the ingredient (fresh produce). */
  ingredients?: (product: ProductSeed) => string;
  diet?: Food['diet'];
};

const fresh = (days: string): FoodTemplate => ({
  storage: 'Refrigerate at 4–8 °C; keep away from ethylene-producing fruit.',
  shelfLife: days,
  countryOfOrigin: 'India',
});

const FOOD: Record<string, FoodTemplate> = {
  'fresh-fruits': {
    ...fresh('4–7 days at room temperature'),
    storage: 'Store in a cool, dry place; refrigerate once ripe.',
  },
  'fresh-vegetables': fresh('5–7 days refrigerated'),
  'herbs-greens': { ...fresh('3–4 days refrigerated'), storage: 'Wrap in a damp cloth and refrigerate.' },
  'exotic-fruits': { ...fresh('5–10 days'), countryOfOrigin: 'Imported (see pack)' },
  breads: {
    ingredients: (p) =>
      `Wheat flour (maida), water, yeast, sugar, edible vegetable oil, iodised salt${/multigrain|brown/i.test(p.name) ? ', whole wheat flour, oats, flax seeds' : ''}`,
    allergens: ['Wheat (gluten)'],
    storage: 'Store in a cool, dry place; refrigerate after opening.',
    shelfLife: '4 days from baking',
    countryOfOrigin: 'India',
  },
  'cakes-pastries': {
    ingredients: () =>
      'Refined wheat flour, sugar, butter, fresh cream, milk solids, cocoa, raising agents (E500, E503)',
    allergens: ['Wheat (gluten)', 'Milk'],
    storage: 'Keep refrigerated at 2–6 °C.',
    shelfLife: '3 days from baking',
    countryOfOrigin: 'India',
  },
  'cookies-rusks': {
    ingredients: () =>
      'Wheat flour, sugar, edible vegetable oil (palm), milk solids, invert syrup, raising agents, salt',
    allergens: ['Wheat (gluten)', 'Milk', 'May contain nuts'],
    storage: 'Store in an airtight container after opening.',
    shelfLife: '6 months from packing',
    countryOfOrigin: 'India',
  },
  tea: {
    ingredients: (p) =>
      /masala/i.test(p.name)
        ? 'Black tea (90%), ginger, cardamom, clove, cinnamon'
        : p.name.replace(/ (Bags|Loose Leaf|Mix)$/, ''),
    storage: 'Store in a cool, dry place in an airtight container.',
    shelfLife: '18 months from packing',
    countryOfOrigin: 'India',
  },
  coffee: {
    ingredients: (p) => (/chicory/i.test(p.name) ? 'Coffee (80%), chicory (20%)' : '100% coffee'),
    storage: 'Reseal tightly after opening; keep away from moisture.',
    shelfLife: '12 months from roasting',
    countryOfOrigin: 'India',
  },
  juices: {
    ingredients: (p) => `${p.name.replace(/ Juice.*$/, '')} juice from concentrate, water, vitamin C (E300)`,
    storage: 'Refrigerate after opening and consume within 2 days.',
    shelfLife: '9 months unopened',
    countryOfOrigin: 'India',
  },
  'soft-drinks-water': {
    ingredients: (p) =>
      /water/i.test(p.name)
        ? 'Packaged drinking water, added minerals'
        : 'Carbonated water, sugar, acidity regulator (E330), natural flavours',
    storage: 'Store in a cool place away from direct sunlight.',
    shelfLife: '6 months from packing',
    countryOfOrigin: 'India',
  },
  milk: {
    ingredients: (p) =>
      /almond|soy|oat/i.test(p.name)
        ? `${p.name.split(' ')[0]} base, water, calcium`
        : 'Pasteurised, homogenised cow milk',
    allergens: ['Milk'],
    storage: 'Keep refrigerated below 5 °C.',
    shelfLife: '3 days from packing (unopened)',
    countryOfOrigin: 'India',
  },
  'cheese-paneer': {
    ingredients: () => 'Pasteurised milk, common salt, citric acid, microbial rennet',
    allergens: ['Milk'],
    storage: 'Keep refrigerated at 2–5 °C.',
    shelfLife: '7 days (paneer) to 6 months (cheese), see pack',
    countryOfOrigin: 'India',
  },
  'curd-yogurt': {
    ingredients: () => 'Pasteurised toned milk, milk solids, live active cultures',
    allergens: ['Milk'],
    storage: 'Keep refrigerated below 5 °C.',
    shelfLife: '10 days from packing',
    countryOfOrigin: 'India',
  },
  'butter-cream': {
    ingredients: (p) =>
      /ghee/i.test(p.name)
        ? 'Clarified milk fat'
        : /cream/i.test(p.name)
          ? 'Milk fat (25%), milk solids'
          : 'Pasteurised cream, common salt',
    allergens: ['Milk'],
    storage: 'Keep refrigerated below 5 °C.',
    shelfLife: '6 months refrigerated',
    countryOfOrigin: 'India',
  },
  eggs: {
    diet: 'non-veg',
    ingredients: () => 'Whole hen eggs',
    allergens: ['Egg'],
    storage: 'Refrigerate, pointed end down.',
    shelfLife: '21 days from laying',
    countryOfOrigin: 'India',
  },
  'chips-namkeen': {
    ingredients: () =>
      'Potato or gram flour, edible vegetable oil (rice bran, palmolein), spices and condiments, iodised salt',
    allergens: ['May contain peanuts, sesame'],
    storage: 'Store in a cool, dry place; reseal after opening.',
    shelfLife: '4 months from packing',
    countryOfOrigin: 'India',
  },
  'chocolates-sweets': {
    ingredients: (p) =>
      `Sugar, cocoa butter, milk solids, cocoa solids, emulsifier (E322)${/nut|almond|peanut/i.test(p.name) ? ', nuts' : ''}`,
    allergens: ['Milk', 'Soy', 'May contain nuts'],
    storage: 'Store below 25 °C, away from sunlight.',
    shelfLife: '9 months from packing',
    countryOfOrigin: 'India',
  },
  'nuts-dry-fruits': {
    ingredients: (p) => p.name.replace(/^(Premium|Roasted|Salted|California|Kashmiri|Afghan) /, ''),
    allergens: ['Tree nuts'],
    storage: 'Store in an airtight container in a cool, dry place.',
    shelfLife: '6 months from packing',
    countryOfOrigin: 'India',
  },
  'rice-grains': {
    storage: 'Store in a cool, dry place; transfer to an airtight container.',
    shelfLife: '12 months from packing',
    countryOfOrigin: 'India',
  },
  'atta-flours': {
    ingredients: (p) =>
      /besan|gram/i.test(p.name)
        ? 'Bengal gram (chana dal) flour'
        : /ragi|millet/i.test(p.name)
          ? 'Finger millet flour'
          : '100% whole wheat flour',
    allergens: ['Wheat (gluten)'],
    storage: 'Store in a cool, dry place in an airtight container.',
    shelfLife: '3 months from milling',
    countryOfOrigin: 'India',
  },
  'dals-pulses': {
    storage: 'Store in an airtight container; keep away from moisture.',
    shelfLife: '9 months from packing',
    countryOfOrigin: 'India',
  },
  'oils-spices': {
    storage: 'Store in a cool, dry place away from sunlight.',
    shelfLife: '12 months from packing',
    countryOfOrigin: 'India',
  },
};

type Fashion = Extract<TProductFacts, { kind: 'fashion' }>;
const FASHION: Record<string, Omit<Fashion, 'kind'>> = {
  'mens-clothing': {
    material: '100% cotton',
    fit: 'Regular fit',
    care: 'Machine wash cold with like colours; do not bleach; tumble dry low.',
    countryOfOrigin: 'India',
  },
  'womens-clothing': {
    material: 'Cotton, rayon blend',
    fit: 'Relaxed fit',
    care: 'Gentle machine wash or hand wash cold; dry in shade.',
    countryOfOrigin: 'India',
  },
  footwear: {
    material: 'Synthetic mesh upper, EVA midsole, rubber outsole',
    fit: 'True to size (UK sizes)',
    care: 'Wipe clean with a damp cloth; air dry away from direct heat.',
    countryOfOrigin: 'India',
  },
  accessories: {
    material: 'Genuine leather and metal hardware',
    care: 'Wipe with a soft dry cloth; store in the dust bag.',
    countryOfOrigin: 'India',
  },
};

const ELECTRONICS: Record<string, (p: ProductSeed) => { name: string; value: string }[]> = {
  mobiles: (p) => [
    { name: 'Display', value: /6\.\d-inch/.exec(p.hook)?.[0] ?? '6.5-inch' },
    { name: 'Network', value: p.name.includes('Keypad') ? '4G, dual SIM' : '5G, dual SIM' },
    { name: 'Storage', value: p.name.includes('Keypad') ? '32 MB + microSD' : '128 GB' },
    { name: 'Battery', value: /(\d{4}) mAh/.exec(p.hook)?.[0] ?? '5000 mAh' },
  ],
  'laptops-computers': () => [
    { name: 'Processor', value: '8-core, up to 4.4 GHz' },
    { name: 'Storage', value: '512 GB SSD' },
    { name: 'Display', value: '14-inch, 1920 × 1200' },
    { name: 'Operating system', value: 'Windows 11 Home' },
  ],
  audio: (p) => [
    { name: 'Connectivity', value: /wired/i.test(p.name) ? '3.5 mm jack' : 'Bluetooth 5.3' },
    { name: 'Battery life', value: /wired/i.test(p.name) ? 'Not applicable' : 'Up to 30 hours' },
    { name: 'Driver', value: '10 mm dynamic' },
  ],
  'cameras-gaming': () => [
    { name: 'In the box', value: 'Device, charging cable, quick-start guide' },
    { name: 'Connectivity', value: 'Wi-Fi, Bluetooth, USB-C' },
  ],
};

const GENERAL: Record<string, { name: string; value: string }[]> = {
  'cleaning-supplies': [
    { name: 'How to use', value: 'Dilute as directed on the pack; rinse surfaces that touch food.' },
    { name: 'Safety', value: 'Keep out of reach of children; avoid contact with eyes.' },
  ],
  laundry: [
    { name: 'Suitable for', value: 'Top- and front-load machines and hand wash' },
    { name: 'Safety', value: 'Keep out of reach of children.' },
  ],
  'kitchen-dining': [
    { name: 'Care', value: 'Hand wash recommended; not for use in the microwave unless marked.' },
    { name: 'Warranty', value: '1 year against manufacturing defects' },
  ],
  'home-essentials': [{ name: 'Care', value: 'Wipe with a dry cloth.' }],
  'bath-body': [
    { name: 'Skin type', value: 'All skin types' },
    { name: 'How to use', value: 'Lather on wet skin and rinse off.' },
  ],
  'hair-care': [
    { name: 'Hair type', value: 'All hair types' },
    { name: 'How to use', value: 'Apply to wet hair, massage gently and rinse.' },
  ],
  'oral-care': [{ name: 'How to use', value: 'Brush twice daily; children under 6 under supervision.' }],
  'skin-grooming': [
    { name: 'Skin type', value: 'All skin types' },
    { name: 'Caution', value: 'For external use only; patch test before first use.' },
  ],
};

export function factsFor(category: CategorySeed, sub: SubCategorySeed, product: ProductSeed): TProductFacts | null {
  const food = FOOD[sub.slug];
  if (food) {
    const { ingredients, diet, ...rest } = food;
    return {
      kind: 'food',
      diet: diet ?? 'veg',
      ingredients: ingredients ? ingredients(product) : product.name,
      ...rest,
    };
  }
  const fashion = FASHION[sub.slug];
  if (fashion) return { kind: 'fashion', ...fashion };
  const electronics = ELECTRONICS[sub.slug];
  if (electronics)
    return {
      kind: 'electronics',
      specs: [{ name: 'Brand', value: product.brand }, { name: 'Model', value: product.name }, ...electronics(product)],
      warranty: '1 year manufacturer warranty',
      countryOfOrigin: 'India',
    };
  const general = GENERAL[sub.slug];
  if (general)
    return { kind: 'general', specs: [{ name: 'Brand', value: product.brand }, ...general], countryOfOrigin: 'India' };
  throw new Error(`${category.slug}/${sub.slug}: no facts template`);
}
