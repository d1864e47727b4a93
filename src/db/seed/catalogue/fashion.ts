import { type CategorySeed, p } from './types';

const apparel = ['S', 'M', 'L', 'XL', 'XXL'] as const;
const shoes = ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'] as const;

export const fashion: CategorySeed = {
  name: 'Fashion',
  slug: 'fashion',
  emoji: '1f457',
  palette: { tint: '#fae8ff', mid: '#f0abfc', strong: '#a21caf' },
  closer: 'Follow the care label to keep the colour and fit.',
  subs: [
    {
      name: "Men's Clothing",
      slug: 'mens-clothing',
      emoji: '1f455',
      blurb: 'Cut for an easy, modern fit and pre-washed to prevent shrinking.',
      variantKind: 'sizes',
      variants: apparel,
      products: [
        p(
          'Cotton Crew Neck T-Shirt',
          'Urban Threads',
          '1f455',
          499,
          'Soft, breathable combed cotton in a relaxed fit.',
        ),
        p(
          'Formal Slim Fit Shirt',
          'Urban Threads',
          '1f454',
          1299,
          'Wrinkle-resistant shirt with a sharp spread collar.',
          { featured: true },
        ),
        p('Stretch Denim Jeans', 'Blue Rivet', '1f456', 1899, 'Mid-rise slim jeans with comfortable stretch.', {
          variants: ['30', '32', '34', '36'],
        }),
        p(
          'Quilted Winter Jacket',
          'Urban Threads',
          '1f9e5',
          3499,
          'Lightweight puffer jacket that packs into its own pocket.',
          { stock: 1 },
        ),
        p('Linen Shorts', 'Urban Threads', '1fa73', 899, 'Airy linen-blend shorts for hot afternoons.', {
          variants: ['S', 'M', 'L', 'XL'],
        }),
      ],
    },
    {
      name: "Women's Clothing",
      slug: 'womens-clothing',
      emoji: '1f457',
      blurb: 'Designed in Jaipur with fabrics that stay comfortable all day.',
      variantKind: 'sizes',
      variants: ['XS', 'S', 'M', 'L', 'XL'],
      products: [
        p('Floral Summer Dress', 'Desi Weaves', '1f457', 1599, 'Flowing midi dress in a hand-block floral print.', {
          featured: true,
        }),
        p('Banarasi Silk Saree', 'Desi Weaves', '1f97b', 8999, 'Handwoven silk saree with real zari borders.', {
          variants: [],
          countries: ['IN'],
        }),
        p('Cotton Kurti', 'Desi Weaves', '1f45a', 799, 'Straight-cut cotton kurti with mirror-work neckline.'),
        p('Printed Kimono Robe', 'Desi Weaves', '1f458', 1399, 'Light, wrap-style robe in a bold botanical print.', {
          variants: ['S/M', 'L/XL'],
        }),
        p('Woollen Scarf', 'Himalayan Looms', '1f9e3', 699, 'Soft merino scarf woven in the Kullu valley.', {
          variants: [],
        }),
      ],
    },
    {
      name: 'Footwear',
      slug: 'footwear',
      emoji: '1f45f',
      blurb: 'Cushioned insoles and durable soles for all-day comfort.',
      variantKind: 'sizes',
      variants: shoes,
      products: [
        p('Running Sneakers', 'Stride', '1f45f', 2999, 'Breathable mesh runners with responsive foam cushioning.', {
          featured: true,
        }),
        p('Leather Oxford Shoes', 'Stride', '1f45e', 3999, 'Full-grain leather lace-ups for office and occasions.'),
        p('Block Heel Sandals', 'Stride', '1f461', 1799, 'Comfortable block heels with a padded ankle strap.', {
          variants: ['UK 3', 'UK 4', 'UK 5', 'UK 6', 'UK 7'],
        }),
        p('Ballet Flats', 'Stride', '1f97f', 1199, 'Foldable flats with a soft, cushioned footbed.', {
          variants: ['UK 3', 'UK 4', 'UK 5', 'UK 6'],
        }),
        p('Trekking Boots', 'Stride', '1f97e', 4599, 'Waterproof boots with ankle support and grippy soles.', {
          countries: ['IN', 'GB', 'US'],
        }),
        p('Stiletto Heels', 'Stride', '1f460', 2299, 'Classic pointed stilettos in glossy patent finish.', {
          variants: ['UK 3', 'UK 4', 'UK 5', 'UK 6'],
          stock: 0,
        }),
      ],
    },
    {
      name: 'Accessories',
      slug: 'accessories',
      emoji: '1f45c',
      blurb: 'Finished by hand and packed in a reusable dust bag.',
      products: [
        p('Leather Tote Bag', 'Carry Co.', '1f45c', 2499, 'Roomy tote in vegetable-tanned leather with an inner zip.'),
        p('Aviator Sunglasses', 'Carry Co.', '1f576', 1499, 'Polarised lenses with 100% UV protection.'),
        p('Canvas Backpack', 'Carry Co.', '1f392', 1799, 'Water-resistant backpack with a padded laptop sleeve.'),
        p('Baseball Cap', 'Urban Threads', '1f9e2', 499, 'Adjustable cotton cap with an embroidered logo.', {
          variants: ['Free Size'],
          variantKind: 'sizes',
        }),
        p('Cotton Ankle Socks 3-Pack', 'Urban Threads', '1f9e6', 299, 'Cushioned, sweat-wicking socks.', {
          variants: ['S', 'M', 'L'],
          variantKind: 'sizes',
        }),
        p('Zip Coin Purse', 'Carry Co.', '1f45b', 599, 'Compact leather purse for coins and cards.'),
      ],
    },
  ],
};
