import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/** The shop's Playwright settings aimed at the balancer that scripts/two-servers.ts started (no server of its own). */
export default defineConfig({
  ...base,
  testDir: '../tests/e2e',
  workers: 1,
  use: { ...base.use, baseURL: process.env['TWO_SERVERS_URL'] },
  webServer: undefined,
});
