import type { Translation } from '../language';
import type { ORDER_STATUS_LABELS_EN } from '../order-status';

/** Hindi twin of texts/order-status.ts (issue 33). */
export const ORDER_STATUS_LABELS_HI: Translation<typeof ORDER_STATUS_LABELS_EN> = {
  pending: 'बाक़ी',
  confirmed: 'कन्फ़र्म',
  packed: 'पैक हो गया',
  out_for_delivery: 'डिलीवरी के लिए निकला',
  delivered: 'डिलीवर हो गया',
  cancelled: 'रद्द',
};

/** texts/order-status.ts `orderStatusLabel` in Hindi: a status this shop does not know reads as its words. */
export const orderStatusLabelHi = (status: string): string =>
  (ORDER_STATUS_LABELS_HI as Readonly<Record<string, string>>)[status] ?? status.replace(/_/g, ' ');
