/**
 * The demo catalogue's GST (issue 30 §2, docs/decisions/053): an HSN code and rate per sub-category, as an Indian
 * grocer's accountant would file them under today's slabs — unbranded staples, fresh produce, milk and eggs nil;
 * packaged foods 5 %; soaps, toothpaste, detergents and electronics 18 %; aerated and sugared drinks 40 % — and the
 * few products that differ from their shelf (a salt, an oil, the water among the sodas). Made-up brands, real codes.
 */
type Gst = { hsnCode: string; gstRateBps: number };

const nil = (hsnCode: string): Gst => ({ hsnCode, gstRateBps: 0 });
const five = (hsnCode: string): Gst => ({ hsnCode, gstRateBps: 500 });
const eighteen = (hsnCode: string): Gst => ({ hsnCode, gstRateBps: 1800 });
const forty = (hsnCode: string): Gst => ({ hsnCode, gstRateBps: 4000 });

const BY_SUB_CATEGORY: Readonly<Record<string, Gst>> = {
  breads: nil('19059010'),
  'cakes-pastries': five('19059020'),
  'cookies-rusks': five('19053100'),
  tea: five('09024020'),
  coffee: five('09012190'),
  juices: five('20098990'),
  'soft-drinks-water': forty('22021010'),
  milk: nil('04011000'),
  'cheese-paneer': five('04069000'),
  'curd-yogurt': five('04031000'),
  'butter-cream': five('04051000'),
  eggs: nil('04072100'),
  mobiles: eighteen('85171300'),
  'laptops-computers': eighteen('84713010'),
  audio: eighteen('85183000'),
  'cameras-gaming': eighteen('85258900'),
  'mens-clothing': five('62052000'),
  'womens-clothing': five('62044200'),
  footwear: five('64041900'),
  accessories: eighteen('42022210'),
  'fresh-fruits': nil('08109090'),
  'fresh-vegetables': nil('07099990'),
  'herbs-greens': nil('07099990'),
  'exotic-fruits': nil('08109090'),
  'cleaning-supplies': eighteen('34022090'),
  laundry: eighteen('34022010'),
  'kitchen-dining': five('73239390'),
  'home-essentials': eighteen('39249090'),
  'bath-body': eighteen('34011190'),
  'hair-care': eighteen('33051090'),
  'oral-care': eighteen('33061020'),
  'skin-grooming': eighteen('33049910'),
  'chips-namkeen': five('21069099'),
  'chocolates-sweets': five('18063200'),
  'nuts-dry-fruits': five('08134090'),
  'rice-grains': nil('10063090'),
  'atta-flours': nil('11010000'),
  'dals-pulses': nil('07139090'),
  'oils-spices': five('09109990'),
};

/** Products whose own HSN differs from their shelf's: a word of their name, on their shelf. */
const BY_NAME: readonly [string, RegExp, Gst][] = [
  ['soft-drinks-water', /\bwater\b/i, five('22011010')],
  ['juices', /\bcoconut water\b/i, five('22029920')],
  ['coffee', /\bchocolate\b/i, five('18069010')],
  ['oils-spices', /\bolive oil\b/i, five('15091000')],
  ['oils-spices', /\bgroundnut oil\b/i, five('15081000')],
  ['oils-spices', /\bsalt\b/i, nil('25010020')],
  ['oils-spices', /\bketchup\b/i, five('21032000')],
  ['oils-spices', /\bpasta\b/i, five('19021900')],
  ['butter-cream', /\bghee\b/i, five('04059020')],
  ['cheese-paneer', /\bpaneer\b/i, nil('04069000')],
];

export function gstFor(subSlug: string, productName: string): Gst {
  const own = BY_NAME.find(([sub, word]) => sub === subSlug && word.test(productName));
  return own?.[2] ?? BY_SUB_CATEGORY[subSlug] ?? nil('');
}
