import { type CategorySeed, p } from './types';

export const personalCare: CategorySeed = {
  name: 'Personal Care',
  slug: 'personal-care',
  emoji: '1f9f4',
  palette: { tint: '#d1fae5', mid: '#6ee7b7', strong: '#047857' },
  closer: 'Dermatologically tested; for external use only.',
  subs: [
    {
      name: 'Bath & Body',
      slug: 'bath-body',
      emoji: '1f9fc',
      blurb: 'Free from parabens and made with skin-loving natural oils.',
      variantKind: 'weights',
      variants: ['100g', '3 x 100g'],
      products: [
        p(
          'Sandalwood Bathing Soap',
          'Herbal Roots',
          '1f9fc',
          100,
          'Classic sandalwood soap with a rich, creamy lather.',
        ),
        p(
          'Neem Tulsi Soap',
          'Herbal Roots',
          ['1f9fc', '1f33f'],
          100,
          'Purifying neem and tulsi for clear, fresh skin.',
        ),
        p('Rose Body Wash', 'Bloom', ['1f9f4', '1f339'], 280, 'Gentle body wash with rose water and glycerin.', {
          variants: ['250ml', '500ml'],
        }),
        p('Moisturising Body Lotion', 'Bloom', '1f9f4', 340, 'Cocoa butter lotion for 48-hour moisture.', {
          variants: ['200ml', '400ml'],
        }),
        p('Bubble Bath Foam', 'Bloom', '1fae7', 390, 'Mountains of bubbles with a soothing lavender scent.', {
          variants: ['500ml'],
        }),
        p('Bath Loofah', 'Bloom', '1f9fd', 150, 'Soft mesh loofah for a gentle, exfoliating scrub.', { variants: [] }),
      ],
    },
    {
      name: 'Hair Care',
      slug: 'hair-care',
      emoji: '1faae',
      blurb: 'Suitable for all hair types, including colour-treated hair.',
      variantKind: 'weights',
      variants: ['180ml', '340ml', '650ml'],
      products: [
        p(
          'Onion Hair Oil',
          'Herbal Roots',
          ['1f9f4', '1f9c5'],
          350,
          'Red onion and bhringraj oil to reduce hair fall.',
          { variants: ['100ml', '250ml'] },
        ),
        p(
          'Anti-Dandruff Shampoo',
          'Silk & Shine',
          '1f9f4',
          280,
          'Zinc pyrithione formula that clears flakes in two washes.',
        ),
        p('Argan Oil Conditioner', 'Silk & Shine', '1f9f4', 320, 'Detangles and softens with pure Moroccan argan oil.'),
        p(
          'Wooden Wide-Tooth Comb',
          'Silk & Shine',
          '1faae',
          180,
          'Neem wood comb that glides through curls without static.',
          { variants: [] },
        ),
        p(
          'Coconut Hair Oil',
          'Coastal Cool',
          ['1f9f4', '1f965'],
          150,
          'Cold-pressed coconut oil for nourishing champi.',
          { variants: ['200ml', '500ml'] },
        ),
      ],
    },
    {
      name: 'Oral Care',
      slug: 'oral-care',
      emoji: '1faa5',
      blurb: 'Recommended by dentists for daily use.',
      products: [
        p(
          'Herbal Toothpaste',
          'Smile Bright',
          '1faa5',
          120,
          'Clove and neem toothpaste for strong teeth and healthy gums.',
          { variants: ['100g', '200g'], variantKind: 'weights' },
        ),
        p(
          'Soft Toothbrush 4-Pack',
          'Smile Bright',
          '1faa5',
          160,
          'Tapered soft bristles that clean without hurting gums.',
          { variants: [] },
        ),
        p('Charcoal Toothbrush', 'Smile Bright', '1faa5', 100, 'Charcoal-infused bristles for a deep, fresh clean.', {
          variants: [],
        }),
        p('Mint Mouthwash', 'Smile Bright', '1f9f4', 180, 'Alcohol-free mouthwash for fresh breath for 12 hours.', {
          variants: ['250ml', '500ml'],
          variantKind: 'weights',
        }),
      ],
    },
    {
      name: 'Skin & Grooming',
      slug: 'skin-grooming',
      emoji: '1f484',
      blurb: 'Cruelty-free and tested on all skin types.',
      products: [
        p('Vitamin C Face Serum', 'Glow Lab', '1f9f4', 599, '15% vitamin C serum for brighter, even-toned skin.', {
          variants: ['15ml', '30ml'],
          variantKind: 'weights',
          featured: true,
        }),
        p('Matte Lipstick Ruby Red', 'Glow Lab', '1f484', 450, 'Long-wear matte lipstick in a bold classic red.', {
          variants: [],
        }),
        p('Nail Polish Set', 'Glow Lab', '1f485', 399, 'Five quick-dry, chip-resistant nail colours.', {
          variants: [],
        }),
        p('Five-Blade Razor', 'Sharp Edge', '1fa92', 549, 'Five precision blades with a flexible pivoting head.', {
          variants: [],
        }),
        p('Aloe Vera Gel', 'Herbal Roots', ['1f9f4', '1f33f'], 220, 'Pure aloe vera gel that soothes and hydrates.', {
          variants: ['150ml', '300ml'],
          variantKind: 'weights',
        }),
        p('Beard Growth Oil', 'Sharp Edge', '1f9f4', 399, 'Argan and jojoba oil blend for a softer, fuller beard.', {
          variants: [],
        }),
        p('Sunscreen SPF 50', 'Glow Lab', ['1f9f4', '2600'], 420, 'Lightweight, non-greasy sunscreen with PA++++.', {
          variants: ['50ml', '100ml'],
          variantKind: 'weights',
        }),
      ],
    },
  ],
};
