import type { Translation } from '../language';
import type { TEXT_EN } from '../index';
import { ACCOUNTS_TEXT_HI } from './accounts';
import { CATALOG_TEXT_HI } from './catalog';
import { ERRORS_TEXT_HI } from './errors';
import { QUICK_SHOP_TEXT_HI } from './quick-shop';
import { SHELL_TEXT_HI } from './shell';
import { SHOPPING_TEXT_HI } from './shopping';
import { SPEC_TEXT_HI } from './spec';

/** The core texts (texts/index.ts `TEXT`) in Hindi: what every storefront page reads, loaded only on Hindi pages. */
export const TEXT_HI: Translation<typeof TEXT_EN> = {
  ...SPEC_TEXT_HI,
  ...SHELL_TEXT_HI,
  ...CATALOG_TEXT_HI,
  ...ACCOUNTS_TEXT_HI,
  ...SHOPPING_TEXT_HI,
  ...ERRORS_TEXT_HI,
  ...QUICK_SHOP_TEXT_HI,
};
