import { type CategorySeed, p } from './types';

export const dairyEggs: CategorySeed = {
  name: 'Dairy & Eggs',
  slug: 'dairy-eggs',
  emoji: '1f42e',
  palette: { tint: '#e0f2fe', mid: '#7dd3fc', strong: '#0369a1' },
  closer: 'Keep refrigerated and consume before the date on the pack.',
  subs: [
    {
      name: 'Milk',
      slug: 'milk',
      emoji: '1f95b',
      blurb: 'Collected from partner dairies every morning and chilled within the hour.',
      variantKind: 'weights',
      variants: ['500ml', '1L'],
      products: [
        p('Full Cream Milk', 'Doodhwala', '1f95b', 100, 'Rich, creamy milk with 6% fat for thick chai and kheer.', {
          featured: true,
        }),
        p('Toned Milk', 'Doodhwala', '1f95b', 100, 'Everyday toned milk, light and wholesome.'),
        p('A2 Cow Milk', 'Gir Gold', '1f95b', 140, 'Milk from grass-fed Gir cows, easy on the stomach.', {
          variants: ['1L'],
        }),
        p(
          'Organic Almond Milk',
          'Nutty Pure',
          ['1f95b', '1f330'],
          349,
          'Unsweetened almond milk, dairy-free and smooth.',
          { variants: ['1L'], countries: ['IN', 'GB', 'US'] },
        ),
        p(
          'Kids Growth Milk Powder',
          'Little Sprout',
          '1f37c',
          520,
          'Fortified milk powder with iron and vitamin D for growing kids.',
          { variants: ['400g', '1kg'] },
        ),
      ],
    },
    {
      name: 'Cheese & Paneer',
      slug: 'cheese-paneer',
      emoji: '1f9c0',
      blurb: 'Made in small batches from fresh, pasteurised milk.',
      variantKind: 'weights',
      variants: ['200g', '500g'],
      products: [
        p(
          'Fresh Malai Paneer',
          'Doodhwala',
          '1f9c0',
          120,
          'Soft, melt-in-the-mouth paneer for tikka and butter masala.',
        ),
        p('Cheddar Cheese Block', 'Alpine Dairy', '1f9c0', 380, 'Mature cheddar with a sharp, nutty bite.', {
          countries: ['IN', 'GB', 'US'],
        }),
        p(
          'Mozzarella Pizza Cheese',
          'Alpine Dairy',
          '1f9c0',
          320,
          'Stretchy mozzarella that melts golden on pizzas and toasties.',
          { featured: true },
        ),
        p('Cheese Slices', 'Alpine Dairy', '1f9c0', 160, 'Processed cheese slices for sandwiches and burgers.', {
          variants: ['10 slices', '20 slices'],
        }),
      ],
    },
    {
      name: 'Curd & Yogurt',
      slug: 'curd-yogurt',
      emoji: '1f963',
      blurb: 'Set naturally with live cultures for a thick, creamy texture.',
      variantKind: 'weights',
      variants: ['400g', '1kg'],
      products: [
        p('Thick Dahi', 'Doodhwala', '1f963', 100, 'Homestyle curd for raita, lassi and everyday meals.'),
        p(
          'Greek Yogurt Blueberry',
          'Alpine Dairy',
          ['1f963', '1fad0'],
          120,
          'High-protein strained yogurt with real blueberries.',
          { variants: ['100g', '400g'] },
        ),
        p('Mishti Doi', 'Kolkata Sweets', '1fad9', 110, 'Caramelised sweet curd set in a clay pot, Bengal style.', {
          variants: ['200g', '400g'],
        }),
        p('Sweet Lassi', 'Doodhwala', '1f95b', 100, 'Chilled, creamy lassi with a hint of cardamom.', {
          variants: ['200ml', '1L'],
        }),
        p('Mango Yogurt', 'Alpine Dairy', ['1f963', '1f96d'], 100, 'Silky yogurt swirled with Alphonso mango pulp.', {
          variants: ['100g', '400g'],
        }),
      ],
    },
    {
      name: 'Butter & Cream',
      slug: 'butter-cream',
      emoji: '1f9c8',
      blurb: 'Churned from fresh cream for a clean, rich taste.',
      variantKind: 'weights',
      variants: ['100g', '500g'],
      products: [
        p('Salted Butter', 'Doodhwala', '1f9c8', 110, 'Classic salted butter for toast, parathas and baking.'),
        p('White Makhan', 'Gir Gold', '1f9c8', 180, 'Unsalted, hand-churned white butter, just like at home.'),
        p('Fresh Cream', 'Alpine Dairy', '1f95b', 120, 'Smooth cooking cream for rich gravies and desserts.', {
          variants: ['200ml', '1L'],
        }),
        p('Pure Cow Ghee', 'Gir Gold', '1fad9', 650, 'Granular, aromatic ghee slow-cooked from cultured butter.', {
          variants: ['500ml', '1L'],
          featured: true,
        }),
        p(
          'Vanilla Ice Cream Tub',
          'Frosty Farm',
          '1f368',
          299,
          'Creamy vanilla ice cream made with real Madagascar vanilla.',
          { variants: ['500ml', '1L'] },
        ),
      ],
    },
    {
      name: 'Eggs',
      slug: 'eggs',
      emoji: '1f95a',
      blurb: 'Graded, cleaned and packed in sturdy trays so they arrive whole.',
      variantKind: 'weights',
      variants: ['6 pcs', '12 pcs', '30 pcs'],
      products: [
        p(
          'Farm Fresh White Eggs',
          'Happy Hens',
          '1f95a',
          100,
          'Protein-rich white eggs from healthy, vaccinated hens.',
        ),
        p('Free Range Brown Eggs', 'Happy Hens', '1f95a', 150, 'Brown eggs from hens that roam outdoors all day.', {
          stock: 3,
        }),
        p('Omega-3 Enriched Eggs', 'Happy Hens', '1f95a', 180, 'Eggs from hens fed flaxseed for extra omega-3.', {
          variants: ['6 pcs', '12 pcs'],
        }),
      ],
    },
  ],
};
