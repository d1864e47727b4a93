import type { DELIVERY_PAGE_TEXT_EN } from '../delivery-pages';
import type { Translation } from '../language';

const TODAY = 'आज';
const TOMORROW = 'कल';

/** Hindi twin of texts/delivery-pages.ts (issue 33): the pincode check, delivery rows and the slot step. */
export const DELIVERY_PAGE_TEXT_HI: Translation<typeof DELIVERY_PAGE_TEXT_EN> = {
  check: {
    title: 'क्या हम आप तक डिलीवर करते हैं?',
    label: 'पिनकोड',
    placeholder: '560001',
    hint: 'आपका 6 अंकों का पिनकोड',
    submit: 'जाँचें',
    checking: 'जाँच रहे हैं...',
    fee: (fee: string) => `डिलीवरी शुल्क ${fee}`,
    freeDelivery: 'मुफ़्त डिलीवरी',
    freeFrom: (amount: string) => `${amount} या उससे ज़्यादा के ऑर्डर पर मुफ़्त`,
    minimum: (amount: string) => `कम से कम ऑर्डर ${amount}`,
    change: 'पिनकोड बदलें',
  },
  cart: {
    deliveryTo: (pincode: string) => `${pincode} पर डिलीवरी`,
    unavailable: 'उपलब्ध नहीं',
    addForFree: (amount: string) => `मुफ़्त डिलीवरी के लिए ${amount} का और सामान जोड़ें`,
  },
  checkout: {
    deliveryFee: 'डिलीवरी शुल्क',
    enterPincode: 'अपना पिनकोड डालें',
    checking: 'जाँच रहे हैं...',
    forPincode: (pincode: string) => `पिनकोड ${pincode} के लिए`,
    slotsTitle: 'डिलीवरी स्लॉट',
    slotsIntro: 'चुनें कि हम आपका ऑर्डर कब पहुँचाएँ। आपके भुगतान करने तक हम यह स्लॉट आपके लिए रोक कर रखते हैं।',
    slotsLegend: 'डिलीवरी स्लॉट चुनें',
    loadingSlots: 'डिलीवरी स्लॉट लोड हो रहे हैं…',
    slotsFailed: 'डिलीवरी स्लॉट लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
    noSlots: 'अगले 7 दिनों के सभी स्लॉट भर चुके हैं। कृपया बाद में फिर से कोशिश करें।',
    placesLeft: (n: number) => `${n} जगह बाक़ी`,
    today: (day: string) => `${TODAY}, ${day}`,
    tomorrow: (day: string) => `${TOMORROW}, ${day}`,
    earliest: (day: 'today' | 'tomorrow' | string, start: string, end: string) =>
      `${day === 'today' ? TODAY : day === 'tomorrow' ? TOMORROW : day} ${start}–${end}`,
  },
  order: {
    slot: 'डिलीवरी स्लॉट',
    slotLine: (slot: string) => `डिलीवरी स्लॉट: ${slot}`,
    deliveryFee: 'डिलीवरी शुल्क',
  },
};
