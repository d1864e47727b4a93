import type { DECLARATIONS_TEXT_EN } from '../declarations';
import type { Translation } from '../language';

/** Hindi twin of texts/declarations.ts's product-page texts (issue 33). */
export const DECLARATIONS_TEXT_HI: Translation<typeof DECLARATIONS_TEXT_EN> = {
  heading: 'घोषणाएँ',
  roles: { manufacturer: 'निर्माता', packer: 'पैक करने वाला', importer: 'आयातक' },
  countryOfOrigin: 'मूल देश',
  genericName: 'सामान्य नाम',
  netQuantity: 'कुल मात्रा',
  mrp: 'एमआरपी',
  inclTaxes: '(सभी टैक्स सहित)',
  unitPrice: 'प्रति यूनिट बिक्री मूल्य',
  bestBefore: 'इससे पहले इस्तेमाल करें',
  consumerCare: 'ग्राहक सहायता',
  forPack: (label: string) => `${label} पैक के लिए`,
  notDeclared: 'घोषित नहीं',
};
