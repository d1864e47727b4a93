import { type CategorySeed, p } from './types';

export const beverages: CategorySeed = {
  name: 'Beverages',
  slug: 'beverages',
  emoji: '1f9cb',
  palette: { tint: '#ccfbf1', mid: '#5eead4', strong: '#0f766e' },
  closer: 'Store in a cool, dry place away from sunlight.',
  subs: [
    {
      name: 'Tea',
      slug: 'tea',
      emoji: '1f375',
      blurb: 'Packed at the estate in airtight pouches to lock in aroma.',
      variantKind: 'weights',
      variants: ['250g', '500g', '1kg'],
      products: [
        p('Assam CTC Tea', 'Chai Bagh', '1f375', 180, 'Strong, malty Assam tea for a bold cup of kadak chai.', {
          featured: true,
        }),
        p(
          'Darjeeling First Flush Tea',
          'Chai Bagh',
          '1f375',
          520,
          'Delicate, floral leaves from the first spring picking.',
          { variants: ['100g', '250g'], countries: ['IN', 'GB', 'US'] },
        ),
        p('Masala Chai Mix', 'Chai Bagh', '1fad6', 240, 'Black tea blended with ginger, cardamom, clove and cinnamon.'),
        p('Green Tea Bags', 'Leaf & Co', '1f375', 220, 'Light, refreshing green tea in 25 easy-dip bags.', {
          variants: ['25 bags', '100 bags'],
        }),
        p(
          'Chamomile Herbal Infusion',
          'Leaf & Co',
          ['1f375', '1f33c'],
          280,
          'Caffeine-free chamomile flowers for a calm evening.',
          { variants: [] },
        ),
        p(
          'Lemon Iced Tea',
          'Leaf & Co',
          ['1f9ca', '1f34b'],
          100,
          'Brisk black tea with lemon, brewed to be served over ice.',
          { variants: ['500ml', '1L'] },
        ),
        p('Yerba Mate Loose Leaf', 'Leaf & Co', '1f9c9', 490, 'South American yerba mate for a smooth, natural lift.', {
          variants: ['250g', '500g'],
          countries: ['IN', 'AE', 'SG'],
        }),
      ],
    },
    {
      name: 'Coffee',
      slug: 'coffee',
      emoji: '2615',
      blurb: 'Roasted in small batches in Chikmagalur and packed within days.',
      variantKind: 'weights',
      variants: ['200g', '500g'],
      products: [
        p(
          'Filter Coffee Powder',
          'Kaveri Coffee',
          '2615',
          260,
          'South Indian coffee-chicory blend for a thick decoction.',
          { featured: true },
        ),
        p('Instant Coffee Jar', 'Kaveri Coffee', '1fad9', 420, 'Rich instant coffee that dissolves in seconds.', {
          variants: ['100g', '200g'],
        }),
        p(
          'Single Origin Arabica Beans',
          'Kaveri Coffee',
          '2615',
          650,
          'Whole beans with notes of cocoa and orange peel.',
          { variants: ['250g', '1kg'], countries: ['IN', 'GB', 'US'] },
        ),
        p('Cold Brew Coffee', 'Brew Lab', '1f9cb', 180, 'Smooth, slow-steeped cold brew, ready to drink.', {
          variants: ['200ml', '1L'],
        }),
        p(
          'Hot Chocolate Mix',
          'Cocoa Craft',
          ['2615', '1f36b'],
          260,
          'Rich drinking chocolate: just stir into hot milk.',
          { variants: ['200g', '500g'] },
        ),
      ],
    },
    {
      name: 'Juices',
      slug: 'juices',
      emoji: '1f9c3',
      blurb: 'No added sugar and no preservatives, just fruit.',
      variantKind: 'weights',
      variants: ['200ml', '1L'],
      products: [
        p(
          'Orange Juice',
          'Sunny Squeeze',
          ['1f9c3', '1f34a'],
          140,
          'Cold-pressed orange juice with all the pulp left in.',
        ),
        p('Mixed Fruit Juice', 'Sunny Squeeze', '1f9c3', 120, 'A sunny blend of apple, mango, pineapple and orange.'),
        p(
          'Tender Coconut Water',
          'Coastal Cool',
          '1f965',
          100,
          'Naturally hydrating coconut water from Kerala coasts.',
          { variants: ['200ml', '1L'] },
        ),
        p('Apple Juice', 'Sunny Squeeze', ['1f9c3', '1f34e'], 150, 'Clear, crisp juice pressed from Himalayan apples.'),
        p('Mango Nectar', 'Sunny Squeeze', ['1f9c3', '1f96d'], 130, 'Thick Alphonso mango nectar, summer in a glass.'),
      ],
    },
    {
      name: 'Soft Drinks & Water',
      slug: 'soft-drinks-water',
      emoji: '1f964',
      blurb: 'Best served chilled; recyclable packaging.',
      variantKind: 'weights',
      variants: ['500ml', '1L', '2L'],
      products: [
        p('Sparkling Lemon Soda', 'Fizzup', ['1f964', '1f34b'], 100, 'Zesty lemon soda with a sharp, fizzy kick.'),
        p('Ginger Ale', 'Fizzup', '1f964', 120, 'Crisp ginger ale with real ginger extract.'),
        p('Mineral Water', 'Himalayan Spring', '1f4a7', 100, 'Natural mineral water bottled at source.', {
          variants: ['1L', '5L'],
        }),
        p('Classic Cola', 'Fizzup', '1f964', 100, 'The familiar sparkling cola taste everyone loves.'),
        p('Taro Bubble Tea Kit', 'Brew Lab', '1f9cb', 350, 'Make creamy taro bubble tea at home with chewy pearls.', {
          variants: [],
        }),
      ],
    },
  ],
};
