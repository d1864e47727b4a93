import { type CategorySeed, p } from './types';

export const household: CategorySeed = {
  name: 'Household',
  slug: 'household',
  emoji: '1f9f9',
  palette: { tint: '#ede9fe', mid: '#c4b5fd', strong: '#6d28d9' },
  closer: 'Keep out of reach of children.',
  subs: [
    {
      name: 'Cleaning Supplies',
      slug: 'cleaning-supplies',
      emoji: '1f9fd',
      blurb: 'Tough on dirt, gentle on surfaces and safe around the family.',
      products: [
        p(
          'Lemon Dishwash Liquid',
          'Sparkle Home',
          ['1f9f4', '1f34b'],
          180,
          'Cuts through grease with the power of real lemons.',
          { variants: ['500ml', '1L', '2L'], variantKind: 'weights' },
        ),
        p('Scrub Sponge Pack', 'Sparkle Home', '1f9fd', 120, 'Dual-sided sponges: soft for glass, scrub for pans.', {
          variants: [],
        }),
        p(
          'Floor Cleaner Lavender',
          'Sparkle Home',
          ['1f9f4', '1f338'],
          210,
          'Kills 99.9% of germs and leaves a fresh lavender scent.',
          { variants: ['1L', '2L'], variantKind: 'weights' },
        ),
        p(
          'Soft Bristle Broom',
          'Clean Sweep',
          '1f9f9',
          260,
          'Grass broom with a comfortable grip for dust-free floors.',
          { variants: [] },
        ),
        p(
          'Spin Mop Bucket',
          'Clean Sweep',
          '1faa3',
          1490,
          'Mop and bucket with a foot-pedal spinner for easy wringing.',
          { variants: [], featured: true },
        ),
        p('Toilet Cleaner Gel', 'Sparkle Home', '1f9f4', 150, 'Thick gel that clings under the rim to remove stains.', {
          variants: [],
        }),
      ],
    },
    {
      name: 'Laundry',
      slug: 'laundry',
      emoji: '1f9fa',
      blurb: 'Works in hard water and in both top- and front-load machines.',
      products: [
        p('Matic Detergent Powder', 'Bright Wash', '1f9fc', 399, 'Removes tough stains in a single wash.', {
          variants: ['1kg', '3kg'],
          variantKind: 'weights',
        }),
        p(
          'Liquid Detergent',
          'Bright Wash',
          '1f9f4',
          449,
          'Dissolves fully, leaving no white residue on dark clothes.',
          { variants: ['1L', '2L'], variantKind: 'weights' },
        ),
        p(
          'Fabric Conditioner',
          'Bright Wash',
          ['1f9f4', '1f338'],
          260,
          'Keeps clothes soft, static-free and fragrant for days.',
          { variants: [] },
        ),
        p('Laundry Basket', 'Home Nest', '1f9fa', 699, 'Woven cotton rope basket with sturdy handles.', {
          variants: [],
        }),
      ],
    },
    {
      name: 'Kitchen & Dining',
      slug: 'kitchen-dining',
      emoji: '1f373',
      blurb: 'Built for everyday Indian cooking and easy to clean.',
      products: [
        p(
          'Non-Stick Frying Pan',
          'Kitchen Pro',
          '1f373',
          1290,
          'Three-layer non-stick coating; works on gas and induction.',
          { variants: [] },
        ),
        p("Chef's Knife", 'Kitchen Pro', '1f52a', 899, 'German steel blade that stays sharp, with a balanced grip.', {
          variants: [],
        }),
        p('Ceramic Teapot', 'Home Nest', '1fad6', 1150, 'Glazed ceramic teapot with a built-in steel strainer.', {
          variants: [],
        }),
        p('Steel Spoon Set', 'Kitchen Pro', '1f944', 349, 'Set of six food-grade stainless steel spoons.', {
          variants: [],
        }),
        p('Dinner Plate Set', 'Home Nest', '1f37d', 1799, 'Six chip-resistant stoneware plates in a matte finish.', {
          variants: [],
        }),
        p('Bamboo Chopsticks', 'Home Nest', '1f962', 199, 'Five pairs of reusable, natural bamboo chopsticks.', {
          variants: [],
        }),
      ],
    },
    {
      name: 'Home Essentials',
      slug: 'home-essentials',
      emoji: '1f4a1',
      blurb: 'Small things that make every home run smoothly.',
      products: [
        p('LED Bulb 9W', 'Brightlite', '1f4a1', 120, 'Bright, cool-white light that saves up to 85% energy.', {
          variants: [],
        }),
        p('AA Alkaline Batteries', 'Powercell', '1f50b', 240, 'Long-lasting batteries for remotes, clocks and toys.', {
          variants: [],
        }),
        p('Scented Candle Jasmine', 'Home Nest', '1f56f', 499, 'Soy wax candle with a calming jasmine fragrance.', {
          variants: [],
        }),
        p('Money Plant in Pot', 'Green Corner', '1fab4', 349, 'An easy-care indoor plant in a ceramic pot.', {
          variants: [],
          countries: ['IN'],
        }),
        p('Toilet Tissue Rolls', 'Softy', '1f9fb', 299, 'Three-ply, extra soft tissue rolls.', {
          variants: ['4 rolls', '12 rolls'],
          variantKind: 'weights',
        }),
        p('Pedal Dustbin', 'Home Nest', '1f5d1', 899, 'Steel dustbin with a soft-close lid and inner bucket.', {
          variants: [],
        }),
      ],
    },
  ],
};
