import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { createRequestHandler } from 'react-router';
import type { PageFailure } from '#src/shared/page-failure';
import { DEFAULT_SHOP, type ShopSettings } from '#src/shared/shop';
import { createServerApiClient, failingApiClient } from '../lib/in-process-api';
import type { Page, PageCache } from '../lib/page-cache';
import { failureRequest, plainFailurePage } from '../lib/page-failures';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { pageOf, send } from './web-page-answer';
import { MAX_KEY_URL_LENGTH, pageCacheKey } from './web-cached-routes';

type RequestHandler = ReturnType<typeof createRequestHandler>;

/** What the browser may know of the configuration: never secrets. */
export function publicConfigOf(config: FastifyInstance['config']) {
  return {
    googleClientId: config.GOOGLE_CLIENT_ID ?? null,
    paymentProvider: config.PAYMENT_PROVIDER,
    demoMode: config.demoMode,
    publicUrl: config.PUBLIC_URL ?? null,
    /** SHOP_TIME_ZONE: every date and time a page shows is on the shop's clock (decision 058). */
    timeZone: config.SHOP_TIME_ZONE,
    /**
     * The first start's values: what a page shows of the shop only when the store settings cannot be read (the error
     * page while the database is away); every other page has the settings themselves (root loader, decision 052).
     */
    shop: {
      ...DEFAULT_SHOP,
      name: config.SHOP_NAME,
      phone: config.SHOP_PHONE,
      email: config.SHOP_EMAIL,
      hours: config.SHOP_HOURS,
      freeDeliveryFrom: null,
    } satisfies ShopSettings,
  };
}
type PublicConfig = ReturnType<typeof publicConfigOf>;

export function toWebRequest(request: FastifyRequest, reply: FastifyReply, method = request.method): Request {
  const origin = `${request.protocol}://${request.host}`;
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** An in-process API answer a page may be built from and still be kept: success, a bad location, Not Found. */
const keepableStatus = (status: number) => status < 400 || status === 400 || status === 404;

/** The answers built from whole pages: kept pages from the page cache, and the shop's error page. */
export function pageSenders(
  app: FastifyInstance,
  handle: RequestHandler,
  publicConfig: PublicConfig,
  pages: PageCache,
) {
  /**
   * Renders a cacheable page as a GET (a HEAD shares the GET's page), whole, without a nonce. It may be kept only if
   * it is 200 or 404, sets no cookie, allows storing, and no API call it made failed (a section left out).
   */
  async function render(request: FastifyRequest, reply: FastifyReply): Promise<Page> {
    let complete = true;
    let retryAfter: number | undefined;
    const response = await handle(toWebRequest(request, reply, 'GET'), {
      cspNonce: undefined,
      api: createServerApiClient(app, request, undefined, (status, seconds) => {
        if (!keepableStatus(status)) complete = false;
        retryAfter = seconds ?? retryAfter;
      }),
      apiAs: (token: string) => createServerApiClient(app, request, token),
      publicConfig,
    });
    const storable =
      (response.status === 200 || response.status === 404) &&
      complete &&
      !response.headers.has('set-cookie') &&
      !reply.hasHeader('set-cookie') &&
      !/no-store|private/i.test(response.headers.get('cache-control') ?? '');
    // The wait the refusal that failed the page asked for (the search limit's 429).
    const waitFor = retryAfter && (response.status === 429 || response.status === 503) ? retryAfter : undefined;
    return pageOf(response, storable, response.status, waitFor ? [['retry-after', String(waitFor)]] : []);
  }

  /**
   * A kept page: fresh until a catalogue change touches it; while the database cannot be reached (its version cannot
   * be read, or the render failed with 503) the last copy kept for the address, marked `X-Page-Cache: stale`
   * (decision 040); the same while another request renders the page again after a change, for a second at most
   * (decision 067). Without one, the failure goes to the error page (503). Serving a stale copy logs nothing: the
   * outage is logged where it is met (the API's answers), and a line per page view would bury it.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, url: URL) {
    const key = pageCacheKey(url, request.headers.cookie);
    let stamp: number | null = null;
    if (key.length <= MAX_KEY_URL_LENGTH) {
      try {
        stamp = await pages.stamp();
      } catch (error) {
        const stale = isDatabaseUnavailable(error) ? pages.stale(key) : undefined;
        if (!stale) throw error;
        return send(request, reply, stale, 'stale');
      }
    }
    const kept = pages.get(key, stamp);
    if (kept) return send(request, reply, kept, 'hit');
    const refreshing = pages.refreshing(key);
    if (refreshing) return send(request, reply, refreshing, 'stale');
    const page = await pages.render(key, stamp, () => render(request, reply));
    const stale = page.status === 503 ? pages.stale(key) : undefined;
    return stale ? send(request, reply, stale, 'stale') : send(request, reply, page, 'miss');
  }

  /**
   * The shop's error page for a request that failed before or around its page (a bad Host, the database down at the
   * page cache, a render that threw): rendered by React Router with the failure in the load context, so the root's
   * loader fails the page with it and every other loader's call fails the same way at once (no database, no API).
   * If even that fails, the same words as plain HTML.
   */
  async function sendFailure(request: FastifyRequest, reply: FastifyReply, failure: PageFailure) {
    const failing = failingApiClient(failure);
    try {
      const response = await handle(failureRequest(request, reply), {
        cspNonce: undefined,
        api: failing,
        apiAs: () => failing,
        publicConfig,
        failure,
      });
      const page = await pageOf(response, false, failure.status);
      if (failure.retryAfter) reply.header('retry-after', String(failure.retryAfter));
      return await send(request, reply, page, null);
    } catch (error) {
      request.log.error({ err: error }, 'the error page could not be rendered');
      return reply
        .code(failure.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'")
        .send(plainFailurePage(failure, publicConfig.shop.name));
    }
  }

  return { sendPage, sendFailure };
}
