import { AsyncLocalStorage } from 'node:async_hooks';
import { STORAGE_KEYS } from '#src/shared/constants';
import { registerHindi } from '#src/shared/texts/hi/catalogues';
import { DEFAULT_LANGUAGE, isLanguage, setLanguageSource, type Language } from '#src/shared/texts/language';

/**
 * The request's language on the server (issue 33, docs/decisions/065): pages run in the language of their address
 * (`/hi/…`), API answers in the `lang` cookie's (the header's switch sets it) or, for a page's own in-process calls,
 * the page's. Every text read through `TEXT` during the request answers in it; outside a request, English.
 */
const store = new AsyncLocalStorage<Language>();

registerHindi();
setLanguageSource(() => store.getStore() ?? DEFAULT_LANGUAGE);

export function runInLanguage<T>(language: Language, work: () => T): T {
  return store.run(language, work);
}

/** The language already in force (a page's in-process API call), if any. */
export function languageInForce(): Language | undefined {
  return store.getStore();
}

/** The `lang` cookie's language, if it names one. */
export function languageOfCookie(header: string | undefined): Language | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === STORAGE_KEYS.language && isLanguage(value)) return value;
  }
  return undefined;
}
