import { languageOfPath } from '#src/shared/texts/language-path';
import hindiFontCss from '../hindi-font.css?url';
import regularFace from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';

/**
 * The Devanagari font's head links on a Hindi page (issue 33, decision 066): its stylesheet (hindi-font.css, two
 * faces) and a preload of the regular face, which the page's text needs first. Written by the server into the head
 * (entry.server.tsx), like the language alternates: English pages carry none of it, not even in their script.
 */
export function hindiFontLinks(requestUrl: string): string {
  if (languageOfPath(new URL(requestUrl).pathname) !== 'hi') return '';
  return (
    `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="${regularFace}"/>` +
    `<link rel="stylesheet" href="${hindiFontCss}"/>`
  );
}
