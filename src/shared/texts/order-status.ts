import type { OrderStatus } from '../constants';
import { translatable } from './language';

/**
 * Each order status as the shop and the back office name it (the API's values are `out_for_delivery` and the
 * like). One small file, so the storefront's order pages can import it without growing the shop's first load.
 */
export const ORDER_STATUS_LABELS_EN: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The same labels in the current language (issue 33): the back office reads them in English. */
export const ORDER_STATUS_LABELS = translatable('order-status', ORDER_STATUS_LABELS_EN);

/** A status's label; one this shop does not know (a newer server) reads as its words. */
export const orderStatusLabel = (status: string): string =>
  (ORDER_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status.replace(/_/g, ' ');
