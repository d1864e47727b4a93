import { languageOfPath } from '#src/shared/texts/language-path';
import devanagariStylesheet from '../devanagari.css?url';

const LINK = `<link rel="stylesheet" href="${devanagariStylesheet}"/>`;

/**
 * The Devanagari faces of a Hindi page (issue 33; decisions 066, 072 and 079), written by the server into the head
 * (entry.server.tsx) like the language alternates. The stylesheet that declares them is linked after the first paint,
 * with the page's scripts (`afterPaint` goes into the same inert template): a phone draws its Hindi at once in its own
 * Devanagari font, which `--font-sans` names before ours, and a system without one draws it in whatever it has and
 * swaps ours in when it arrives, as `font-display: swap` would on a slow line. No request stands before the first
 * paint, and no preload: a phone with its own font fetches no font file. Without scripts the link is in a
 * `<noscript>`. English pages carry none of it.
 */
export function hindiFontLinks(requestUrl: string): { afterPaint: string; inHead: string } {
  if (languageOfPath(new URL(requestUrl).pathname) !== 'hi') return { afterPaint: '', inHead: '' };
  return { afterPaint: LINK, inHead: `<noscript>${LINK}</noscript>` };
}
