import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('treats blank optional values as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SMTP_URL: '', GOOGLE_CLIENT_ID: ' ' });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it('requires Razorpay keys when Razorpay is the payment provider', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
  });

  it("takes the shop's name and free-delivery threshold from the environment, never from a literal", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SHOP_NAME: 'Sharma Stores', FREE_DELIVERY_FROM: '999' });
    expect(config.SHOP_NAME).toBe('Sharma Stores');
    expect(config.FREE_DELIVERY_FROM).toBe(999);
    expect(() => loadConfig({ DATA_DIR: dataDir(), FREE_DELIVERY_FROM: '-5' })).toThrow(/FREE_DELIVERY_FROM/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SHOP_NAME: ' ' })).toThrow(/SHOP_NAME/);
  });
});
