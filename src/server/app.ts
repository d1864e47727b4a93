import type { Writable } from 'node:stream';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import type { DatabaseHandle } from '../db/client';
import type { Config } from './config';
import { AppError } from './lib/app-error';
import { loggerOptions, requestLog } from './lib/logging';
import { mailerPlugin } from './lib/mailer';
import { pageUrlForRouting } from './lib/page-url';
import { devRoutes } from './modules/dev/index';
import { apiModules } from './modules/index';
import { apiPlugin } from './plugins/api';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { mediaPlugin } from './plugins/media';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import './types';
import { TEXT } from '#src/shared/texts';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** The React Router server build; without it only the API and media are served (API tests). */
  web?: { build: ServerBuild; buildDir: string };
};

/** The whole shop as one Fastify plugin: API under /api, images under /download, pages for the rest. */
export async function kiranaApp(app: FastifyInstance, deps: AppDeps) {
  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  deps.database.onConnectionLost((error) => app.log.warn({ err: error }, 'database connection lost'));
  if (deps.config.demoMode) {
    app.log.warn(
      'DEMO MODE: payments go to the built-in test provider (PAYMENT_PROVIDER=test): no money is taken and every ' +
        'page says so. A real shop sets PUBLIC_URL and PAYMENT_PROVIDER=razorpay (README, Security).',
    );
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailerPlugin);

  await app.register(apiPlugin, { prefix: '/api', modules: apiModules });
  await app.register(mediaPlugin);
  // Before the web plugin: its `/*` would otherwise answer these paths with a page.
  if (!deps.config.isProduction) await app.register(devRoutes);
  if (deps.web) await app.register(webPlugin, deps.web);
  else {
    app.setNotFoundHandler((request) => {
      throw new AppError('NOT_FOUND', TEXT.errors.nothingAt(request.url.split('?')[0] ?? ''));
    });
  }
}

/** `logStream`: where the log lines go (a test reads them); without it tests log nothing, other modes to stdout. */
export function serverOptions(config: Config, logStream?: Writable): FastifyServerOptions {
  return {
    logger: config.NODE_ENV === 'test' && !logStream ? false : loggerOptions(config, logStream),
    logController: requestLog(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    // `/api/my-list/add/` is `/api/my-list/add`, as the original server answered both.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
    // A page address that cannot be decoded reaches the web's Page Not Found; the API's still answers 400.
    rewriteUrl: (request) => pageUrlForRouting(request.url ?? '/'),
  };
}

/**
 * Builds a ready server; main.ts listens on it, tests call it with inject. `before` runs on the bare instance before
 * the shop is registered (a test's own hooks, which then see every request).
 */
export async function createServer(
  deps: AppDeps,
  options: FastifyServerOptions = serverOptions(deps.config),
  before?: (app: FastifyInstance) => void,
) {
  const app = Fastify(options);
  before?.(app);
  await app.register(kiranaApp, deps);
  await app.ready();
  return app;
}
