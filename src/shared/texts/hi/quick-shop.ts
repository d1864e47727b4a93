import type { Translation } from '../language';
import type { QUICK_SHOP_TEXT } from '../quick-shop';

/** Hindi twin of texts/quick-shop.ts (issue 33). */
export const QUICK_SHOP_TEXT_HI: Translation<typeof QUICK_SHOP_TEXT> = {
  quickShop: {
    decreaseLabel: (name: string) => `एक ${name} कम करें`,
    increaseLabel: (name: string) => `एक और ${name} डालें`,
    inCartLabel: (name: string) => `कार्ट में ${name}`,
    maxPerOrder: (max: number) => `एक ऑर्डर में यह सामान ज़्यादा से ज़्यादा ${max} ले सकते हैं`,
    maxPerOrderNamed: (title: string, max: number) =>
      `एक ऑर्डर में "${title}" ज़्यादा से ज़्यादा ${max} ले सकते हैं; कृपया मात्रा बदलें`,
    stepToCome: 'अभी बाक़ी',
    next: {
      title: 'आगे क्या होगा',
      confirm: 'हम आपका ऑर्डर जाँचकर कन्फ़र्म करते हैं, आमतौर पर कुछ ही मिनटों में।',
      slot: (slot: string) => `हम इसे ${slot} डिलीवर करेंगे।`,
      noSlot: 'पैक होते ही हम इसे डिलीवर करेंगे।',
      mails: 'कन्फ़र्म होने पर, रास्ते में होने पर और डिलीवर होने पर हम आपको ईमेल करेंगे।',
      payAtDoor: 'दरवाज़े पर नकद या UPI से भुगतान करें।',
      cancel: 'मन बदल गया? कन्फ़र्म होने तक आप इसे यहाँ कैंसल कर सकते हैं।',
    },
    maxPerOrderField: 'एक ऑर्डर में ज़्यादा से ज़्यादा',
    maxPerOrderHint: 'खाली: स्टॉक के सिवा कोई सीमा नहीं',
    maxPerOrderInvalid: (limit: number) => `1 से ${limit} तक पूरी संख्या डालें, या खाली छोड़ें`,
  },
};
