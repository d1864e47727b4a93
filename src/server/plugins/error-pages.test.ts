import { SERVER_TEXT } from '#src/shared/texts/server';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_COOKIE } from '#src/shared/constants';
import { TEXT } from '#src/shared/texts';
import { signedInUser } from '#src/test/auth';
import { expectShopErrorPage, pageAddresses } from '#src/test/error-pages';
import { beforeAllValue } from '#src/test/hooks';
import { testAppForFile } from '#src/test/test-app';
import { AppError, type AppErrorCode } from '../lib/app-error';
import { loadServerBuild } from './web';
import { tooMany } from './rate-limit';

/**
 * Issue 27 §3: every failure shows the shop's HTML error page with its own status — not the API's JSON, not a 500
 * "Unexpected Application Error!" — on every page route (docs/decisions/040-error-pages.md).
 */
const SHOP_NAME = 'Test Bazaar';

/** Every error status the server answers a request with. */
const STATUSES = [400, 401, 403, 404, 409, 413, 429, 503] as const;
type Status = (typeof STATUSES)[number];
const CODES: Record<Status, AppErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  503: 'UNAVAILABLE',
};
/** What the server says with each: the shop's own messages. */
const MESSAGES: Record<Status, string> = {
  400: TEXT.errors.badHost,
  401: TEXT.errors.signInToContinue,
  403: TEXT.errors.forbidden,
  404: TEXT.errors.notFound,
  409: SERVER_TEXT.uploads.tooManyPending(10),
  413: SERVER_TEXT.mediaApi.fileTooLarge(5),
  429: TEXT.errors.tooManyAttempts(30),
  503: TEXT.errors.unavailable,
};
/** The error page's heading and words for each. */
const SHOWN: Record<Status, { heading: string; body: string }> = {
  400: { heading: TEXT.errorPage.badRequest, body: MESSAGES[400] },
  401: { heading: TEXT.errorPage.signIn, body: MESSAGES[401] },
  403: { heading: TEXT.errorPage.forbidden, body: MESSAGES[403] },
  404: { heading: TEXT.notFoundTitle, body: TEXT.notFoundBody },
  409: { heading: TEXT.errorPage.conflict, body: MESSAGES[409] },
  413: { heading: TEXT.errorPage.tooLarge, body: MESSAGES[413] },
  429: { heading: TEXT.errorPage.tooMany, body: 'Please try again in 30 seconds.' },
  503: { heading: TEXT.unavailable, body: TEXT.unavailableBody },
};

/** A refusal as the server's own code makes it (a 429 with its Retry-After, like the rate limiter). */
function refusal(status: Status, reply: FastifyReply): AppError {
  return status === 429 ? tooMany(30_000, reply) : new AppError(CODES[status], MESSAGES[status]);
}

/** While set, every in-process call of the back office's API is refused with this status. */
let adminApiRefuses: Status | null = null;

/**
 * Test hooks, after the shop's own request hooks (security, helmet): `x-test-refuse: <status>` refuses a page request
 * as a hook of the server would; `adminApiRefuses` refuses the back office's API calls of the page loaders.
 */
const t = testAppForFile({
  web: true,
  env: { SHOP_NAME, RATE_LIMITS: 'search-ip=3' },
  before: (app) =>
    app.addHook('preHandler', async (request, reply) => {
      const status = Number(request.headers['x-test-refuse']) as Status;
      if (STATUSES.includes(status)) throw refusal(status, reply);
      if (adminApiRefuses && request.url.startsWith('/api/admin')) throw refusal(adminApiRefuses, reply);
    }),
});
const build = beforeAllValue(() => loadServerBuild(t.config.BUILD_DIR));
const admin = beforeAllValue(() => signedInUser(t, { isAdmin: true }));

describe('the shop error page', () => {
  it('answers a malformed Host header on a page with the HTML 400 page, not JSON', async () => {
    for (const url of ['/', '/product/1', '/cart', '/admin']) {
      const answer = await t.app.inject({ url, headers: { host: 'shop.example/evil' } });
      expectShopErrorPage(answer, { status: 400, ...SHOWN[400], shopName: SHOP_NAME }, url);
      // Its scripts are allowed by their hashes, as on any page.
      expect(answer.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    }
  });

  it.each(STATUSES)('answers every page route with the HTML error page when a request meets a %i', async (status) => {
    const addresses = pageAddresses(build);
    expect(addresses.length).toBeGreaterThan(30);
    for (const { url } of addresses) {
      const answer = await t.app.inject({ url, headers: { 'x-test-refuse': String(status) } });
      expectShopErrorPage(answer, { status, ...SHOWN[status], shopName: SHOP_NAME }, `${url} ${status}`);
      if (status === 429) expect(answer.headers['retry-after'], url).toBe('30');
      // The demo shop says so on its error pages too (the root's data is missing there: the failure carries it).
      expect(answer.body, url).toContain(TEXT.shell.demoStrip);
    }
  });

  it.each(STATUSES)('answers every back-office page whose API call met a %i with that status', async (status) => {
    const cookie = `${BACK_OFFICE_COOKIE}=${admin.token}`;
    const pages = pageAddresses(build).filter(({ url }) => url.startsWith('/admin'));
    expect(pages.length).toBeGreaterThan(15);
    // A back-office session the API refuses, or something missing, is the shop's Page Not Found (decision 021).
    const hidden = status === 401 || status === 403;
    adminApiRefuses = status;
    try {
      for (const { url } of pages) {
        const answer = await t.app.inject({ url, headers: { cookie } });
        const expected = hidden ? { status: 404, ...SHOWN[404] } : { status, ...SHOWN[status] };
        expectShopErrorPage(answer, { ...expected, shopName: SHOP_NAME }, `${url} ${status}`);
      }
    } finally {
      adminApiRefuses = null;
    }
  });

  it('answers the search page over the per-address limit with "Too many searches", 429 and Retry-After', async () => {
    const remoteAddress = '198.51.100.27';
    const search = (q: string) => t.app.inject({ url: `/search?q=${q}`, remoteAddress });
    for (const q of ['apple', 'banana', 'carrot']) expect((await search(q)).statusCode, q).toBe(200);
    const answer = await search('dates');
    const seconds = Number(answer.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expectShopErrorPage(
      answer,
      {
        status: 429,
        heading: TEXT.errorPage.tooManySearches,
        body: TEXT.errorPage.tryAgainIn(seconds),
        shopName: SHOP_NAME,
      },
      '/search',
    );
    // Inside the whole shop: the categories are in its navigation.
    expect(answer.body).toContain('/products/category/');
  });
});
