import type { BACK_IN_STOCK_TEXT_EN } from '../back-in-stock';
import type { Translation } from '../language';

/** "Notify me" and the back-in-stock e-mail in Hindi (texts/back-in-stock.ts): the server's and the Hindi chunk's. */
export const BACK_IN_STOCK_TEXT_HI: Translation<typeof BACK_IN_STOCK_TEXT_EN> = {
  notifyMe: 'स्टॉक में आने पर बताएँ',
  notifyMeHint: 'यह पैक स्टॉक में वापस आते ही हम आपको एक बार ईमेल करेंगे।',
  requested: 'स्टॉक में वापस आते ही हम आपको ईमेल करेंगे।',
  cancel: 'मुझे न बताएँ',
  cancelled: 'इस पैक के बारे में आपको ईमेल नहीं आएगा।',
  signIn: 'स्टॉक में वापस आने की ख़बर पाने के लिए कृपया साइन इन करें',
  inStock: 'यह पैक स्टॉक में है: इसके बजाय इसे कार्ट में डालें',
  variantNotFound: 'यह पैक नहीं मिला',
  requestNotFound: 'आप इस पैक का इंतज़ार नहीं कर रहे हैं (हो सकता है यह पहले ही स्टॉक में आ गया हो)',
  tooMany: (max: number) => `आप पहले से ${max} पैक का इंतज़ार कर रहे हैं: पहले किसी प्रोडक्ट पेज से एक हटाएँ`,
  mail: {
    subject: (shop: string, item: string) => `${shop} पर फिर से स्टॉक में: ${item}`,
    greeting: (name: string) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
    intro: (item: string) => `${item} फिर से स्टॉक में है। पैक जल्दी ख़त्म हो जाते हैं: अभी ऑर्डर कर लें।`,
    open: 'दुकान में देखें:',
    once: 'आपने एक बार बताने को कहा था; यह वही ईमेल है। अगर ऑर्डर करने से पहले यह फिर ख़त्म हो जाए, तो प्रोडक्ट पेज पर फिर से कहें।',
  },
};
