import { ACCOUNTS_SERVER_TEXT, ACCOUNTS_TEXT } from '../accounts';
import { BACK_IN_STOCK_TEXT_EN } from '../back-in-stock';
import { CATALOG_SERVER_TEXT, CATALOG_TEXT } from '../catalog';
import { ERRORS_TEXT } from '../errors';
import { NEWSLETTER_TEXT_EN } from '../newsletter';
import { ORDER_MAIL_TEXT_EN } from '../order-mail';
import { QUICK_SHOP_TEXT } from '../quick-shop';
import { SHELL_TEXT } from '../shell';
import { SHOPPING_TEXT } from '../shopping';
import { SPEC_TEXT } from '../spec';
import { SHOPPER_TEXT_EN } from '../shopper';
import { SHOP_PAGES_TEXT_EN } from '../shop-pages';
import { DELIVERY_PAGE_TEXT_EN } from '../delivery-pages';
import { DELIVERY_TEXT_EN } from '../delivery';
import { SAVINGS_TEXT_EN } from '../savings';
import { COUPON_TEXT_EN } from '../coupons';
import { PAY_ON_DELIVERY_TEXT_EN } from '../pay-on-delivery';
import { SEARCH_TEXT_EN } from '../search';
import { ORDER_STATUS_LABELS_EN } from '../order-status';
import { DIET_TEXT_EN } from '../diet';
import { DECLARATIONS_TEXT_EN } from '../declarations';
import { GST_TEXT_EN } from '../gst';
import { SETTINGS_TEXT_EN } from '../settings';
import { registerTwin } from '../language';
import { ACCOUNTS_SERVER_TEXT_HI, ACCOUNTS_TEXT_HI } from './accounts';
import { BACK_IN_STOCK_TEXT_HI } from './back-in-stock';
import { CATALOG_SERVER_TEXT_HI, CATALOG_TEXT_HI } from './catalog';
import { ERRORS_TEXT_HI } from './errors';
import { TEXT_HI } from './index';
import { NEWSLETTER_TEXT_HI } from './newsletter';
import { ORDER_MAIL_TEXT_HI } from './order-mail';
import { PAGE_TWINS_HI } from './pages';
import { QUICK_SHOP_TEXT_HI } from './quick-shop';
import { SERVER_TEXT_HI } from './server';
import { SHELL_TEXT_HI } from './shell';
import { SHOPPING_TEXT_HI } from './shopping';
import { SPEC_TEXT_HI } from './spec';

/**
 * Every texts file translated so far, with its English object and its Hindi twin: the test that every key has a
 * Hindi text (texts/hi/twins.test.ts) walks this list. A later file's twin is added here and registered below.
 */
export const HINDI_TWINS = [
  { file: 'spec.ts', en: SPEC_TEXT, hi: SPEC_TEXT_HI },
  { file: 'shell.ts', en: SHELL_TEXT, hi: SHELL_TEXT_HI },
  { file: 'catalog.ts', en: CATALOG_TEXT, hi: CATALOG_TEXT_HI },
  { file: 'catalog.ts (server)', en: CATALOG_SERVER_TEXT, hi: CATALOG_SERVER_TEXT_HI },
  { file: 'accounts.ts', en: ACCOUNTS_TEXT, hi: ACCOUNTS_TEXT_HI },
  { file: 'accounts.ts (server)', en: ACCOUNTS_SERVER_TEXT, hi: ACCOUNTS_SERVER_TEXT_HI },
  { file: 'shopping.ts', en: SHOPPING_TEXT, hi: SHOPPING_TEXT_HI },
  { file: 'errors.ts', en: ERRORS_TEXT, hi: ERRORS_TEXT_HI },
  { file: 'quick-shop.ts', en: QUICK_SHOP_TEXT, hi: QUICK_SHOP_TEXT_HI },
  { file: 'order-mail.ts', en: ORDER_MAIL_TEXT_EN, hi: ORDER_MAIL_TEXT_HI },
  { file: 'back-in-stock.ts', en: BACK_IN_STOCK_TEXT_EN, hi: BACK_IN_STOCK_TEXT_HI },
  { file: 'newsletter.ts', en: NEWSLETTER_TEXT_EN, hi: NEWSLETTER_TEXT_HI },
  { file: 'shopper.ts', en: SHOPPER_TEXT_EN, hi: PAGE_TWINS_HI['shopper'] },
  { file: 'shop-pages.ts', en: SHOP_PAGES_TEXT_EN, hi: PAGE_TWINS_HI['shop-pages'] },
  { file: 'delivery-pages.ts', en: DELIVERY_PAGE_TEXT_EN, hi: PAGE_TWINS_HI['delivery-pages'] },
  { file: 'delivery.ts', en: DELIVERY_TEXT_EN, hi: PAGE_TWINS_HI['delivery'] },
  { file: 'savings.ts', en: SAVINGS_TEXT_EN, hi: PAGE_TWINS_HI['savings'] },
  { file: 'coupons.ts', en: COUPON_TEXT_EN, hi: PAGE_TWINS_HI['coupons'] },
  { file: 'pay-on-delivery.ts', en: PAY_ON_DELIVERY_TEXT_EN, hi: PAGE_TWINS_HI['pay-on-delivery'] },
  { file: 'search.ts', en: SEARCH_TEXT_EN, hi: PAGE_TWINS_HI['search'] },
  { file: 'order-status.ts', en: ORDER_STATUS_LABELS_EN, hi: PAGE_TWINS_HI['order-status'] },
  { file: 'diet.ts', en: DIET_TEXT_EN, hi: PAGE_TWINS_HI['diet'] },
  { file: 'declarations.ts', en: DECLARATIONS_TEXT_EN, hi: PAGE_TWINS_HI['declarations'] },
  { file: 'gst.ts', en: GST_TEXT_EN, hi: PAGE_TWINS_HI['gst'] },
  { file: 'settings.ts', en: SETTINGS_TEXT_EN, hi: PAGE_TWINS_HI['settings'] },
] as const satisfies readonly { file: string; en: object; hi: object }[];

/** Makes the Hindi texts readable through `TEXT` (the server at start; the browser registers `TEXT_HI` itself, entry.client.tsx, so that its chunk imports nothing). */
export function registerHindi(): void {
  registerTwin('hi', 'core', TEXT_HI);
  registerTwin('hi', 'server', SERVER_TEXT_HI);
  registerTwin('hi', 'order-mail', ORDER_MAIL_TEXT_HI);
  registerTwin('hi', 'back-in-stock', BACK_IN_STOCK_TEXT_HI);
  registerTwin('hi', 'newsletter', NEWSLETTER_TEXT_HI);
  for (const [name, twin] of Object.entries(PAGE_TWINS_HI)) registerTwin('hi', name, twin);
}
