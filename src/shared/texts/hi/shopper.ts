import type { Translation } from '../language';
import type { SHOPPER_TEXT_EN } from '../shopper';
import { orderStatusLabelHi } from './order-status';

const items = (n: number) => `${n} सामान`;

/** Hindi twin of texts/shopper.ts (issue 33): the order page, the orders cards and the address book. */
export const SHOPPER_TEXT_HI: Translation<typeof SHOPPER_TEXT_EN> = {
  statusLabel: orderStatusLabelHi,
  order: {
    title: (id: number) => `ऑर्डर #${id}`,
    placedOn: (date: string) => `${date} को दिया गया`,
    loading: 'आपका ऑर्डर लोड हो रहा है',
    items: 'सामान',
    itemCount: items,
    quantityTimes: (quantity: number, price: string) => `${quantity} × ${price}`,
    summary: 'सारांश',
    itemsTotal: 'सामान का कुल',
    free: 'मुफ़्त',
    total: 'कुल',
    paymentMode: 'भुगतान',
    paidByCard: 'कार्ड से भुगतान किया',
    testPayment: 'टेस्ट भुगतान (डेमो दुकान: कोई पैसा नहीं कटा)',
    paymentId: 'भुगतान आईडी',
    deliverTo: 'डिलीवरी का पता',
    contact: 'संपर्क',
    timeline: 'ऑर्डर की स्थिति',
    placed: 'ऑर्डर दिया',
    cancel: 'ऑर्डर रद्द करें',
    cancelTitle: 'यह ऑर्डर रद्द करें?',
    cancelBody: 'सामान वापस शेल्फ़ पर चला जाएगा और आपका पैसा आपके कार्ड में वापस आ जाएगा।',
    keepOrder: 'ऑर्डर रहने दें',
    confirmCancel: 'हाँ, रद्द करें',
    cancelling: 'रद्द हो रहा है...',
    cancelled: 'आपका ऑर्डर रद्द कर दिया गया है',
    buyAgain: 'फिर से ख़रीदें',
    addingAgain: 'जोड़ रहे हैं...',
    allAdded: (n: number) => (n === 1 ? 'यह सामान फिर से आपके कार्ट में है' : `सभी ${n} सामान फिर से आपके कार्ट में हैं`),
    someAdded: (n: number) => `${items(n)} आपके कार्ट में जोड़ा गया`,
    noneAdded: 'इनमें से कोई भी सामान आपके कार्ट में नहीं जोड़ा जा सका',
    allInCart: (n: number) => (n === 1 ? 'यह सामान पहले से आपके कार्ट में है' : `सभी ${n} सामान पहले से आपके कार्ट में हैं`),
    notAdded: 'नहीं जोड़ा गया',
    reasons: {
      unavailable: 'अब नहीं बिकता',
      sold_out: 'स्टॉक ख़त्म',
      in_cart: 'पहले से आपके कार्ट में',
    },
    fewerAdded: (quantity: number, ordered: number) => `${ordered} में से ${quantity} (जितना स्टॉक बचा था)`,
    goToCart: 'कार्ट पर जाएँ',
    refund: 'रिफ़ंड',
    refundStates: {
      pending: 'रिफ़ंड हो रहा है',
      refunded: 'रिफ़ंड हो गया',
      failed: 'रिफ़ंड नहीं हो पाया: हमारी टीम फिर से कोशिश करेगी',
    },
    backToOrders: 'सभी ऑर्डर',
  },
  substitution: {
    label: 'अगर यह ख़त्म हो जाए',
    labelFor: (item: string) => ` — ${item}`,
    substitute: 'मिलता-जुलता सामान भेज दें',
    dontSubstitute: 'बदले में कुछ न भेजें',
    saved: (substitute: boolean) =>
      substitute
        ? 'सेव हो गया: अगर यह ख़त्म हो जाए, तो हम उसी या कम दाम का मिलता-जुलता सामान भेजेंगे'
        : 'सेव हो गया: अगर यह ख़त्म हो जाए, तो हम इसका पैसा वापस कर देंगे',
    noSubstitutes: 'बदले में कुछ नहीं',
    unavailable: 'उपलब्ध नहीं',
    unavailableRefund: (amount: string) => `उपलब्ध नहीं — ${amount} वापस किए गए`,
    substitutedWith: (item: string) => `बदले में भेजा गया: ${item}`,
    substitutedRefund: (item: string, amount: string) => `बदले में भेजा गया: ${item}, ${amount} वापस किए गए`,
    refundStates: {
      pending: (amount: string) => `${amount} का रिफ़ंड हो रहा है`,
      failed: (amount: string) => `${amount} के रिफ़ंड में देर: हमारी टीम फिर से कोशिश करेगी`,
    },
    refundedTotal: 'बदले गए सामान का रिफ़ंड',
  },
  cards: {
    label: 'आपके ऑर्डर',
    date: 'तारीख',
    status: 'स्थिति',
    total: 'कुल',
    view: (id: number) => `ऑर्डर #${id} देखें`,
  },
  addressBook: {
    title: 'सेव किए गए पते',
    intro: 'चेकआउट पर पता फिर से लिखने के बजाय इनमें से एक चुनें।',
    empty: 'अभी कोई पता सेव नहीं है। पता जोड़ने के लिए चेकआउट पर “यह पता अगली बार के लिए सेव करें” चुनें।',
    delete: 'हटाएँ',
    deleteLabel: (line: string) => `पता ${line} हटाएँ`,
    deleted: 'पता हटा दिया गया',
    loading: 'आपके पते लोड हो रहे हैं',
    useSaved: 'सेव किया गया पता इस्तेमाल करें',
    choose: 'पता चुनें',
    save: 'यह पता अगली बार के लिए सेव करें',
    saved: 'पता आपकी एड्रेस बुक में सेव हो गया',
    notSaved: 'आपका ऑर्डर हो गया, पर पता सेव नहीं हो सका',
  },
};
