import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServerApiClient } from '../lib/in-process-api';
import { cspNonceOf } from './security';

export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  const entry = path.resolve(buildDir, 'server', 'index.js');
  if (!existsSync(entry)) {
    throw new Error(`No web build at ${entry}: run "npm run build" first.`);
  }
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
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

  // What the browser may know of the configuration: never secrets.
  const publicConfig = {
    googleClientId: app.config.GOOGLE_CLIENT_ID ?? null,
    paymentProvider: app.config.PAYMENT_PROVIDER,
    demoMode: app.config.demoMode,
    razorpayKeyId: app.config.PAYMENT_PROVIDER === 'razorpay' ? (app.config.RAZORPAY_KEY_ID ?? null) : null,
    publicUrl: app.config.PUBLIC_URL ?? null,
    shop: { name: app.config.SHOP_NAME, freeDeliveryFrom: app.config.FREE_DELIVERY_FROM },
  };
  const handle = createRequestHandler(options.build, app.config.isProduction ? 'production' : 'development');
  // React Router reads the body itself: leave it untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      // The back office is never indexed, whoever asks (its pages also say so in a robots meta tag).
      if (isBackOfficePath(request.url)) reply.header('X-Robots-Tag', 'noindex, nofollow');
      const response = await handle(toWebRequest(request, reply), {
        cspNonce: cspNonceOf(reply.raw),
        api: createServerApiClient(app, request),
        apiAs: (token: string) => createServerApiClient(app, request, token),
        publicConfig,
      });
      return reply.send(response);
    },
  });
}
