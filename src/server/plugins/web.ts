import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { STORAGE_KEYS } from '#src/shared/constants';
import type { PageFailure } from '#src/shared/page-failure';
import { createServerApiClient, failingApiClient } from '../lib/in-process-api';
import { Page, PageCache } from '../lib/page-cache';
import { failureRequest, plainFailurePage, retryAfterSeconds, withPageFailures } from '../lib/page-failures';
import { inlineScriptHashes } from '../lib/script-hashes';
import { preferredEncoding } from '../lib/send-cached';
import { catalogChanges } from '../modules/catalog/index';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { drainRefusedBody, errorAnswer } from './errors';
import { cspNonceOf, scriptHashPolicy } from './security';

export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  const entry = path.resolve(buildDir, 'server', 'index.js');
  if (!existsSync(entry)) {
    throw new Error(`No web build at ${entry}: run "npm run build" first.`);
  }
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, method = request.method): Request {
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

/** `/admin`, `/admin/…` and their data requests (`/admin.data`, `/admin/audit.data`). */
export function isBackOfficePath(url: string): boolean {
  return /^\/admin(?:[/.?]|$)/.test(url);
}

/**
 * The pages the page cache keeps (docs/decisions/033-page-cache.md), by React Router route id: public pages whose
 * HTML is the same for every visitor with the same `location` cookie, because everything personal (cart, My List,
 * account, the remembered pincode) is loaded by the browser after hydration. An allow-list: a new page is not cached until
 * someone checks it is public and adds it here.
 */
export const CACHED_ROUTES: ReadonlySet<string> = new Set([
  'routes/home',
  'routes/listing-category',
  'routes/listing-subcat',
  'routes/product',
  'routes/search',
  'routes/robots',
  'routes/sitemap',
  // Page Not Found for addresses no route knows.
  'routes/not-found',
]);

/** The only request cookies a cached page may depend on: the key holds their values (and nothing else does). */
const KEY_COOKIES = [STORAGE_KEYS.location] as const;
/** Paths whose cacheability is remembered (then forgotten all at once: a bound, not a cache policy). */
const REMEMBERED_PATHS = 10_000;
/** Longer addresses are rendered each time: nobody shares them, and keys stay small. */
const MAX_KEY_URL_LENGTH = 2000;
/** Client data requests, React Router's route discovery, and what never reaches here but must never be cached. */
const NEVER_CACHED = /(?:\.data$|^\/__manifest$|^\/(?:api|download|admin)(?:[/.]|$))/;
/** An in-process API answer a page may be built from and still be kept: success, a bad location, Not Found. */
const keepableStatus = (status: number) => status < 400 || status === 400 || status === 404;

/** The route id React Router renders for a path (the deepest match), from the build's route manifest. */
function routeMatcher(build: ServerBuild): (pathname: string) => string | undefined {
  type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: Node[] };
  const nodes = new Map<string, Node>();
  const roots: Node[] = [];
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  for (const route of routes) {
    const node: Node = { id: route.id, children: [] };
    if (route.path !== undefined) node.path = route.path;
    if (route.index) node.index = true;
    if (route.caseSensitive) node.caseSensitive = true;
    nodes.set(route.id, node);
  }
  for (const route of routes) {
    const parent = route.parentId === undefined ? undefined : nodes.get(route.parentId);
    (parent ? parent.children : roots).push(nodes.get(route.id)!);
  }
  const tree = roots as unknown as RouteObject[];
  return (pathname) => matchRoutes(tree, pathname)?.at(-1)?.route.id;
}

/** Every value of cookie `name` in a Cookie header, as sent, in order (the web's readers take the first). */
function cookieValues(header: string | undefined, name: string): string[] {
  const values: string[] = [];
  for (const part of (header ?? '').split(';')) {
    const [cookie, ...rest] = part.trim().split('=');
    if (cookie === name) values.push(rest.join('='));
  }
  return values;
}

/**
 * A cached page's key: the address as React Router sees it (path and query, normalised by the URL parser) and the
 * raw values of the cookies a page may read. JSON, so no value can pass for another part.
 */
export function pageCacheKey(url: URL, cookieHeader: string | undefined): string {
  return JSON.stringify([url.pathname + url.search, ...KEY_COOKIES.map((name) => cookieValues(cookieHeader, name))]);
}

/** Whether `If-None-Match` names this ETag (weak comparison, as for GET). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Response headers a cached page repeats: not those the sender sets per answer. */
const NOT_REPEATED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'etag',
  'vary',
]);

