import type { Translation } from '../language';
import type { NEWSLETTER_TEXT_EN } from '../newsletter';

/** The newsletter's answers, e-mails and two pages in Hindi (texts/newsletter.ts): the server's and the Hindi chunk's. */
export const NEWSLETTER_TEXT_HI: Translation<typeof NEWSLETTER_TEXT_EN> = {
  checkInbox: 'धन्यवाद! हमने आपको एक लिंक ईमेल किया है, कृपया उससे अपना सब्सक्रिप्शन कन्फ़र्म करें।',
  confirmed: 'आपका सब्सक्रिप्शन कन्फ़र्म हो गया है। स्वागत है!',
  linkInvalid: 'यह लिंक सही नहीं है या इसकी मियाद ख़त्म हो गई है। कृपया किसी भी पेज के नीचे से फिर से सब्सक्राइब करें।',
  unsubscribed: 'आपका सब्सक्रिप्शन बंद हो गया है, अब आपको न्यूज़लेटर नहीं मिलेगा।',
  mail: {
    subject: (shop: string) => `${shop} का सब्सक्रिप्शन कन्फ़र्म करें`,
    intro: (shop: string) => `किसी ने, शायद आपने ही, इस पते पर ${shop} का न्यूज़लेटर पाने के लिए कहा है। कृपया इस लिंक से कन्फ़र्म करें:`,
    validity: 'यह लिंक 7 दिन तक काम करेगा।',
    introWithoutLink: (shop: string) =>
      `किसी ने, शायद आपने ही, इस पते पर ${shop} का न्यूज़लेटर पाने के लिए कहा है। कन्फ़र्म करने के लिए ${shop} की वेबसाइट खोलें और उसके पते के आगे यह जोड़ें:`,
    ifNotYou: 'अगर यह आपने नहीं किया, तो इस ईमेल को अनदेखा करें: आपका सब्सक्रिप्शन शुरू नहीं होगा।',
    signature: (shop: string) => `${shop} टीम`,
    welcomeSubject: (shop: string) => `${shop} न्यूज़लेटर में आपका स्वागत है`,
    welcome: (shop: string) => `आपने ${shop} का न्यूज़लेटर सब्सक्राइब कर लिया है। इसे बंद करने के लिए यह लिंक इस्तेमाल करें:`,
    welcomeWithoutLink: (shop: string) =>
      `आपने ${shop} का न्यूज़लेटर सब्सक्राइब कर लिया है। इसे बंद करने के लिए ${shop} की वेबसाइट खोलें और उसके पते के आगे यह जोड़ें:`,
  },
  page: {
    confirmTitle: 'अपना सब्सक्रिप्शन कन्फ़र्म करें',
    confirmBody: (shop: string) => `${shop} का न्यूज़लेटर पाने के लिए बटन दबाएँ।`,
    confirmButton: 'सब्सक्रिप्शन कन्फ़र्म करें',
    unsubscribeTitle: 'सब्सक्रिप्शन बंद करें',
    unsubscribeBody: (shop: string) => `${shop} का न्यूज़लेटर बंद करने के लिए बटन दबाएँ।`,
    unsubscribeButton: 'सब्सक्रिप्शन बंद करें',
    backHome: 'ख़रीदारी जारी रखें',
  },
};
