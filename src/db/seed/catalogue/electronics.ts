import { type CategorySeed, p } from './types';

export const electronics: CategorySeed = {
  name: 'Electronics',
  slug: 'electronics',
  emoji: '1f4f1',
  palette: { tint: '#e0e7ff', mid: '#a5b4fc', strong: '#4338ca' },
  closer: 'Comes with a one-year manufacturer warranty.',
  subs: [
    {
      name: 'Mobiles',
      slug: 'mobiles',
      emoji: '1f4f1',
      blurb: 'Dual SIM, 5G ready and shipped with the latest software update.',
      variantKind: 'ram',
      variants: ['4GB', '6GB', '8GB'],
      products: [
        p('Galaxy Mobile Phone X5', 'Voltix', '1f4f1', 18999, 'A 6.6-inch AMOLED display and a 50 MP triple camera.', {
          featured: true,
        }),
        p(
          'Galaxy Mobile Phone X5 Pro',
          'Voltix',
          '1f4f1',
          32999,
          'Flagship speed with a 120 Hz screen and 5000 mAh battery.',
          { variants: ['8GB', '12GB'] },
        ),
        p('Nova Lite Smartphone', 'Nova', '1f4f1', 9999, 'Big battery, clean software and a bright 6.5-inch display.', {
          variants: ['4GB', '6GB'],
        }),
        p('Nova Edge 5G', 'Nova', '1f4f1', 24999, 'Curved-edge display with a 108 MP main camera.', {
          variants: ['8GB', '12GB'],
          countries: ['IN', 'GB', 'US'],
        }),
        p('Feature Phone Keypad', 'Nova', '1f4f1', 1299, 'Tough keypad phone with a week-long battery.', {
          variants: [],
          stock: 3,
        }),
      ],
    },
    {
      name: 'Laptops & Computers',
      slug: 'laptops-computers',
      emoji: '1f4bb',
      blurb: 'Sold with the manufacturer’s warranty, honoured at its service centres across India.',
      variantKind: 'ram',
      variants: ['8GB', '16GB'],
      products: [
        p('Thinbook 14 Laptop', 'Voltix', '1f4bb', 45999, 'Aluminium 14-inch laptop that weighs just 1.3 kg.', {
          featured: true,
        }),
        p('Creator 16 Laptop', 'Voltix', '1f4bb', 59999, 'A 16-inch 2.5K display and a dedicated graphics card.', {
          variants: ['16GB', '32GB'],
          stock: 2,
        }),
        p('All-in-One Desktop 24', 'Nova', '1f5a5', 52999, 'A 24-inch full HD desktop with a pop-up webcam.'),
        p('Chromebook Student Edition', 'Nova', '1f4bb', 21999, 'Boots in seconds; made for school and browsing.', {
          variants: ['4GB', '8GB'],
        }),
        p('Wireless Keyboard', 'Keyline', '2328', 1499, 'Quiet, low-profile keys and a two-year battery.', {
          variants: [],
        }),
        p('Ergonomic Wireless Mouse', 'Keyline', '1f5b1', 899, 'Sculpted for comfort with a silent click.', {
          variants: [],
        }),
        p('Inkjet All-in-One Printer', 'Keyline', '1f5a8', 6999, 'Print, scan and copy over Wi-Fi from any phone.', {
          variants: [],
        }),
      ],
    },
    {
      name: 'Audio',
      slug: 'audio',
      emoji: '1f3a7',
      blurb: 'Tuned by our sound engineers for rich bass and clear vocals.',
      products: [
        p(
          'Noise Cancelling Headphones',
          'Sonic',
          '1f3a7',
          7999,
          'Adaptive noise cancelling and 40 hours of playback.',
          { featured: true },
        ),
        p(
          'Portable Bluetooth Speaker',
          'Sonic',
          '1f50a',
          2499,
          'Waterproof speaker with 12 hours of party-ready sound.',
        ),
        p('FM Radio Classic', 'Sonic', '1f4fb', 1199, 'Retro-styled radio with USB playback.'),
        p('Wired Earphones', 'Sonic', '1f3a7', 499, 'Tangle-free earphones with an in-line mic.', {
          countries: ['IN'],
        }),
      ],
    },
    {
      name: 'Cameras & Gaming',
      slug: 'cameras-gaming',
      emoji: '1f3ae',
      blurb: 'Genuine products with an Indian warranty card in the box.',
      products: [
        p('Mirrorless Camera Kit', 'Optix', '1f4f7', 54999, 'A 24 MP mirrorless camera with a 15-45 mm lens.', {
          stock: 1,
        }),
        p('Instant Print Camera', 'Optix', '1f4f8', 5999, 'Shoot and print credit-card-sized photos in seconds.'),
        p('Game Controller', 'Playzone', '1f3ae', 3499, 'Wireless controller with haptic feedback for PC and console.'),
        p('Smart LED TV 43 inch', 'Nova', '1f4fa', 27999, '4K HDR smart TV with built-in streaming apps.'),
        p('Smartwatch Fit', 'Voltix', '231a', 3999, 'Heart-rate, SpO2 and sleep tracking with a 10-day battery.'),
        p('Fast Charger 33W', 'Voltix', '1f50c', 999, 'USB-C fast charger that fills a phone in an hour.'),
        p('Power Bank 20000mAh', 'Voltix', '1f50b', 1799, 'Charges two phones at once, up to four times over.'),
      ],
    },
  ],
};
