import { type CategorySeed, p } from './types';

export const snacks: CategorySeed = {
  name: 'Snacks & Sweets',
  slug: 'snacks-sweets',
  emoji: '1f36c',
  palette: { tint: '#ffe4e6', mid: '#fda4af', strong: '#be123c' },
  closer: 'Reseal the pack after opening to keep it crisp.',
  subs: [
    {
      name: 'Chips & Namkeen',
      slug: 'chips-namkeen',
      emoji: '1f37f',
      blurb: 'Fried in fresh oil and packed with nitrogen to stay crunchy.',
      variantKind: 'weights',
      variants: ['150g', '400g'],
      products: [
        p('Salted Potato Chips', 'Crunchy Co.', '1f954', 100, 'Thin, golden potato chips with just the right salt.'),
        p('Aloo Bhujia', 'Bikaner Bites', '1f37f', 120, 'Spicy, crispy potato noodles from Bikaner.'),
        p('Masala Peanuts', 'Bikaner Bites', '1f95c', 100, 'Crunchy peanuts coated in a tangy masala batter.'),
        p(
          'Butter Popcorn',
          'Crunchy Co.',
          '1f37f',
          100,
          'Fluffy popcorn tossed in real butter, ready for movie night.',
          { variants: ['100g', '300g'] },
        ),
        p('Rice Crackers', 'Crunchy Co.', '1f358', 150, 'Light, baked rice crackers with a soy glaze.'),
        p('Kerala Banana Chips', 'Coastal Cool', '1f34c', 140, 'Thin raw-banana chips fried in pure coconut oil.'),
        p('Khakhra Methi', 'Gujarat Farsan', '1fad3', 110, 'Thin, roasted wheat crisps flavoured with fenugreek.', {
          variants: ['200g'],
        }),
      ],
    },
    {
      name: 'Chocolates & Sweets',
      slug: 'chocolates-sweets',
      emoji: '1f36b',
      blurb: 'Kept cool from the factory to our shelves so it never blooms.',
      variantKind: 'weights',
      variants: [],
      products: [
        p(
          'Dark Chocolate Bar 70%',
          'Cocoa Craft',
          '1f36b',
          220,
          'Intense 70% cocoa dark chocolate with a clean, bitter finish.',
          { featured: true },
        ),
        p('Milk Chocolate Bar', 'Cocoa Craft', '1f36b', 150, 'Smooth, creamy milk chocolate that melts on the tongue.'),
        p(
          'Hazelnut Chocolate Spread',
          'Cocoa Craft',
          ['1fad9', '1f330'],
          380,
          'Creamy cocoa-hazelnut spread for toast and crepes.',
          { variants: ['350g', '750g'] },
        ),
        p(
          'Almond Milk Chocolate',
          'Cocoa Craft',
          ['1f36b', '1f330'],
          180,
          'Milk chocolate studded with roasted whole almonds.',
        ),
        p(
          'Chocolate Coated Peanuts',
          'Cocoa Craft',
          ['1f36c', '1f95c'],
          160,
          'Roasted peanuts in a thick milk chocolate shell.',
          { variants: ['150g', '400g'] },
        ),
        p('Fruit Candy Mix', 'Sugar Rush', '1f36c', 100, 'Chewy fruit candies in mango, orange and strawberry.', {
          variants: ['200g', '500g'],
        }),
        p('Rainbow Lollipops', 'Sugar Rush', '1f36d', 120, 'Swirly lollipops in bright fruity flavours.', {
          variants: ['10 pcs', '25 pcs'],
        }),
        p('Kaju Katli', 'Kolkata Sweets', '1f36c', 850, 'Silver-leafed cashew fudge made with pure ghee.', {
          variants: ['250g', '500g'],
          featured: true,
        }),
        p('Wildflower Honey', 'Bee Natural', '1f36f', 320, 'Raw, unfiltered honey from Himalayan wildflowers.', {
          variants: ['250g', '500g'],
        }),
      ],
    },
    {
      name: 'Nuts & Dry Fruits',
      slug: 'nuts-dry-fruits',
      emoji: '1f330',
      blurb: 'Sorted for size and quality and vacuum-packed for freshness.',
      variantKind: 'weights',
      variants: ['250g', '500g', '1kg'],
      products: [
        p('California Almonds', 'Nutty Pure', '1f330', 450, 'Crunchy, premium almonds, great soaked overnight.'),
        p('Whole Cashews W240', 'Nutty Pure', '1f95c', 520, 'Large, creamy W240 grade cashews from Goa.'),
        p('Roasted Salted Pistachios', 'Nutty Pure', '1f95c', 650, 'In-shell pistachios roasted and lightly salted.'),
        p('Walnut Kernels', 'Himalayan Orchards', '1f330', 720, 'Light-coloured Kashmiri walnut halves.', {
          countries: ['IN'],
        }),
        p('Medjool Dates', 'Desert Gold', '1fad8', 590, 'Soft, caramel-sweet dates, naturally energy-rich.'),
        p('Fortune Cookies', 'Sugar Rush', '1f960', 160, 'Crisp vanilla cookies, each with a little message inside.', {
          variants: ['12 pcs'],
        }),
      ],
    },
  ],
};
