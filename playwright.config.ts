import { defineConfig, devices } from '@playwright/test';
import { serverBundlePath } from './scripts/build-server';
import { CHROMIUM_PATH } from './scripts/ensure-chromium';

const PORT = Number(process.env['E2E_PORT'] ?? 3100);
/** The free-delivery threshold the test server is configured with (not the default 500). */
/** The test server's data directory, emptied at each start: the specs may keep a run's shared notes there too. */
export const E2E_DATA_DIR = process.env['E2E_DATA_DIR'] ?? `./data-e2e-${PORT}`;
const DATA_DIR = E2E_DATA_DIR;
/**
 * The port of a second origin (`http://127.0.0.1:<port>`) that the shop's CORS_ORIGINS lists: the headless spec
 * serves its own page there and calls the API from it, as a front end on another origin would (docs/headless.md).
 * Default: the shop's port + 90, clear of the ports other specs take after the shop's (+1, +2).
 */
export const E2E_OTHER_ORIGIN_PORT = Number(process.env['E2E_OTHER_ORIGIN_PORT'] ?? PORT + 90);
/**
 * The back office's account (decision 021), made by `npm run admin -- create` before the server starts, as a grocer
 * would (tests/e2e/fixtures/admin.ts signs in with it).
 */
export const E2E_ADMIN = { email: 'admin@kirana.test', name: 'Shop Admin', password: 'e2e-admin-password' } as const;
/** A staff account (decision 021: orders and customers only), made the same way, then given the staff role. */
/**
 * Every spec's shoppers sign up from this one address within the hour (over 60 since the suite grew): the test
 * servers raise the per-address ceilings, as a large office would set them; Vitest tests the limits (decision 014).
 */
export const E2E_RATE_LIMITS = 'signup-ip=1000,code-send-ip=1000,code-check-ip=1000,signin-ip=2000';

export const E2E_STAFF = { email: 'staff@kirana.test', name: 'Shop Staff', password: 'e2e-staff-password' } as const;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (DOM snapshots, network, console); no screencast: on a 2-core machine the
    // frames cost every test a share of the CPU for a view the snapshots already give.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The server as `npm run serve` runs it: the bundle of `npm run build` (decision 007), bundled again from the
  // current source first (about a second), so a web build made before a server change does not test older code.
  webServer: {
    command:
      `node --import tsx scripts/build-server.ts && rm -rf ${DATA_DIR} && ` +
      `printf '%s' '${E2E_ADMIN.password}' | node --import tsx scripts/admin.ts create --email ${E2E_ADMIN.email} ` +
      `--name '${E2E_ADMIN.name}' --password-stdin && ` +
      `printf '%s' '${E2E_STAFF.password}' | node --import tsx scripts/admin.ts create --email ${E2E_STAFF.email} ` +
      `--name '${E2E_STAFF.name}' --password-stdin && ` +
      `node --import tsx scripts/admin.ts role --email ${E2E_STAFF.email} --role staff && node ${serverBundlePath()}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      NODE_ENV: 'test',
      // The demo's delivery as a fresh shop's (one free zone, no slots): the specs make the zones and slots they test,
      // and ship to pincodes (560034 among them) the demo's zones would otherwise serve (docs/decisions/064).
      SEED_DEMO_DELIVERY: 'false',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: `http://127.0.0.1:${E2E_OTHER_ORIGIN_PORT}`,
      RATE_LIMITS: E2E_RATE_LIMITS,
    },
  },
});
