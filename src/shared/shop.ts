/**
 * What the grocer configures about the shop itself (`SHOP_NAME`, `FREE_DELIVERY_FROM`): every page and message that
 * names the shop or promises free delivery reads it from here, never from a literal (decision §3).
 */
export type ShopSettings = {
  name: string;
  /** Whole rupees; free delivery (and the footer's best-price promise) from this order total; 0: every order. */
  freeDeliveryFrom: number;
};

export const DEFAULT_SHOP: ShopSettings = { name: 'Kirana', freeDeliveryFrom: 500 };
