import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { registerTwin, setLanguageSource, translatable, type Language } from './language';

const EN = {
  page: { title: 'Orders', count: (n: number) => `${n} orders`, steps: ['Packed', 'Sent'] },
  plain: 'Hello',
};
const HI = { page: { title: 'ऑर्डर', count: (n: number) => `${n} ऑर्डर`, steps: ['पैक', 'भेजा'] }, plain: 'नमस्ते' };

describe('translatable texts (issue 33)', () => {
  let language: Language = 'en';
  const previous = setLanguageSource(() => language);
  afterEach(() => {
    language = 'en';
  });
  // The module-wide source goes back for the files that share this worker (vitest isolate: false).
  afterAll(() => setLanguageSource(previous));

  it('answers a group kept in a constant in the language of the moment it is read', () => {
    registerTwin('hi', 'language-test', HI);
    const text = translatable('language-test', EN);
    const page = text.page; // as a module keeps `const T = X_TEXT.order` at load
    expect([page.title, page.count(3), page.steps, text.plain]).toEqual(['Orders', '3 orders', EN.page.steps, 'Hello']);
    language = 'hi';
    expect([page.title, page.count(3), page.steps, text.plain]).toEqual(['ऑर्डर', '3 ऑर्डर', HI.page.steps, 'नमस्ते']);
    expect(text.page).toBe(page);
  });

  it('falls back to English for a text the twin lacks, and for a language without a twin', () => {
    registerTwin('hi', 'language-test-partial', { page: { title: 'ऑर्डर' } });
    const text = translatable('language-test-partial', EN);
    language = 'hi';
    expect([text.page.title, text.page.count(2), text.plain]).toEqual(['ऑर्डर', '2 orders', 'Hello']);
    expect(translatable('language-test-none', EN).page.title).toBe('Orders');
  });
});
