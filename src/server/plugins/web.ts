import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServerApiClient } from '../lib/in-process-api';
import { PageCache } from '../lib/page-cache';
import { retryAfterSeconds, withPageFailures } from '../lib/page-failures';
import { runInLanguage } from '../lib/request-language';
import { catalogChanges } from '../modules/catalog/index';
import { HINDI_PREFIX, languageOfPath } from '#src/shared/texts/language-path';
import { drainRefusedBody, errorAnswer } from './errors';
import { cspNonceOf } from './security';
import { cachedPageTest } from './web-cached-routes';
import { pageSenders, publicConfigOf, toWebRequest } from './web-pages';

export { CACHED_ROUTES, pageCacheKey } from './web-cached-routes';

export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  const entry = path.resolve(buildDir, 'server', 'index.js');
  if (!existsSync(entry)) {
    throw new Error(`No web build at ${entry}: run "npm run build" first.`);
  }
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

/** `/admin`, `/admin/…` and their data requests (`/admin.data`, `/admin/audit.data`). */
export function isBackOfficePath(url: string): boolean {
  return /^\/admin(?:[/.?]|$)/.test(url);
}

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

  const publicConfig = publicConfigOf(app.config);
  // Every API error a loader lets through is the page's answer with its status (decision 040).
  const mode = app.config.isProduction ? 'production' : 'development';
  // A Hindi page is rendered with the basename `/hi` (decision 065): its links, forms and data requests keep the
  // prefix on the server and in the browser (`<Link to="/cart">` is `/hi/cart`), so a shopper stays in Hindi.
  const handlers = {
    en: createRequestHandler(withPageFailures(options.build), mode),
    hi: createRequestHandler(withPageFailures({ ...options.build, basename: HINDI_PREFIX }), mode),
  };
  const handle: typeof handlers.en = (request, context) => handlers[languageOf(request.url)](request, context);
  // React Router reads the body itself: leave it untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const cachedPage = cachedPageTest(options.build);
  const pages = new PageCache(catalogChanges(app.db), app.config.PAGE_CACHE_MAX_MB * 1024 * 1024);
  pageCaches.set(app.server, pages);
  const { sendPage, sendFailure } = pageSenders(app, handle, publicConfig, pages);

  // Pages fail as pages: the shop's HTML error page with the failure's status, never the API's JSON (decision 040).
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const { status, message } = errorAnswer(error, request);
    if (status === 413) drainRefusedBody(request, reply);
    const retryAfter = retryAfterSeconds(reply.getHeader('retry-after'));
    return runInLanguage(languageOf(request.url), () =>
      sendFailure(request, reply, { status, message, ...(retryAfter ? { retryAfter } : {}) }),
    );
  });

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    // Every text of the page in the language of its address (issue 33, decision 065): `/hi/…` Hindi, else English.
    handler: (request, reply) => runInLanguage(languageOf(request.url), () => answerPage(request, reply)),
  });

  async function answerPage(request: FastifyRequest, reply: FastifyReply) {
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
  }
}

function languageOf(url: string) {
  return languageOfPath(new URL(url, 'http://page.invalid').pathname);
}

const pageCaches = new WeakMap<object, PageCache>();

/** The page cache of a running app (tests and the benchmark read its size). */
export function pageCacheOf(app: FastifyInstance): PageCache | undefined {
  return pageCaches.get(app.server);
}
