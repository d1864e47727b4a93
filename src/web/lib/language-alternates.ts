import { LANGUAGES } from '#src/shared/texts/language';
import { pathInLanguage } from '#src/shared/texts/language-path';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Addresses in one language only: the back office and the staff invitation (staff work in English). */
const ONE_LANGUAGE = /^\/(?:admin|staff-invitation)(?:[/.]|$)/;

/**
 * The head's `hreflang` alternates of a shop page (issue 33, decision 065): the same address in each language and
 * English as the default, absolute when PUBLIC_URL is set (relative otherwise, as the canonical links). Written by
 * the server into the head (entry.server.tsx), so the browser's script carries none of it; React's hydration skips
 * head elements it did not render.
 */
export function languageAlternates(requestUrl: string, origin: string): string {
  const url = new URL(requestUrl);
  if (ONE_LANGUAGE.test(url.pathname)) return '';
  const path = `${url.pathname}${url.search}`;
  const link = (hreflang: string, language: (typeof LANGUAGES)[number]) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(`${origin}${pathInLanguage(path, language)}`)}"/>`;
  return [...LANGUAGES.map((language) => link(language, language)), link('x-default', 'en')].join('');
}
