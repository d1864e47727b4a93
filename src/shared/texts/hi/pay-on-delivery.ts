import type { Translation } from '../language';
import type { PAY_ON_DELIVERY_TEXT_EN } from '../pay-on-delivery';
import { rupees } from './format';

/** Hindi twin of texts/pay-on-delivery.ts's shopper texts (issue 33). */
export const PAY_ON_DELIVERY_TEXT_HI: Translation<typeof PAY_ON_DELIVERY_TEXT_EN> = {
  methodLegend: 'भुगतान',
  payOnline: 'ऑनलाइन भुगतान करें',
  payOnDelivery: 'डिलीवरी पर भुगतान (कैश/UPI)',
  payOnDeliveryHint: 'ऑर्डर पहुँचने पर कैश या UPI से भुगतान करें।',
  placeOrder: 'ऑर्डर करें',
  notInZone: 'आपके पिनकोड पर डिलीवरी पर भुगतान की सुविधा नहीं है।',
  overMax: (max: number) => `डिलीवरी पर भुगतान ${rupees(max)} तक के ऑर्डर के लिए है।`,
  tooManyOpen: (max: number) =>
    `डिलीवरी पर भुगतान वाले आपके ${max} ऑर्डर का भुगतान अभी बाक़ी है। कृपया ऑनलाइन भुगतान करें, या ${max === 1 ? 'उसके' : 'उनके'} डिलीवर होने तक रुकें।`,
  pincodeFirst: 'डिलीवरी पर भुगतान हो सकता है या नहीं, यह देखने के लिए अपना पिनकोड डालें।',
  placed: 'आपका ऑर्डर हो गया है। सामान पहुँचने पर भुगतान करें।',
  collect: (amount: number) => `${rupees(amount)} लेने हैं`,
  toPayOnDelivery: (amount: number) => `डिलीवरी पर चुकाने हैं: ${rupees(amount)}`,
  methodLabel: 'डिलीवरी पर भुगतान',
  paidOnDelivery: (amount: number, method: 'cash' | 'upi') =>
    `डिलीवरी पर भुगतान हुआ: ${rupees(amount)}, ${method === 'upi' ? 'UPI' : 'कैश'} से`,
  nothingToCollect: 'कुछ नहीं लेना है',
  offYourPayment: (amount: string) => `डिलीवरी पर चुकाई जाने वाली रक़म में ${amount} कम`,
};
