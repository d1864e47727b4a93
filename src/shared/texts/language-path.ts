import type { Language } from './language';

/** The address prefix of the Hindi pages (issue 33): `/hi`, `/hi/product/7`; English keeps today's addresses. */
export const HINDI_PREFIX = '/hi';

const HINDI_PATH = /^\/hi(?=[/?#]|\.data$|$)/;

/** The language a page address is in: its `/hi` prefix, English otherwise (React Router's `.data` requests too). */
export function languageOfPath(pathname: string): Language {
  return HINDI_PATH.test(pathname) ? 'hi' : 'en';
}

/** The same page in `language`: `/product/7` ↔ `/hi/product/7`, `/` ↔ `/hi`, `/?q=1` ↔ `/hi?q=1` (path-absolute). */
export function pathInLanguage(path: string, language: Language): string {
  const rest = path.replace(HINDI_PATH, '');
  const english = rest.startsWith('/') ? rest : `/${rest}`;
  if (language === 'en') return english;
  return HINDI_PREFIX + (/^\/(?:[?#]|$)/.test(english) ? english.slice(1) : english);
}
