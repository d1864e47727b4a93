import { translatable } from './language';
/**
 * Search that finds what Indian shoppers type (issue 32 §3, decision 051): the results page's words beside the
 * catalogue's (texts/catalog.ts), the server's refusals of the synonyms screen, and that screen's own words.
 */
export const SEARCH_TEXT_EN = {
  relevance: 'Relevance',
  /** Shown when nothing matched and a real catalogue word would find something. */
  noResultsFor: (q: string) => `No results for "${q}"`,
  didYouMean: 'Did you mean',
} as const;

export const SEARCH_TEXT: typeof SEARCH_TEXT_EN = translatable('search', SEARCH_TEXT_EN);

/** The back office's screen (Catalogue → Search synonyms); admin pages only. */
export const SEARCH_ADMIN_TEXT = {
  /** The server's refusals of the synonyms screen. */
  synonymNotFound: 'This synonym no longer exists. Reload the page.',
  synonymTaken: (term: string) => `"${term}" already has synonyms: edit that one instead.`,
  title: 'Search synonyms',
  nav: 'Search synonyms',
  intro:
    'Words shoppers type that the catalogue calls otherwise. A search for the word also finds products with any of its synonyms; changes apply at once.',
  term: 'Shoppers type',
  termHint: 'One word, e.g. tamatar or टमाटर',
  words: 'Also search for',
  wordsHint: 'Comma-separated, e.g. tomato',
  add: 'Add synonym',
  save: 'Save',
  cancel: 'Cancel',
  editLabel: (term: string) => `Edit ${term}`,
  deleteLabel: (term: string) => `Delete ${term}`,
  confirmDelete: (term: string) => `Delete the synonyms of "${term}"?`,
  empty: 'No synonyms yet.',
  added: (term: string) => `Synonyms of "${term}" added.`,
  saved: (term: string) => `Synonyms of "${term}" saved.`,
  deleted: (term: string) => `Synonyms of "${term}" deleted.`,
  count: (n: number) => `${n} ${n === 1 ? 'synonym' : 'synonyms'}`,
} as const;
