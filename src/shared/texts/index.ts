import { ACCOUNTS_TEXT } from './accounts';
import { CATALOG_TEXT } from './catalog';
import { ERRORS_TEXT } from './errors';
import { QUICK_SHOP_TEXT } from './quick-shop';
import { SHELL_TEXT } from './shell';
import { SHOPPING_TEXT } from './shopping';
import { SPEC_TEXT } from './spec';
import { translatable } from './language';

/**
 * The user-visible texts every page may need, server answers included: one object, written in one file per area,
 * in every page's script. Words only some pages or the server need (admin, invoices, declarations, settings, …) are
 * exports of their own files, not spread here, so they stay out of the first load. The spec's own words (spec.ts) keep its spelling and spacing. Error helpers take their message from here: eslint
 * refuses a string literal in `new AppError(…)`, `badRequest(…)` and the like.
 */
export const TEXT_EN = {
  ...SPEC_TEXT,
  ...SHELL_TEXT,
  ...CATALOG_TEXT,
  ...ACCOUNTS_TEXT,
  ...SHOPPING_TEXT,
  ...ERRORS_TEXT,
  ...QUICK_SHOP_TEXT,
} as const;

/**
 * The same texts in the current language (issue 33, docs/decisions/065): English unless the request (server) or the
 * document (browser) is in a language whose twin of these texts is registered (texts/hi/index.ts).
 */
export const TEXT: typeof TEXT_EN = translatable('core', TEXT_EN);
