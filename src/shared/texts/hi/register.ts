import type { Registry } from '../language';
import { BACK_IN_STOCK_TEXT_HI } from './back-in-stock';
import { TEXT_HI } from './index';
import { NEWSLETTER_TEXT_HI } from './newsletter';
import { PAGE_TWINS_HI } from './pages';

/**
 * The browser's Hindi pages import this before hydrating (entry.client.tsx): `TEXT` and the pages' own texts files
 * (shop-pages, shopper, delivery, …; pages.ts) then answer in Hindi. It writes into the registry on `globalThis`
 * itself (the key is texts/language.ts's `REGISTRY_KEY`) rather than importing `registerTwin`: its chunk then
 * imports nothing, and the page fetches one file with no preload list (decision 065).
 */
const global = globalThis as { [key: symbol]: Partial<Registry> };
const registry = (global[Symbol.for('kirana.texts.language')] ??= {});
const twins = (registry.twins ??= {});
twins['hi core'] = TEXT_HI;
// Texts outside `TEXT` that storefront pages read too (the product page's "Notify me", the newsletter's pages).
twins['hi back-in-stock'] = BACK_IN_STOCK_TEXT_HI;
twins['hi newsletter'] = NEWSLETTER_TEXT_HI;
for (const [name, twin] of Object.entries(PAGE_TWINS_HI)) twins[`hi ${name}`] = twin;
