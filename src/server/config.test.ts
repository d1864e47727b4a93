import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, databaseOptions, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'kirana-config-'));

describe('configuration', () => {
  it('uses the embedded defaults and keeps a generated JWT secret under DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.PORT).toBe(3000);
    expect(first.DATABASE_URL).toBeUndefined();
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first.JWT_SECRET);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first.JWT_SECRET);
  });

  it('names the variable that has a bad value', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    // The shop's first-start values obey the settings form's rules: a phone the form refuses is refused here too.
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHOP_PHONE: 'call us' })).toThrow(
      /SHOP_PHONE: must be a phone number/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it("takes the embedded database's buffer pool in whole MB (decision 036)", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).PGLITE_SHARED_BUFFERS_MB).toBe(32);
    const config = loadConfig({ DATA_DIR: dataDir(), PGLITE_SHARED_BUFFERS_MB: '64' });
    expect(config.PGLITE_SHARED_BUFFERS_MB).toBe(64);
    // What the server, the admin CLI and the profiler open the database with.
    expect(databaseOptions(config)).toMatchObject({ databaseUrl: undefined, pgliteSharedBuffersMb: 64 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow(
      /PGLITE_SHARED_BUFFERS_MB/,
    );
  });

  it("takes the shop's time zone for delivery slots: Asia/Kolkata unless set, an unknown zone refused", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).SHOP_TIME_ZONE).toBe('Asia/Kolkata');
    expect(loadConfig({ DATA_DIR: dataDir(), SHOP_TIME_ZONE: 'Europe/London' }).SHOP_TIME_ZONE).toBe('Europe/London');
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHOP_TIME_ZONE: 'Mars/Olympus' })).toThrow(/SHOP_TIME_ZONE/);
  });

  it('treats blank optional values as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SMTP_URL: '', GOOGLE_CLIENT_ID: ' ' });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it('runs the demo shop on the test provider when nothing is set, and says so (issue 11 §1)', () => {
    const demo = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' });
    expect(demo.PAYMENT_PROVIDER).toBe('test');
    expect(demo.demoMode).toBe(true);
    const chosen = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'test' });
    expect(chosen.demoMode).toBe(true);
    const real = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://shop.example',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
    });
    expect(real.demoMode).toBe(false);
  });

  it('mails link to PUBLIC_URL; without it, to the server itself for the demo and outside production (issue 32 §5)', () => {
    const real = { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://shop.example/', ...real }).mailLinkBase).toBe(
      'https://shop.example',
    );
    // `npm start`: the demo in production mode on port 3000.
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).mailLinkBase).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '127.0.0.1', PORT: '8080', ...real }).mailLinkBase).toBe(
      'http://127.0.0.1:8080',
    );
    // A real shop in production that did not say where it lives: no guessed link (never the request's Host).
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...real }).mailLinkBase).toBeUndefined();
  });

  it('refuses to start a shop with a public address but no PAYMENT_PROVIDER, naming the variable', () => {
    for (const env of [
      { PUBLIC_URL: 'https://shop.example' },
      { PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: ' ' },
      { SEED_DEMO: 'false' },
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...env })).toThrow(
        /PAYMENT_PROVIDER: required when/,
      );
    }
  });

  it('trusts only loopback proxies unless told otherwise; the API docs UI is off in production unless asked for', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).TRUST_PROXY).toBe('loopback');
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
    expect(loadConfig({ DATA_DIR: dataDir() }).API_DOCS).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).API_DOCS).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('requires Razorpay keys when Razorpay is the payment provider', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
  });

  it("takes the shop's first-start name, phone, e-mail and hours from the environment (decision 052)", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SHOP_NAME: 'Sharma Stores',
      SHOP_PHONE: '+91 80 4000 1234',
      SHOP_EMAIL: 'help@sharma.example',
      SHOP_HOURS: 'Every day, 8:00 - 22:00',
    });
    expect(config).toMatchObject({
      SHOP_NAME: 'Sharma Stores',
      SHOP_PHONE: '+91 80 4000 1234',
      SHOP_EMAIL: 'help@sharma.example',
      SHOP_HOURS: 'Every day, 8:00 - 22:00',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHOP_NAME: ' ' })).toThrow(/SHOP_NAME/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHOP_EMAIL: 'not-an-address' })).toThrow(/SHOP_EMAIL/);
  });

  it('takes the payment reconciler’s interval and grace in seconds (decision 039)', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults.PAYMENT_RECONCILE_INTERVAL_SECONDS).toBe(300);
    expect(defaults.PAYMENT_RECONCILE_GRACE_SECONDS).toBe(600);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' })).toThrow(
      /PAYMENT_RECONCILE_INTERVAL_SECONDS/,
    );
  });

  it('takes fault points outside production only, and only known ones (decision 039)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).FAULTS).toEqual({});
    expect(loadConfig({ DATA_DIR: dataDir(), FAULTS: 'checkout.after-refusal:exit' }).FAULTS).toEqual({
      'checkout.after-refusal': 'exit',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), FAULTS: 'checkout.somewhere:throw' })).toThrow(/FAULTS/);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', FAULTS: 'checkout.after-refusal:throw' }),
    ).toThrow(/FAULTS: fault points are for tests and fault checks, never production/);
  });
});
