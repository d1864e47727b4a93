import { ACCOUNTS_TEXT } from './accounts';
import { CATALOG_TEXT } from './catalog';
import { ERRORS_TEXT } from './errors';
import { QUICK_SHOP_TEXT } from './quick-shop';
import { SHELL_TEXT } from './shell';
import { SHOPPING_TEXT } from './shopping';
import { SPEC_TEXT } from './spec';

/**
 * The user-visible texts every page may need, server answers included: one object, written in one file per area,
 * in every page's script. Words only some pages or the server need (admin, invoices, declarations, settings, …) are
 * exports of their own files, not spread here, so they stay out of the first load. The spec's own words (spec.ts) keep its spelling and spacing. Error helpers take their message from here: eslint
 * refuses a string literal in `new AppError(…)`, `badRequest(…)` and the like.
 */
export const TEXT = {
  ...SPEC_TEXT,
  ...SHELL_TEXT,
  ...CATALOG_TEXT,
  ...ACCOUNTS_TEXT,
  ...SHOPPING_TEXT,
  ...ERRORS_TEXT,
  ...QUICK_SHOP_TEXT,
} as const;
