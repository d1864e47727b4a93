import { z } from 'zod';
import { ZDeleted } from './admin-taxonomy';
import { ZIdParams } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The back office's search synonyms (issue 32 §3, decision 051): what shoppers type ('tamatar', 'टमाटर') and the
 * catalogue's words a search for it also looks for ('tomato'). Catalogue permission; every write is audited and
 * reaches the cached search answers at commit (the catalogue version, decision 009).
 */

/** Letters (with their combining marks, as Devanagari's vowel signs are) and digits: one word as search splits it. */
const WORD = /^[\p{L}\p{M}\p{N}]+$/u;
/** Words and phrases: letters, marks, digits and single spaces between them. */
const PHRASE = /^[\p{L}\p{M}\p{N}]+(?: [\p{L}\p{M}\p{N}]+)*$/u;

/** As search reads text: Unicode-normalised (NFKC), lower-case, spaces collapsed. */
export const normalizeSynonymText = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();

export const SYNONYM_TERM_MAX = 40;
export const SYNONYM_WORD_MAX = 60;
export const SYNONYM_WORDS_MAX = 10;

export const ZSynonymTerm = z
  .string()
  .transform(normalizeSynonymText)
  .pipe(
    z
      .string()
      .min(1, 'is required')
      .max(SYNONYM_TERM_MAX, `must be at most ${SYNONYM_TERM_MAX} characters`)
      .regex(WORD, 'must be one word of letters or digits'),
  );

export const ZSynonymWords = z
  .array(
    z
      .string()
      .transform(normalizeSynonymText)
      .pipe(
        z
          .string()
          .min(1, 'is required')
          .max(SYNONYM_WORD_MAX, `must be at most ${SYNONYM_WORD_MAX} characters`)
          .regex(PHRASE, 'must be words of letters or digits'),
      ),
  )
  .min(1, 'needs at least one word')
  .max(SYNONYM_WORDS_MAX, `takes at most ${SYNONYM_WORDS_MAX} words`)
  .transform((words) => [...new Set(words)]);

export const ZSearchSynonym = z.object({
  id: z.number(),
  term: z.string(),
  words: z.array(z.string()),
  updatedAt: z.string(),
});
export const ZSearchSynonymList = z.object({ synonyms: z.array(ZSearchSynonym) });

export const ZSearchSynonymCreate = z.object({ term: ZSynonymTerm, words: ZSynonymWords });
export const ZSearchSynonymUpdate = z
  .object({ term: ZSynonymTerm.optional(), words: ZSynonymWords.optional() })
  .refine((body) => body.term !== undefined || body.words !== undefined, 'Change at least one field');

const tags = ['admin', 'search'];

export const adminSearchSynonyms = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/search-synonyms',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Every search synonym, by term',
    responses: { 200: ZSearchSynonymList },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/search-synonyms',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Add a search synonym: a word shoppers type and the words a search for it also finds',
    body: ZSearchSynonymCreate,
    responses: { 201: ZSearchSynonym },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/search-synonyms/:id',
    auth: { permission: 'catalogue' },
    tags,
    summary: "Change a search synonym's term or words",
    params: ZIdParams,
    body: ZSearchSynonymUpdate,
    responses: { 200: ZSearchSynonym },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/search-synonyms/:id',
    auth: { permission: 'catalogue' },
    tags,
    summary: 'Delete a search synonym',
    params: ZIdParams,
    responses: { 200: ZDeleted },
  }),
};

export type TSearchSynonym = z.infer<typeof ZSearchSynonym>;
export type TSearchSynonymList = z.infer<typeof ZSearchSynonymList>;
