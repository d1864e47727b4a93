import type { Translation } from '../language';
import type { SEARCH_TEXT_EN } from '../search';

/** Hindi twin of texts/search.ts's results-page texts (issue 33). */
export const SEARCH_TEXT_HI: Translation<typeof SEARCH_TEXT_EN> = {
  relevance: 'सबसे मिलते-जुलते',
  noResultsFor: (q: string) => `"${q}" के लिए कोई नतीजा नहीं मिला`,
  didYouMean: 'क्या आपका मतलब था',
};
