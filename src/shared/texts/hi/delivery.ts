import type { DELIVERY_TEXT_EN } from '../delivery';
import type { Translation } from '../language';
import { rupees, SLOT_HOLD_MINUTES } from './format';

/** Hindi twin of texts/delivery.ts (issue 33): delivery's answers to shoppers. */
export const DELIVERY_TEXT_HI: Translation<typeof DELIVERY_TEXT_EN> = {
  badPincode: 'कृपया सही 6 अंकों का पिनकोड डालें',
  notServed: (pincode: string) => `माफ़ कीजिए, हम अभी ${pincode} पर डिलीवर नहीं करते`,
  served: (pincode: string) => `हम ${pincode} पर डिलीवर करते हैं`,
  slotUnknown: 'यह डिलीवरी स्लॉट मौजूद नहीं है',
  slotNotInZone: 'यह डिलीवरी स्लॉट आपके पिनकोड के लिए नहीं है',
  slotFull: 'यह डिलीवरी स्लॉट अभी-अभी भर गया। कृपया कोई दूसरा स्लॉट चुनें।',
  slotPastCutoff: 'इस डिलीवरी स्लॉट की बुकिंग का समय निकल गया। कृपया कोई दूसरा स्लॉट चुनें।',
  slotClosed: 'हम इस दिन डिलीवरी नहीं करते। कृपया कोई दूसरा स्लॉट चुनें।',
  slotOutOfRange: 'इस डिलीवरी स्लॉट की बुकिंग अभी शुरू नहीं हुई। कृपया अगले 7 दिनों में से कोई स्लॉट चुनें।',
  holdsFromAddress:
    'आपके नेटवर्क से अभी बहुत सारे चेकआउट भुगतान के इंतज़ार में हैं। कृपया उनमें से एक पूरा करें, या कुछ मिनट बाद फिर से कोशिश करें।',
  holdUnknown: `आपका डिलीवरी स्लॉट ${SLOT_HOLD_MINUTES} मिनट तक रोका गया था और अब छोड़ दिया गया है। कृपया फिर से स्लॉट चुनें।`,
  pincodeRequired: 'कृपया डिलीवरी के पते का पिनकोड डालें',
  belowMinimum: (minimum: number, missing: number) =>
    `आपके पिनकोड पर डिलीवरी के लिए कम से कम ${rupees(minimum)} का ऑर्डर चाहिए: कृपया ${rupees(missing)} का और सामान जोड़ें`,
  slotRequired: 'कृपया डिलीवरी स्लॉट चुनें',
  zoneChanged:
    'आपका डिलीवरी पिनकोड उस डिलीवरी इलाक़े में नहीं है जिसके लिए आपने भुगतान किया था। आपका पैसा वापस कर दिया जाएगा; कृपया फिर से चेकआउट करें।',
  slotLostWhilePaying:
    'माफ़ कीजिए, आपके भुगतान के दौरान आपका डिलीवरी स्लॉट किसी और ने ले लिया। आपका पैसा वापस कर दिया जाएगा; कृपया कोई दूसरा स्लॉट चुनें।',
  slotLabel: (day: string, start: string, end: string) => `${day}, ${start}–${end}`,
  reasons: {
    full: 'भर गया',
    cutoff: 'बुकिंग बंद',
    closed: 'बंद',
  },
};