/** Serves the built browser assets and hands every other non-API path to React Router. */
export async function webPlugin(app: FastifyInstance, options: { build: ServerBuild; buildDir: string }) {
  const clientDir = path.resolve(options.buildDir, 'client');
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // `npm run build` writes .br and .gz copies of the assets (scripts/compress-assets.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  // What the browser may know of the configuration: never secrets.
  const publicConfig = {
    googleClientId: app.config.GOOGLE_CLIENT_ID ?? null,
    paymentProvider: app.config.PAYMENT_PROVIDER,
    demoMode: app.config.demoMode,
    razorpayKeyId: app.config.PAYMENT_PROVIDER === 'razorpay' ? (app.config.RAZORPAY_KEY_ID ?? null) : null,
    publicUrl: app.config.PUBLIC_URL ?? null,
    shop: { name: app.config.SHOP_NAME, freeDeliveryFrom: app.config.FREE_DELIVERY_FROM },
  };
  // Every API error a loader lets through is the page's answer with its status (decision 040).
  const handle = createRequestHandler(
    withPageFailures(options.build),
    app.config.isProduction ? 'production' : 'development',
  );
  // React Router reads the body itself: leave it untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const routeOf = routeMatcher(options.build);
  const pages = new PageCache(catalogChanges(app.db), app.config.PAGE_CACHE_MAX_MB * 1024 * 1024);
  pageCaches.set(app.server, pages);

  // Matching a path against the routes costs about as much as answering a kept page: remembered per path.
  const cachedPaths = new Map<string, boolean>();
  /** Whether this request is for a page the cache keeps (rendered without a nonce, its scripts allowed by hash). */
  const cachedPage = (request: FastifyRequest, url: URL) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    let cached = cachedPaths.get(url.pathname);
    if (cached === undefined) {
      cached = !NEVER_CACHED.test(url.pathname) && CACHED_ROUTES.has(routeOf(url.pathname) ?? '');
      if (cachedPaths.size >= REMEMBERED_PATHS) cachedPaths.clear();
      cachedPaths.set(url.pathname, cached);
    }
    return cached;
  };

  /**
   * The page a React Router answer makes; `status` overrides its own (an error page's status is the failure's),
   * `extra` adds headers.
   */
  async function pageOf(
    response: Response,
    storable: boolean,
    status = response.status,
    extra: [string, string][] = [],
  ): Promise<Page> {
    const body = Buffer.from(await response.arrayBuffer());
    const headers: [string, string][] = [...extra];
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && !NOT_REPEATED.has(name)) headers.push([name, value]);
    });
    for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
    const html = /^text\/html/i.test(response.headers.get('content-type') ?? '');
    return new Page(status, headers, body, html ? inlineScriptHashes(body) : [], storable);
  }

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

  /** Sends a rendered page (kept, fresh or stale, or just rendered) with its policy, ETag and compressed bytes. */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    page: Page,
    state: 'hit' | 'miss' | 'stale' | null,
  ) {
    reply.code(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('content-security-policy', scriptHashPolicy(reply, page.scriptHashes));
    if (state) reply.header('x-page-cache', state);
    reply.header('vary', 'accept-encoding');
    if (page.etag) {
      reply.header('etag', page.etag);
      if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    }
    const accepted =
      request.headers['x-no-compression'] === undefined ? preferredEncoding(request.headers['accept-encoding']) : null;
    const { bytes, encoding } = await page.body(accepted);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(bytes);
  }

  /**
   * A kept page: fresh when the catalogue stands still; while the database cannot be reached (its version cannot be
   * read, or the render failed with 503) the last copy kept for the address, marked `X-Page-Cache: stale`
   * (decision 040). Without one, the failure goes to the error page (503). Serving a stale copy logs nothing: the
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

  // Pages fail as pages: the shop's HTML error page with the failure's status, never the API's JSON (decision 040).
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const { status, message } = errorAnswer(error, request);
    if (status === 413) drainRefusedBody(request, reply);
    const retryAfter = retryAfterSeconds(reply.getHeader('retry-after'));
    return sendFailure(request, reply, { status, message, ...(retryAfter ? { retryAfter } : {}) });
  });

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      // The back office is never indexed, whoever asks (its pages also say so in a robots meta tag).
      if (isBackOfficePath(request.url)) reply.header('X-Robots-Tag', 'noindex, nofollow');
      const url = new URL(request.url, 'http://page.invalid');
      if (cachedPage(request, url)) return sendPage(request, reply, url);
      let retryAfter: number | undefined;
      const heard = (_status: number, seconds?: number) => void (retryAfter = seconds ?? retryAfter);
      const response = await handle(toWebRequest(request, reply), {
        cspNonce: cspNonceOf(reply.raw),
        api: createServerApiClient(app, request, undefined, heard),
        apiAs: (token: string) => createServerApiClient(app, request, token, heard),
        publicConfig,
      });
      if (retryAfter && (response.status === 429 || response.status === 503)) {
        reply.header('retry-after', String(retryAfter));
      }
      return reply.send(response);
    },
  });
}

const pageCaches = new WeakMap<object, PageCache>();

/** The page cache of a running app (tests and the benchmark read its size). */
export function pageCacheOf(app: FastifyInstance): PageCache | undefined {
  return pageCaches.get(app.server);
}
