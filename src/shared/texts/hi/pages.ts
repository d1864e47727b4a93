import { COUPON_TEXT_HI } from './coupons';
import { DECLARATIONS_TEXT_HI } from './declarations';
import { DELIVERY_TEXT_HI } from './delivery';
import { DELIVERY_PAGE_TEXT_HI } from './delivery-pages';
import { DIET_TEXT_HI } from './diet';
import { GST_TEXT_HI } from './gst';
import { ORDER_STATUS_LABELS_HI } from './order-status';
import { PAY_ON_DELIVERY_TEXT_HI } from './pay-on-delivery';
import { SAVINGS_TEXT_HI } from './savings';
import { SEARCH_TEXT_HI } from './search';
import { SETTINGS_TEXT_HI } from './settings';
import { SHOP_PAGES_TEXT_HI } from './shop-pages';
import { SHOPPER_TEXT_HI } from './shopper';

/**
 * The storefront pages' own texts files in Hindi, by the name each English file gives `translatable` (issue 33):
 * registered by the server (catalogues.ts) and by the browser's Hindi chunk (register.ts).
 */
export const PAGE_TWINS_HI = {
  shopper: SHOPPER_TEXT_HI,
  'shop-pages': SHOP_PAGES_TEXT_HI,
  'delivery-pages': DELIVERY_PAGE_TEXT_HI,
  delivery: DELIVERY_TEXT_HI,
  savings: SAVINGS_TEXT_HI,
  coupons: COUPON_TEXT_HI,
  'pay-on-delivery': PAY_ON_DELIVERY_TEXT_HI,
  search: SEARCH_TEXT_HI,
  'order-status': ORDER_STATUS_LABELS_HI,
  diet: DIET_TEXT_HI,
  declarations: DECLARATIONS_TEXT_HI,
  gst: GST_TEXT_HI,
  settings: SETTINGS_TEXT_HI,
} as const;
