/**
 * What every page and message knows about the shop itself (issue 30 §1, decision 052): the store settings the grocer
 * edits in the back office (`SHOP_NAME` and friends only seed them on the first start), and the free-delivery promise,
 * which the delivery zones make (never a number of its own). Every page and message that names the shop, its phone
 * or hours, or promises free delivery reads it from here, never from a literal.
 */
export type ShopSettings = {
  name: string;
  /** The registered name of the business ('' when not given). */
  legalName: string;
  /** Street address, possibly several lines. */
  address: string;
  city: string;
  pincode: string;
  /** GST state code of the shop's state or union territory (src/shared/indian-states.ts); '' when not given. */
  state: string;
  phone: string;
  email: string;
  /** Opening hours as shoppers read them. */
  hours: string;
  /** The logo's image name (media), or null for the drawn wordmark. */
  logo: string | null;
  gstin: string;
  fssai: string;
  grievance: { name: string; email: string; phone: string };
  /**
   * Whole rupees from which every delivery zone ships free (the footer's and product page's promise); 0: every
   * order; null: no promise holds in every zone.
   */
  freeDeliveryFrom: number | null;
};

export const DEFAULT_SHOP: ShopSettings = {
  name: 'Kirana',
  legalName: '',
  address: '',
  city: '',
  pincode: '',
  state: '',
  phone: '1900 - 888',
  email: '',
  hours: 'Monday to Saturday, 10:00 - 18:00',
  logo: null,
  gstin: '',
  fssai: '',
  grievance: { name: '', email: '', phone: '' },
  freeDeliveryFrom: 0,
};

/**
 * SHOP_TIME_ZONE's default (src/server/config.ts) and the pages' zone when the root's data is missing. Here, not in
 * shop-time.ts: the shell reads it, and every module it imports is part of every page's first load.
 */
export const DEFAULT_SHOP_TIME_ZONE = 'Asia/Kolkata';

/** The shop's policies, each its own page (`/policies/<kind>`). */
export const POLICY_KINDS = ['returns', 'refunds', 'cancellation'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];
