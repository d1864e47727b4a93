import { languageOfPath } from '#src/shared/texts/language-path';
import devanagariStylesheet from '../devanagari.css?url';

/**
 * What a Hindi page without script gets of its Devanagari faces (issue 33; decisions 072, 079 and 080): the stylesheet
 * that declares them, linked from a `<noscript>` in the head, which the server writes like the language alternates
 * (entry.server.tsx). With script the client adds the same faces once they have loaded (`hindi-faces.ts`). English
 * pages carry neither.
 */
export function hindiFacesWithoutScript(requestUrl: string): string {
  if (languageOfPath(new URL(requestUrl).pathname) !== 'hi') return '';
  return `<noscript><link rel="stylesheet" href="${devanagariStylesheet}"/></noscript>`;
}
