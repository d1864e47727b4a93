import { type CategorySeed, p } from './types';

export const staples: CategorySeed = {
  name: 'Pantry Staples',
  slug: 'pantry-staples',
  emoji: '1fad9',
  palette: { tint: '#fef3c7', mid: '#fcd34d', strong: '#b45309' },
  closer: 'Transfer to an airtight container once opened.',
  subs: [
    {
      name: 'Rice & Grains',
      slug: 'rice-grains',
      emoji: '1f35a',
      blurb: 'Cleaned, sorted and aged for the perfect texture.',
      variantKind: 'weights',
      variants: ['1kg', '5kg'],
      products: [
        p(
          'Basmati Rice Extra Long',
          'Annapurna Mills',
          '1f35a',
          190,
          'Aged basmati with long, fluffy grains for biryani and pulao.',
          { featured: true },
        ),
        p('Sona Masoori Rice', 'Annapurna Mills', '1f35a', 110, 'Light, everyday rice from Andhra and Karnataka.', {
          variants: ['5kg', '10kg'],
          stock: 2,
        }),
        p('Rolled Oats', 'Morning Harvest', '1f963', 180, 'Whole-grain rolled oats for porridge and overnight oats.', {
          variants: ['500g', '1kg'],
        }),
        p('Organic Quinoa', 'Morning Harvest', '1f33e', 420, 'Protein-rich white quinoa, rinsed and ready to cook.', {
          variants: ['500g', '1kg'],
          countries: ['IN', 'GB', 'US'],
        }),
        p('Poha Thick', 'Annapurna Mills', '1f35a', 100, 'Thick flattened rice for a soft, fluffy kanda poha.', {
          variants: ['500g', '1kg'],
        }),
        p('Brown Rice', 'Morning Harvest', '1f35a', 160, 'Nutty, whole-grain brown rice with the bran intact.', {
          variants: ['1kg', '2kg'],
        }),
      ],
    },
    {
      name: 'Atta & Flours',
      slug: 'atta-flours',
      emoji: '1f33e',
      blurb: 'Stone-ground at low temperature to keep the nutrients in.',
      variantKind: 'weights',
      variants: ['1kg', '5kg', '10kg'],
      products: [
        p(
          'Whole Wheat Chakki Atta',
          'Annapurna Mills',
          '1f33e',
          320,
          'Soft, fibre-rich atta for perfect phulkas every day.',
          { variants: ['5kg', '10kg'] },
        ),
        p('Besan Gram Flour', 'Annapurna Mills', '1f33e', 130, 'Finely milled chana flour for pakoras and ladoos.', {
          variants: ['500g', '1kg'],
        }),
        p(
          'Ragi Flour',
          'Morning Harvest',
          '1f33e',
          110,
          'Finger millet flour rich in calcium, for rotis and porridge.',
          { variants: ['500g', '1kg'] },
        ),
        p(
          'Maida All-Purpose Flour',
          'Annapurna Mills',
          '1f33e',
          100,
          'Fine, white flour for baking, naans and samosas.',
          { variants: ['1kg'] },
        ),
      ],
    },
    {
      name: 'Dals & Pulses',
      slug: 'dals-pulses',
      emoji: '1fad8',
      blurb: 'Unpolished and hand-cleaned, so they cook faster and taste better.',
      variantKind: 'weights',
      variants: ['500g', '1kg', '2kg'],
      products: [
        p('Toor Dal', 'Annapurna Mills', '1fad8', 180, 'Unpolished arhar dal for everyday sambar and dal tadka.'),
        p('Moong Dal Yellow', 'Annapurna Mills', '1fad8', 160, 'Split yellow moong that cooks soft in minutes.'),
        p('Rajma Chitra', 'Himalayan Harvest', '1fad8', 190, 'Speckled kidney beans that turn creamy in rajma chawal.'),
        p('Kabuli Chana', 'Annapurna Mills', '1fad8', 170, 'Large white chickpeas for chole and hummus.'),
      ],
    },
    {
      name: 'Oils & Spices',
      slug: 'oils-spices',
      emoji: '1f9c2',
      blurb: 'Packed in light-proof containers to keep flavours bright.',
      variantKind: 'weights',
      variants: ['100g', '200g', '500g'],
      products: [
        p(
          'Cold Pressed Groundnut Oil',
          'Ghani Gold',
          '1fad2',
          340,
          'Wood-pressed peanut oil with a rich, nutty aroma.',
          { variants: ['1L', '5L'] },
        ),
        p('Extra Virgin Olive Oil', 'Mediterra', '1fad2', 890, 'First cold-pressed olive oil for salads and dips.', {
          variants: ['500ml', '1L'],
          countries: ['IN', 'GB', 'US'],
        }),
        p('Kashmiri Red Chilli Powder', 'Masala Box', '1f336', 120, 'Vivid red colour with gentle, fruity heat.'),
        p('Turmeric Powder', 'Masala Box', '1f9c2', 100, 'High-curcumin Lakadong turmeric from Meghalaya.'),
        p('Garam Masala', 'Masala Box', '1f9c2', 140, 'A warm blend of 13 roasted whole spices.', {
          variants: ['100g'],
        }),
        p('Himalayan Pink Salt', 'Masala Box', '1f9c2', 100, 'Mineral-rich rock salt, finely ground.', {
          variants: ['500g', '1kg'],
        }),
        p(
          'Organic Jaggery Powder',
          'Morning Harvest',
          '1f36f',
          140,
          'Chemical-free jaggery, a natural swap for white sugar.',
          { variants: ['500g', '1kg'] },
        ),
        p('Tomato Ketchup', 'Kitchen King', '1f96b', 130, 'Thick, tangy ketchup made with ripe tomatoes.', {
          variants: ['500g', '1kg'],
        }),
        p('Durum Wheat Penne Pasta', 'Mediterra', '1f35d', 150, 'Bronze-cut penne that holds every drop of sauce.', {
          variants: ['500g', '1kg'],
        }),
      ],
    },
  ],
};
