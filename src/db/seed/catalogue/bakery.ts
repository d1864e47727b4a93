import { type CategorySeed, p } from './types';

export const bakery: CategorySeed = {
  name: 'Bakery',
  slug: 'bakery',
  emoji: '1f950',
  palette: { tint: '#ffedd5', mid: '#fdba74', strong: '#c2410c' },
  closer: 'Best enjoyed within two days; keep in an airtight box.',
  subs: [
    {
      name: 'Breads',
      slug: 'breads',
      emoji: '1f35e',
      blurb: 'Baked before dawn in small batches, with no preservatives.',
      variantKind: 'weights',
      variants: ['400g', '800g'],
      products: [
        p('Whole Wheat Bread', 'Bake House', '1f35e', 100, 'Soft sandwich loaf made with 100% whole wheat atta.'),
        p('Multigrain Bread', 'Bake House', '1f35e', 120, 'Hearty loaf packed with oats, flax and sunflower seeds.'),
        p(
          'Sourdough Country Loaf',
          'Crust & Crumb',
          '1f35e',
          280,
          'Naturally leavened for 24 hours, with a crackling crust.',
          { variants: [], featured: true },
        ),
        p('French Baguette', 'Crust & Crumb', '1f956', 150, 'Long, crusty baguette with an airy, chewy crumb.', {
          variants: [],
        }),
        p('Sesame Bagels', 'Crust & Crumb', '1f96f', 180, 'Boiled-then-baked bagels topped with toasted sesame.', {
          variants: ['2 pcs', '4 pcs'],
        }),
        p('Garlic Naan', 'Tandoor Express', '1fad3', 120, 'Tandoor-style naan brushed with garlic butter.', {
          variants: ['4 pcs', '8 pcs'],
        }),
        p('Pav Buns', 'Bake House', '1f35e', 100, 'Pillowy Mumbai pav for vada pav and pav bhaji.', {
          variants: ['6 pcs', '12 pcs'],
        }),
        p(
          'Banana Walnut Bread',
          'Crust & Crumb',
          ['1f35e', '1f34c'],
          260,
          'Moist loaf made with ripe bananas and crunchy walnuts.',
          { variants: [] },
        ),
      ],
    },
    {
      name: 'Cakes & Pastries',
      slug: 'cakes-pastries',
      emoji: '1f370',
      blurb: 'Made with real butter, fresh cream and no artificial colours.',
      variantKind: 'weights',
      variants: ['500g', '1kg'],
      products: [
        p('Black Forest Cake', 'Sweet Tooth', '1f382', 650, 'Layers of chocolate sponge, cherries and whipped cream.', {
          featured: true,
        }),
        p('Red Velvet Cupcakes', 'Sweet Tooth', '1f9c1', 240, 'Moist red velvet cupcakes with cream cheese frosting.', {
          variants: ['2 pcs', '6 pcs'],
        }),
        p(
          'Butter Croissant',
          'Crust & Crumb',
          '1f950',
          140,
          'Flaky, golden croissants laminated with French-style butter.',
          { variants: ['2 pcs', '4 pcs'] },
        ),
        p('Pineapple Pastry', 'Sweet Tooth', '1f370', 100, 'A classic bakery favourite with pineapple cream.', {
          variants: [],
        }),
        p('Glazed Doughnuts', 'Sweet Tooth', '1f369', 220, 'Soft ring doughnuts with a shiny sugar glaze.', {
          variants: ['2 pcs', '6 pcs'],
        }),
        p('Apple Pie', 'Crust & Crumb', '1f967', 450, 'Buttery shortcrust filled with cinnamon-spiced apples.', {
          variants: [],
          stock: 1,
        }),
        p(
          'Chocolate Truffle Cake',
          'Sweet Tooth',
          ['1f382', '1f36b'],
          750,
          'Dense chocolate sponge covered in silky ganache.',
        ),
        p(
          'Chocolate Fudge Brownies',
          'Sweet Tooth',
          ['1f370', '1f36b'],
          320,
          'Gooey, fudgy brownies with a crackly top.',
          { variants: ['4 pcs', '9 pcs'] },
        ),
      ],
    },
    {
      name: 'Cookies & Rusks',
      slug: 'cookies-rusks',
      emoji: '1f36a',
      blurb: 'Baked slow for a golden colour and a satisfying crunch.',
      variantKind: 'weights',
      variants: ['200g', '400g'],
      products: [
        p('Choco Chip Cookies', 'Cookie Jar', '1f36a', 150, 'Crunchy cookies loaded with dark chocolate chips.'),
        p(
          'Oatmeal Raisin Cookies',
          'Cookie Jar',
          '1f36a',
          160,
          'Chewy oat cookies with juicy raisins and a hint of cinnamon.',
        ),
        p('Nankhatai', 'Bake House', '1f36a', 120, 'Melt-in-the-mouth ghee biscuits with cardamom.'),
        p('Suji Rusk', 'Bake House', '1f35e', 100, 'Twice-baked semolina rusks, made for dipping in chai.', {
          variants: ['300g', '600g'],
        }),
        p('Belgian Waffles', 'Crust & Crumb', '1f9c7', 260, 'Crisp, golden waffles ready to warm and top.', {
          variants: ['4 pcs', '8 pcs'],
        }),
        p('Butter Pretzels', 'Cookie Jar', '1f968', 180, 'Twisted, salted pretzels baked until deep brown.'),
      ],
    },
  ],
};
