import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ZStoreSettingsInput } from '#src/contracts/settings';
import { DEFAULT_SHOP, DEFAULT_SHOP_TIME_ZONE } from '#src/shared/shop';

const SHOP_FIELDS = ZStoreSettingsInput.shape;
import { PGLITE_SHARED_BUFFERS_MB } from '#src/shared/constants';
import { FAULT_ACTIONS, FAULT_PATTERN, type FaultAction, type FaultPoint } from './lib/faults';
// The registry alone, not the module's index: configuration is read by the scripts too, which must not load the
// payments routes and services (decision 043).
// eslint-disable-next-line no-restricted-imports
import { PAYMENT_PROVIDER_IDS, PAYMENT_PROVIDERS, type PaymentProviderId } from './modules/payments/providers';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalUrl = z.preprocess(blankToUndefined, z.url('must be a URL').optional());
const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());

/** `a, b,c` → each item checked by `items`; empty or unset is an empty list. */
function commaList<T extends z.ZodType<unknown, string[]>>(items: T) {
  return z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(items);
}

/** `https://shop.example` or `http://localhost:5173`: a scheme, a host and maybe a port, nothing more. */
function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  MEDIA_DIR: z.string().min(1).optional(),
  BUILD_DIR: z.string().min(1).default('build'),
  DATABASE_URL: optionalUrl,
  /**
   * Seconds a starting server waits for the PostgreSQL server of DATABASE_URL to answer (retrying with back-off)
   * before it exits naming it; a supervisor then restarts it (docs/deployment.md, docs/decisions/038).
   */
  DATABASE_START_TIMEOUT: z.coerce.number().int().min(0).max(3600).default(60),
  /** The embedded database's buffer pool in MB (without DATABASE_URL): memory against search speed (decision 036). */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(PGLITE_SHARED_BUFFERS_MB),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Kirana <no-reply@kirana.local>'),
  REDIS_URL: optionalUrl,
  /** Key prefix in Redis, so several shops (or test runs) can share one server. */
  REDIS_PREFIX: z.string().min(1).max(100).default('kirana:'),
  /**
   * Which proxies may set X-Forwarded-For (the client IP that per-IP rate limits count): `true`, `false`, or
   * comma-separated addresses/ranges/names (`loopback`, `uniquelocal`…). Trusting every sender lets a client pick its IP.
   * Loopback only by default: a proxy on a private network must be named (decision 013).
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  /**
   * Overrides of rate-limit rules by name (`signin-ip=1000,search-ip=600`): the `max` of a window rule, the free
   * attempts of a progressive one (decision 014). For tests, benchmarks or a large office behind one address.
   */
  RATE_LIMITS: commaList(
    z.array(z.string().regex(/^[a-z0-9-]+=\d+$/, 'must be a comma-separated list of name=number')),
  ).transform((pairs): Record<string, number> =>
    Object.fromEntries(pairs.map((pair) => [pair.split('=')[0]!, Number(pair.split('=')[1])])),
  ),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: optionalUrl,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /**
   * A provider of the registry (docs/decisions/043): `razorpay`, or `test`: the built-in card dialog, a demo mode
   * (decision 012). Unset means `test` only for the demo shop (`SEED_DEMO` on and no `PUBLIC_URL`); a shop with a
   * public address must choose. Each provider checks its own settings below (`configProblem`).
   */
  PAYMENT_PROVIDER: z.preprocess(blankToUndefined, z.enum(PAYMENT_PROVIDER_IDS).optional()),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  /**
   * The sweep that asks the provider again for refunds stuck `pending` over a minute (decision 024). `false` only for
   * tests that stage a stuck refund and retry it themselves.
   */
  REFUND_SWEEP: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * The payment reconciler (decision 039; off with REFUND_SWEEP=false): how often it runs (it also runs at start), and
   * how long a captured payment may wait for its own order placement (the shopper's browser, the webhook) before the
   * reconciler places or refunds it. A refund left due is taken up after a minute, or the grace if shorter.
   */
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  PAYMENT_RECONCILE_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /**
   * Fault points for the fault checks and tests (decision 039), never in production: `<point>:<action>` pairs,
   * comma-separated, e.g. `checkout.after-refusal:exit`. `throw` fails the request there; `exit` kills the process
   * (SIGKILL), as a crash would.
   */
  FAULTS: commaList(
    z.array(z.string().regex(FAULT_PATTERN, `must be a comma-separated list of point:${FAULT_ACTIONS.join('|')}`)),
  ).transform((pairs): Partial<Record<FaultPoint, FaultAction>> =>
    Object.fromEntries(pairs.map((pair) => pair.split(':') as [FaultPoint, FaultAction])),
  ),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * With SEED_DEMO, the demo's first start also seeds delivery at work (issue 32 §5, docs/decisions/064): zones for
   * Mumbai, Bengaluru and Delhi with fees and minimums, slots for the next seven days, some nearly full. `false`
   * keeps the first start's delivery as a fresh shop's (one free zone, no slots): the browser tests' and the fault
   * checks' servers set it, as their checkouts expect the default zone's terms and make the zones they test.
   */
  SEED_DEMO_DELIVERY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Origins (comma-separated, e.g. `https://shop.example,http://localhost:5173`) whose pages may call /api from a
   * browser (CORS, no credentials: the API takes bearer tokens). Empty: same origin only (docs/headless.md).
   */
  CORS_ORIGINS: commaList(
    z.array(z.string().refine(isOrigin, 'must be a comma-separated list of origins such as https://shop.example')),
  ),
  /**
   * The shop's name, phone, e-mail and opening hours on the first start only: they seed the store settings, which
   * the back office edits from then on (issue 30 §1, docs/decisions/052). The free-delivery promise comes from the
   * delivery zones.
   */
  // The store settings' own rules (src/contracts/settings.ts): a first start cannot write what the form then refuses.
  SHOP_NAME: SHOP_FIELDS.name.default(DEFAULT_SHOP.name),
  SHOP_PHONE: SHOP_FIELDS.phone.default(DEFAULT_SHOP.phone),
  SHOP_EMAIL: SHOP_FIELDS.email.default(DEFAULT_SHOP.email),
  SHOP_HOURS: SHOP_FIELDS.hours.default(DEFAULT_SHOP.hours),
  /**
   * The shop's time zone (IANA name): delivery slots' days, times and cut-offs are local to it (docs/decisions/029).
   */
  SHOP_TIME_ZONE: z
    .string()
    .default(DEFAULT_SHOP_TIME_ZONE)
    .refine(isTimeZone, `must be an IANA time zone such as ${DEFAULT_SHOP_TIME_ZONE}`),
  /**
   * Memory for the shared page cache of the public pages, in MB (docs/decisions/033-page-cache.md): rendered pages
   * with their compressed bytes, counted honestly; 0 turns it off (every page is rendered again).
   */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /** The API docs UI at /api/docs; on outside production, off in production unless `true`. */
  API_DOCS: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  /**
   * Outgoing webhooks to loopback and private addresses (docs/decisions/057): refused in production (a grocer's URL
   * must not reach the server's own network), allowed elsewhere; `true` allows them in production too (a receiver on
   * the shop's own LAN), `false` refuses them outside production (the SSRF test).
   */
  WEBHOOK_PRIVATE_URLS: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<
  z.infer<typeof ZEnv>,
  'JWT_SECRET' | 'MEDIA_DIR' | 'PAYMENT_PROVIDER' | 'API_DOCS' | 'WEBHOOK_PRIVATE_URLS'
> & {
  JWT_SECRET: string;
  MEDIA_DIR: string;
  /** Resolved: set, or `test` for the unconfigured demo shop. */
  PAYMENT_PROVIDER: PaymentProviderId;
  /** The built-in test provider takes the payments: no money moves, the pages say so (decision 012). */
  demoMode: boolean;
  /**
   * Where the links in mails point (no trailing slash): PUBLIC_URL, else — for the demo and outside production — the
   * server's own address, so a newcomer can follow a link from /dev/outbox (issue 32 §5). A real shop in production
   * without PUBLIC_URL has none: its mails name the page's path. Never the request's Host (decision 030).
   */
  mailLinkBase: string | undefined;
  API_DOCS: boolean;
  WEBHOOK_PRIVATE_URLS: boolean;
  isProduction: boolean;
};

/** The settings as read from the environment, before they are resolved: what a payment provider checks at startup. */
export type ProviderSettings = z.infer<typeof ZEnv>;

export class ConfigError extends Error {}

/** How a process opens the shop's database under this configuration (the server, the admin CLI, the profiler). */
export function databaseOptions(config: Config): {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteSharedBuffersMb: number;
} {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
  };
}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const values = parsed.data;
  const paymentProvider = values.PAYMENT_PROVIDER ?? (values.SEED_DEMO && !values.PUBLIC_URL ? 'test' : undefined);
  if (!paymentProvider) {
    throw new ConfigError(
      `Invalid configuration:\n  PAYMENT_PROVIDER: required when ${values.PUBLIC_URL ? 'PUBLIC_URL is set' : 'SEED_DEMO=false'}` +
        ' (razorpay for a real shop, or test for a demo shop that takes no real payments)',
    );
  }
  const providerProblem = PAYMENT_PROVIDERS[paymentProvider].configProblem(values);
  if (providerProblem) throw new ConfigError(`Invalid configuration:\n  ${providerProblem}`);
  if (values.NODE_ENV === 'production' && Object.keys(values.FAULTS).length > 0) {
    throw new ConfigError(
      'Invalid configuration:\n  FAULTS: fault points are for tests and fault checks, never production',
    );
  }
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const isProduction = values.NODE_ENV === 'production';
  return {
    ...values,
    PAYMENT_PROVIDER: paymentProvider,
    demoMode: paymentProvider === 'test',
    mailLinkBase: mailLinkBaseOf(values, isProduction && paymentProvider !== 'test'),
    API_DOCS: values.API_DOCS === undefined ? !isProduction : values.API_DOCS === 'true',
    WEBHOOK_PRIVATE_URLS:
      values.WEBHOOK_PRIVATE_URLS === undefined ? !isProduction : values.WEBHOOK_PRIVATE_URLS === 'true',
    DATA_DIR: dataDir,
    MEDIA_DIR: path.resolve(values.MEDIA_DIR ?? path.join(dataDir, 'media')),
    JWT_SECRET: values.JWT_SECRET ?? readOrCreateSecret(dataDir),
    isProduction,
  };
}

function mailLinkBaseOf(values: z.infer<typeof ZEnv>, realShopInProduction: boolean): string | undefined {
  if (values.PUBLIC_URL) return values.PUBLIC_URL.replace(/\/$/, '');
  if (realShopInProduction) return undefined;
  const host = values.HOST === '0.0.0.0' || values.HOST === '::' ? 'localhost' : values.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${values.PORT}`;
}

/** The embedded default needs no setup: a secret is generated once and kept beside the data. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
