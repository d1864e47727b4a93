import type { Translation } from '../language';
import type { SHOPPING_TEXT } from '../shopping';

const KINDS = { size: 'साइज़', RAM: 'RAM', weight: 'वज़न' } as const;
/** Order statuses as the API names them (pending, out_for_delivery …), shown with spaces as in English. */
const status = (value: string) => value.replace(/_/g, ' ');

/** Hindi twin of texts/shopping.ts (issue 33). */
export const SHOPPING_TEXT_HI: Translation<typeof SHOPPING_TEXT> = {
  cards: {
    numberMissing: 'कृपया अपना कार्ड नंबर डालें',
    invalidNumber: 'कृपया सही कार्ड नंबर डालें',
    notATestCard: 'यह डेमो दुकान है: दिखाए गए टेस्ट कार्ड में से एक इस्तेमाल करें',
    invalidExpiry: 'कृपया एक्सपायरी तारीख MM/YY में डालें',
    expired: 'इस कार्ड की मियाद ख़त्म हो गई है: कृपया ऐसी एक्सपायरी तारीख डालें जो बीती न हो',
    invalidCvc: 'कृपया 3 या 4 अंकों का CVC डालें',
  },
  shopping: {
    alreadyInMyList: 'यह सामान पहले से मेरी लिस्ट में है',
    myListItemNotFound: 'यह सामान आपकी लिस्ट में नहीं है',
    cartItemNotFound: 'यह सामान आपके कार्ट में नहीं है',
    outOfStock: 'यह सामान स्टॉक में नहीं है',
    chooseVariant: (kind: 'size' | 'RAM' | 'weight') => `कृपया ${KINDS[kind]} चुनें`,
    variantNotOffered: (kind: 'size' | 'RAM' | 'weight', value: string) => `इस सामान में ${KINDS[kind]} "${value}" नहीं है`,
    chooseOption: 'कृपया एक विकल्प चुनें',
    variantNotFound: 'इस सामान में ऐसा कोई विकल्प नहीं है',
    notEnoughStock: (title: string, left: number) => `"${title}" स्टॉक में सिर्फ़ ${left} बचे हैं; कृपया मात्रा बदलें`,
    insufficientFunds: 'आपके कार्ड में पर्याप्त पैसे नहीं हैं',
    paymentNotFound: 'यह भुगतान मौजूद नहीं है',
    paymentNotVerified: 'भुगतान की पुष्टि नहीं हो सकी',
    paymentAlreadyPaid: 'यह भुगतान पहले ही पूरा हो चुका है',
    paymentRefunded: 'यह भुगतान वापस कर दिया गया; कृपया फिर से चेकआउट करें',
    paymentRefundPending: 'इस भुगतान से ऑर्डर नहीं बना और इसका रिफ़ंड चल रहा है; अगर आपको सामान अब भी चाहिए तो फिर से चेकआउट करें',
    paymentRefundDelayed: 'इस भुगतान से ऑर्डर नहीं बना और इसके रिफ़ंड में देर है: हमारी टीम को बता दिया गया है, वह रिफ़ंड करेगी',
    paymentSettledByTeam: 'इस भुगतान से ऑर्डर नहीं बना और हमारी टीम ने इसे निपटा दिया है; कृपया फिर से चेकआउट करें',
    paymentPlacedOrder: 'इस भुगतान से आपका ऑर्डर पहले ही बन चुका है: मेरे ऑर्डर देखें',
    paymentNoFailedRefund: 'इस भुगतान का कोई अटका हुआ रिफ़ंड नहीं है जिसे फिर से किया जाए',
    paymentNotInReview: 'यह भुगतान जाँच के इंतज़ार में नहीं है',
    paymentRefundRetryLater: 'पेमेंट सर्विस ने जवाब नहीं दिया। रिफ़ंड बाक़ी है और हर कुछ मिनट में अपने-आप फिर कोशिश होगी।',
    paymentRefundRefusedAgain:
      'पेमेंट सर्विस ने रिफ़ंड फिर से मना कर दिया। उसके डैशबोर्ड में भुगतान देखें, फिर यहाँ उसे निपटा हुआ मार्क करें।',
    providerUnavailable: 'पेमेंट सर्विस अभी उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',
    soldOut: (title: string) => `माफ़ कीजिए, आपके भुगतान के दौरान "${title}" बिक गया। आपका पैसा वापस कर दिया जाएगा।`,
    cartChanged: 'भुगतान के बाद आपका कार्ट बदल गया। आपका पैसा वापस कर दिया जाएगा; कृपया फिर से चेकआउट करें।',
    orderNotFound: 'यह ऑर्डर मौजूद नहीं है',
    orderCancelOnlyPending: 'यह ऑर्डर तैयार हो रहा है और अब यहाँ से कैंसल नहीं हो सकता',
    orderTransitionRefused: (from: string, to: string) =>
      `यह ऑर्डर ${status(from)} है: इसे ${status(to)} में नहीं बदला जा सकता`,
    refundNotCancelled: 'यह ऑर्डर कैंसल नहीं हुआ है: वापस करने को कुछ नहीं है',
    refundAlreadyDone: 'इस ऑर्डर का रिफ़ंड पहले ही हो चुका है',
    refundNone: 'इस ऑर्डर का कोई रिफ़ंड बाक़ी नहीं है: वापस करने को कुछ नहीं है',
    refundInProgress: 'यह रिफ़ंड पहले से चल रहा है; अगर पूरा न हो तो एक मिनट बाद फिर कोशिश करें',
    refundFailed: 'पेमेंट सर्विस ने रिफ़ंड नहीं लिया। ऑर्डर कैंसल ही रहेगा और उसका रिफ़ंड असफल मार्क रहेगा; कृपया बाद में फिर कोशिश करें।',
    orderLineNotFound: 'इस ऑर्डर में ऐसा कोई सामान नहीं है',
    orderLinesLocked: (value: string) => `यह ऑर्डर ${status(value)} है: इसके सामान सिर्फ़ कन्फ़र्म या पैक होने तक बदले जा सकते हैं`,
    lineAlreadyUnavailable: 'यह सामान पहले ही उपलब्ध नहीं मार्क हो चुका है',
    lineAlreadySubstituted: 'इस सामान की जगह पहले ही दूसरा सामान दिया जा चुका है',
    outOfStockNeedsStock:
      'आपकी भूमिका स्टॉक नहीं बदल सकती: सामान को “स्टॉक में नहीं” के बिना उपलब्ध नहीं मार्क करें, या स्टॉक संभालने वाले से कहें',
    lineAdjustedNoSubstitute:
      'इस सामान की कुछ इकाइयाँ पहले ही ऑर्डर से हटाई जा चुकी हैं: बदलने के बजाय बाक़ी को उपलब्ध नहीं मार्क करें',
    lineNoSubstitutes: 'ग्राहक ने इस सामान के लिए “बदलें नहीं” चुना है: इसे उपलब्ध नहीं मार्क करें',
    substituteSameVariant: 'ऑर्डर किए गए सामान या पैक से अलग कोई चुनें',
    substituteNotFound: 'यह सामान या पैक बिक्री पर नहीं है',
    substituteDearer: (price: number) =>
      `बदले में दिया सामान ऑर्डर किए सामान से महँगा नहीं हो सकता (Rs ${price.toLocaleString('en-IN')} प्रति नग)`,
    substituteShort: (title: string, left: number) => `"${title}" स्टॉक में सिर्फ़ ${left} बचे हैं: बदलने के लिए काफ़ी नहीं`,
    lineNotChanged: 'यह सामान बदला नहीं गया है: वापस करने को कुछ नहीं है',
    lineRefundNone: 'इस सामान का कोई रिफ़ंड नहीं: बदले में दिया सामान उतने का ही है',
    lineRefundAlreadyDone: 'इस सामान का रिफ़ंड पहले ही हो चुका है',
    lineRefundFailed: 'पेमेंट सर्विस ने रिफ़ंड नहीं लिया। इस सामान का रिफ़ंड असफल मार्क रहेगा; कृपया बाद में फिर कोशिश करें।',
    addressNotFound: 'यह पता आपकी पता-सूची में नहीं है',
    addressDeleted: 'पता हटा दिया गया',
    addressBookFull: (max: number) => `आपकी पता-सूची भर गई है (${max} पते): पहले एक हटाएँ`,
    alreadyReviewed: 'आप इस सामान का रिव्यू पहले ही लिख चुके हैं',
    webhookSignature: 'वेबहुक का सिग्नेचर मान्य नहीं है',
    webhooksOff: 'पेमेंट वेबहुक सेट नहीं हैं',
    webhookNotRazorpay: 'वेबहुक का डेटा Razorpay इवेंट नहीं है',
    testPaymentOff: 'टेस्ट कार्ड भुगतान बंद है: कोई दूसरी पेमेंट सर्विस सेट है',
    outOfStockNamed: (title: string) => `यह सामान स्टॉक में नहीं है: "${title}"`,
    reviewTooLong: (max: number) => `रिव्यू ज़्यादा से ज़्यादा ${max} अक्षर का हो सकता है`,
  },
};
