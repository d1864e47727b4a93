import { useLocation } from 'react-router';
import { LANGUAGE_COOKIE_MAX_AGE_S, STORAGE_KEYS } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { currentLanguage } from '#src/shared/texts/language';
import { pathInLanguage } from '#src/shared/texts/language-path';
import { api, storedToken } from '#src/web/lib/api';

/**
 * English / हिन्दी (issue 33, decisions 065 and 066): a plain link to the same page in the other language, so a whole
 * page load (the document's language is fixed at hydration), remembering the choice in the `lang` cookie (a year)
 * that the API's messages follow. Signed in, the choice is saved on the account too (its e-mails are written in
 * it): the page waits for that answer (saved or not) before it leaves, which an unloading page would cut short.
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
      onClick={(event) => {
        document.cookie = `${STORAGE_KEYS.language}=${other};path=/;max-age=${LANGUAGE_COOKIE_MAX_AGE_S}`;
        if (!storedToken()) return;
        const saved = api.accounts.setLanguage({ body: { language: other } }).catch(() => undefined);
        // A new tab or window: this page stays, and the save ends on its own.
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        const { href } = event.currentTarget;
        void saved.then(() => window.location.assign(href));
      }}
    >
      {TEXT.shell.languages[other]}
    </a>
  );
}
