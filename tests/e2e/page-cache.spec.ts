import { expect, test, type Page, type Response } from '@playwright/test';
import { allProducts } from './fixtures/shop';

/**
 * A cached page carries no nonce: its Content-Security-Policy allows its inline scripts by their SHA-256
 * (docs/decisions/033-page-cache.md). The browser runs exactly those: the page hydrates, and a page whose inline
 * script was changed on the way is refused.
 */

/** Records the page's CSP violations from its very first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('a page from the cache hydrates under its hashed policy, without a violation', async ({ page }) => {
  const violations = await recordViolations(page);
  const [product] = await allProducts(page.request);
  const url = `/product/${product!.id}`;
  // Specs beside this one change the catalogue (the back office adds products and banners, orders flip stock), and
  // such a change drops this kept page too (decision 067: it shows related products' cards), at times between the
  // two requests: the page is asked for again until the browser's load is the cache's.
  const loads: (Response | null)[] = [];
  await expect(async () => {
    await page.request.get(url);
    loads.push(await page.goto(url));
    expect(loads.at(-1)?.headers()['x-page-cache']).toBe('hit');
  }).toPass({ timeout: 15_000 });
  const response = loads.at(-1);
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
  expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
  expect(await violations()).toEqual([]);
});

test('a cached page whose inline script was changed on the way is refused by the browser', async ({ page }) => {
  const violations = await recordViolations(page);
  const [, product] = await allProducts(page.request);
  const url = `/product/${product!.id}`;
  await page.request.get(url);
  await page.route(`**${url}`, async (route) => {
    const original = await route.fetch();
    const html = await original.text();
    const boot = 'window.__reactRouterContext = ';
    expect(html).toContain(boot);
    // Same headers (so the same policy), one statement slipped into the boot script.
    await route.fulfill({ response: original, body: html.replace(boot, `window.tampered = true;${boot}`) });
  });
  await page.goto(url);
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src(-elem)? inline$/));
  expect(await page.evaluate(() => (window as unknown as { tampered?: boolean }).tampered)).toBeUndefined();
});
