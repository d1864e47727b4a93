import { ACCOUNTS_SERVER_TEXT } from './accounts';
import { CATALOG_SERVER_TEXT } from './catalog';
import { translatable } from './language';

/**
 * What only the server says (API answers no page shows by itself, e-mails), in the request's language. Kept out of
 * `TEXT` so that the pages' first-load JavaScript does not carry it (the home page's 150 kB budget).
 */
export const SERVER_TEXT_EN = {
  ...ACCOUNTS_SERVER_TEXT,
  ...CATALOG_SERVER_TEXT,
} as const;

export const SERVER_TEXT: typeof SERVER_TEXT_EN = translatable('server', SERVER_TEXT_EN);
