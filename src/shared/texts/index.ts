import { ACCOUNTS_TEXT } from './accounts';
import { CATALOG_TEXT } from './catalog';
import { ERRORS_TEXT } from './errors';
import { SHELL_TEXT } from './shell';
import { SHOPPING_TEXT } from './shopping';
import { SPEC_TEXT } from './spec';

/**
 * Every user-visible text of the shop, server answers included: one object, written in one file per area. The
 * spec's own words (spec.ts) keep its spelling and spacing. Error helpers take their message from here: eslint
 * refuses a string literal in `new AppError(…)`, `badRequest(…)` and the like.
 */
export const TEXT = {
  ...SPEC_TEXT,
  ...SHELL_TEXT,
  ...CATALOG_TEXT,
  ...ACCOUNTS_TEXT,
  ...SHOPPING_TEXT,
  ...ERRORS_TEXT,
} as const;
