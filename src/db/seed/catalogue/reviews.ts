/** Material for the demo reviews: who wrote them and what they said, by how happy they were. */

export const reviewerNames = [
  'Aarav Sharma',
  'Priya Nair',
  'Rohan Mehta',
  'Ananya Iyer',
  'Vikram Singh',
  'Sneha Kulkarni',
  'Arjun Reddy',
  'Kavya Menon',
  'Rahul Verma',
  'Isha Gupta',
  'Aditya Rao',
  'Meera Pillai',
  'Karan Malhotra',
  'Divya Joshi',
  'Siddharth Bose',
  'Neha Kapoor',
  'Farhan Qureshi',
  'Pooja Desai',
  'Nikhil Agarwal',
  'Lakshmi Subramanian',
  'Zoya Khan',
  'Manish Patel',
  'Ritu Chatterjee',
  'Harpreet Kaur',
  'Tenzin Dorjee',
  'Emily Clarke',
  'James Wilson',
  'Olivia Brown',
  'Daniel Murphy',
  'Sara Fernandes',
  'Joseph Thomas',
  'Aisha Rahman',
  'Gaurav Mishra',
  'Shreya Ghosh',
  'Yusuf Ali',
  'Nandini Hegde',
  'Varun Bhat',
  'Anjali Saxena',
  'Kabir Sethi',
  'Fatima Sheikh',
] as const;

export type Mood = 'great' | 'good' | 'mixed' | 'poor';

export const moodOf = (rating: number): Mood =>
  rating >= 4.5 ? 'great' : rating >= 3.5 ? 'good' : rating >= 2.5 ? 'mixed' : 'poor';

/** Texts that fit any product; `food` and `goods` add ones that fit only those. */
export const reviewTexts: Record<'any' | 'food' | 'goods', Record<Mood, readonly string[]>> = {
  any: {
    great: [
      'Absolutely love it. Will definitely order again.',
      'Excellent quality and arrived well before the promised time.',
      'Exactly as described. Five stars from our family!',
      'Best purchase this month, worth every rupee.',
    ],
    good: [
      'Good quality for the price. Happy with it.',
      'Nice product, delivery was quick and the packing was neat.',
      'Does what it says. Would buy again when on offer.',
      'Pretty good overall, only a small thing or two I would change.',
    ],
    mixed: [
      'It is okay. Nothing special, but nothing wrong either.',
      'Average. I expected a little more for this price.',
      'Decent, but the packaging could be better.',
    ],
    poor: [
      'Not happy with this one. Will try another brand next time.',
      'Disappointed: it did not match the description.',
      'Arrived late and the quality was below what I expected.',
    ],
  },
  food: {
    great: ['So fresh and tasty, just like from the local market.', 'The whole family loved it. Tastes homemade.'],
    good: ['Fresh and well packed. Taste is good.', 'Good taste and a sensible pack size.'],
    mixed: ['Taste is fine but it was not as fresh as last time.', 'Quality varies a bit from order to order.'],
    poor: ['Was not fresh when it arrived.', 'Did not like the taste at all.'],
  },
  goods: {
    great: ['Build quality is superb and it looks even better in person.', 'Fits perfectly and feels premium.'],
    good: ['Solid build and works well so far.', 'Good value; the finish is nice.'],
    mixed: ['Works, but feels a bit cheap in the hand.', 'Size runs slightly off, check the chart before ordering.'],
    poor: ['Stopped working properly after a week.', 'The material feels flimsy.'],
  },
};

/** Categories whose reviews talk about taste and freshness. */
export const foodCategories = new Set([
  'fruits-vegetables',
  'dairy-eggs',
  'bakery',
  'beverages',
  'snacks-sweets',
  'pantry-staples',
]);
