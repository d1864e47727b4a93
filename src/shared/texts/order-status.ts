import type { OrderStatus } from '../constants';

/**
 * Each order status as the shop and the back office name it (the API's values are `out_for_delivery` and the
 * like). One small file, so the storefront's order pages can import it without growing the shop's first load.
 */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** A status's label; one this shop does not know (a newer server) reads as its words. */
export const orderStatusLabel = (status: string): string =>
  (ORDER_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status.replace(/_/g, ' ');
