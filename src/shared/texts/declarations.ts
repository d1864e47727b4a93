import { translatable } from './language';
/**
 * What a product page must declare (issue 30 §3, decision 056): the shop's Declarations block and veg / non-veg
 * mark (`DECLARATIONS_TEXT`), the back office's Declarations section and list flag (`ADMIN_DECLARATIONS_TEXT`),
 * and the validation messages the API, the CSV import and the form share.
 */
export const DECLARATIONS_TEXT_EN = {
  heading: 'Declarations',
  /** The maker's role as the label printed on a pack says it. */
  roles: { manufacturer: 'Manufactured by', packer: 'Packed by', importer: 'Imported by' },
  countryOfOrigin: 'Country of origin',
  genericName: 'Common or generic name',
  netQuantity: 'Net quantity',
  mrp: 'MRP',
  inclTaxes: '(incl. of all taxes)',
  unitPrice: 'Unit sale price',
  bestBefore: 'Best before / use by',
  consumerCare: 'Consumer care',
  /** Before the selected pack's facts when the product has several packs: "For the 500 g pack". */
  forPack: (label: string) => `For the ${label} pack`,
  notDeclared: 'Not declared',
} as const;

export const DECLARATIONS_TEXT: typeof DECLARATIONS_TEXT_EN = translatable('declarations', DECLARATIONS_TEXT_EN);

/** The API's, the CSV import's and the form's refusals (the field's name comes before them). */
export const DECLARATIONS_VALIDATION_TEXT = {
  tooLong: (max: number) => `must be at most ${max} characters`,
  email: 'must be an e-mail address such as care@example.com',
  phone: 'must be a phone number (digits, spaces, +, - and brackets)',
  role: 'must be manufacturer, packer or importer',
} as const;

export const ADMIN_DECLARATIONS_TEXT = {
  section: 'Declarations',
  sectionHint:
    'What the law asks a product page to show. Net quantity and MRP come from each pack; country of origin and veg or non-veg from Facts.',
  makerRole: 'Made by',
  roles: { manufacturer: 'Manufacturer', packer: 'Packer', importer: 'Importer' },
  makerName: 'Maker’s name',
  makerAddress: 'Maker’s address',
  genericName: 'Common or generic name',
  genericNameHint: 'What the product is, e.g. "Basmati rice".',
  bestBefore: 'Best before / use by',
  bestBeforeHint: 'E.g. "Best before 6 months from packaging". Required for food.',
  carePhone: 'Consumer care phone',
  careEmail: 'Consumer care e-mail',
  careHint: 'Empty: the shop’s phone and e-mail from the store settings.',
  /** The product list's badge and filter. */
  missingBadge: 'Declarations missing',
  missingFilter: 'Declarations missing only',
} as const;
