import type { GST_TEXT_EN } from '../gst';
import type { Translation } from '../language';
import { rupees } from './format';

/** Hindi twin of texts/gst.ts's shopper texts (issue 33). */
export const GST_TEXT_HI: Translation<typeof GST_TEXT_EN> = {
  chooseState: 'राज्य या केंद्र शासित प्रदेश चुनें',
  stateUnknown: 'कृपया भारत का कोई राज्य या केंद्र शासित प्रदेश चुनें',
  stateNotPincode: (state: string, pincode: string) => `पिनकोड ${pincode}, ${state} में नहीं है: कृपया राज्य या पिनकोड जाँच लें`,
  includesGst: (paise: number) =>
    `GST ${rupees(Math.trunc(paise / 100))}.${String(paise % 100).padStart(2, '0')} शामिल है`,
};
