import { useLocation } from 'react-router';
import { TEXT } from '#src/shared/texts';
import { currentLanguage } from '#src/shared/texts/language';
import { pathInLanguage } from '#src/shared/texts/language-path';

/**
 * English / हिन्दी (issue 33, decision 065): a plain link to the same page in the other language, so a whole page
 * load (the document's language is fixed at hydration). The page it opens remembers the language (entry.client.tsx).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other = currentLanguage() === 'hi' ? 'en' : 'hi';
  return (
    <a href={pathInLanguage(pathname + search, other)} hrefLang={other} lang={other} className={className}>
      {TEXT.shell.languages[other]}
    </a>
  );
}
