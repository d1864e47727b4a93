import type { Translation } from '../language';
import type { ORDER_MAIL_TEXT_EN } from '../order-mail';

/** The order e-mails in Hindi (texts/order-mail.ts): registered by the server only, never sent to a page. */
export const ORDER_MAIL_TEXT_HI: Translation<typeof ORDER_MAIL_TEXT_EN> = {
  helloName: (name: string) => `नमस्ते ${name},`,
  hello: 'नमस्ते,',
  signature: (shop: string) => `— ${shop}`,
  orderLabel: (id: number) => `ऑर्डर #${id}`,
  viewOrder: 'अपना ऑर्डर और उसकी स्थिति यहाँ देखें:',
  placed: {
    subject: (shop: string, id: number) => `आपका ${shop} ऑर्डर #${id} मिल गया है`,
    intro: (id: number) => `ऑर्डर #${id} के लिए धन्यवाद। ऑर्डर कन्फ़र्म होते ही हम आपको फिर ईमेल करेंगे।`,
    lines: 'आपने क्या ऑर्डर किया',
    item: 'सामान',
    quantity: 'मात्रा',
    price: 'कीमत',
    amount: 'रकम',
    each: 'प्रति नग',
    subtotal: 'सबटोटल',
    delivery: 'डिलीवरी',
    deliveryFree: 'मुफ़्त',
    total: 'कुल',
    address: 'डिलीवरी का पता',
    phone: (phone: string) => `फ़ोन: ${phone}`,
  },
  confirmed: {
    subject: (shop: string, id: number) => `आपका ${shop} ऑर्डर #${id} कन्फ़र्म हो गया है`,
    body: (id: number) => `अच्छी ख़बर: हमने आपका ऑर्डर #${id} कन्फ़र्म कर दिया है और उसे तैयार कर रहे हैं।`,
  },
  outForDelivery: {
    subject: (shop: string, id: number) => `आपका ${shop} ऑर्डर #${id} डिलीवरी के लिए निकल चुका है`,
    body: (id: number) => `आपका ऑर्डर #${id} आप तक पहुँचने के रास्ते में है। कृपया अपना फ़ोन पास रखें।`,
    address: 'यह यहाँ पहुँचेगा:',
  },
  delivered: {
    subject: (shop: string, id: number) => `आपका ${shop} ऑर्डर #${id} डिलीवर हो गया है`,
    body: (id: number) => `आपका ऑर्डर #${id} डिलीवर हो गया है। हमारे साथ ख़रीदारी करने के लिए धन्यवाद!`,
  },
  cancelled: {
    subject: (shop: string, id: number) => `आपका ${shop} ऑर्डर #${id} कैंसल हो गया है`,
    body: (id: number) => `आपका ऑर्डर #${id} कैंसल कर दिया गया है।`,
    refund: (amount: string) =>
      `हम ${amount} उसी तरीके से वापस भेज रहे हैं जिससे आपने भुगतान किया था; बैंक में दिखने में कुछ कामकाजी दिन लग सकते हैं।`,
  },
  lineChanged: {
    subject: (shop: string, id: number) => `आपके ${shop} ऑर्डर #${id} में एक सामान बदला गया है`,
    item: (item: string, quantity: number) => `${item} × ${quantity}`,
    unavailable: (item: string) => `माफ़ कीजिए: ${item} उपलब्ध नहीं है, इसलिए यह आपके ऑर्डर में नहीं आएगा।`,
    substituted: (item: string, substitute: string, price: string) =>
      `${item} उपलब्ध नहीं था, इसलिए हम उसकी जगह ${substitute} भेज रहे हैं, ${price} प्रति नग।`,
    refund: (amount: string) =>
      `हम ${amount} उसी तरीके से वापस भेज रहे हैं जिससे आपने भुगतान किया था; बैंक में दिखने में कुछ कामकाजी दिन लग सकते हैं।`,
    samePrice: 'बदले में आया सामान उतनी ही कीमत का है, इसलिए आपका कुल बिल नहीं बदलेगा।',
  },
  adjusted: {
    subject: (shop: string, id: number) => `आपके ${shop} ऑर्डर #${id} में बदलाव किया गया है`,
    reduced: (items: string) => `आपका ऑर्डर किया पूरा सामान हमें नहीं मिला, इसलिए हमने ये हटा दिए हैं: ${items}।`,
    returned: (items: string) => `हमने आपका लौटाया सामान वापस ले लिया है: ${items}।`,
    goodwill: (amount: string) => `हमें अफ़सोस है कि सब कुछ ठीक से नहीं हुआ: हम आपको ${amount} वापस दे रहे हैं।`,
    refund: (amount: string) =>
      `हम ${amount} उसी तरीके से वापस भेज रहे हैं जिससे आपने भुगतान किया था; बैंक में दिखने में कुछ कामकाजी दिन लग सकते हैं।`,
    offCollect: (amount: string) => `डिलीवरी के समय आपको ${amount} कम देने होंगे।`,
  },
  total: (amount: string) => `ऑर्डर का कुल: ${amount}`,
  slot: (label: string) => `डिलीवरी: ${label}`,
  deliveryFee: (amount: string) => `डिलीवरी फ़ीस: ${amount}`,
  slotReleased: (label: string) => `आपका डिलीवरी स्लॉट (${label}) भी कैंसल हो गया है।`,
};
