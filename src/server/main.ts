import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { seedDemoCatalogueIfEmpty } from '../db/seed/index';
import { createServer } from './app';
import { ConfigError, databaseOptions, loadConfig } from './config';
import { startupProgress } from './lib/progress';
import { loadServerBuild } from './plugins/web';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const started = Date.now();
  const progress = startupProgress(config);
  progress.opening();
  const database = await openDatabase(databaseOptions(config));
  progress.migrating();
  await database.migrate();
  if (config.SEED_DEMO) await seedDemoCatalogueIfEmpty(database.db, progress.seeding);
  const build = await loadServerBuild(config.BUILD_DIR);
  const app = await createServer({ config, database, web: { build, buildDir: config.BUILD_DIR } });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Stop accepting connections at once, but let the requests in flight finish before app.close(): their page
    // loaders still call the API in-process, which Fastify refuses once closing. Keep-alive connections are closed
    // as soon as they fall idle, or server.close() would wait for their timeout.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    new Promise<void>((resolve) => app.server.close(() => resolve()))
      .then(() => clearInterval(sweep))
      .then(() => app.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Kirana is ready in ${Date.now() - started} ms (${database.engine}) at http://localhost:${config.PORT}`);
  progress.ready(app.server.address(), Date.now() - started);
}

main().catch((error: unknown) => {
  // Like a configuration error, a database already open elsewhere is the operator's to fix: the message, no stack.
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
