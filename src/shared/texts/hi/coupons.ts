import type { COUPON_TEXT_EN } from '../coupons';
import type { Translation } from '../language';
import { rupees } from './format';

/** Hindi twin of texts/coupons.ts (issue 33): the code box, its refusals and the discount lines. */
export const COUPON_TEXT_HI: Translation<typeof COUPON_TEXT_EN> = {
  codeLabel: 'कूपन कोड',
  codePlaceholder: 'कूपन कोड डालें',
  apply: 'लगाएँ',
  remove: 'हटाएँ',
  applied: (code: string) => `कूपन ${code} लग गया`,
  removed: 'कूपन हटा दिया गया',
  discounts: 'छूट',
  totalAfterDiscounts: 'छूट के बाद कुल',
  discountLine: (label: string) => `छूट (${label})`,
  freeDelivery: 'मुफ़्त डिलीवरी',
  refusals: {
    unknown: (code: string) => `${code} सही कूपन कोड नहीं है`,
    paused: (code: string) => `${code} अभी उपलब्ध नहीं है`,
    notYetValid: (code: string) => `${code} अभी लागू नहीं हुआ है`,
    expired: (code: string) => `${code} की मियाद ख़त्म हो गई है`,
    minimumOrder: (code: string, missing: number) => `${code} इस्तेमाल करने के लिए ${rupees(missing)} का और सामान जोड़ें`,
    usedUp: (code: string) => `${code} जितनी बार इस्तेमाल हो सकता था, हो चुका है`,
    usedByYou: (code: string) => `आप ${code} को जितनी बार इस्तेमाल कर सकते थे, कर चुके हैं`,
    firstOrderOnly: (code: string) => `${code} सिर्फ़ आपके पहले ऑर्डर के लिए है`,
  },
  codeRequired: 'कृपया कूपन कोड डालें',
  noLongerApplies: (reason: string) => `${reason}। आगे बढ़ने के लिए कृपया कूपन हटाएँ।`,
  lostWhilePaying: (code: string) =>
    `माफ़ कीजिए, आपके भुगतान के दौरान कूपन ${code} इस्तेमाल नहीं हो सका। आपका पैसा वापस कर दिया जाएगा; कृपया फिर से चेकआउट करें।`,
};
