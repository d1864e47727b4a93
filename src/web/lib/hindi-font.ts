import { languageOfPath } from '#src/shared/texts/language-path';
import regularFace from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import semiboldFace from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';

/** The family name `--font-sans` (app.css) lists for Devanagari text after the phones' own Devanagari fonts. */
const DEVANAGARI_FAMILY = 'Kirana Devanagari';

/** Devanagari and the marks it is written with: the faces serve these characters only; Latin text keeps Inter. */
const DEVANAGARI_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

/**
 * Noto Sans Devanagari (@fontsource/noto-sans-devanagari, OFL-1.1, the Devanagari subset, woff2), regular and
 * semibold (bold and extra-bold text uses the semibold face). Each face names the copies phones already have first
 * (`local()`: Android's Noto Sans Devanagari, Apple's Kohinoor, Windows' Nirmala UI), so a phone downloads neither
 * file; only a system without a Devanagari font fetches ours (decision 072). `swap`, unlike Inter's `optional`:
 * without it a first visit over a slow line would show Devanagari in whatever system font there is, or none.
 */
const FACES: { weight: number; local: string[]; file: string }[] = [
  {
    weight: 400,
    local: [
      'Noto Sans Devanagari Regular',
      'NotoSansDevanagari-Regular',
      'Kohinoor Devanagari Regular',
      'KohinoorDevanagari-Regular',
      'Nirmala UI',
      'NirmalaUI',
    ],
    file: regularFace,
  },
  {
    weight: 600,
    local: [
      'Noto Sans Devanagari SemiBold',
      'NotoSansDevanagari-SemiBold',
      'Noto Sans Devanagari Bold',
      'NotoSansDevanagari-Bold',
      'Kohinoor Devanagari Semibold',
      'KohinoorDevanagari-Semibold',
      'Nirmala UI Semibold',
      'NirmalaUI-Semibold',
    ],
    file: semiboldFace,
  },
];

const FONT_STYLE =
  '<style>' +
  FACES.map(
    ({ weight, local, file }) =>
      `@font-face{font-family:'${DEVANAGARI_FAMILY}';font-style:normal;font-display:swap;font-weight:${weight};` +
      `src:${local.map((name) => `local('${name}')`).join(',')},url(${file}) format('woff2');` +
      `unicode-range:${DEVANAGARI_RANGE}}`,
  ).join('') +
  '</style>';

/**
 * The Devanagari faces of a Hindi page (issue 33, decisions 066 and 072), written by the server into the head
 * (entry.server.tsx) like the language alternates: inline, so no stylesheet request stands before the first paint,
 * and without a preload, so a phone with its own Devanagari font fetches nothing. English pages carry none of it,
 * not even in their script.
 */
export function hindiFontStyle(requestUrl: string): string {
  return languageOfPath(new URL(requestUrl).pathname) === 'hi' ? FONT_STYLE : '';
}
