import { useLocation } from 'react-router';
import { LANGUAGE_COOKIE_MAX_AGE_S, STORAGE_KEYS } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { currentLanguage } from '#src/shared/texts/language';
import { pathInLanguage } from '#src/shared/texts/language-path';

/**
 * English / हिन्दी (issue 33, decision 065): a plain link to the same page in the other language, so a whole page
 * load (the document's language is fixed at hydration), remembering the choice in the `lang` cookie (a year) that
 * the API's messages follow.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other = currentLanguage() === 'hi' ? 'en' : 'hi';
  return (
    <a
      href={pathInLanguage(pathname + search, other)}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={() => {
        document.cookie = `${STORAGE_KEYS.language}=${other};path=/;max-age=${LANGUAGE_COOKIE_MAX_AGE_S}`;
      }}
    >
      {TEXT.shell.languages[other]}
    </a>
  );
}
