import { openDatabase, type DatabaseHandle } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { seedDemoCatalogueIfEmpty } from '../db/seed/index';
import { seedDemoDelivery } from '../db/seed/demo-delivery';
import { seedDemoStoreDetails } from '../db/seed/store-details';
import { createServer } from './app';
import { ConfigError, databaseOptions, loadConfig, type Config } from './config';
import { startupProgress } from './lib/progress';
import { DatabaseUnreachableError, describeDatabase, retryWhileUnreachable } from './lib/wait-for-database';
import { loadServerBuild } from './plugins/web';
import { endLiveStreams } from './modules/alerts/index';

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
  await migrateWhenReachable(database, config);
  const seeded = config.SEED_DEMO && (await seedDemoCatalogueIfEmpty(database.db, progress.seeding));
  const build = await loadServerBuild(config.BUILD_DIR);
  const app = await createServer({ config, database, web: { build, buildDir: config.BUILD_DIR } });
  // The server's start wrote the store settings from the configuration: the demo's sample legal details go on them.
  if (seeded) await seedDemoStoreDetails(database.db);
  // And its delivery at work: zones, a week of slots, some nearly full (issue 32 §5).
  if (seeded && config.SEED_DEMO_DELIVERY) await seedDemoDelivery(database.db, config.SHOP_TIME_ZONE);

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
    // The back office's live streams never fall idle: end them, or server.close() would wait for every open tab.
    endLiveStreams(app);
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

/** PostgreSQL may still be starting (a host's boot, a container beside it): wait for it, within the configured time. */
async function migrateWhenReachable(database: DatabaseHandle, config: Config) {
  if (!config.DATABASE_URL) return database.migrate();
  const name = describeDatabase(config.DATABASE_URL);
  await retryWhileUnreachable(() => database.migrate(), {
    timeoutMs: config.DATABASE_START_TIMEOUT * 1000,
    database: name,
    onRetry: (attempt, waitMs, error) =>
      console.error(
        `Waiting for ${name}: ${error instanceof Error ? error.message : String(error)} ` +
          `(attempt ${attempt}, next in ${(waitMs / 1000).toFixed(1)} s)`,
      ),
  });
}

main().catch((error: unknown) => {
  // Like a configuration error, a database already open elsewhere or not reachable is the operator's to fix: the
  // message, no stack.
  const operators = error instanceof DataDirLockedError || error instanceof DatabaseUnreachableError;
  console.error(operators ? error.message : error);
  process.exit(1);
});
