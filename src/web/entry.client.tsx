import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { LANGUAGE_COOKIE_MAX_AGE_S, STORAGE_KEYS } from '../shared/constants';
import { DEFAULT_LANGUAGE, isLanguage, registerTwin, setLanguageSource } from '../shared/texts/language';

/**
 * React Router's default browser entry, with the page's language first (issue 33, decision 065): the server wrote
 * it in `<html lang>`, and it stays for the life of the document (another language is another page load). A Hindi
 * page loads the Hindi texts before hydrating, so its first render matches the server's; an English page loads none.
 * The page's language is remembered in the `lang` cookie (a year), which the API's messages follow: written on a Hindi
 * page, and on an English one once a choice was remembered (a shopper who never switched gets no cookie).
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

const declared = document.documentElement.lang;
const language = isLanguage(declared) ? declared : DEFAULT_LANGUAGE;
setLanguageSource(() => language);
if (language !== DEFAULT_LANGUAGE || document.cookie.includes(`${STORAGE_KEYS.language}=`)) {
  document.cookie = `${STORAGE_KEYS.language}=${language};path=/;max-age=${LANGUAGE_COOKIE_MAX_AGE_S};samesite=lax`;
}
if (language === 'hi') {
  // The chunk imports nothing (its English counterparts are in the page already): one request, no preloads. Without
  // it (it failed to load) the page still hydrates, in English.
  void import('../shared/texts/hi/index')
    .then(
      ({ TEXT_HI }) => registerTwin('hi', 'core', TEXT_HI),
      () => undefined,
    )
    .then(hydrate);
} else {
  hydrate();
}
