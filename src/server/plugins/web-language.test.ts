import type { LightMyRequestResponse } from 'fastify';
import { Window } from 'happy-dom';
import { LANGUAGE_HEADER } from '#src/shared/constants';
import { describe, expect, it } from 'vitest';
import { TEXT_EN } from '#src/shared/texts';
import { TEXT_HI } from '#src/shared/texts/hi/index';
import { testAppForFile } from '#src/test/test-app';

/**
 * Issue 33, first step (decision 065): a page's language is its address's (`/hi/…` Hindi), the API's is the `lang`
 * cookie's, and the page cache keeps each language's page apart — while English stays exactly English.
 */
const t = testAppForFile({ web: true });

const page = (answer: LightMyRequestResponse) => {
  const window = new Window();
  window.document.write(answer.body);
  return window.document as unknown as Document;
};
const alternates = (document: Document) =>
  Object.fromEntries(
    [...document.querySelectorAll('head link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  );

describe('the request language', () => {
  it('renders /hi in Hindi and / in English, each cached apart, with hreflang alternates', async () => {
    for (let round = 0; round < 2; round++) {
      const english = await t.app.inject({ url: '/' });
      const hindi = await t.app.inject({ url: '/hi' });
      expect([english.statusCode, hindi.statusCode]).toEqual([200, 200]);
      if (round === 1) expect([english.headers['x-page-cache'], hindi.headers['x-page-cache']]).toEqual(['hit', 'hit']);
      const en = page(english);
      const hi = page(hindi);
      expect(en.documentElement.getAttribute('lang')).toBe('en');
      expect(hi.documentElement.getAttribute('lang')).toBe('hi');
      expect(en.body.textContent).toContain(TEXT_EN.home.popularProducts);
      expect(en.body.textContent).not.toContain(TEXT_HI.home.popularProducts);
      expect(hi.body.textContent).toContain(TEXT_HI.home.popularProducts);
      expect(hi.body.textContent).not.toContain(TEXT_EN.home.popularProducts);
      const links = { en: '/', hi: '/hi', 'x-default': '/' };
      expect(alternates(en)).toEqual(links);
      expect(alternates(hi)).toEqual(links);
    }
  });

  it('answers an unknown /hi address with Page Not Found in Hindi, and keeps the back office English', async () => {
    const missing = await t.app.inject({ url: '/hi/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(page(missing).querySelector('h1')?.textContent).toBe(TEXT_HI.notFoundTitle);
    const english = await t.app.inject({ url: '/no-such-page' });
    expect(page(english).querySelector('h1')?.textContent).toBe(TEXT_EN.notFoundTitle);
    const admin = await t.app.inject({ url: '/admin' });
    expect(page(admin).documentElement.getAttribute('lang')).toBe('en');
    expect(alternates(page(admin))).toEqual({});
  });

  it("answers the API in the lang cookie's language, English without it or with an unknown one", async () => {
    const cart = (cookie?: string) =>
      t.app.inject({ url: '/api/cart', ...(cookie ? { headers: { cookie } } : {}) }).then((answer) => answer.json());
    expect(JSON.stringify(await cart('lang=hi'))).toContain(TEXT_HI.errors.signInToContinue);
    expect(JSON.stringify(await cart())).toContain(TEXT_EN.errors.signInToContinue);
    expect(JSON.stringify(await cart('lang=fr'))).toContain(TEXT_EN.errors.signInToContinue);
    // One request's language does not leak into the next one's.
    const [hindi, english] = await Promise.all([cart('lang=hi'), cart('lang=en')]);
    expect(JSON.stringify(hindi)).toContain(TEXT_HI.errors.signInToContinue);
    expect(JSON.stringify(english)).toContain(TEXT_EN.errors.signInToContinue);
  });

  it("answers a page's API call in the page's language (its header) whatever the cookie says", async () => {
    const cart = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/cart', headers }).then((answer) => JSON.stringify(answer.json()));
    // A Hindi page reached by a link, before any switch: no cookie.
    expect(await cart({ [LANGUAGE_HEADER]: 'hi' })).toContain(TEXT_HI.errors.signInToContinue);
    // An English page with an old Hindi choice in the cookie.
    expect(await cart({ [LANGUAGE_HEADER]: 'en', cookie: 'lang=hi' })).toContain(TEXT_EN.errors.signInToContinue);
    // A language the shop does not have: the cookie's, then English.
    expect(await cart({ [LANGUAGE_HEADER]: 'fr', cookie: 'lang=hi' })).toContain(TEXT_HI.errors.signInToContinue);
    expect(await cart({ [LANGUAGE_HEADER]: 'fr' })).toContain(TEXT_EN.errors.signInToContinue);
  });
});
