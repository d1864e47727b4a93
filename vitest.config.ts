import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { loadBuiltAssets } from './scripts/lib/built-assets';

// The built files' addresses, as the build has them (vite.config.ts): pages rendered in tests use the icon sprite.
const { constants: builtAssetConstants } = await loadBuiltAssets();

export default defineConfig({
  define: builtAssetConstants,
  test: {
    // A hang detector, not a speed goal (speed lives in `npm run bench`): the request-heavy tests (120 uncached
    // searches with the per-address rest, every page route's 400, a fresh app from a template) ran past 30 s on a
    // loaded 2-core machine while passing.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores that is ONE test file at a time and an
    // idle core. The files are independent (each has its own database copy), so use every core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Each file opens its own app on its own database copy, so files share nothing but loaded modules: one
          // module graph per worker instead of one per file (imports were 127 of the 323 s on CI's 2 cores).
          isolate: false,
          globalSetup: ['./src/test/global-setup.ts'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        // Web components with logic, rendered with Testing Library in a simulated DOM (no database, no server).
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts', './src/test/web-setup.ts'],
        },
      },
    ],
  },
});
