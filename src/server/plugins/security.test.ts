import { describe, expect, it } from 'vitest';
import { testAppForFile, type TestApp } from '#src/test/test-app';

/** The page policy's outside hosts come from the running payment provider's declaration, and only while it runs. */
const razorpayShop = testAppForFile({
  template: 'empty',
  env: {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_policy',
    RAZORPAY_KEY_SECRET: 'policy-secret',
    RAZORPAY_API_URL: 'http://127.0.0.1:9',
  },
});
const demoShop = testAppForFile({ template: 'empty' });

async function policyOf(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  const directives = new Map(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources.filter((source) => !source.startsWith("'nonce-")).join(' ')]),
  );
  return { directives, opener: response.headers['cross-origin-opener-policy'] };
}

describe('the payment provider in the Content-Security-Policy', () => {
  it("lets Razorpay Checkout's script, telemetry and frame in, and its popups open, on a Razorpay shop", async () => {
    const { directives, opener } = await policyOf(razorpayShop);
    expect(directives.get('script-src')).toBe("'self' https://checkout.razorpay.com");
    expect(directives.get('connect-src')).toBe("'self' https://lumberjack.razorpay.com");
    expect(directives.get('frame-src')).toBe('https://api.razorpay.com');
    expect(opener).toBe('same-origin-allow-popups');
  });

  it('names no outside payment host on the demo shop, whose card dialog is its own', async () => {
    const { directives, opener } = await policyOf(demoShop);
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('connect-src')).toBe("'self'");
    expect([...directives.values()].join(' ')).not.toContain('razorpay');
    expect(opener).toBe('same-origin');
  });
});
