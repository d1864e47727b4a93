import type { Translation } from '../language';
import type { SERVER_TEXT_EN } from '../server';
import { ACCOUNTS_SERVER_TEXT_HI } from './accounts';
import { CATALOG_SERVER_TEXT_HI } from './catalog';

/** The server-only texts (texts/server.ts `SERVER_TEXT`) in Hindi: registered by the server, never sent to a page. */
export const SERVER_TEXT_HI: Translation<typeof SERVER_TEXT_EN> = {
  ...ACCOUNTS_SERVER_TEXT_HI,
  ...CATALOG_SERVER_TEXT_HI,
};
